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

/** Polish: Options for how a round goes. */
export const roomOptions = {
  round: 'Runda',
  revealCountdown: 'Odkrywaj z odliczaniem',
  soundAtReveal: 'Dźwięk przy odkryciu',
  hideNames: 'Ukryj imiona',
  suggestedCard: 'Proponowana karta',
  closest: 'Najbliższa karta',
  nextUp: 'Następna karta w górę',
  saveFailed: 'Nie udało się zmienić opcji. Sprawdź połączenie i spróbuj ponownie.',
  keyReveal: 'Odkryj teraz, zanim wszyscy będą gotowi (naciśnij dwa razy)',
  keyNudge: 'Ponagl tych, którzy nie są gotowi',
  keyBoard: 'Pokaż lub ukryj dotąd oszacowane historyjki',
} satisfies Catalogue['roomOptions'];
