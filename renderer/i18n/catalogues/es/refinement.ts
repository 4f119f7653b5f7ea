import type { Catalogue } from '../../en';

/** Spanish: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} de {total}',
  next: 'Siguiente: {story}',
  lastStory: 'Última historia',
  showDescription: 'Mostrar descripción',
  hideDescription: 'Ocultar descripción',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Siguiente historia',
  saves: 'Guarda {value} para {story}',
  otherCard: 'O guarda otra carta:',
  saveInstead: 'Guardar {value} en su lugar',
  noClosest: 'Ninguna carta es la más cercana: elige la estimación de {story} u omítela.',
  skipStory: 'Omitir historia',
  failed:
    'No se pudo pasar a la siguiente historia; no se cambió nada. Comprueba la conexión e inténtalo de nuevo.',
} satisfies Catalogue['nextStory'];
