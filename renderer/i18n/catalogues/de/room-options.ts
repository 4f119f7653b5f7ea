import type { Catalogue } from '../../en';

/** German: Options for how a round goes. */
export const roomOptions = {
  round: 'Runde',
  revealCountdown: 'Mit Countdown aufdecken',
  soundAtReveal: 'Ton beim Aufdecken',
  hideNames: 'Namen verbergen',
  suggestedCard: 'Vorgeschlagene Karte',
  closest: 'Nächst\u00ADliegende Karte',
  nextUp: 'Nächst\u00ADhöhere Karte',
  saveFailed:
    'Die Option konnte nicht geändert werden. Bitte Verbindung prüfen und erneut versuchen.',
  keyReveal: 'Jetzt aufdecken, bevor alle bereit sind (zweimal drücken)',
  keyNudge: 'Alle anstupsen, die noch nicht bereit sind',
  keyBoard: 'Die bisher geschätzten Storys zeigen oder ausblenden',
} satisfies Catalogue['roomOptions'];
