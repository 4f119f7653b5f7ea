/**
 * SessionRoot with the in-memory gateway and a fake clock: the story, the countdown
 * (server time, ticks on the second, restart, stop, late joiners), keeping a revealed
 * round exactly once, the history and its export, and dispose.
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import type { RoundParticipant } from '../../../renderer/domain/round';
import { TIMER_DONE_SHOWN_MS } from '../../../renderer/stores/countdown-store';
import type { RoundSource } from '../../../renderer/stores/round-recorder';
import { SessionRoot } from '../../../renderer/stores/session-root';
import { parseCsv } from '../../support/csv';
import { FakeClock } from '../../support/fake-clock';
import { FakeGateway } from '../../support/fake-gateway';
import { testDeps } from '../../support/test-deps';

const CODE = 'team-a';
const stores: SessionRoot[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

/** A gateway whose server clock is the fake clock plus `offset`. */
function setup(offset = 0, gateway = new FakeGateway(), clock = new FakeClock()) {
  gateway.now = () => clock.now() + offset;
  return { gateway, clock, deps: testDeps(gateway, { clock }) };
}

function make(
  deps: ReturnType<typeof setup>['deps'],
  options: ConstructorParameters<typeof SessionRoot>[2] = {},
): SessionRoot {
  const store = new SessionRoot(CODE, deps, { timeZoneOffset: () => 0, ...options });
  stores.push(store);
  return store;
}

const vote = (userId: string, userName: string, value: string, ready = true): RoundParticipant => ({
  record: {
    userId,
    userName,
    selected: encodeSelected(value, CODE, userId),
    showCard: ready,
    lastUpdate: 1,
  },
  offline: false,
});

describe('the story', () => {
  it('is shown at once, written normalised and followed from others', () => {
    const { gateway, deps } = setup();
    const store = make(deps);
    store.story.set('  PROJ-1\nLogin <b>page</b> ');
    expect(store.story.text).toBe('PROJ-1 Login <b>page</b>');
    expect(gateway.sessions.get(`${CODE}/story`)).toBe('PROJ-1 Login <b>page</b>');
    gateway.setSession(CODE, 'story', 'From a phone');
    expect(store.story.text).toBe('From a phone');
    gateway.setSession(CODE, 'story', { evil: true });
    expect(store.story.text).toBe('');
  });

  it('an unchanged story is not written again; clearing it removes it', () => {
    const { gateway, deps } = setup();
    const store = make(deps);
    store.story.set('A');
    store.story.set(' A ');
    store.story.set('');
    expect(
      gateway.writes.filter((w) => w.op === 'setStory').map((w) => w.op === 'setStory' && w.story),
    ).toEqual(['A', '']);
    expect(gateway.sessions.has(`${CODE}/story`)).toBe(false);
  });
});

