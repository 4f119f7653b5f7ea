/**
 * The language a device shows. A person's choice is kept on the device (local storage:
 * the kiosk keeps it across restarts too); without one, a phone follows its browser's
 * languages and then the deployment's `lang` (runtime config), the wall the deployment's
 * `lang` and then its browser's; English when nothing matches. The document's lang and
 * dir follow the language shown, once its catalogue has arrived. The choice is also kept
 * in a cookie, which the room server reads to send the phone its page in that language
 * (shared/locale-headers.ts); a server cannot see local storage.
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  asLocaleCode,
  DEFAULT_LOCALE,
  localeDir,
  preferredLocale,
  type LocaleCode,
  type LocaleDefaultOrder,
} from '../../../shared/locales';
import { chosenLocaleFromCookies, localeCookie } from '../../../shared/locale-headers';
import { ALL_SCOPES, type CatalogueScope } from '../../i18n/scopes';
import type { LanguageChoice } from '../../i18n/language-choice';
import { Translator, type Messages } from '../../i18n/translate';
import type { CookieJar, KeyValueStorage, Logger } from './deps';
import { Lifecycle } from './lifecycle';

/** Local storage key of a device's chosen language. */
export const LOCALE_STORAGE_KEY = 'storyPoint.locale';

export type { LocaleDefaultOrder };

/**
 * A device's own language choice: kept in local storage, else in the cookie that keeps it
 * for the room server (where local storage lost it); null when it made none.
 */
export function deviceChoice(
  localStorage: KeyValueStorage,
  cookies: CookieJar | undefined,
): LocaleCode | null {
  const stored = asLocaleCode(localStorage.getItem(LOCALE_STORAGE_KEY));
  return stored ?? (cookies ? chosenLocaleFromCookies(cookies.read()) : null);
}

/** What the store needs from the page. */
export interface LocaleDeps {
  localStorage: KeyValueStorage;
  /** Where the choice is kept for the room server too; absent where there are none. */
  cookies?: CookieJar;
  /** The browser's languages, most wanted first (navigator.languages). */
  languages: readonly string[];
  /** Fetches chunks of a language's catalogue as one (i18n/load.ts); null for English. */
  load(code: LocaleCode, scopes: readonly CatalogueScope[]): Promise<Messages | null>;
  /**
   * The catalogue chunks the page shows from the start (every one unless told: the phone
   * asks for its own); a panel asks for its chunk as it opens ({@link LocaleStore.include}).
   */
  scopes?: readonly CatalogueScope[];
  /** The element whose lang and dir follow the language (document.documentElement). */
  root: { lang: string; dir: string } | null;
  log: Logger;
  order: LocaleDefaultOrder;
  /**
   * The language the page's HTML was prerendered in (the phone's join page, one per
   * language), with the chunks of `scopes`: shown from the first render, so hydration
   * finds the very same texts.
   */
  initial?: ShownLanguage;
  /**
   * The deployment's default language (runtime config `lang`), once the config has
   * arrived: followed from start() to dispose().
   */
  deployment?: Promise<string | undefined>;
}

/** A language with its catalogue already in (null for English). */
export interface ShownLanguage {
  code: LocaleCode;
  messages: Messages | null;
}

/** The device's language, its texts and the choosing of another. */
export class LocaleStore implements LanguageChoice {
  /** Texts and formats of the language shown; English until another has arrived. */
  translator = new Translator(DEFAULT_LOCALE, null);
  /** False until the first language to show is in (English at once). */
  ready = false;
  /** A language being fetched to be shown. */
  pending: LocaleCode | null = null;
  /** A language that could not be fetched (offline): the page stays in the one shown. */
  failed: LocaleCode | null = null;

  readonly #deps: LocaleDeps;
  #deployment: LocaleCode | null = null;
  #request = 0;
  /** The catalogue chunks the page shows: its first ones, and each panel's once opened. */
  #scopes: readonly CatalogueScope[];
  /** The chunks of the language shown that are in. */
  #shownScopes: readonly CatalogueScope[] = [];
  /** The fetch of the language under way (its `pending`). */
  #fetching: Promise<void> = Promise.resolve();
  readonly #life = new Lifecycle();

  constructor(deps: LocaleDeps) {
    this.#deps = deps;
    this.#scopes = deps.scopes ?? ALL_SCOPES;
    if (deps.initial) {
      this.translator = new Translator(deps.initial.code, deps.initial.messages);
      this.#shownScopes = this.#scopes;
      this.ready = true;
    }
    makeObservable<LocaleStore, 'show'>(this, {
      translator: observableRef,
      ready: observable,
      pending: observable,
      failed: observable,
      show: action,
    });
  }

  /** The language shown. */
  get locale(): LocaleCode {
    return this.translator.locale;
  }

