import type { Catalogue } from '../../en';

/** Spanish: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Esperando a: {names}',
  listSeparator: ', ',
  nudge: 'Avisar',
  nudgeSent: 'Aviso enviado',
  nudgeTooSoon: 'Se acaba de enviar un aviso. Inténtalo de nuevo en unos segundos.',
  nudgeFailed: 'No se pudo enviar el aviso. Comprueba la conexión e inténtalo de nuevo.',
  nudged: 'La sala te está esperando',
  revealNow: 'Revelar ahora',
  revealNowConfirm: 'Pulsa R otra vez para revelar ahora',
  revealFailed: 'No se pudieron revelar las cartas. Comprueba la conexión e inténtalo de nuevo.',
  noVote: 'Sin voto',
  revealedEarly: 'Revelada antes de tiempo',
  noVoteFrom: 'Sin voto: {names}',
  median: 'Mediana',
  anonymousVote: 'Voto {value}',
  revealingIn: 'Revelando en {seconds}',
  sizedSoFar: 'Estimadas hasta ahora',
  boardEmpty: 'Ninguna historia tiene estimación todavía.',
  close: 'Cerrar',
} satisfies Catalogue['facilitation'];
