import type { Catalogue } from '../../en';

/** Portuguese (Brazil): the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} de {total}',
  next: 'Próxima: {story}',
  lastStory: 'Última história',
  showDescription: 'Mostrar descrição',
  hideDescription: 'Ocultar descrição',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Próxima história',
  saves: 'Salva {value} para {story}',
  otherCard: 'Ou salve outra carta:',
  saveInstead: 'Salvar {value} no lugar',
  noClosest: 'Nenhuma carta é a mais próxima: escolha a estimativa de {story} ou pule-a.',
  skipStory: 'Pular história',
  failed:
    'Não foi possível ir para a próxima história; nada foi alterado. Verifique a conexão e tente de novo.',
} satisfies Catalogue['nextStory'];
