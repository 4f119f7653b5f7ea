import type { Catalogue } from '../../en';

/** French: watching without voting. */
export const watch = {
  watchOnly: 'Regarder sans voter',
  watchOnlyHelp: 'Voir la story, le minuteur et le résultat, sans carte à vous sur l’écran',
  watching: 'Vous regardez',
  watchingNote: 'Aucune carte à vous n’est sur l’écran : le tour continue sans vous.',
  voteInstead: 'Voter plutôt',
  watchingCount: { one: '{count} spectateur', other: '{count} spectateurs' },
} satisfies Catalogue['watch'];
