/**
 * Options as the screen owner uses it, in the corners the happy-path tests leave out:
 * a picker dragged for a second, half-typed colours, typing in an image rule, a write
 * the database refuses (and why it says so), the kiosk's start-at-login and Quit, and a
 * screen closed while edits are on their way. In-memory gateway, fake clock.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_STRING_MAX_LENGTH } from '../../../../renderer/domain/records';
import { serializeImageRules } from '../../../../renderer/domain/image-rule-list';
import { CONFIG_WRITE_INTERVAL_MS } from '../../../../renderer/stores/wall/config-writer-store';
import type { Refusal } from '../../../../renderer/stores/wall/refusal';
import {
  editModeOf,
  startedConfig,
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

function open(
  gateway = new FakeGateway(),
  overrides: Parameters<typeof testDeps>[1] = {},
): { gateway: FakeGateway; deps: TestDeps; store: ConfigStores } {
  if (gateway.themes === undefined || (gateway.themes as unknown[]).length === 0) {
    gateway.themes = THEMES;
  }
  const deps = testDeps(gateway, overrides);
  const store = startedConfig(CODE, deps);
  stores.push(store);
  return { gateway, deps, store };
}

/** A gateway whose config writes are refused with `reason` (recorded all the same). */
function refusing(reason: unknown): FakeGateway {
  const gateway = new FakeGateway();
  gateway.updateConfig = (code, patch) => {
    gateway.writes.push({ op: 'updateConfig', code, patch: { ...patch } });
    return Promise.reject(reason);
  };
  return gateway;
}

describe('Options: a dragged colour picker', () => {
  it('writes at most once per write interval however fast the picker reports, and ends on the last colour', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    const writeTimes: number[] = [];
    let last = '';
    for (let i = 0; i < 100; i += 1) {
      last = `#0000${(i + 16).toString(16).padStart(2, '0')}`;
      store.config.setColor('cardBackground', last);
      const before = gateway.configWrites(CODE).length;
      deps.clock.advance(13);
      if (gateway.configWrites(CODE).length > before) writeTimes.push(deps.clock.now());
    }
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    const gaps = writeTimes.slice(1).map((t, i) => t - writeTimes[i]!);
    expect(writeTimes.length).toBeGreaterThan(3);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(CONFIG_WRITE_INTERVAL_MS);
    expect(gateway.configWrites(CODE).at(-1)).toEqual({ cardBackground: last });
    expect(store.config.saved.cardBackground).toBe(last);
  });

  it('a colour half typed after a valid one is never written, and the field keeps it', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.config.setColor('textColor', '#123456');
    store.config.setColor('textColor', '#12');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS * 2);
    await nextTurn();
    expect(gateway.configWrites(CODE)).toEqual([]);
    expect(store.config.colorValue('textColor')).toBe('#12');
  });

  it('half typing while the previous colour is being saved keeps the typed text in the field', async () => {
    const { deps, store } = open();
    await nextTurn();
    store.config.setColor('textColor', '#123456');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS); // written; the database confirms later
    store.config.setColor('textColor', '#ab');
    await nextTurn();
    expect(store.config.colorValue('textColor')).toBe('#ab');
    expect(store.config.saved.textColor).toBe('#123456');
  });

  it('picking away and back while a save is on its way still saves the last pick, even over another screen', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.config.setColor('cardBorder', '#aa0000');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    store.config.setColor('cardBorder', '#00aa00');
    store.config.setColor('cardBorder', '#aa0000');
    await nextTurn(); // the first save is confirmed meanwhile
    gateway.setConfig(CODE, { ...gateway.configs.get(CODE), cardBorder: '#0000aa' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE)).toEqual([
      { cardBorder: '#aa0000' },
      { cardBorder: '#aa0000' },
    ]);
    expect(store.config.saved.cardBorder).toBe('#aa0000');
  });

  it('a colour shown by the picker follows edits in a reactive view (colorValue is tracked)', async () => {
    const { store } = open();
    await nextTurn();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.config.colorValue('screenBackground')));
    store.config.setColor('screenBackground', '#0a0a0a');
    store.config.setColor('screenBackground', '#0a0');
    stop();
    expect(seen).toEqual(['', '#0a0a0a', '#0a0']);
  });

  it("the theme list's eye icon follows preview in a reactive view (isPreviewing is tracked)", async () => {
    const { store } = open();
    await nextTurn();
    const paper = store.catalogue.themes.find((t) => t.name === 'Paper')!;
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.catalogue.isPreviewing(paper)));
    store.catalogue.togglePreview(paper);
    store.catalogue.closePreview();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('actions passed as plain handlers (onClick={store.catalogue.closePreview}) still act on the store', async () => {
    const { gateway, store } = open();
    await nextTurn();
    const paper = store.catalogue.themes.find((t) => t.name === 'Paper')!;
    const { togglePreview, closePreview, selectTheme } = store.catalogue;
    const { toggle: toggleEditMode } = editModeOf(store);
    const { setColor } = store.config;
    const { add: addImageRule } = store.imageRules;
    togglePreview(paper);
    expect(store.catalogue.previewMode).toBe(true);
    closePreview();
    expect(store.catalogue.previewMode).toBe(false);
    toggleEditMode();
    expect(editModeOf(store).on).toBe(true);
    selectTheme(paper);
    expect(store.config.saved).toEqual(PAPER);
    setColor('textColor', '#000000');
    addImageRule();
    expect(gateway.configWrites(CODE).at(-1)).toEqual({
      textColor: '#000000',
      customImages: serializeImageRules([{ value: '', user: '', images: '' }]),
    });
  });
});

