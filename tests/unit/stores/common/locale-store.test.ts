import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../../renderer/app-deps';
import type { LocaleCode } from '../../../../shared/locales';
import { textPart, type Messages } from '../../../../renderer/i18n/translate';
import {
  deviceChoice,
  LOCALE_STORAGE_KEY,
  LocaleStore,
  type LocaleDefaultOrder,
  type ShownLanguage,
} from '../../../../renderer/stores/common/locale-store';

const part = textPart('sample', { hello: 'Hello' });
const catalogue = (word: string): Messages => ({ sample: { hello: word } });
const WORDS: Partial<Record<LocaleCode, string>> = {
  de: 'Hallo',
  fr: 'Bonjour',
  ar: 'مرحبا',
  ja: 'こんにちは',
};

function setup(
  options: {
    languages?: string[];
    stored?: string;
    /** The cookies the page starts with (document.cookie); none at all when absent. */
    cookie?: string;
    order?: LocaleDefaultOrder;
    load?: (code: LocaleCode) => Promise<Messages | null>;
    initial?: ShownLanguage;
    deployment?: Promise<string | undefined>;
  } = {},
) {
  const localStorage = memoryStorage();
  if (options.stored !== undefined) localStorage.setItem(LOCALE_STORAGE_KEY, options.stored);
  const root = { lang: 'en', dir: 'ltr' };
  const log = { warn: vi.fn(), error: vi.fn() };
  const load = vi.fn(
    options.load ??
      ((code: LocaleCode) =>
        Promise.resolve(code === 'en' ? null : catalogue(WORDS[code] ?? code))),
  );
  const cookies = options.cookie === undefined ? undefined : cookieJar(options.cookie);
  const store = new LocaleStore({
    localStorage,
    cookies,
    languages: options.languages ?? [],
    load,
    root,
    log,
    order: options.order ?? 'browser-first',
    initial: options.initial,
    deployment: options.deployment,
  });
  const hello = () => store.translator.text(part, 'hello');
  return { store, localStorage, cookies, root, log, load, hello };
}

/** The page's cookies as a browser keeps them: a write sets (or replaces) one by name. */
function cookieJar(initial: string) {
  const kept = new Map<string, string>();
  const set = (pair: string) => {
    const at = pair.indexOf('=');
    kept.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  };
  for (const pair of initial.split(';')) if (pair.includes('=')) set(pair);
  return {
    read: () => [...kept].map(([name, value]) => `${name}=${value}`).join('; '),
    write: vi.fn((cookie: string) => set(cookie.split(';')[0] ?? '')),
  };
}

/** A load that waits for the test to let it finish. */
function heldLoad() {
  const pending = new Map<LocaleCode, { resolve: () => void; reject: (e: unknown) => void }>();
  const load = (code: LocaleCode) =>
    new Promise<Messages | null>((resolve, reject) => {
      pending.set(code, { resolve: () => resolve(catalogue(WORDS[code] ?? code)), reject });
    });
  return { load, pending };
}

