import type { Catalogue } from '../../en';

/** Swedish: Options for how a round goes. */
export const roomOptions = {
  round: 'Omgång',
  revealCountdown: 'Visa med nedräkning',
  soundAtReveal: 'Ljud vid visning',
  hideNames: 'Dölj namn',
  suggestedCard: 'Föreslaget kort',
  closest: 'Närmaste kort',
  nextUp: 'Närmaste kort uppåt',
  saveFailed: 'Alternativet kunde inte ändras. Kontrollera anslutningen och försök igen.',
  keyReveal: 'Visa nu, innan alla är redo (tryck två gånger)',
  keyNudge: 'Påminn dem som inte är redo',
  keyBoard: 'Visa eller dölj de stories som skattats hittills',
} satisfies Catalogue['roomOptions'];