describe('Options: themes, preview and edit mode', () => {
  it('a selected theme shows at once, before the database confirms it', async () => {
    const gateway = new FakeGateway();
    gateway.updateConfig = (code, patch) => {
      gateway.writes.push({ op: 'updateConfig', code, patch: { ...patch } });
      return new Promise(() => undefined); // a slow connection: never confirmed here
    };
    const { store } = open(gateway);
    await nextTurn();
    store.catalogue.selectTheme(store.catalogue.themes.find((t) => t.name === 'Paper')!);
    expect(store.config.current).toEqual(PAPER);
    expect(store.catalogue.effective).toEqual(PAPER);
    expect(store.catalogue.selectedTheme?.name).toBe('Paper');
  });

  it('leaving edit mode keeps a preview opened while editing', async () => {
    const { store } = open();
    await nextTurn();
    editModeOf(store).toggle();
    store.catalogue.togglePreview(store.catalogue.themes[1]!);
    editModeOf(store).toggle();
    expect(editModeOf(store).on).toBe(false);
    expect(store.catalogue.previewTheme?.name).toBe('Paper');
  });

  it('opening Options again while the themes are still loading reads them once', async () => {
    const gateway = new FakeGateway();
    let release: (v: unknown) => void = () => undefined;
    let reads = 0;
    gateway.readThemes = () => {
      reads += 1;
      return new Promise((resolve) => (release = resolve));
    };
    const { store } = open(gateway);
    store.catalogue.ensureThemes();
    store.catalogue.ensureThemes();
    expect(reads).toBe(1);
    release(THEMES);
    await nextTurn();
    expect(store.catalogue.themes.map((t) => t.name)).toEqual(['Midnight', 'Paper']);
    store.catalogue.ensureThemes();
    expect(reads).toBe(1);
  });
});

describe('Options: value-specific image rules', () => {
  it('typing in a rule is written after the write interval, not on every key', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.imageRules.add();
    const writesAfterAdd = gateway.configWrites(CODE).length;
    store.imageRules.update(0, { value: '1' });
    store.imageRules.update(0, { value: '13' });
    expect(gateway.configWrites(CODE).length).toBe(writesAfterAdd);
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE).length).toBe(writesAfterAdd + 1);
    expect(store.imageRules.rules).toEqual([{ value: '13', user: '', images: '' }]);
  });

  it('removing a row past the last one changes and writes nothing', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.imageRules.add();
    store.imageRules.update(0, { value: '8' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    const writes = gateway.configWrites(CODE).length;
    store.imageRules.remove(1);
    store.imageRules.remove(2);
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE).length).toBe(writes);
    expect(store.imageRules.rules).toEqual([{ value: '8', user: '', images: '' }]);
  });

  /** Image URLs that make the rules text exactly `length` characters long. */
  function imagesOfLength(length: number): string {
    const overhead = serializeImageRules([{ value: '8', user: '', images: '' }]).length;
    return 'x'.repeat(length - overhead);
  }

  it('rules exactly at the size limit are saved; one character more is not', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.imageRules.add();
    store.imageRules.update(0, { value: '8', images: imagesOfLength(CONFIG_STRING_MAX_LENGTH) });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.config.saved.customImages.length).toBe(CONFIG_STRING_MAX_LENGTH);
    expect(store.config.saveProblem).toBeNull();

    const writes = gateway.configWrites(CODE).length;
    store.imageRules.update(0, { images: imagesOfLength(CONFIG_STRING_MAX_LENGTH + 1) });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE).length).toBe(writes); // nothing at all sent
    expect(store.config.saveProblem).toEqual({
      keys: ['customImages'],
      reason: 'tooLong',
      characters: CONFIG_STRING_MAX_LENGTH + 1,
    });
  });

  it('a colour changed together with too long rules is still saved, and the rules problem stays', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.imageRules.add();
    store.config.setColor('cardBorder', '#abcdef');
    store.imageRules.update(0, {
      value: '8',
      images: imagesOfLength(CONFIG_STRING_MAX_LENGTH + 5),
    });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.configWrites(CODE).at(-1)).toEqual({ cardBorder: '#abcdef' });
    expect(store.config.saved.cardBorder).toBe('#abcdef');
    expect(store.config.saveProblem?.keys).toEqual(['customImages']);
  });
});

