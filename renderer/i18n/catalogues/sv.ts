import type { Catalogue } from '../en';

/** Swedish. */
const sv = {
  language: {
    language: 'Språk',
    loadFailed: '{language} kunde inte laddas. Kontrollera anslutningen och försök igen.',
  },
} satisfies Catalogue;

export default sv;
