import type { Catalogue } from '../../en';

/** Dutch: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Wachten op: {names}',
  listSeparator: ', ',
  nudge: 'Porren',
  nudgeSent: 'Por verstuurd',
  nudgeTooSoon: 'Er is net een por verstuurd. Probeer het over een paar seconden opnieuw.',
  nudgeFailed: 'De por kon niet worden verstuurd. Controleer de verbinding en probeer het opnieuw.',
  nudged: 'De ruimte wacht op je',
  revealNow: 'Nu omdraaien',
  revealNowConfirm: 'Druk nogmaals op R om nu om te draaien',
  revealFailed:
    'De kaarten konden niet worden omgedraaid. Controleer de verbinding en probeer het opnieuw.',
  noVote: 'Geen stem',
  revealedEarly: 'Vroeg omgedraaid',
  noVoteFrom: 'Geen stem: {names}',
  median: 'Mediaan',
  anonymousVote: 'Stem {value}',
  revealingIn: 'Omdraaien over {seconds}',
  sizedSoFar: 'Tot nu toe geschat',
  boardEmpty: 'Nog geen enkele story heeft een schatting.',
  close: 'Sluiten',
} satisfies Catalogue['facilitation'];
