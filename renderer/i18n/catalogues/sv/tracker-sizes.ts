import type { Catalogue } from '../../en';

/** Swedish: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'T-shirtstorlekar som tal',
  help: 'Trackerns skattningsfält tar tal: när det sparats skrivs varje storlek som sitt tal. En storlek som lämnas tom skrivs inte.',
  save: 'Spara',
  clear: 'Rensa',
  saved: 'Sparat: storlekarna skrivs som dessa tal.',
  notSaved: 'Inte sparat: storlekarna skrivs inte till trackern.',
  bad: 'Ange ett tal med högst 6 siffror och högst 6 decimaler för {sizes}, eller lämna fältet tomt.',
  outOfOrder: '{size} har ett lägre tal än en mindre storlek: kontrollera att det är avsikten.',
  dropped: 'De sparade talen för storlekarna kunde inte läsas och togs bort: spara dem igen.',
  notMapped:
    '”{card}” är en storlek utan tal: storlekar kan få tal under Alternativ, Ärendehantering.',
} satisfies Catalogue['trackerSizes'];
