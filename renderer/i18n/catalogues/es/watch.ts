import type { Catalogue } from '../../en';

/** Spanish: watching without voting. */
export const watch = {
  watchOnly: 'Mirar sin votar',
  watchOnlyHelp: 'Ve la historia, el temporizador y el resultado, sin tu carta en la pantalla',
  watching: 'Estás mirando',
  watchingNote: 'No hay ninguna carta tuya en la pantalla: la ronda sigue sin ti.',
  voteInstead: 'Mejor votar',
  watchingCount: { one: '{count} observador', other: '{count} observadores' },
} satisfies Catalogue['watch'];
