import type { Catalogue } from '../../en';

/** Italian: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Taglie di maglietta come numeri',
  help: 'Il campo di stima del tracker accetta numeri: una volta salvata, ogni taglia viene scritta come il suo numero. Una taglia lasciata vuota non viene scritta.',
  save: 'Salva',
  clear: 'Cancella',
  saved: 'Salvato: le taglie vengono scritte come questi numeri.',
  notSaved: 'Non salvato: le taglie non vengono scritte nel tracker.',
  bad: 'Inserisci un numero di massimo 6 cifre, con massimo 6 decimali, per {sizes}; oppure lascialo vuoto.',
  outOfOrder: '{size} ha un numero più basso di una taglia più piccola: verifica che sia voluto.',
  dropped:
    'I numeri salvati per le taglie non sono stati letti e sono stati scartati: salvali di nuovo.',
  notMapped:
    '«{card}» è una taglia senza numero: puoi dare numeri alle taglie in Opzioni, Tracker delle attività.',
} satisfies Catalogue['trackerSizes'];
