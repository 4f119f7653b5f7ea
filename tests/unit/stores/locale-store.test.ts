import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../renderer/app-deps';
import type { LocaleCode } from '../../../shared/locales';
import { textPart, type Messages } from '../../../renderer/i18n/translate';
import {
  LOCALE_STORAGE_KEY,
  LocaleStore,
  type LocaleDefaultOrder,
} from '../../../renderer/stores/locale-store';

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
    order?: LocaleDefaultOrder;
    load?: (code: LocaleCode) => Promise<Messages | null>;
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
  const store = new LocaleStore({
    localStorage,
    languages: options.languages ?? [],
    load,
    root,
    log,
    order: options.order ?? 'browser-first',
  });
  const hello = () => store.translator.text(part, 'hello');
  return { store, localStorage, root, log, load, hello };
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
    void store.start();
    expect(store.ready).toBe(true);
    expect(store.locale).toBe('en');
    expect(hello()).toBe('Hello');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(load).not.toHaveBeenCalled();
  });

  it("follows a phone's browser languages: the first supported one", async () => {
    const { store, root, hello } = setup({ languages: ['ko', 'de-DE', 'fr'] });
    const started = store.start();
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
    await store.start();
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it("prefers the device's own choice to its browser's languages", async () => {
    const { store, hello } = setup({ languages: ['de'], stored: 'ja' });
    expect(store.chosen).toBe('ja');
    await store.start();
    expect(hello()).toBe('こんにちは');
  });

  it('ignores a stored choice that names no language it has', async () => {
    const { store } = setup({ languages: ['fr'], stored: 'klingon' });
    expect(store.chosen).toBeNull();
    await store.start();
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
    await store.start();
    expect(store.locale).toBe('de');
  });
});

describe("LocaleStore: the deployment's default language", () => {
  it("is the wall's default before its browser's languages", async () => {
    const { store, hello } = setup({ languages: ['fr'], order: 'deployment-first' });
    await store.start();
    expect(store.locale).toBe('fr');
    await store.setDeploymentDefault('de');
    expect(hello()).toBe('Hallo');
  });

  it("comes after a phone's browser languages", async () => {
    const { store, load } = setup({ languages: ['fr'], order: 'browser-first' });
    await store.start();
    await store.setDeploymentDefault('de');
    expect(store.locale).toBe('fr');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is a phone's language when its browser asks for none the app has", async () => {
    const { store } = setup({ languages: ['ko'], order: 'browser-first' });
    await store.start();
    await store.setDeploymentDefault('sv');
    expect(store.locale).toBe('sv');
  });

  it("never overrides the device's own choice", async () => {
    const { store, load } = setup({ stored: 'ja', order: 'deployment-first' });
    await store.start();
    await store.setDeploymentDefault('de');
    expect(store.locale).toBe('ja');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when absent or unknown', async () => {
    const { store, load } = setup({ order: 'deployment-first' });
    await store.start();
    await store.setDeploymentDefault(undefined);
    await store.setDeploymentDefault('xx');
    expect(store.locale).toBe('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('wins over the browser language still loading when it arrives first', async () => {
    const { load, pending } = heldLoad();
    const { store } = setup({ languages: ['fr'], order: 'deployment-first', load });
    void store.start();
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
    await store.start();
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
    await store.start();
    expect(root.dir).toBe('rtl');
    await store.choose('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('makes a new translator for each language, so what shows text re-renders', async () => {
    const { store } = setup();
    await store.start();
    const before = store.translator;
    await store.choose('de');
    expect(store.translator).not.toBe(before);
  });

  it('shows the last choice when an earlier one arrives later', async () => {
    const { load, pending } = heldLoad();
    const { store, localStorage } = setup({ load });
    await store.start();
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
    await store.start();
    expect(store.ready).toBe(true);
    expect(store.locale).toBe('en');
    expect(store.failed).toBe('de');
  });

  it('ignores the failure of a choice made obsolete by a later one', async () => {
    const { load, pending } = heldLoad();
    const { store } = setup({ load });
    await store.start();
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
