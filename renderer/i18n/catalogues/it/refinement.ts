import type { Catalogue } from '../../en';

/** Italian: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} di {total}',
  next: 'Prossima: {story}',
  lastStory: 'Ultima storia',
  showDescription: 'Mostra descrizione',
  hideDescription: 'Nascondi descrizione',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Storia successiva',
  saves: 'Salva {value} per {story}',
  otherCard: 'Oppure salva un’altra carta:',
  saveInstead: 'Salva {value} invece',
  noClosest: 'Nessuna carta è la più vicina: scegli la stima per {story} oppure saltala.',
  skipStory: 'Salta la storia',
  failed:
    'Impossibile passare alla storia successiva; non è stato cambiato nulla. Controlla la connessione e riprova.',
} satisfies Catalogue['nextStory'];
