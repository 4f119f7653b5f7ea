/**
 * A page loads only the catalogue chunks it shows (renderer/i18n/scopes.ts): the phone
 * its own at first, a panel's as it opens, in the language shown and in every language
 * chosen later.
 */
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../../renderer/app-deps';
import type { CatalogueScope } from '../../../../renderer/i18n/scopes';
import { textPart, type Messages } from '../../../../renderer/i18n/translate';
import { LocaleStore } from '../../../../renderer/stores/common/locale-store';
import type { LocaleCode } from '../../../../shared/locales';

const phoneWords = textPart('phoneWords', { hello: 'Hello' });
const panelWords = textPart('panelWords', { history: 'History' });
const WORDS: Record<string, Record<CatalogueScope, Messages>> = {
  de: {
    phone: { phoneWords: { hello: 'Hallo' } },
    panels: { panelWords: { history: 'Verlauf' } },
    wall: {},
  },
  fr: {
    phone: { phoneWords: { hello: 'Bonjour' } },
    panels: { panelWords: { history: 'Historique' } },
    wall: {},
  },
};

function setup(options: { languages: string[]; fail?: boolean }) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const load = vi.fn((code: LocaleCode, scopes: readonly CatalogueScope[]) => {
    if (code === 'en') return Promise.resolve(null);
    if (options.fail && scopes.includes('panels')) return Promise.reject(new Error('offline'));
    return Promise.resolve(Object.assign({}, ...scopes.map((s) => WORDS[code]?.[s])) as Messages);
  });
  const store = new LocaleStore({
    localStorage: memoryStorage(),
    languages: options.languages,
    load,
    scopes: ['phone'],
    root: null,
    log,
    order: 'browser-first',
  });
  const text = () => [
    store.translator.text(phoneWords, 'hello'),
    store.translator.text(panelWords, 'history'),
  ];
  return { store, load, log, text };
}

describe('the catalogue chunks a page loads', () => {
  it("loads a phone's own words first, and a panel's as it opens", async () => {
    const { store, load, text } = setup({ languages: ['de'] });
    store.start();
    await store.settled();
    expect(load).toHaveBeenLastCalledWith('de', ['phone']);
    expect(store.has('panels')).toBe(false);
    expect(text()).toEqual(['Hallo', 'History']);

    await store.include('panels');
    expect(load).toHaveBeenLastCalledWith('de', ['phone', 'panels']);
    expect(store.has('panels')).toBe(true);
    expect(text()).toEqual(['Hallo', 'Verlauf']);
  });

  it('keeps an opened panel in its words when another language is chosen', async () => {
    const { store, text } = setup({ languages: ['de'] });
    store.start();
    await store.settled();
    await store.include('panels');
    await store.choose('fr');
    expect(text()).toEqual(['Bonjour', 'Historique']);
  });

  it('fetches a panel opened while the language is on its way with it', async () => {
    const { store, text } = setup({ languages: ['de'] });
    store.start();
    const started = store.settled();
    const opened = store.include('panels');
    await Promise.all([started, opened]);
    expect(store.has('panels')).toBe(true);
    expect(text()).toEqual(['Hallo', 'Verlauf']);
  });

  it('needs nothing more in English', async () => {
    const { store, load } = setup({ languages: ['en'] });
    store.start();
    await store.settled();
    expect(store.has('panels')).toBe(true);
    await store.include('panels');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a panel in English, said in the log, when its words cannot come', async () => {
    const { store, log, text } = setup({ languages: ['de'], fail: true });
    store.start();
    await store.settled();
    await store.include('panels');
    expect(store.failed).toBe('de');
    expect(store.locale).toBe('de');
    expect(text()).toEqual(['Hallo', 'History']);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
