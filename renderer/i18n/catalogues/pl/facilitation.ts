import type { Catalogue } from '../../en';

/** Polish: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Czekamy na: {names}',
  listSeparator: ', ',
  nudge: 'Ponagl',
  nudgeSent: 'Wysłano ponaglenie',
  nudgeTooSoon: 'Ponaglenie zostało właśnie wysłane. Spróbuj ponownie za kilka sekund.',
  nudgeFailed: 'Nie udało się wysłać ponaglenia. Sprawdź połączenie i spróbuj ponownie.',
  nudged: 'Sala czeka na ciebie',
  revealNow: 'Odkryj teraz',
  revealNowConfirm: 'Naciśnij R jeszcze raz, aby odkryć teraz',
  revealFailed: 'Nie udało się odkryć kart. Sprawdź połączenie i spróbuj ponownie.',
  noVote: 'Brak głosu',
  revealedEarly: 'Odkryto przed czasem',
  noVoteFrom: 'Brak głosu: {names}',
  median: 'Mediana',
  anonymousVote: 'Głos {value}',
  revealingIn: 'Odkrycie za {seconds}',
  sizedSoFar: 'Dotąd oszacowane',
  boardEmpty: 'Żadna historyjka nie ma jeszcze oszacowania.',
  close: 'Zamknij',
} satisfies Catalogue['facilitation'];
