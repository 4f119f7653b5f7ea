import type { Catalogue } from '../../en';

/** Polish: watching without voting. */
export const watch = {
  watchOnly: 'Obserwuj bez głosowania',
  watchOnlyHelp: 'Widzisz historyjkę, minutnik i wynik, bez własnej karty na ekranie',
  watching: 'Obserwujesz',
  watchingNote: 'Na ekranie nie ma twojej karty, więc runda toczy się bez ciebie.',
  voteInstead: 'Jednak głosuję',
  watchingCount: {
    one: '{count} obserwujący',
    few: '{count} obserwujących',
    many: '{count} obserwujących',
    other: '{count} obserwującego',
  },
} satisfies Catalogue['watch'];