  /** The device's own choice, if it made one (the cookie's when local storage lost it). */
  get chosen(): LocaleCode | null {
    return deviceChoice(this.#deps.localStorage, this.#deps.cookies);
  }

  /**
   * Shows the device's language: its choice, else the defaults in the page's order, and
   * follows the deployment's default once it arrives. {@link settled} tells when it is in.
   */
  start(): void {
    this.#life.start(() => {
      // A choice made before the cookie existed reaches the room server from now on.
      const chosen = this.chosen;
      if (chosen !== null && chosen !== this.cookieChoice()) this.keep(chosen);
      const wanted = this.preferred();
      // Already shown (the page was prerendered in it): nothing to fetch or to render again.
      if (!this.ready || wanted !== this.locale) void this.fetchAndShow(wanted);
      let live = true;
      void this.#deps.deployment?.then((lang) => {
        if (live) void this.setDeploymentDefault(lang);
      });
      return [() => (live = false)];
    });
  }

  /** Stops following the deployment's default; a language on its way is still shown. */
  dispose(): void {
    this.#life.dispose();
  }

  /** Settles once the language on its way is shown (or could not be had). */
  settled(): Promise<void> {
    return this.#fetching;
  }

  /**
   * The deployment's default language (runtime config `lang`), once the config has
   * arrived: shown at once when it now decides what this device shows.
   */
  setDeploymentDefault(lang: string | undefined): Promise<void> {
    this.#deployment = asLocaleCode(lang);
    const wanted = this.preferred();
    return wanted === this.locale && this.pending === null
      ? Promise.resolve()
      : this.fetchAndShow(wanted);
  }

  /** A person chose a language: kept on this device once it has arrived and is shown. */
  choose(code: LocaleCode): Promise<void> {
    return this.fetchAndShow(code, true);
  }

  /** Whether the words of `scope` are in, in the language shown (English's always are). */
  has(scope: CatalogueScope): boolean {
    return this.locale === DEFAULT_LOCALE || this.#shownScopes.includes(scope);
  }

  /**
   * A panel showing the words of `scope` opens: they are fetched in the language shown
   * (or the one on its way), and in every language chosen later.
   */
  include(scope: CatalogueScope): Promise<void> {
    if (!this.#scopes.includes(scope)) this.#scopes = [...this.#scopes, scope];
    if (this.pending !== null) return this.#fetching;
    if (this.has(scope)) return Promise.resolve();
    return this.fetchAndShow(this.locale);
  }

  private preferred(): LocaleCode {
    const { languages, order } = this.#deps;
    return preferredLocale({ chosen: this.chosen, languages, deployment: this.#deployment, order });
  }

  private fetchAndShow(code: LocaleCode, keep = false): Promise<void> {
    const request = ++this.#request;
    // English is in the page already: shown at once, so an English page never waits.
    if (code === DEFAULT_LOCALE) {
      if (keep) this.keep(code);
      this.show(code, null, ALL_SCOPES);
      return Promise.resolve();
    }
    this.#fetching = this.fetchOther(code, request, keep);
    return this.#fetching;
  }

  private async fetchOther(code: LocaleCode, request: number, keep: boolean): Promise<void> {
    runInAction(() => {
      this.pending = code;
      this.failed = null;
    });
    let messages: Messages | null;
    let scopes: readonly CatalogueScope[];
    try {
      // A panel that opened meanwhile wants its chunk too.
      do {
        scopes = this.#scopes;
        messages = await this.#deps.load(code, scopes);
      } while (scopes !== this.#scopes);
    } catch (error) {
      this.#deps.log.warn(`Story Point: the ${code} texts could not be loaded`, error);
      if (request === this.#request) {
        runInAction(() => {
          this.pending = null;
          this.failed = code;
          // A first language that failed leaves the page in English rather than blank.
          this.ready = true;
        });
      }
      return;
    }
    // A later choice made meanwhile wins.
    if (request !== this.#request) return;
    if (keep) this.keep(code);
    this.show(code, messages, scopes);
  }

  private cookieChoice(): LocaleCode | null {
    const cookies = this.#deps.cookies;
    return cookies ? chosenLocaleFromCookies(cookies.read()) : null;
  }

  /** Keeps the device's choice: in local storage, and in the cookie for the room server. */
  private keep(code: LocaleCode): void {
    this.#deps.localStorage.setItem(LOCALE_STORAGE_KEY, code);
    this.#deps.cookies?.write(localeCookie(code));
  }

  private show(
    code: LocaleCode,
    messages: Messages | null,
    scopes: readonly CatalogueScope[],
  ): void {
    this.translator = new Translator(code, messages);
    this.#shownScopes = scopes;
    this.pending = null;
    this.ready = true;
    const root = this.#deps.root;
    if (root) {
      root.lang = code;
      root.dir = localeDir(code);
    }
  }
}
