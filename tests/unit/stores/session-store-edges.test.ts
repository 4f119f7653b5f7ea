/**
 * The session around the rounds where the main tests do not look: what a device shows
 * before the story and the round number arrive, what a refused write logs, when a
 * reveal is kept if the story changes or the reveal flickers, deleting a round before
 * the database confirms, the history switch, times in the device's own time zone, and
 * a closed store. In-memory gateway and fake clock.
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import type { RoundParticipant } from '../../../renderer/domain/round';
import type { RoundSource } from '../../../renderer/stores/round-recorder';
import { SessionRoot } from '../../../renderer/stores/session-root';
import { FakeClock } from '../../support/fake-clock';
import { FakeGateway } from '../../support/fake-gateway';
import { testDeps, type TestDeps } from '../../support/test-deps';

const CODE = 'team-a';
const stores: SessionRoot[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function setup(gateway = new FakeGateway()) {
  const clock = new FakeClock();
  gateway.now = () => clock.now();
  return { gateway, clock, deps: testDeps(gateway, { clock }) };
}

function make(deps: TestDeps, options: ConstructorParameters<typeof SessionRoot>[2] = {}) {
  const store = new SessionRoot(CODE, deps, { timeZoneOffset: () => 0, ...options });
  stores.push(store);
  return store;
}

const vote = (userId: string, value: string, ready = true): RoundParticipant => ({
  record: {
    userId,
    userName: userId.toUpperCase(),
    selected: encodeSelected(value, CODE, userId),
    showCard: ready,
    lastUpdate: 1,
  },
  offline: false,
});

/** A gateway that holds back the story and round-number events until the test delivers them. */
function holding() {
  const gateway = new FakeGateway();
  const held: { story?: (raw: unknown) => void; round?: (raw: unknown) => void } = {};
  gateway.onStory = (_code, cb) => {
    held.story = cb;
    return () => undefined;
  };
  gateway.onRoundNumber = (_code, cb) => {
    held.round = cb;
    return () => undefined;
  };
  return { gateway, held };
}

const kept = (gateway: FakeGateway) =>
  gateway.writes.filter((w) => w.op === 'recordRound' && w.kept).length;

describe('before the session arrives', () => {
  it('shows no story, keeps no round and has no history loaded', () => {
    const { gateway, held } = holding();
    const { deps, clock } = setup(gateway);
    const store = make(deps, {
      round: () => ({ participants: [vote('ann', '3')], blockedIds: new Set() }),
    });
    expect(store.story.text).toBe('');
    expect(store.recorder!.loaded).toBe(false);
    expect(store.history.loaded).toBe(false);
    // The round number alone is not enough: the story may still name this round.
    held.round!(2);
    expect(store.recorder!.loaded).toBe(false);
    clock.advance(5_000);
    expect(kept(gateway)).toBe(0);
    held.story!('PROJ-9');
    expect(store.recorder!.loaded).toBe(true);
    clock.advance(0);
    expect(kept(gateway)).toBe(1);
  });
});

describe('refused writes are logged with what failed', () => {
  it.each<[string, (s: SessionRoot) => void, keyof FakeGateway, string]>([
    ['the story', (s) => s.story.set('PROJ-1'), 'setStory', 'Could not set the story:'],
    ['a timer start', (s) => s.countdown.start(60_000), 'startTimer', 'Could not start the timer:'],
    ['a timer stop', (s) => s.countdown.stop(), 'stopTimer', 'Could not stop the timer:'],
    [
      'a deleted round',
      (s) => s.history.deleteRound('0'),
      'deleteHistoryEntry',
      'Could not delete the round:',
    ],
  ])('%s', async (_label, act, method, message) => {
    const { gateway, deps } = setup();
    (gateway as unknown as Record<string, unknown>)[method] = () =>
      Promise.reject(new Error('permission_denied'));
    const store = make(deps);
    act(store);
    await settle();
    expect(deps.log.errors.map((e) => [e[0], String(e[1])])).toEqual([
      [message, 'Error: permission_denied'],
    ]);
  });

  it('a round that could not be kept is a warning', async () => {
    const { gateway, deps, clock } = setup();
    gateway.recordRound = () => Promise.reject(new Error('offline'));
    make(deps, { round: () => ({ participants: [vote('ann', '3')], blockedIds: new Set() }) });
    clock.advance(0);
    await settle();
    expect(deps.log.warnings.map((w) => [w[0], String(w[1])])).toEqual([
      ['Could not keep the round:', 'Error: offline'],
    ]);
  });
});

describe('when a revealed round is kept', () => {
  function room(delay: number) {
    const env = setup();
    const source = observable.box<RoundSource>(
      { participants: [vote('ann', '3', false), vote('bob', '5', false)], blockedIds: new Set() },
      { deep: false },
    );
    const store = make(env.deps, { round: () => source.get(), recordDelayMs: delay });
    const set = (participants: RoundParticipant[]) =>
      runInAction(() => source.set({ participants, blockedIds: new Set() }));
    return { ...env, store, set };
  }

  it('naming the story during the wait does not restart it', () => {
    const { gateway, clock, store, set } = room(1_000);
    set([vote('ann', '3'), vote('bob', '5')]);
    clock.advance(600);
    store.story.set('Named while revealed');
    clock.advance(400);
    expect(kept(gateway)).toBe(1);
  });

  it('a reveal that flickers off and on waits its full time again', () => {
    const { gateway, clock, set } = room(1_000);
    set([vote('ann', '3'), vote('bob', '5')]);
    clock.advance(500);
    set([vote('ann', '3'), vote('bob', '5', false)]);
    clock.advance(100);
    set([vote('ann', '3'), vote('bob', '5')]);
    clock.advance(999);
    expect(kept(gateway)).toBe(0);
    clock.advance(1);
    expect(kept(gateway)).toBe(1);
  });
});

describe('the history', () => {
  const at = Date.UTC(2026, 10, 23, 9, 30);
  function withRounds(gateway = new FakeGateway()) {
    const env = setup(gateway);
    env.gateway.setSession(CODE, 'history', {
      '0': { seq: 0, at, story: 'A', votes: [{ name: 'Ann', value: '3' }], average: 3 },
      '1': { seq: 1, at, story: 'B', votes: [{ name: 'Bob', value: '5' }], average: 5 },
      '2': { seq: 2, at, story: 'C', votes: [{ name: 'Cleo', value: '8' }], average: 8 },
    });
    return { ...env, store: make(env.deps) };
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
    const { deps } = setup();
    const store = new SessionRoot(CODE, deps);
    stores.push(store);
    expect(store.history.formatTime(at)).toBe('2026-11-23 15:00');
  });
});

describe('a closed session store', () => {
  it('does not follow the history when asked after it closed', () => {
    const { gateway, deps } = setup();
    const store = make(deps);
    store.dispose();
    const before = gateway.listenerCount;
    store.history.watch();
    expect(gateway.listenerCount).toBe(before);
    expect(store.history.loaded).toBe(false);
  });
});
