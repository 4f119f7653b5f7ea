import type { Catalogue } from '../../en';

/** Italian: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'In attesa di: {names}',
  listSeparator: ', ',
  nudge: 'Sollecita',
  nudgeSent: 'Sollecito inviato',
  nudgeTooSoon: 'È appena stato inviato un sollecito. Riprova tra qualche secondo.',
  nudgeFailed: 'Impossibile inviare il sollecito. Controlla la connessione e riprova.',
  nudged: 'La stanza ti sta aspettando',
  revealNow: 'Rivela ora',
  revealNowConfirm: 'Premi di nuovo R per rivelare ora',
  revealFailed: 'Impossibile rivelare le carte. Controlla la connessione e riprova.',
  noVote: 'Nessun voto',
  revealedEarly: 'Rivelato in anticipo',
  noVoteFrom: 'Nessun voto: {names}',
  median: 'Mediana',
  anonymousVote: 'Voto {value}',
  revealingIn: 'Rivelazione tra {seconds}',
  sizedSoFar: 'Stimate finora',
  boardEmpty: 'Nessuna storia ha ancora una stima.',
  close: 'Chiudi',
} satisfies Catalogue['facilitation'];
