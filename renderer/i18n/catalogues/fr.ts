import type { Catalogue } from '../en';

/** French. */
const fr = {
  language: {
    language: 'Langue',
    loadFailed: 'Impossible de charger {language}. Vérifiez la connexion et réessayez.',
  },
} satisfies Catalogue;

export default fr;