describe('LocaleStore: the first language', () => {
  it('is English at once when nothing else is wanted, without loading anything', async () => {
    const { store, root, load, hello } = setup({ languages: ['ko-KR'] });
    expect(store.ready).toBe(false);
    store.start();
    expect(store.ready).toBe(true);
    expect(store.locale).toBe('en');
    expect(hello()).toBe('Hello');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(load).not.toHaveBeenCalled();
  });

  it("follows a phone's browser languages: the first supported one", async () => {
    const { store, root, hello } = setup({ languages: ['ko', 'de-DE', 'fr'] });
    store.start();
    const started = store.settled();
    expect(store.ready).toBe(false);
    expect(store.pending).toBe('de');
    await started;
    expect(store.ready).toBe(true);
    expect(store.pending).toBeNull();
    expect(store.locale).toBe('de');
    expect(hello()).toBe('Hallo');
    expect(root).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it('turns the document right to left for Arabic', async () => {
    const { store, root } = setup({ languages: ['ar-SA'] });
    store.start();
    await store.settled();
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it("prefers the device's own choice to its browser's languages", async () => {
    const { store, hello } = setup({ languages: ['de'], stored: 'ja' });
    expect(store.chosen).toBe('ja');
    store.start();
    await store.settled();
    expect(hello()).toBe('こんにちは');
  });

  it('ignores a stored choice that names no language it has', async () => {
    const { store } = setup({ languages: ['fr'], stored: 'klingon' });
    expect(store.chosen).toBeNull();
    store.start();
    await store.settled();
    expect(store.locale).toBe('fr');
  });

  it('works without a document to follow it', async () => {
    const localStorage = memoryStorage();
    const store = new LocaleStore({
      localStorage,
      languages: ['de'],
      load: () => Promise.resolve(catalogue('Hallo')),
      root: null,
      log: { warn: vi.fn(), error: vi.fn() },
      order: 'browser-first',
    });
    store.start();
    await store.settled();
    expect(store.locale).toBe('de');
  });
});

describe('LocaleStore: a page prerendered in a language', () => {
  const german: ShownLanguage = { code: 'de', messages: catalogue('Hallo') };

  it('shows that language from the first render, before starting', () => {
    const { store, hello, load } = setup({ initial: german });
    expect(store.ready).toBe(true);
    expect(store.locale).toBe('de');
    expect(hello()).toBe('Hallo');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps it, without loading or rendering anew, when it is the one the device wants', async () => {
    const { store, load, root } = setup({ initial: german, languages: ['de-AT'] });
    const shown = store.translator;
    store.start();
    await store.settled();
    expect(load).not.toHaveBeenCalled();
    expect(store.translator).toBe(shown);
    expect(store.pending).toBeNull();
    // The prerendered HTML already says its own lang and dir.
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it("changes to the device's own choice once that has arrived, showing the page's meanwhile", async () => {
    const { store, hello } = setup({ initial: german, languages: ['de'], stored: 'fr' });
    store.start();
    const started = store.settled();
    expect(store.pending).toBe('fr');
    expect(hello()).toBe('Hallo');
    await started;
    expect(hello()).toBe('Bonjour');
  });

  it('changes from English to the browser language when the page came in English', async () => {
    const { store, hello, root } = setup({
      initial: { code: 'en', messages: null },
      languages: ['ar'],
    });
    expect(hello()).toBe('Hello');
    store.start();
    await store.settled();
    expect(hello()).toBe('مرحبا');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe("LocaleStore: the deployment's default language", () => {
  it('is shown once the runtime config brings it, while the page is started', async () => {
    let arrive: (lang: string) => void = () => undefined;
    const deployment = new Promise<string | undefined>((resolve) => (arrive = resolve));
    const { store, hello } = setup({ order: 'deployment-first', deployment });
    store.start();
    store.start();
    arrive('de');
    await deployment;
    await store.settled();
    expect(hello()).toBe('Hallo');
  });

  it('that arrives after the page went changes nothing; a page started again shows it', async () => {
    let arrive: (lang: string) => void = () => undefined;
    const deployment = new Promise<string | undefined>((resolve) => (arrive = resolve));
    const { store, hello, load } = setup({ order: 'deployment-first', deployment });
    store.start();
    store.dispose();
    arrive('fr');
    await deployment;
    await store.settled();
    expect([hello(), load.mock.calls.length]).toEqual(['Hello', 0]);
    store.start();
    await deployment;
    await store.settled();
    expect(hello()).toBe('Bonjour');
  });

  it("is the wall's default before its browser's languages", async () => {
    const { store, hello } = setup({ languages: ['fr'], order: 'deployment-first' });
    store.start();
    await store.settled();
    expect(store.locale).toBe('fr');
    await store.setDeploymentDefault('de');
    expect(hello()).toBe('Hallo');
  });

  it("comes after a phone's browser languages", async () => {
    const { store, load } = setup({ languages: ['fr'], order: 'browser-first' });
    store.start();
    await store.settled();
    await store.setDeploymentDefault('de');
    expect(store.locale).toBe('fr');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is a phone's language when its browser asks for none the app has", async () => {
    const { store } = setup({ languages: ['ko'], order: 'browser-first' });
    store.start();
    await store.settled();
    await store.setDeploymentDefault('sv');
    expect(store.locale).toBe('sv');
  });

  it("never overrides the device's own choice", async () => {
    const { store, load } = setup({ stored: 'ja', order: 'deployment-first' });
    store.start();
    await store.settled();
    await store.setDeploymentDefault('de');
    expect(store.locale).toBe('ja');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when absent or unknown', async () => {
    const { store, load } = setup({ order: 'deployment-first' });
    store.start();
    await store.settled();
    await store.setDeploymentDefault(undefined);
    await store.setDeploymentDefault('xx');
    expect(store.locale).toBe('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('wins over the browser language still loading when it arrives first', async () => {
    const { load, pending } = heldLoad();
    const { store } = setup({ languages: ['fr'], order: 'deployment-first', load });
    store.start();
    const shown = store.setDeploymentDefault('de');
    pending.get('de')?.resolve();
    await shown;
    pending.get('fr')?.resolve();
    await Promise.resolve();
    expect(store.locale).toBe('de');
  });
});

describe('LocaleStore: choosing', () => {
  it('shows the chosen language once it has arrived and keeps it on the device', async () => {
    const { store, localStorage, root, hello } = setup();
    store.start();
    await store.settled();
    const chosen = store.choose('fr');
    expect(store.pending).toBe('fr');
    expect(hello()).toBe('Hello');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    await chosen;
    expect(hello()).toBe('Bonjour');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(root.lang).toBe('fr');
    expect(store.chosen).toBe('fr');
  });

  it('keeps English as a choice too, over the browser languages', async () => {
    const { store, localStorage, root } = setup({ languages: ['ar'] });
    store.start();
    await store.settled();
    expect(root.dir).toBe('rtl');
    await store.choose('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('makes a new translator for each language, so what shows text re-renders', async () => {
    const { store } = setup();
    store.start();
    await store.settled();
    const before = store.translator;
    await store.choose('de');
    expect(store.translator).not.toBe(before);
  });

  it('shows the last choice when an earlier one arrives later', async () => {
    const { load, pending } = heldLoad();
    const { store, localStorage } = setup({ load });
    store.start();
    await store.settled();
    const first = store.choose('de');
    const second = store.choose('fr');
    pending.get('fr')?.resolve();
    await second;
    pending.get('de')?.resolve();
    await first;
    expect(store.locale).toBe('fr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });

  it('stays in the language shown when the chosen one cannot be loaded, and says so', async () => {
    const { store, localStorage, root, log, hello } = setup({
      load: (code) =>
        code === 'de'
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(catalogue('Bonjour')),
    });
    await store.choose('fr');
    await store.choose('de');
    expect(store.failed).toBe('de');
    expect(store.pending).toBeNull();
    expect(hello()).toBe('Bonjour');
    expect(root.lang).toBe('fr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(log.warn).toHaveBeenCalledWith(
      'Story Point: the de texts could not be loaded',
      expect.any(Error),
    );
    await store.choose('fr');
    expect(store.failed).toBeNull();
  });

  it('shows English rather than nothing when the first language cannot be loaded', async () => {
    const { store } = setup({
      languages: ['de'],
      load: () => Promise.reject(new Error('offline')),
    });
    store.start();
    await store.settled();
    expect(store.ready).toBe(true);
    expect(store.locale).toBe('en');
    expect(store.failed).toBe('de');
  });

  it('ignores the failure of a choice made obsolete by a later one', async () => {
    const { load, pending } = heldLoad();
    const { store } = setup({ load });
    store.start();
    await store.settled();
    const first = store.choose('de');
    const second = store.choose('fr');
    pending.get('de')?.reject(new Error('offline'));
    await first;
    expect(store.failed).toBeNull();
    expect(store.pending).toBe('fr');
    pending.get('fr')?.resolve();
    await second;
    expect(store.locale).toBe('fr');
  });
});

describe('LocaleStore: the choice in a cookie, for the room server', () => {
  const GERMAN = 'storyPoint.locale=de; path=/; max-age=31536000; samesite=lax';

  it('says German after German is chosen, for every page of the site and a year', async () => {
    const { store, cookies } = setup({ cookie: 'other=1' });
    store.start();
    await store.settled();
    expect(cookies?.write).not.toHaveBeenCalled();
    await store.choose('de');
    expect(cookies?.write).toHaveBeenCalledExactlyOnceWith(GERMAN);
    expect(cookies?.read()).toBe('other=1; storyPoint.locale=de');
  });

  it('says English once English is chosen over an earlier choice', async () => {
    const { store, cookies } = setup({ stored: 'de', cookie: 'storyPoint.locale=de' });
    store.start();
    await store.settled();
    await store.choose('en');
    expect(cookies?.read()).toBe('storyPoint.locale=en');
  });

  it('changes only once the chosen language is shown, and not for one that failed', async () => {
    const { load, pending } = heldLoad();
    const { store, cookies } = setup({ cookie: '', load });
    store.start();
    await store.settled();
    const first = store.choose('de');
    expect(cookies?.write).not.toHaveBeenCalled();
    const second = store.choose('fr');
    pending.get('de')?.resolve();
    await first;
    expect(cookies?.write).not.toHaveBeenCalled();
    pending.get('fr')?.reject(new Error('offline'));
    await second;
    expect(cookies?.write).not.toHaveBeenCalled();
    expect(cookies?.read()).toBe('');
  });

  it('holds no language the device did not choose itself', async () => {
    const { store, cookies } = setup({ languages: ['de'], cookie: '' });
    store.start();
    await store.settled();
    await store.setDeploymentDefault('fr');
    expect(store.locale).toBe('de');
    expect(cookies?.write).not.toHaveBeenCalled();
  });

  it('gets a choice made before the cookie existed on start', async () => {
    const { store, cookies } = setup({ stored: 'ja', cookie: 'other=1' });
    store.start();
    await store.settled();
    expect(cookies?.read()).toBe('other=1; storyPoint.locale=ja');
  });

  it('is put right on start when it says another language than the choice', async () => {
    const { store, cookies } = setup({ stored: 'ja', cookie: 'storyPoint.locale=de' });
    store.start();
    await store.settled();
    expect(store.locale).toBe('ja');
    expect(cookies?.read()).toBe('storyPoint.locale=ja');
  });

  it('is left alone on start when it already says the choice', async () => {
    const { store, cookies } = setup({ stored: 'ja', cookie: 'storyPoint.locale=ja' });
    store.start();
    await store.settled();
    expect(cookies?.write).not.toHaveBeenCalled();
  });

  it('keeps the choice across a reload when local storage lost it (refused: kept in memory)', async () => {
    const { store, localStorage } = setup({ languages: ['fr'], cookie: 'storyPoint.locale=ar' });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(store.chosen).toBe('ar');
    store.start();
    await store.settled();
    expect(store.locale).toBe('ar');
    // A stored choice still comes first, and a cookie naming no language is none.
    expect(setup({ stored: 'sv', cookie: 'storyPoint.locale=ar' }).store.chosen).toBe('sv');
    expect(setup({ cookie: 'storyPoint.locale=xx' }).store.chosen).toBeNull();
  });

  it('is read by the start-failure page as the store reads it, with or without cookies', () => {
    const storage = memoryStorage();
    expect(deviceChoice(storage, undefined)).toBeNull();
    expect(deviceChoice(storage, cookieJar('storyPoint.locale=pl'))).toBe('pl');
    storage.setItem(LOCALE_STORAGE_KEY, 'nl');
    expect(deviceChoice(storage, undefined)).toBe('nl');
    expect(deviceChoice(storage, cookieJar('storyPoint.locale=pl'))).toBe('nl');
  });

  it('still shows and keeps the choice where the page keeps no cookies (the kiosk)', async () => {
    const localStorage = memoryStorage();
    const refusing = { read: () => '', write: vi.fn() };
    const store = new LocaleStore({
      localStorage,
      cookies: refusing,
      languages: [],
      load: () => Promise.resolve(catalogue('Hallo')),
      root: null,
      log: { warn: vi.fn(), error: vi.fn() },
      order: 'browser-first',
    });
    store.start();
    await store.settled();
    await store.choose('de');
    expect(store.locale).toBe('de');
    expect(store.chosen).toBe('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
  });
});
