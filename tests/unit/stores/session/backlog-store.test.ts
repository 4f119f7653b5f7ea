import { describe, expect, it } from 'vitest';
import { BacklogStore, type StoredImport } from '../../../../renderer/stores/session/backlog-store';
// The store loads these when first used. Loaded here first, their module-level rules
// (headers, key patterns, the formula guard) stay what the domain tests check, rather
// than counting as covered by whichever store test happened to load them (mutation testing).
import '../../../../renderer/domain/backlog-import';
import '../../../../renderer/domain/backlog-export';
import { FakeGateway } from '../../../support/fake-gateway';
import { parseCsv } from '../../../support/csv';
import { testDeps } from '../../../support/test-deps';

const JIRA = 'Issue key,Summary,Description\nPAY-1,Pay,D\nPAY-2,Refund,\nPAY-3,,\nPAY-4,Cancel,';

function setup() {
  const gateway = new FakeGateway();
  const store = new BacklogStore('room', testDeps(gateway));
  store.start();
  return { gateway, store };
}

describe('BacklogStore: import', () => {
  it('previews, then stores all stories with the first current', async () => {
    const { gateway, store } = setup();
    await store.prepareText(JIRA);
    expect(store.draft?.items).toHaveLength(3);
    expect(store.draft?.skipped).toEqual([{ row: 4, reason: 'noTitle' }]);
    expect(store.stories).toEqual([]);
    expect(await store.confirmImport('append')).toBe(true);
    expect(store.draft).toBeNull();
    expect(store.stories.map((s) => s.key)).toEqual(['PAY-1', 'PAY-2', 'PAY-4']);
    expect(store.place?.current.title).toBe('Pay');
    expect(store.place?.position).toBe(1);
    expect(store.place?.next?.title).toBe('Refund');
    await store.prepareText('One more');
    expect(await store.confirmImport('append')).toBe(true);
    expect(store.stories.map((s) => s.title)).toEqual(['Pay', 'Refund', 'Cancel', 'One more']);
    expect(store.currentSlot).toBe(0);
    await store.prepareText('Fresh');
    expect(await store.confirmImport('replace')).toBe(true);
    expect(store.stories.map((s) => s.title)).toEqual(['Fresh']);
    expect(gateway.writes.filter((w) => w.op === 'updateSession')).toHaveLength(3);
  });

  it('refuses bad input with its reason and stores nothing', async () => {
    const { gateway, store } = setup();
    await store.prepareFile(new Uint8Array(5 * 1024 * 1024));
    expect(store.importError).toEqual({ kind: 'tooLarge', source: 'file', bytes: 5 * 1024 * 1024 });
    expect(store.draft).toBeNull();
    expect(await store.confirmImport('append')).toBe(false);
    await store.prepareText('a\u0000b');
    expect(store.importError).toEqual({ kind: 'notText', source: 'text' });
    await store.prepareFile(new TextEncoder().encode('Title\nOk'));
    expect(store.importError).toBeNull();
    expect(store.draft?.items).toEqual([{ key: '', title: 'Ok', description: '' }]);
    store.cancelImport();
    expect(store.draft).toBeNull();
    // Cancel also clears a refusal still shown.
    await store.prepareText('');
    expect(store.importError).toEqual({ kind: 'empty' });
    store.cancelImport();
    expect(store.importError).toBeNull();
    expect(gateway.writes.filter((w) => w.op === 'updateSession')).toEqual([]);
  });

  it('refuses an append past 500 stories, keeps the preview', async () => {
    const { store } = setup();
    await store.prepareText(Array.from({ length: 499 }, (_, i) => `S${i}`).join('\n'));
    await store.confirmImport('append');
    await store.prepareText('a\nb');
    expect(await store.confirmImport('append')).toBe(false);
    expect(store.importError).toEqual({ kind: 'overCapacity', existing: 499, adding: 2 });
    expect(store.draft?.items).toHaveLength(2);
  });

  it('loads the import and export code ahead of use, for the panel that offers them', async () => {
    const { store } = setup();
    const [reading, writing] = await store.loadCode();
    expect(reading.readBacklogImport).toBeTypeOf('function');
    expect(writing.backlogCsv).toBeTypeOf('function');
  });

  it('a double tap on Import imports once', async () => {
    const { gateway, store } = setup();
    await store.prepareText('One\nTwo');
    const outcomes = await Promise.all([
      store.confirmImport('append'),
      store.confirmImport('append'),
    ]);
    expect(outcomes).toEqual([true, false]);
    expect(store.stories.map((s) => s.title)).toEqual(['One', 'Two']);
    expect(gateway.writes.filter((w) => w.op === 'updateSession')).toHaveLength(1);
  });

  it('a failed update is shown and loses nothing', async () => {
    const { gateway, store } = setup();
    await store.prepareText('One');
    gateway.failNextUpdate = new Error('offline');
    expect(await store.confirmImport('append')).toBe(false);
    expect(store.importError).toEqual({ kind: 'saveFailed' });
    expect(store.busy).toBe(false);
    expect(store.draft?.items).toHaveLength(1);
    expect(await store.confirmImport('append')).toBe(true);
    expect(store.stories).toHaveLength(1);
  });
});

