/**
 * The page a person sees when the app cannot start: a sentence they can act on, in
 * their language once it has arrived, English while it has not or cannot.
 */
import { describe, expect, it } from 'vitest';
import { showStartFailure } from '../../../renderer/start-failure';
import type { LocaleCode, LocaleDefaultOrder } from '../../../shared/locales';
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

interface Setting {
  lang?: string;
  order?: LocaleDefaultOrder;
  load?: typeof fakeLoad;
  /** The runtime config cannot be read. */
  configFails?: boolean;
}

function show(stored: string | null, languages: readonly string[], setting: Setting = {}) {
  const page = fakeDocument();
  let configAsked = false;
  const done = showStartFailure({
    document: page.doc,
    storedLocale: () => stored,
    languages,
    deploymentLang: () => {
      configAsked = true;
      return setting.configFails
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(setting.lang);
    },
    order: setting.order ?? 'deployment-first',
    load: setting.load ?? fakeLoad,
  });
  return { ...page, done, configAsked: () => configAsked };
}

/** The sentence shown once the page has settled. */
async function said(stored: string | null, languages: readonly string[], setting?: Setting) {
  const page = show(stored, languages, setting);
  await page.done;
  return page.shown()[0]?.textContent;
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
    const page = show('de', [], { load: () => Promise.reject(new Error('offline')) });
    await page.done;
    expect(page.shown()[0]?.textContent).toBe(ENGLISH);
    expect(page.root.lang).toBe('en');
  });
});

describe('the language of that page', () => {
  it('is the device’s choice first, without waiting for the config', async () => {
    const page = show('de', ['fr-FR'], { lang: 'ar' });
    await page.done;
    expect(page.shown()[0]?.textContent).toBe(de.app.couldNotStart);
    expect(page.configAsked()).toBe(false);
  });

  it('on the wall, else the deployment’s lang before the browser’s (a kiosk set to German)', async () => {
    expect(await said(null, ['ar-EG'], { lang: 'de' })).toBe(de.app.couldNotStart);
    expect(await said('not a language', ['ar-EG'], { lang: 'de' })).toBe(de.app.couldNotStart);
  });

  it('on a phone, else the browser’s languages before the deployment’s', async () => {
    const phone = { lang: 'de', order: 'browser-first' } as const;
    expect(await said(null, ['xx', 'ar-EG'], phone)).toBe(ar.app.couldNotStart);
    expect(await said(null, ['xx'], phone)).toBe(de.app.couldNotStart);
  });

  it('else the browser’s, also when the config cannot be read', async () => {
    expect(await said(null, ['ar'], {})).toBe(ar.app.couldNotStart);
    expect(await said(null, ['ar'], { configFails: true })).toBe(ar.app.couldNotStart);
  });

  it('else English', async () => {
    expect(await said(null, ['xx-YY'], { lang: 'xx' })).toBe(ENGLISH);
  });
});