describe('the countdown', () => {
  it('counts down from server time and redraws exactly when the seconds change', () => {
    const { clock, deps } = setup(2_500);
    const store = make(deps);
    store.countdown.start(60_000);
    expect(store.countdown.view).toMatchObject({ remainingSeconds: 60, finished: false });
    // Ticks land on the second boundaries (plus the 5 ms margin), nothing in between.
    expect(clock.dueIn).toEqual([1_005]);
    clock.advance(1_004);
    expect(store.countdown.view?.remainingSeconds).toBe(60);
    clock.advance(1);
    expect(store.countdown.view?.remainingSeconds).toBe(59);
    clock.advance(58_000);
    expect(store.countdown.view?.remainingSeconds).toBe(1);
    clock.advance(1_000);
    expect(store.countdown.view).toMatchObject({ remainingSeconds: 0, finished: true });
    expect(store.countdown.shown).toBe(true);
  });

  it('a device that joins late, with its clock 7 s off, shows the same time as the starter', () => {
    const shared = new FakeGateway();
    const wall = setup(0, shared);
    const wallStore = make(wall.deps);
    wallStore.countdown.start(120_000);
    wall.clock.advance(45_300);
    // The phone's own clock is 7 s behind; its server offset makes up for it.
    const phoneClock = new FakeClock(wall.clock.now() - 7_000);
    const phoneGateway = Object.create(shared) as FakeGateway;
    phoneGateway.now = () => phoneClock.now() + 7_000;
    const phoneStore = make(testDeps(phoneGateway, { clock: phoneClock }));
    expect(phoneStore.countdown.view?.remainingSeconds).toBe(
      wallStore.countdown.view?.remainingSeconds,
    );
    expect(phoneStore.countdown.view?.remainingSeconds).toBe(75);
    // Both redraw at the same server moment.
    const serverTickWall = wall.clock.now() + wall.clock.dueIn[0]!;
    const serverTickPhone = phoneClock.now() + 7_000 + phoneClock.dueIn[0]!;
    expect(serverTickPhone).toBe(serverTickWall);
  });

  it('a phone waking long after the end shows it finished, then steps aside', () => {
    const { gateway, clock, deps } = setup();
    gateway.setSession(CODE, 'timer', {
      startedAt: clock.now() - 30_000 - 10_000,
      duration: 30_000,
    });
    const store = make(deps);
    expect(store.countdown.view).toMatchObject({ remainingMs: 0, finished: true });
    expect(store.countdown.shown).toBe(true);
    clock.advance(TIMER_DONE_SHOWN_MS - 10_000);
    expect(store.countdown.shown).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('restart begins the full duration again; stop clears it everywhere', () => {
    const { gateway, clock, deps } = setup();
    const store = make(deps);
    store.countdown.start(30_000);
    clock.advance(20_010);
    expect(store.countdown.view?.remainingSeconds).toBe(10);
    store.countdown.restart();
    expect(store.countdown.view?.remainingSeconds).toBe(30);
    store.countdown.stop();
    expect(store.countdown.timer).toBeNull();
    expect(store.countdown.shown).toBe(false);
    expect(gateway.sessions.has(`${CODE}/timer`)).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('only the presets start a timer; garbage from others shows no timer', () => {
    const { gateway, deps } = setup();
    const store = make(deps);
    store.countdown.start(45_000);
    expect(gateway.writes).toEqual([]);
    gateway.setSession(CODE, 'timer', { startedAt: 'soon', duration: 60_000 });
    expect(store.countdown.view).toBeNull();
  });
});

describe('keeping revealed rounds', () => {
  function roomSetup(delay = 1_000) {
    const env = setup();
    const room = observable.box<RoundSource>(
      { participants: [], blockedIds: new Set() },
      { deep: false },
    );
    const store = make(env.deps, { round: () => room.get(), recordDelayMs: delay });
    const set = (participants: RoundParticipant[]) =>
      runInAction(() => room.set({ participants, blockedIds: new Set() }));
    return { ...env, store, set, room };
  }

  it('keeps a round once it stayed revealed, with story, names, values and average', () => {
    const { gateway, clock, store, set } = roomSetup();
    store.story.set('PROJ-7');
    set([vote('a', 'Ann', '3'), vote('b', 'Bob', '5', false)]);
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'recordRound')).toBe(false);
    set([vote('a', 'Ann', '3'), vote('b', 'Bob', '5')]);
    clock.advance(999);
    expect(gateway.writes.some((w) => w.op === 'recordRound')).toBe(false);
    clock.advance(1);
    const release = store.history.watch();
    expect(store.history.entries).toEqual([
      expect.objectContaining({
        seq: 0,
        story: 'PROJ-7',
        votes: [
          { name: 'Ann', value: '3' },
          { name: 'Bob', value: '5' },
        ],
        average: 4,
      }),
    ]);
    release();
  });

  it('a reveal that does not last is not kept', () => {
    const { gateway, clock, set } = roomSetup();
    set([vote('a', 'Ann', '3')]);
    clock.advance(500);
    set([vote('a', 'Ann', '3', false)]);
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'recordRound')).toBe(false);
  });

  it('several devices watching the same reveal keep it once', () => {
    const shared = new FakeGateway();
    const clock = new FakeClock();
    shared.now = () => clock.now();
    const rooms = [0, 1, 2].map(() => {
      const store = make(testDeps(shared, { clock }), {
        round: () => ({
          participants: [vote('a', 'Ann', '8'), vote('b', 'Bob', '13')],
          blockedIds: new Set(),
        }),
        recordDelayMs: 1_000,
      });
      return store;
    });
    clock.advance(2_000);
    const records = shared.writes.filter((w) => w.op === 'recordRound');
    expect(records).toHaveLength(3);
    expect(records.filter((w) => w.op === 'recordRound' && w.kept)).toHaveLength(1);
    const release = rooms[0]!.history.watch();
    expect(rooms[0]!.history.entries).toHaveLength(1);
    release();
  });

  it('waits for the round number before keeping (a fresh device must not take it for a new round)', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'round', 3);
    const { clock, deps } = setup(0, gateway);
    // The round number is not delivered yet: a gateway that holds its first event back.
    let deliver: ((raw: unknown) => void) | null = null;
    const held = Object.create(gateway) as FakeGateway;
    held.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const store = make(
      { ...deps, gateway: held },
      { round: () => ({ participants: [vote('a', 'Ann', '1')], blockedIds: new Set() }) },
    );
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'recordRound')).toBe(false);
    deliver!(3);
    expect(store.recorder!.loaded).toBe(true);
    clock.advance(1_000);
    const kept = gateway.writes.find((w) => w.op === 'recordRound');
    expect(kept?.op === 'recordRound' && kept.fingerprint.startsWith('3-')).toBe(true);
  });

  it('the same votes after New round are another round (it counts the round number up)', async () => {
    const { gateway, clock, set } = roomSetup();
    set([vote('a', 'Ann', '5')]);
    clock.advance(1_000);
    set([vote('a', 'Ann', '', false)]);
    await gateway.startNewRound(CODE, { clear: [], remove: [] });
    set([vote('a', 'Ann', '5')]);
    clock.advance(1_000);
    expect(gateway.writes.filter((w) => w.op === 'recordRound' && w.kept)).toHaveLength(2);
  });

  it('editing the story after the reveal keeps the round once', () => {
    const { gateway, clock, store, set } = roomSetup();
    set([vote('a', 'Ann', '5')]);
    clock.advance(1_000);
    store.story.set('Named afterwards');
    clock.advance(5_000);
    expect(gateway.writes.filter((w) => w.op === 'recordRound' && w.kept)).toHaveLength(1);
  });
});

describe('history', () => {
  function withRounds() {
    const env = setup();
    const store = make(env.deps);
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

  it('exports CSV and Markdown of what is shown', () => {
    const { store } = withRounds();
    const release = store.history.watch();
    expect(parseCsv(store.history.csv())).toEqual([
      ['Time', 'Story', 'Votes', 'Average', 'Closest card'],
      ['2026-11-23 09:31', 'B, "two"', '<b>Bob</b>: 5', '5.00', ''],
      ['2026-11-23 09:30', "'=1+1", 'Ann: 3', '3.00', ''],
    ]);
    expect(store.history.markdown()).toContain(
      '| 2026-11-23 09:31 | B, "two" | \\<b\\>Bob\\</b\\>: 5 | 5.00 |  |',
    );
    release();
  });
});

describe('dispose', () => {
  it('leaves no listener and no timer behind', () => {
    const { gateway, clock, deps } = setup();
    const store = make(deps, {
      round: () => ({ participants: [vote('a', 'A', '1')], blockedIds: new Set() }),
    });
    store.countdown.start(60_000);
    store.history.watch();
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(clock.pending).toBe(0);
  });
});
