import type { Catalogue } from '../../en';

/** Dutch: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} van {total}',
  next: 'Hierna: {story}',
  lastStory: 'Laatste story',
  showDescription: 'Beschrijving tonen',
  hideDescription: 'Beschrijving verbergen',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Volgende story',
  saves: 'Slaat {value} op voor {story}',
  otherCard: 'Of sla een andere kaart op:',
  saveInstead: 'Sla in plaats daarvan {value} op',
  noClosest: 'Geen kaart ligt het dichtst bij: kies de schatting voor {story} of sla hem over.',
  skipStory: 'Story overslaan',
  failed:
    'Door naar de volgende story lukte niet; er is niets veranderd. Controleer de verbinding en probeer het opnieuw.',
} satisfies Catalogue['nextStory'];