describe("BacklogStore: a tracker's import", () => {
  const found = [1, 2].map((n) => ({
    key: `PAY-${n}`,
    title: `Story ${n}`,
    description: '',
    estimate: n + 0.5,
    url: `https://acme.atlassian.net/browse/PAY-${n}`,
  }));

  function tracked() {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const store = new BacklogStore('room', deps);
    store.start();
    const stored: StoredImport[] = [];
    store.onImported((s) => stored.push(s));
    return { gateway, deps, store, stored };
  }

  it('stores the stories first, then their links and Was in an update of their own', async () => {
    const { gateway, store } = tracked();
    await store.prepareTracker(found);
    expect(await store.confirmImport('replace')).toBe(true);
    expect(gateway.writes.map((w) => w.op === 'updateSession' && Object.keys(w.patch))).toEqual([
      ['backlog', 'currentStory', 'backlogReplacedAt'],
      ['backlog/0/url', 'backlog/0/was', 'backlog/1/url', 'backlog/1/was'],
    ]);
    expect(store.stories.map((s) => [s.key, s.url, s.was])).toEqual(
      found.map((f) => [f.key, f.url, f.estimate]),
    );
  });

  it('a refused follow-up keeps the stories, and the wall keeps their links and Was', async () => {
    const { gateway, deps, store, stored } = tracked();
    await store.prepareTracker(found);
    const update = gateway.updateSession.bind(gateway);
    let n = 0;
    gateway.updateSession = (code, patch) =>
      ++n === 2 ? Promise.reject(new Error('PERMISSION_DENIED')) : update(code, patch);
    expect(await store.confirmImport('append')).toBe(true);
    expect(store.busy).toBe(false);
    expect(store.importError).toBeNull();
    expect(store.draft).toBeNull();
    expect(store.stories.map((s) => [s.key, s.url, s.was])).toEqual([
      ['PAY-1', undefined, undefined],
      ['PAY-2', undefined, undefined],
    ]);
    // What the wall's own list is made from (tracker-own.ts) still has both.
    expect(stored[0]?.items.map((i) => [i.url, i.was])).toEqual(
      found.map((f) => [f.url, f.estimate]),
    );
    expect(deps.log.warnings).toHaveLength(1);
  });
});

describe('BacklogStore: moving and exporting', () => {
  async function loaded() {
    const s = setup();
    await s.store.prepareText('A-1 One\nA-2 Two\nA-3 Three');
    await s.store.confirmImport('append');
    return s;
  }

  it('skips, goes back and to any story', async () => {
    const { store } = await loaded();
    await store.skip();
    expect(store.currentSlot).toBe(1);
    await store.skip();
    expect(store.currentSlot).toBe(2);
    await store.back();
    expect(store.currentSlot).toBe(1);
    await store.back();
    await store.back();
    expect(store.currentSlot).toBe(0);
    await store.goTo(2);
    expect(store.place?.position).toBe(3);
    expect(store.place?.next).toBeNull();
  });

  it('a failed move is shown', async () => {
    const { gateway, store } = await loaded();
    gateway.failNextUpdate = new Error('offline');
    await store.goTo(2);
    expect(store.moveFailed).toBe(true);
    expect(store.currentSlot).toBe(0);
    await store.goTo(2);
    expect(store.moveFailed).toBe(false);
  });

  it('exports every story, open ones saying so', async () => {
    const { store } = await loaded();
    const rows = parseCsv(await store.csv(() => 'T', 'Nicht geschätzt'));
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Issue key', 'Summary', 'Estimated at'],
      ['A-1', 'One', 'Nicht geschätzt'],
      ['A-2', 'Two', 'Nicht geschätzt'],
      ['A-3', 'Three', 'Nicht geschätzt'],
    ]);
    const words = { columns: ['K', 'S', 'E', 'A', 'V'], notEstimated: 'Offen' } as const;
    const table = (await store.markdown(() => 'T', words)).split('\n');
    expect(table[0]).toBe('| K | S | E | A | V |');
    expect(table[2]).toBe('| A-1 | One |  | Offen |  |');
  });

  it('stops following the database when disposed', async () => {
    const { gateway, store } = await loaded();
    store.dispose();
    await gateway.updateSession('room', { currentStory: '2' });
    expect(store.currentSlot).toBe(0);
  });
});
