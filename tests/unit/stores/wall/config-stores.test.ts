/**
 * ConfigStores logic on the in-memory gateway with a fake clock: theme selection,
 * 'Custom', preview, colour writes and image-rule edits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../../../../renderer/domain/records';
import type { Theme } from '../../../../renderer/domain/types';
import { CONFIG_WRITE_INTERVAL_MS } from '../../../../renderer/stores/wall/config-writer-store';
import {
  editModeOf,
  startedConfig,
  MIDNIGHT,
  PAPER,
  THEMES,
  type ConfigStores,
} from '../../../support/config-stores';
import { FakeGateway } from '../../../support/fake-gateway';
import { nextTurn } from '../../../support/settle';
import { testDeps, type TestDeps } from '../../../support/test-deps';

const CODE = 'team-a';

let stores: ConfigStores[] = [];
afterEach(() => {
  for (const s of stores) s.dispose();
  stores = [];
});

async function setup(config: object | null = null): Promise<{
  gateway: FakeGateway;
  deps: TestDeps;
  store: ConfigStores;
  theme: (n: string) => Theme;
}> {
  const gateway = new FakeGateway();
  gateway.themes = THEMES;
  if (config) gateway.setConfig(CODE, config);
  const deps = testDeps(gateway);
  const store = startedConfig(CODE, deps);
  stores.push(store);
  await nextTurn();
  const theme = (name: string) => store.catalogue.themes.find((t) => t.name === name)!;
  return { gateway, deps, store, theme };
}

describe('Options: live config and themes', () => {
  it('follows configs/{code} as other screens change it, validating what it gets', async () => {
    const { gateway, store } = await setup();
    expect(store.config.saved).toEqual(EMPTY_CONFIG);
    gateway.setConfig(CODE, { ...PAPER, cardBorder: 42, unknown: 'x' });
    expect(store.config.saved).toEqual({ ...PAPER, cardBorder: '' });
    gateway.setConfig(CODE, null);
    expect(store.config.saved).toEqual(EMPTY_CONFIG);
  });

  it('reads the themes once and keeps only usable ones', async () => {
    const gateway = new FakeGateway();
    gateway.themes = [...THEMES, { name: 'Broken' }, 'junk'];
    const store = startedConfig(CODE, testDeps(gateway));
    stores.push(store);
    await nextTurn();
    expect(store.catalogue.themes.map((t) => t.name)).toEqual(['Midnight', 'Paper']);
    expect(gateway.themeReads).toBe(1);
    store.catalogue.ensureThemes();
    expect(gateway.themeReads).toBe(1);
  });

  it('reads the themes again on demand when the first read failed', async () => {
    const gateway = new FakeGateway();
    let fail = true;
    gateway.readThemes = () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(THEMES);
    const deps = testDeps(gateway);
    const store = startedConfig(CODE, deps);
    stores.push(store);
    await nextTurn();
    expect(store.catalogue.themesLoaded).toBe(false);
    expect(deps.log.warnings.length).toBe(1);
    fail = false;
    store.catalogue.ensureThemes();
    await nextTurn();
    expect(store.catalogue.themes.map((t) => t.name)).toEqual(['Midnight', 'Paper']);
  });
});

describe('Options: selected theme and Custom', () => {
  it.each<[string, object | null, string | null]>([
    ['the theme values exactly', MIDNIGHT, 'Midnight'],
    ['the same colours in upper case', { ...MIDNIGHT, cardBorder: '#6366F1' }, 'Midnight'],
    ['one colour changed', { ...MIDNIGHT, textColor: '#ff0000' }, null],
    [
      'image rules added',
      { ...PAPER, customImages: '[{"value":"8","user":"","images":"https://x.test/8.png"}]' },
      null,
    ],
    ['nothing stored (the empty default)', null, null],
  ])('config with %s → selected %s', async (_label, config, expected) => {
    const { store } = await setup(config);
    expect(store.catalogue.selectedTheme?.name ?? null).toBe(expected);
  });

  it('selecting a theme writes all six fields at once and leaves edit mode', async () => {
    const { gateway, store, theme } = await setup({ ...MIDNIGHT, textColor: '#ff0000' });
    expect(store.catalogue.selectedTheme).toBeNull(); // 'Custom'
    editModeOf(store).toggle();
    expect(editModeOf(store).on).toBe(true);

    editModeOf(store).selectTheme(theme('Paper'));

    expect(editModeOf(store).on).toBe(false);
    expect(gateway.configWrites(CODE)).toEqual([PAPER]);
    expect(store.config.saved).toEqual(PAPER);
    expect(store.catalogue.selectedTheme?.name).toBe('Paper');
  });

  it('selecting a theme drops a colour edit still waiting to be written', async () => {
    const { gateway, deps, store, theme } = await setup(MIDNIGHT);
    store.config.setColor('cardBackground', '#123456');
    store.catalogue.selectTheme(theme('Paper'));
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS * 2);
    await nextTurn();
    expect(gateway.configWrites(CODE)).toEqual([PAPER]);
    expect(store.config.saved).toEqual(PAPER);
  });
});

describe('Options: preview mode', () => {
  it('preview on, other theme, same theme again off, Close Preview off; saved config untouched', async () => {
    const { gateway, store, theme } = await setup(MIDNIGHT);
    const steps: [() => void, string | null][] = [
      [() => store.catalogue.togglePreview(theme('Paper')), 'Paper'],
      [() => store.catalogue.togglePreview(theme('Midnight')), 'Midnight'],
      [() => store.catalogue.togglePreview(theme('Midnight')), null],
      [() => store.catalogue.togglePreview(theme('Paper')), 'Paper'],
      [() => store.catalogue.closePreview(), null],
    ];
    for (const [act, previewed] of steps) {
      act();
      expect(store.catalogue.previewMode).toBe(previewed !== null);
      expect(store.catalogue.previewTheme?.name ?? null).toBe(previewed);
      expect(store.catalogue.effective).toEqual(previewed === 'Paper' ? PAPER : MIDNIGHT);
      expect(store.config.saved).toEqual(MIDNIGHT);
      expect(store.catalogue.selectedTheme?.name).toBe('Midnight');
    }
    expect(gateway.writes).toEqual([]);
  });

  it('entering edit mode closes the preview so the edits are seen', async () => {
    const { store, theme } = await setup(MIDNIGHT);
    store.catalogue.togglePreview(theme('Paper'));
    editModeOf(store).toggle();
    expect(editModeOf(store).on).toBe(true);
    expect(store.catalogue.previewMode).toBe(false);
    editModeOf(store).toggle();
    expect(editModeOf(store).on).toBe(false);
  });
});

describe('Options: colours', () => {
  it('a dragged picker writes at most once per interval, and the last value always', async () => {
    const { gateway, deps, store } = await setup(MIDNIGHT);
    store.config.setColor('cardBackground', '#000001');
    store.config.setColor('cardBackground', '#000002');
    store.config.setColor('cardBorder', '#00000a');
    expect(gateway.writes).toEqual([]);
    // The screen already shows the newest value.
    expect(store.catalogue.effective.cardBackground).toBe('#000002');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    store.config.setColor('cardBackground', '#000003');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE)).toEqual([
      { cardBackground: '#000002', cardBorder: '#00000a' },
      { cardBackground: '#000003' },
    ]);
    expect(store.config.saved.cardBackground).toBe('#000003');
    expect(store.config.drafts).toEqual({});
    expect(deps.clock.pending).toBe(0);
  });

  it.each([
    ['#abcdef', true],
    ['#ABC', true],
    ['', true], // back to the default
    ['#abcd', false], // half typed
    ['red', false],
    ['#aabbccdd', false], // alpha is not offered
  ])('setColor(%j) written: %s', async (value, written) => {
    const { gateway, deps, store } = await setup(MIDNIGHT);
    store.config.setColor('textColor', value);
    expect(store.config.colorValue('textColor')).toBe(value);
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE)).toEqual(written ? [{ textColor: value }] : []);
    expect(store.catalogue.effective.textColor).toBe(written ? value : MIDNIGHT.textColor);
  });

  it('dispose writes an edit still waiting, then stops listening and leaves no timer', async () => {
    const { gateway, deps, store } = await setup(MIDNIGHT);
    store.config.setColor('screenBackground', '#101010');
    store.dispose();
    expect(gateway.configWrites(CODE)).toEqual([{ screenBackground: '#101010' }]);
    expect(gateway.listenerCount).toBe(0);
    expect(deps.clock.pending).toBe(0);
  });
});

describe('Options: value-specific images', () => {
  const rulesOf = (json: string | undefined) => JSON.parse(json ?? '[]') as unknown;

  it('add, edit and remove rows serialise to customImages', async () => {
    const { gateway, deps, store } = await setup(MIDNIGHT);
    const last = () => gateway.configWrites(CODE).at(-1)?.customImages;

    store.imageRules.add();
    expect(rulesOf(last())).toEqual([{ value: '', user: '', images: '' }]);

    store.imageRules.update(0, { value: '8' });
    store.imageRules.update(0, { images: 'https://img.test/a.png\nhttps://img.test/b.png' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(rulesOf(last())).toEqual([
      { value: '8', user: '', images: 'https://img.test/a.png\nhttps://img.test/b.png' },
    ]);

    store.imageRules.add();
    store.imageRules.update(1, { value: '1|2', user: 'Ann' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.imageRules.rules).toEqual([
      { value: '8', user: '', images: 'https://img.test/a.png\nhttps://img.test/b.png' },
      { value: '1|2', user: 'Ann', images: '' },
    ]);

    store.imageRules.remove(0);
    expect(rulesOf(last())).toEqual([{ value: '1|2', user: 'Ann', images: '' }]);
    // Removing the last row gives back the empty default, so the config equals its theme.
    store.imageRules.remove(0);
    expect(last()).toBe('');
    await nextTurn();
    expect(store.catalogue.selectedTheme?.name).toBe('Midnight');
  });

  it('out-of-range edits change nothing', async () => {
    const { gateway, deps, store } = await setup(MIDNIGHT);
    store.imageRules.update(3, { value: 'x' });
    store.imageRules.remove(-1);
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    expect(gateway.writes).toEqual([]);
  });

  it('rules written by another screen are read, malformed ones skipped and logged', async () => {
    const { deps, store } = await setup({
      ...MIDNIGHT,
      customImages: JSON.stringify([{ value: '5', user: 'Bo', images: 'u' }, 42]),
    });
    expect(store.imageRules.rules).toEqual([{ value: '5', user: 'Bo', images: 'u' }]);
    expect(deps.log.warnings.length).toBeGreaterThan(0);
  });
});

describe('Options: kiosk start at login', () => {
  function kiosk(initial: boolean, failSet = false) {
    const calls: boolean[] = [];
    const platform = {
      kind: 'kiosk',
      getLastScreenCode: () => Promise.resolve(null),
      rememberScreenCode: () => Promise.resolve(),
      startAtLogin: {
        get: () => Promise.resolve(initial),
        set: (on: boolean) => {
          calls.push(on);
          return failSet ? Promise.reject(new Error('denied')) : Promise.resolve();
        },
      },
      quit: () => undefined,
    } as unknown as TestDeps['platform'];
    return { platform, calls };
  }

  it('reads the setting, switches it, and reverts the switch when the kiosk refuses', async () => {
    for (const failSet of [false, true]) {
      const { platform, calls } = kiosk(true, failSet);
      const gateway = new FakeGateway();
      const store = startedConfig(CODE, testDeps(gateway, { platform }));
      stores.push(store);
      await nextTurn();
      expect(store.kiosk.startAtLogin).toBe(true);
      store.kiosk.setStartAtLogin(false);
      expect(store.kiosk.startAtLogin).toBe(false);
      await nextTurn();
      expect(calls).toEqual([false]);
      expect(store.kiosk.startAtLogin).toBe(failSet);
    }
  });

  it('is null in a browser, where the switch does nothing', async () => {
    const { store } = await setup();
    expect(store.kiosk.startAtLogin).toBeNull();
    store.kiosk.setStartAtLogin(true);
    expect(store.kiosk.startAtLogin).toBeNull();
  });
});
