import type { Catalogue } from '../en';

/** Italian. */
const it = {
  language: {
    language: 'Lingua',
    loadFailed: 'Impossibile caricare {language}. Controlla la connessione e riprova.',
  },
} satisfies Catalogue;

export default it;
