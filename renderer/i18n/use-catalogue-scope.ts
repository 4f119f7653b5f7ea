/**
 * For the panels whose words a page may not have loaded (i18n/scopes.ts); a module apart
 * from react.tsx, so only the panels' chunks carry it, not every page's first load.
 */
import { useLanguageChoice, useTranslator } from './react';
import type { CatalogueScope } from './scopes';
import type { Translator } from './translate';

/**
 * A panel whose words are a catalogue chunk the page may not have loaded (i18n/scopes.ts):
 * it suspends until they are in, in the language shown, so it never flashes English; a
 * chunk that cannot come leaves it in English, as a language that cannot does the page.
 * Gives the translator, with those words in.
 */
export function useCatalogueScope(scope: CatalogueScope): Translator {
  const translator = useTranslator();
  const store = useLanguageChoice();
  if (store.has(scope) || store.failed !== null) return translator;
  // Suspense shows the panel once its words are in.
  throw store.include(scope);
}
