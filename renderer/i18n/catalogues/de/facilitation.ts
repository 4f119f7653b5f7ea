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
