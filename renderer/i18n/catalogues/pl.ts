import type { Catalogue } from '../en';

/** Polish. */
const pl = {
  language: {
    language: 'Język',
    loadFailed: 'Nie udało się wczytać języka {language}. Sprawdź połączenie i spróbuj ponownie.',
  },
} satisfies Catalogue;

export default pl;
