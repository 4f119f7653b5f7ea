/**
 * Keeping revealed rounds: once, however many devices watch; only after the reveal
 * lasted; not before the story and the round number arrived; the same votes after New
 * round are another round; a story named during the wait does not restart it.
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
// Loaded before the tests, as the backlog store tests do (see there): the store loads it lazily.
import '../../../../renderer/domain/backlog-import';
import type { RoundSource } from '../../../../renderer/stores/session/round-recorder';
import { FakeClock } from '../../../support/fake-clock';
import { FakeGateway } from '../../../support/fake-gateway';
import { roundVote } from '../../../support/records';
import {
  CODE,
  disposeSessions,
  holding,
  kept,
  makeSession,
  sessionSetup,
} from '../../../support/session-harness';
import { testDeps } from '../../../support/test-deps';
import type { RoomCard } from '../../../../renderer/domain/types';

afterEach(disposeSessions);

describe('before the session arrives', () => {
  it('shows no story, keeps no round and has no history loaded', () => {
    const { gateway, held } = holding();
    const { deps, clock } = sessionSetup(0, gateway);
    const store = makeSession(deps, {
      round: () => ({ participants: [roundVote(CODE, 'ann', 'ANN', '3')], blockedIds: new Set() }),
    });
    expect(store.story.text).toBe('');
    expect(store.roundRecorder.loaded).toBe(false);
    expect(store.history.loaded).toBe(false);
    // The round number alone is not enough: the story may still name this round.
    held.round!(2);
    expect(store.roundRecorder.loaded).toBe(false);
    clock.advance(5_000);
    expect(kept(gateway)).toBe(0);
    held.story!('PROJ-9');
    expect(store.roundRecorder.loaded).toBe(true);
    clock.advance(0);
    expect(kept(gateway)).toBe(1);
  });
});

describe('keeping revealed rounds', () => {
  function roomSetup(delay = 1_000) {
    const env = sessionSetup();
    const room = observable.box<RoundSource>(
      { participants: [], blockedIds: new Set() },
      { deep: false },
    );
    const store = makeSession(env.deps, { round: () => room.get(), recordDelayMs: delay });
    const set = (participants: RoomCard[]) =>
      runInAction(() => room.set({ participants, blockedIds: new Set() }));
    return { ...env, store, set, room };
  }

  it('keeps a round once it stayed revealed, with story, names, values and average', () => {
    const { gateway, clock, store, set } = roomSetup();
    store.story.set('PROJ-7');
    set([roundVote(CODE, 'a', 'Ann', '3'), roundVote(CODE, 'b', 'Bob', '5', false)]);
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'keepRound')).toBe(false);
    set([roundVote(CODE, 'a', 'Ann', '3'), roundVote(CODE, 'b', 'Bob', '5')]);
    clock.advance(999);
    expect(gateway.writes.some((w) => w.op === 'keepRound')).toBe(false);
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

  it('keeps the current backlog story (key and title) instead of the free-text story', async () => {
    const { gateway, clock, store, set } = roomSetup(0);
    store.story.set('Free text');
    await store.backlog.prepareText('Issue key,Summary\nPAY-1,Pay by card\nPAY-2,Refund');
    await store.backlog.confirmImport('replace');
    await store.backlog.skip();
    set([roundVote(CODE, 'a', 'Ann', '3')]);
    clock.advance(0);
    // Without a current story (the backlog cleared by another device) the free text again.
    gateway.setSession(CODE, 'currentStory', null);
    gateway.setSession(CODE, 'round', 1);
    set([roundVote(CODE, 'a', 'Ann', '5')]);
    clock.advance(0);
    const release = store.history.watch();
    expect(store.history.entries.map((e) => e.story)).toEqual(['Free text', 'PAY-2 Refund']);
    release();
  });

  it('a reveal that does not last is not kept', () => {
    const { gateway, clock, set } = roomSetup();
    set([roundVote(CODE, 'a', 'Ann', '3')]);
    clock.advance(500);
    set([roundVote(CODE, 'a', 'Ann', '3', false)]);
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'keepRound')).toBe(false);
  });

  it('several devices watching the same reveal keep it once', () => {
    const shared = new FakeGateway();
    const clock = new FakeClock();
    shared.now = () => clock.now();
    const rooms = [0, 1, 2].map(() => {
      const store = makeSession(testDeps(shared, { clock }), {
        round: () => ({
          participants: [roundVote(CODE, 'a', 'Ann', '8'), roundVote(CODE, 'b', 'Bob', '13')],
          blockedIds: new Set(),
        }),
        recordDelayMs: 1_000,
      });
      return store;
    });
    clock.advance(2_000);
    const records = shared.writes.filter((w) => w.op === 'keepRound');
    expect(records).toHaveLength(3);
    expect(records.filter((w) => w.op === 'keepRound' && w.kept)).toHaveLength(1);
    const release = rooms[0]!.history.watch();
    expect(rooms[0]!.history.entries).toHaveLength(1);
    release();
  });

  it('waits for the round number before keeping (a fresh device must not take it for a new round)', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'round', 3);
    const { clock, deps } = sessionSetup(0, gateway);
    // The round number is not delivered yet: a gateway that holds its first event back.
    let deliver: ((raw: unknown) => void) | null = null;
    const held = Object.create(gateway) as FakeGateway;
    held.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const store = makeSession(
      { ...deps, gateway: held },
      {
        round: () => ({ participants: [roundVote(CODE, 'a', 'Ann', '1')], blockedIds: new Set() }),
      },
    );
    clock.advance(5_000);
    expect(gateway.writes.some((w) => w.op === 'keepRound')).toBe(false);
    deliver!(3);
    expect(store.roundRecorder.loaded).toBe(true);
    clock.advance(1_000);
    const kept = gateway.writes.find((w) => w.op === 'keepRound');
    expect(kept?.op === 'keepRound' && kept.fingerprint.startsWith('3-')).toBe(true);
  });

  it('the same votes after New round are another round (it counts the round number up)', async () => {
    const { gateway, clock, set } = roomSetup();
    set([roundVote(CODE, 'a', 'Ann', '5')]);
    clock.advance(1_000);
    set([roundVote(CODE, 'a', 'Ann', '', false)]);
    await gateway.startNewRound(CODE, { remove: [] });
    set([roundVote(CODE, 'a', 'Ann', '5')]);
    clock.advance(1_000);
    expect(gateway.writes.filter((w) => w.op === 'keepRound' && w.kept)).toHaveLength(2);
  });

  it('editing the story after the reveal keeps the round once', () => {
    const { gateway, clock, store, set } = roomSetup();
    set([roundVote(CODE, 'a', 'Ann', '5')]);
    clock.advance(1_000);
    store.story.set('Named afterwards');
    clock.advance(5_000);
    expect(gateway.writes.filter((w) => w.op === 'keepRound' && w.kept)).toHaveLength(1);
  });
});

describe('when a revealed round is kept', () => {
  function room(delay: number) {
    const env = sessionSetup();
    const source = observable.box<RoundSource>(
      {
        participants: [
          roundVote(CODE, 'ann', 'ANN', '3', false),
          roundVote(CODE, 'bob', 'BOB', '5', false),
        ],
        blockedIds: new Set(),
      },
      { deep: false },
    );
    const store = makeSession(env.deps, { round: () => source.get(), recordDelayMs: delay });
    const set = (participants: RoomCard[]) =>
      runInAction(() => source.set({ participants, blockedIds: new Set() }));
    return { ...env, store, set };
  }

  it('naming the story during the wait does not restart it', () => {
    const { gateway, clock, store, set } = room(1_000);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5')]);
    clock.advance(600);
    store.story.set('Named while revealed');
    clock.advance(400);
    expect(kept(gateway)).toBe(1);
  });

  it('a second start() does not restart the wait', () => {
    const { gateway, clock, store, set } = room(1_000);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5')]);
    clock.advance(600);
    store.roundRecorder.start();
    clock.advance(400);
    expect(kept(gateway)).toBe(1);
  });

  it('a round waiting when the recorder stops is kept after start(), once it waited again', () => {
    const { gateway, clock, store, set } = room(1_000);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5')]);
    clock.advance(600);
    store.roundRecorder.dispose();
    clock.advance(5_000);
    expect(kept(gateway)).toBe(0);
    store.roundRecorder.start();
    clock.advance(999);
    expect(kept(gateway)).toBe(0);
    clock.advance(1);
    expect(kept(gateway)).toBe(1);
  });

  it('a reveal that flickers off and on waits its full time again', () => {
    const { gateway, clock, set } = room(1_000);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5')]);
    clock.advance(500);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5', false)]);
    clock.advance(100);
    set([roundVote(CODE, 'ann', 'ANN', '3'), roundVote(CODE, 'bob', 'BOB', '5')]);
    clock.advance(999);
    expect(kept(gateway)).toBe(0);
    clock.advance(1);
    expect(kept(gateway)).toBe(1);
  });
});
