/**
 * The language in React: the provider gives every component the translator of the
 * language shown (a new one when it changes, so every text changes at once) and the
 * store that chooses it.
 */
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../shared/locales';
import type { LanguageChoice } from './language-choice';
import { Translator, type Text, type TextFn, type TextPart } from './translate';

/** The translator of the language shown; English outside a provider. */
export const TranslatorContext = createContext(new Translator(DEFAULT_LOCALE, null));
// No default: a language picker cannot choose without the page's store (useLanguageChoice).
const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

/**
 * Shows its children in the store's language. Until the first language is in, nothing:
 * the page's placeholder stays painted instead of a flash of English. A prerendered page
 * starts with its HTML's language in (stores/common/locale-store.ts, `initial`); when the device
 * wants another, its labels change once that has arrived (what a person typed stays: the
 * same fields are kept).
 */
export const LocaleProvider = observer(function LocaleProvider({
  store,
  children,
}: {
  store: LanguageChoice;
  children: ReactNode;
}) {
  if (!store.ready) return null;
  return (
    <LanguageChoiceContext.Provider value={store}>
      <TranslatorContext.Provider value={store.translator}>{children}</TranslatorContext.Provider>
    </LanguageChoiceContext.Provider>
  );
});

/** The translator of the language shown (numbers, dates, texts of any part). */
export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}

/** The texts of one catalogue part in the language shown: `t('key', params)`. */
export function useText<T extends Record<string, Text>>(part: TextPart<string, T>): TextFn<T> {
  const translator = useTranslator();
  return useMemo(() => translator.part(part), [translator, part]);
}

/**
 * The choosing of the language (the language pickers, the panels' words). Every page is
 * shown under {@link LocaleProvider}: outside it this is a mistake, said at once.
 */
export function useLanguageChoice(): LanguageChoice {
  const choice = useContext(LanguageChoiceContext);
  if (!choice) throw new Error('No LocaleProvider');
  return choice;
}
