import type { Catalogue } from '../../en';

/** Swedish: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Väntar på: {names}',
  listSeparator: ', ',
  nudge: 'Påminn',
  nudgeSent: 'Påminnelse skickad',
  nudgeTooSoon: 'En påminnelse skickades nyss. Försök igen om några sekunder.',
  nudgeFailed: 'Påminnelsen kunde inte skickas. Kontrollera anslutningen och försök igen.',
  nudged: 'Rummet väntar på dig',
  revealNow: 'Visa nu',
  revealNowConfirm: 'Tryck R igen för att visa nu',
  revealFailed: 'Korten kunde inte visas. Kontrollera anslutningen och försök igen.',
  noVote: 'Ingen röst',
  revealedEarly: 'Visad i förtid',
  noVoteFrom: 'Ingen röst: {names}',
  median: 'Median',
  anonymousVote: 'Röst {value}',
  revealingIn: 'Visas om {seconds}',
  sizedSoFar: 'Skattat hittills',
  boardEmpty: 'Ingen story har någon skattning än.',
  close: 'Stäng',
} satisfies Catalogue['facilitation'];
