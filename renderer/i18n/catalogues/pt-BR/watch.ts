import type { Catalogue } from '../../en';

/** Brazilian Portuguese: watching without voting. */
export const watch = {
  watchOnly: 'Só assistir, sem votar',
  watchOnlyHelp: 'Veja a história, o timer e o resultado, sem uma carta sua na tela',
  watching: 'Você está assistindo',
  watchingNote: 'Nenhuma carta sua está na tela, então a rodada segue sem você.',
  voteInstead: 'Prefiro votar',
  watchingCount: { one: '{count} assistindo', other: '{count} assistindo' },
} satisfies Catalogue['watch'];
