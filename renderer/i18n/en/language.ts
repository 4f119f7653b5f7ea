import { textPart } from '../translate';

/** The language choice (wall's Options, phone's header). */
export const languageText = textPart('language', {
  language: 'Language',
  /** Beside the language list while the chosen one is on its way. */
  loading: 'Loading…',
  /** A language could not be loaded (offline): the page stays in the one shown. */
  loadFailed: '{language} could not be loaded. Check the connection and try again.',
});
