/**
 * The page a person sees when the app cannot start: a sentence they can act on, in
 * their language once it has arrived, English while it has not or cannot.
 */
import { describe, expect, it } from 'vitest';
import { showStartFailure, startFailureLocale } from '../../../renderer/start-failure';
import type { LocaleCode } from '../../../renderer/i18n/locales';
import type { Messages } from '../../../renderer/i18n/translate';
import de from '../../../renderer/i18n/catalogues/de/index';
import ar from '../../../renderer/i18n/catalogues/ar/index';

const ENGLISH = 'Story Point could not start. Reload the page to try again.';

interface FakeElement {
  textContent: string;
  role?: string;
  style: { cssText: string };
  setAttribute(name: string, value: string): void;
}

/** The few parts of a document the failure page touches. */
function fakeDocument() {
  const root = { lang: 'en', dir: 'ltr' };
  const body = { children: [] as FakeElement[] };
  const doc = {
    documentElement: root,
    body: { replaceChildren: (...c: FakeElement[]) => (body.children = c) },
    createElement: (): FakeElement => ({
      textContent: '',
      style: { cssText: '' },
      setAttribute(name, value) {
        if (name === 'role') this.role = value;
      },
    }),
  };
  return { doc: doc as unknown as Document, root, shown: () => body.children };
}

const catalogues: Partial<Record<LocaleCode, Messages>> = { de, ar };

function show(stored: string | null, languages: readonly string[], load = fakeLoad) {
  const page = fakeDocument();
  const done = showStartFailure({
    document: page.doc,
    storedLocale: () => stored,
    languages,
    load,
  });
  return { ...page, done };
}

async function fakeLoad(code: LocaleCode): Promise<Messages | null> {
  return catalogues[code] ?? null;
}

describe('the page when the app cannot start', () => {
  it('says so in English at once, as an alert, replacing the page', () => {
    const page = show('de', ['de-DE']);
    expect(page.shown()).toHaveLength(1);
    expect(page.shown()[0]?.textContent).toBe(ENGLISH);
    expect(page.shown()[0]?.role).toBe('alert');
  });

  it('then in the language the device chose, with the document’s lang', async () => {
    const page = show('de', ['en-US']);
    await page.done;
    expect(page.shown()[0]?.textContent).toBe(de.app.couldNotStart);
    expect(page.root.lang).toBe('de');
    expect(page.root.dir).toBe('ltr');
  });

  it('a right-to-left language turns the page right-to-left', async () => {
    const page = show(null, ['ar-EG']);
    await page.done;
    expect(page.shown()[0]?.textContent).toBe(ar.app.couldNotStart);
    expect(page.root).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('keeps the English sentence when the language cannot be fetched', async () => {
    const page = show('de', [], () => Promise.reject(new Error('offline')));
    await page.done;
    expect(page.shown()[0]?.textContent).toBe(ENGLISH);
    expect(page.root.lang).toBe('en');
  });
});

describe('the language of that page', () => {
  it('is the device’s choice first', () => {
    expect(startFailureLocale('ja', ['de-DE'])).toBe('ja');
  });
  it('else the browser’s first supported language', () => {
    expect(startFailureLocale(null, ['xx', 'fr-CA', 'de'])).toBe('fr');
    expect(startFailureLocale('not a language', ['pl'])).toBe('pl');
  });
  it('else English', () => {
    expect(startFailureLocale(null, ['xx-YY'])).toBe('en');
  });
});
