import type { Catalogue } from '../../en';

/** Italian: Options for how a round goes. */
export const roomOptions = {
  round: 'Round',
  revealCountdown: 'Rivela con un conto alla rovescia',
  soundAtReveal: 'Suono alla rivelazione',
  hideNames: 'Nascondi i nomi',
  suggestedCard: 'Carta suggerita',
  closest: 'Carta più vicina',
  nextUp: 'Carta superiore successiva',
  saveFailed: 'Impossibile modificare l’opzione. Controlla la connessione e riprova.',
  keyReveal: 'Rivela ora, prima che tutti siano pronti (premi due volte)',
  keyNudge: 'Sollecita chi non è pronto',
  keyBoard: 'Mostra o nascondi le storie stimate finora',
} satisfies Catalogue['roomOptions'];
