import type { Catalogue } from '../en';

/** Dutch. */
const nl = {
  language: {
    language: 'Taal',
    loadFailed:
      '{language} kon niet worden geladen. Controleer de verbinding en probeer het opnieuw.',
  },
} satisfies Catalogue;

export default nl;
