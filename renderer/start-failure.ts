/**
 * What the page says when the app itself cannot start (a programming error: config
 * problems fall back to defaults). English at once, then the device's language once its
 * catalogue has arrived, chosen as the app would (shared/locales.ts, preferredLocale): the
 * device's own choice, else the deployment's `lang` and the browser's languages in the
 * page's order. Nothing of the app is running, so this is plain DOM.
 */
import { appText } from './i18n/en/app';
import { loadMessages } from './i18n/load';
import { PHONE_SCOPES } from './i18n/scopes';
import {
  asLocaleCode,
  preferredLocale,
  type LocaleCode,
  type LocaleDefaultOrder,
} from '../shared/locales';
import { Translator, type Messages } from './i18n/translate';
import { browserCookies, safeStorage } from './app-deps';
import { deviceChoice } from './stores/common/locale-store';
import { loadRuntimeConfig } from '../shared/runtime-config';

/** What the failure page needs from the browser. */
export interface StartFailureDeps {
  document: Document;
  /** The device's stored language choice, if storage can be read. */
  storedLocale(): string | null;
  /** The browser's languages, most wanted first. */
  languages: readonly string[];
  /** The deployment's `lang` (runtime config), asked for only when the device chose none. */
  deploymentLang(): Promise<string | undefined>;
  /** The wall puts the deployment's language first, a phone its browser's. */
  order: LocaleDefaultOrder;
  load(code: LocaleCode): Promise<Messages | null>;
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
  const chosen = deps.storedLocale();
  try {
    const deployment =
      asLocaleCode(chosen) === null
        ? await deps.deploymentLang().catch(() => undefined)
        : undefined;
    const { languages, order } = deps;
    const locale = preferredLocale({ chosen, languages, deployment, order });
    if (locale === 'en') return;
    say(doc, new Translator(locale, await deps.load(locale)), message);
  } catch {
    // The catalogue cannot be fetched (offline): the English sentence stays.
  }
}

/** The failure page in this browser, on the wall or on a phone (`order`). */
export function showStartFailureHere(order: LocaleDefaultOrder): Promise<void> {
  return showStartFailure({
    document,
    // The device's choice as the app reads it (local storage, else the cookie).
    storedLocale: () =>
      deviceChoice(
        safeStorage(() => window.localStorage),
        browserCookies(() => document),
      ),
    languages: navigator.languages,
    // Its problems were told (or will be) by the app's own read of it.
    deploymentLang: () => loadRuntimeConfig(fetch, () => undefined).then((c) => c.lang),
    order,
    // Its words (the app's) are in the phone's chunk, which every page shows.
    load: (code) => loadMessages(code, PHONE_SCOPES),
  });
}
