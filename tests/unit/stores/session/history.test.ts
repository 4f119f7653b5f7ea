/**
 * The history: followed only while watched, most recent first, garbage left out;
 * deleting a round at once, exports, times in the device's own time zone, and a closed
 * session that no longer follows it.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
// Loaded before the tests, as the backlog store tests do (see there): the store loads it lazily.
import '../../../../renderer/domain/history-export';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { SessionRoot } from '../../../../renderer/stores/session/session-root';
import { parseCsv } from '../../../support/csv';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  disposeSessions,
  trackSession,
  makeSession,
  sessionSetup,
} from '../../../support/session-harness';

afterEach(disposeSessions);

describe('history', () => {
  function withRounds() {
    const env = sessionSetup();
    const store = makeSession(env.deps);
    const at = Date.UTC(2026, 10, 23, 9, 30);
    env.gateway.setSession(CODE, 'history', {
      '0': { seq: 0, at, story: '=1+1', votes: [{ name: 'Ann', value: '3' }], average: 3 },
      '1': {
        seq: 1,
        at: at + 60_000,
        story: 'B, "two"',
        votes: [{ name: '<b>Bob</b>', value: '5' }],
        average: 5,
      },
      '2': 'garbage',
    });
    return { ...env, store };
  }

  it('is followed only while watched, most recent first, garbage left out', () => {
    const { gateway, store } = withRounds();
    expect(store.history.entries).toEqual([]);
    const before = gateway.listenerCount;
    const a = store.history.watch();
    const b = store.history.watch();
    expect(gateway.listenerCount).toBe(before + 1);
    expect(store.history.entries.map((e) => e.seq)).toEqual([1, 0]);
    a();
    a();
    expect(gateway.listenerCount).toBe(before + 1);
    b();
    expect(gateway.listenerCount).toBe(before);
  });

  it('a round can be deleted', () => {
    const { gateway, store } = withRounds();
    const release = store.history.watch();
    store.history.deleteRound('0');
    expect(store.history.entries.map((e) => e.id)).toEqual(['1']);
    expect(gateway.writes).toContainEqual({ op: 'deleteHistoryEntry', code: CODE, id: '0' });
    release();
  });

  it("loads the exports' code ahead of use, for the history view", async () => {
    const { store } = withRounds();
    expect((await store.history.loadExportCode()).historyCsv).toBeTypeOf('function');
  });

  it('exports CSV and Markdown of what is shown', async () => {
    const { store } = withRounds();
    const release = store.history.watch();
    expect(parseCsv(await store.history.csv())).toEqual([
      ['Time', 'Story', 'Votes', 'Average', 'Closest card'],
      ['2026-11-23 09:31', 'B, "two"', '<b>Bob</b>: 5', '5.00', ''],
      ['2026-11-23 09:30', "'=1+1", 'Ann: 3', '3.00', ''],
    ]);
    expect(await store.history.markdown()).toContain(
      '| 2026-11-23 09:31 | B, "two" | \\<b\\>Bob\\</b\\>: 5 | 5.00 |  |',
    );
    release();
  });

  it('heads both exports with the columns it is given (the language shown)', async () => {
    const { store } = withRounds();
    const release = store.history.watch();
    const columns = ['Heure', 'Story', 'Votes', 'Moyenne', 'Carte la plus proche'] as const;
    expect(parseCsv(await store.history.csv(columns))[0]).toEqual([...columns]);
    expect(await store.history.markdown(columns)).toMatch(
      /^\| Heure \| Story \| Votes \| Moyenne \| Carte la plus proche \|\n/,
    );
    release();
  });
});

describe('the history', () => {
  const at = Date.UTC(2026, 10, 23, 9, 30);
  function withRounds(gateway = new FakeGateway()) {
    const env = sessionSetup(0, gateway);
    env.gateway.setSession(CODE, 'history', {
      '0': { seq: 0, at, story: 'A', votes: [{ name: 'Ann', value: '3' }], average: 3 },
      '1': { seq: 1, at, story: 'B', votes: [{ name: 'Bob', value: '5' }], average: 5 },
      '2': { seq: 2, at, story: 'C', votes: [{ name: 'Cleo', value: '8' }], average: 8 },
    });
    return { ...env, store: makeSession(env.deps) };
  }

  it('is loaded while watched, and not once the last watcher stops', () => {
    const { store } = withRounds();
    const release = store.history.watch();
    expect(store.history.loaded).toBe(true);
    release();
    expect(store.history.loaded).toBe(false);
  });

  it('a deleted round disappears at once, before the database confirms, and only that one', () => {
    const gateway = new FakeGateway();
    const { store } = withRounds(gateway);
    gateway.deleteHistoryEntry = () => new Promise(() => undefined);
    const release = store.history.watch();
    store.history.deleteRound('1');
    expect(store.history.entries.map((e) => e.id)).toEqual(['2', '0']);
    release();
  });

  it("shows times in the device's own time zone when none is given", () => {
    // The device is in India (UTC+5:30, all year): Date reports -330 minutes.
    const zone = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    onTestFinished(() => zone.mockRestore());
    const { deps } = sessionSetup();
    const store = new SessionRoot(CODE, deps, { roundNumber: new RoundNumberStore(CODE, deps) });
    trackSession(store);
    expect(store.history.formatTime(at)).toBe('2026-11-23 15:00');
  });
});

describe('a closed session store', () => {
  it('does not follow the history when asked after it closed', () => {
    const { gateway, deps } = sessionSetup();
    const store = makeSession(deps);
    store.dispose();
    const before = gateway.listenerCount;
    store.history.watch();
    expect(gateway.listenerCount).toBe(before);
    expect(store.history.loaded).toBe(false);
  });
});

describe('the history on screen', () => {
  it('a view follows the kept rounds and whether they have loaded', () => {
    const { gateway, deps } = sessionSetup();
    const { history } = makeSession(deps);
    const at = Date.UTC(2026, 10, 23, 9, 30);
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(`${history.loaded}:${history.entries.map((e) => e.story).join(',')}`),
    );
    const release = history.watch();
    gateway.setSession(CODE, 'history', {
      '0': { seq: 0, at, story: 'A', votes: [{ name: 'Ann', value: '3' }], average: 3 },
    });
    const { deleteRound } = history;
    deleteRound(history.entries[0]!.id);
    release();
    stop();
    expect(seen).toEqual(['false:', 'true:', 'true:A', 'true:', 'false:']);
  });
});
