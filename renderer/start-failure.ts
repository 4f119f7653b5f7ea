/**
 * What the page says when the app itself cannot start (a programming error: config
 * problems fall back to defaults). English at once, then the device's language once its
 * catalogue has arrived, chosen as the app would: the device's own choice, else its
 * browser's languages. Nothing of the app is running, so this is plain DOM.
 */
import { appText } from './i18n/en/app';
import { loadMessages } from './i18n/load';
import { asLocaleCode, negotiateLocale, type LocaleCode } from './i18n/locales';
import { Translator, type Messages } from './i18n/translate';
import { LOCALE_STORAGE_KEY } from './stores/locale-store';

/** What the failure page needs from the browser. */
export interface StartFailureDeps {
  document: Document;
  /** The device's stored language choice, if storage can be read. */
  storedLocale(): string | null;
  /** The browser's languages, most wanted first. */
  languages: readonly string[];
  load(code: LocaleCode): Promise<Messages | null>;
}

/** The language the failure is told in. */
export function startFailureLocale(
  stored: string | null,
  languages: readonly string[],
): LocaleCode {
  return asLocaleCode(stored) ?? negotiateLocale(languages) ?? 'en';
}

function say(doc: Document, translator: Translator, message: HTMLElement): void {
  message.textContent = translator.text(appText, 'couldNotStart');
  doc.documentElement.lang = translator.locale;
  doc.documentElement.dir = translator.dir;
}

/** Replaces the page with the failure, and translates it when the language arrives. */
export async function showStartFailure(deps: StartFailureDeps): Promise<void> {
  const doc = deps.document;
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 24px system-ui, sans-serif; padding: 48px; color: #b91c1c';
  say(doc, new Translator('en', null), message);
  doc.body.replaceChildren(message);
  const locale = startFailureLocale(deps.storedLocale(), deps.languages);
  if (locale === 'en') return;
  try {
    say(doc, new Translator(locale, await deps.load(locale)), message);
  } catch {
    // The catalogue cannot be fetched (offline): the English sentence stays.
  }
}

/** The failure page in this browser. */
export function showStartFailureHere(): Promise<void> {
  return showStartFailure({
    document,
    storedLocale: () => {
      try {
        return localStorage.getItem(LOCALE_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    languages: navigator.languages,
    load: loadMessages,
  });
}
