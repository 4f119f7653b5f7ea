import type { Catalogue } from '../../en';

/** Dutch: watching without voting. */
export const watch = {
  watchOnly: 'Meekijken zonder te stemmen',
  watchOnlyHelp: 'Zie de story, de timer en de uitslag, zonder eigen kaart op het scherm',
  watching: 'Je kijkt mee',
  watchingNote: 'Er staat geen kaart van jou op het scherm: de ronde gaat zonder jou verder.',
  voteInstead: 'Toch meestemmen',
  watchingCount: { one: '{count} kijkt mee', other: '{count} kijken mee' },
} satisfies Catalogue['watch'];
