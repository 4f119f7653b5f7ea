import type { Catalogue } from '../../en';

/** Italian: watching without voting. */
export const watch = {
  watchOnly: 'Guarda senza votare',
  watchOnlyHelp: 'Vedi la storia, il timer e il risultato, senza una tua carta sullo schermo',
  watching: 'Stai guardando',
  watchingNote: 'Sullo schermo non c’è nessuna tua carta: il turno va avanti senza di te.',
  voteInstead: 'Vota anche tu',
  watchingCount: { one: '{count} spettatore', other: '{count} spettatori' },
} satisfies Catalogue['watch'];
