import type { Catalogue } from '../../en';

/** Dutch: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'T-shirtmaten als getallen',
  help: 'Het schattingsveld van de tracker neemt getallen: na opslaan wordt elke maat als zijn getal geschreven. Een leeg gelaten maat wordt niet geschreven.',
  save: 'Opslaan',
  clear: 'Wissen',
  saved: 'Opgeslagen: maten worden als deze getallen geschreven.',
  notSaved: 'Niet opgeslagen: maten worden niet naar de tracker geschreven.',
  bad: 'Vul voor {sizes} een getal in van hoogstens 6 cijfers, met hoogstens 6 decimalen; of laat het leeg.',
  outOfOrder:
    '{size} heeft een lager getal dan een kleinere maat: controleer of dat de bedoeling is.',
  dropped:
    'De opgeslagen getallen van de maten konden niet worden gelezen en zijn verwijderd: sla ze opnieuw op.',
  notMapped:
    '‘{card}’ is een maat zonder getal: maten kunnen getallen krijgen in Opties, Issuetracker.',
} satisfies Catalogue['trackerSizes'];
