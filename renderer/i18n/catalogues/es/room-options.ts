import type { Catalogue } from '../../en';

/** Spanish: Options for how a round goes. */
export const roomOptions = {
  round: 'Ronda',
  revealCountdown: 'Revelar con cuenta atrás',
  soundAtReveal: 'Sonido al revelar',
  hideNames: 'Ocultar nombres',
  suggestedCard: 'Carta sugerida',
  closest: 'Carta más cercana',
  nextUp: 'Siguiente carta hacia arriba',
  saveFailed: 'No se pudo cambiar la opción. Comprueba la conexión e inténtalo de nuevo.',
  keyReveal: 'Revelar ahora, antes de que todos estén listos (pulsar dos veces)',
  keyNudge: 'Avisar a quienes no están listos',
  keyBoard: 'Mostrar u ocultar las historias estimadas hasta ahora',
} satisfies Catalogue['roomOptions'];
