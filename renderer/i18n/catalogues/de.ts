import type { Catalogue } from '../en';

/** German. */
const de = {
  language: {
    language: 'Sprache',
    loadFailed:
      '{language} konnte nicht geladen werden. Bitte Verbindung prüfen und erneut versuchen.',
  },
} satisfies Catalogue;

export default de;