describe('Options: a change the database refuses', () => {
  it.each<[string, unknown, Refusal]>([
    [
      'its code',
      { code: 'PERMISSION_DENIED', message: 'x' },
      { cause: 'permission', detail: null },
    ],
    ['a code in words', new Error('Permission denied'), { cause: 'permission', detail: null }],
    [
      'the code in its message',
      new Error('limit_exceeded: 40 leaves'),
      { cause: 'tooLarge', detail: null },
    ],
    [
      'an unknown code as a detail',
      { code: 'WRITE_STALLED' },
      { cause: 'other', detail: 'write stalled' },
    ],
    [
      'its message when the code is empty',
      { code: '', message: 'Write odd' },
      { cause: 'other', detail: 'Write odd' },
    ],
    [
      'its message, cut to 120 characters',
      new Error('m'.repeat(300)),
      { cause: 'other', detail: 'm'.repeat(120) },
    ],
    ['no reason for an empty message', { message: '' }, { cause: 'none', detail: null }],
    ['no reason for a bare string', 'boom', { cause: 'none', detail: null }],
    ['no reason for null', null, { cause: 'none', detail: null }],
    ['no reason for nothing at all', undefined, { cause: 'none', detail: null }],
  ])('names the fields and gives %s', async (_label, reason, said) => {
    const { deps, store } = open(refusing(reason));
    await nextTurn();
    store.config.setColor('cardBackground', '#111111');
    store.config.setColor('cardBorder', '#222222');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.config.saveProblem).toEqual({
      keys: ['cardBackground', 'cardBorder'],
      reason: 'refused',
      ...said,
    });
    expect(store.config.colorValue('cardBackground')).toBe('#111111');
  });

  it('the problem stays until every field it names is saved', async () => {
    const gateway = new FakeGateway();
    const accept = gateway.updateConfig.bind(gateway);
    let refuse = true;
    gateway.updateConfig = (code, patch) =>
      refuse ? Promise.reject({ code: 'PERMISSION_DENIED' }) : accept(code, patch);
    const { deps, store } = open(gateway);
    await nextTurn();
    store.config.setColor('cardBackground', '#111111');
    store.config.setColor('cardBorder', '#222222');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.config.saveProblem?.keys).toEqual(['cardBackground', 'cardBorder']);

    refuse = false;
    store.config.setColor('cardBackground', '#333333');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.config.saveProblem?.keys).toEqual(['cardBackground', 'cardBorder']);
    store.config.setColor('cardBorder', '#444444');
    store.config.setColor('cardBackground', '#555555');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(store.config.saveProblem).toBeNull();
  });
});

describe('Options on the kiosk', () => {
  function kiosk(read: Promise<boolean>, failSet: boolean) {
    let quits = 0;
    const platform = {
      kind: 'kiosk',
      getLastScreenCode: () => Promise.resolve(null),
      rememberScreenCode: () => Promise.resolve(),
      startAtLogin: {
        get: () => read,
        set: () => (failSet ? Promise.reject(new Error('denied')) : Promise.resolve()),
      },
      quit: () => {
        quits += 1;
        return Promise.resolve();
      },
    } as unknown as TestDeps['platform'];
    return { platform, quits: () => quits };
  }

  it('a start-at-login setting that cannot be read is logged and the switch stays unknown', async () => {
    const { platform } = kiosk(Promise.reject(new Error('no registry')), false);
    const { deps, store } = open(undefined, { platform });
    await nextTurn();
    expect(store.kiosk.startAtLogin).toBeNull();
    expect(deps.log.warnings.map((w) => [w[0], String(w[1])])).toEqual([
      ['Start at login: could not read', 'Error: no registry'],
    ]);
  });

  it('a refused switch is logged as an error with what failed', async () => {
    const { platform } = kiosk(Promise.resolve(false), true);
    const { deps, store } = open(undefined, { platform });
    await nextTurn();
    store.kiosk.setStartAtLogin(true);
    await nextTurn();
    expect(store.kiosk.startAtLogin).toBe(false);
    expect(deps.log.errors.map((e) => [e[0], String(e[1])])).toEqual([
      ['Start at login: could not change', 'Error: denied'],
    ]);
  });

  it('Quit quits the kiosk app', async () => {
    const k = kiosk(Promise.resolve(true), false);
    const { store } = open(undefined, { platform: k.platform });
    await nextTurn();
    store.kiosk.quit();
    expect(k.quits()).toBe(1);
  });
});

describe('Options when the screen closes', () => {
  it('closing a screen with no pending edit writes nothing', async () => {
    const { gateway, store } = open();
    await nextTurn();
    store.dispose();
    expect(gateway.writes).toEqual([]);
  });

  it('a picker event or a theme click arriving after the screen closed writes nothing', async () => {
    const { gateway, deps, store } = open();
    await nextTurn();
    store.dispose();
    store.config.setColor('textColor', '#abcdef');
    store.catalogue.selectTheme(THEMES[1]!);
    store.imageRules.add();
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await nextTurn();
    expect(gateway.writes).toEqual([]);
    expect(deps.clock.pending).toBe(0);
  });
});
