import type { Catalogue } from '../../en';

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
