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

/** Dutch: Options for how a round goes. */
export const roomOptions = {
  round: 'Ronde',
  revealCountdown: 'Omdraaien met aftellen',
  soundAtReveal: 'Geluid bij omdraaien',
  hideNames: 'Namen verbergen',
  suggestedCard: 'Voorgestelde kaart',
  closest: 'Dichtstbijzijnde kaart',
  nextUp: 'Eerst\u00ADvolgende hogere kaart',
  saveFailed:
    'De optie kon niet worden gewijzigd. Controleer de verbinding en probeer het opnieuw.',
  keyReveal: 'Nu omdraaien, voordat iedereen klaar is (twee keer drukken)',
  keyNudge: 'Wie nog niet klaar is porren',
  keyBoard: 'De tot nu toe geschatte stories tonen of verbergen',
} satisfies Catalogue['roomOptions'];
