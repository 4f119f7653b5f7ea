import type { Catalogue } from '../../en';

/** Swedish: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlogg',
  place: '{position} av {total}',
  next: 'Nästa: {story}',
  lastStory: 'Sista storyn',
  showDescription: 'Visa beskrivning',
  hideDescription: 'Dölj beskrivning',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Nästa story',
  saves: 'Sparar {value} för {story}',
  otherCard: 'Eller spara ett annat kort:',
  saveInstead: 'Spara {value} i stället',
  noClosest: 'Inget kort ligger närmast: välj skattningen för {story} eller hoppa över den.',
  skipStory: 'Hoppa över story',
  failed:
    'Det gick inte att gå vidare till nästa story; inget ändrades. Kontrollera anslutningen och försök igen.',
} satisfies Catalogue['nextStory'];
