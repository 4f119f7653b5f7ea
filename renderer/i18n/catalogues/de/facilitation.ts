import type { Catalogue } from '../../en';

/** German: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Warten auf: {names}',
  listSeparator: ', ',
  nudge: 'Anstupsen',
  nudgeSent: 'Angestupst',
  nudgeTooSoon: 'Eben wurde schon angestupst. Versuchen Sie es in ein paar Sekunden noch einmal.',
  nudgeFailed: 'Das Anstupsen hat nicht geklappt. Bitte Verbindung prüfen und erneut versuchen.',
  nudged: 'Der Raum wartet auf Sie',
  revealNow: 'Jetzt aufdecken',
  revealNowConfirm: 'Noch einmal R drücken, um jetzt aufzudecken',
  revealFailed:
    'Die Karten konnten nicht aufgedeckt werden. Bitte Verbindung prüfen und erneut versuchen.',
  noVote: 'Keine Stimme',
  revealedEarly: 'Vorzeitig aufgedeckt',
  noVoteFrom: 'Keine Stimme: {names}',
  median: 'Median',
  anonymousVote: 'Stimme {value}',
  revealingIn: 'Aufdecken in {seconds}',
  sizedSoFar: 'Bisher geschätzt',
  boardEmpty: 'Noch keine Story hat eine Schätzung.',
  close: 'Schließen',
} satisfies Catalogue['facilitation'];

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
