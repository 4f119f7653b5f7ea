/**
 * Watching from a phone (docs/product.md, Watchers): the join form's choice, kept on the
 * device; a watcher's presence entry says so and it has no record, so the room's counts,
 * reveal and average are the voters' alone; it sees the reveal and may start a New round;
 * and it switches to voting and back once joined.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantHandle } from '../../../../renderer/data/gateway';
import { IDENTITY_KEYS, WATCH_KEY } from '../../../../renderer/domain/storage-keys';
import type { PresenceRole } from '../../../../renderer/domain/types';
import type { PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  ME,
  RefusingGateway,
  disposePhones,
  joinAs,
  other,
  ownRecord,
  rejoiningDeps,
  setupPhone,
  startPhone,
  stored,
  writesOf,
} from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposePhones);

/** A started phone that joined through the form, watching. */
function watcher(gateway = new FakeGateway(), deps = testDeps(gateway)): PhoneRoot {
  const store = startPhone(gateway, deps);
  store.watchChoice.setWatching(true);
  joinAs(store, 'Wes');
  return store;
}

/** A voter on another phone, connected. */
function voter(gateway: FakeGateway, userId: string, value: string, ready: boolean): void {
  other(gateway, userId, value, ready);
  gateway.setPresence(CODE, userId, { connectedAt: 1, role: 'voter' });
}

const removals = (gateway: FakeGateway) =>
  gateway.writes.filter((w) => w.op === 'removeParticipant').length;

const presenceOf = (gateway: FakeGateway, userId: string) =>
  gateway.presence.get(CODE)?.get(userId);

describe('joining to watch', () => {
  it('writes a watcher presence entry and no record; the page watches', () => {
    const gateway = new FakeGateway();
    other(gateway, 'ann', '3', false, true);
    const store = watcher(gateway);
    const me = store.identity.userId;
    expect(writesOf(gateway, 'join')).toMatchObject([{ userId: me, role: 'watcher' }]);
    expect(presenceOf(gateway, me)).toMatchObject({ role: 'watcher' });
    expect(stored(gateway, me)).toBeNull();
    expect(writesOf(gateway, 'enter')).toEqual([]);
    // Nothing to remove either: it never had a record here.
    expect(gateway.writes.filter((w) => w.op === 'removeParticipant')).toEqual([]);
    expect(store.participation.phase).toBe('watching');
    expect(store.participation.entered).toBe(false);
    expect(store.roster.summary).toMatchObject({ participantCount: 1, readyCount: 0 });
  });

  it('a voter joins as a voter, saying so', () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
    expect(writesOf(gateway, 'join')).toMatchObject([{ role: 'voter' }]);
    expect(store.participation.phase).toBe('choosing');
  });

  it('enters nothing on later room snapshots, and cannot pick a card', () => {
    const gateway = new FakeGateway();
    const store = watcher(gateway);
    other(gateway, 'ann', '3', false, true);
    other(gateway, 'bob', '5', false, true);
    store.participation.selectCard('3');
    store.participation.setReady(true);
    expect(writesOf(gateway, 'enter')).toEqual([]);
    expect(writesOf(gateway, 'change')).toEqual([]);
    expect(store.participation.value).toBe('');
    expect(store.participation.canChange).toBe(false);
  });

  it('sees the reveal like everyone, without holding it up, and may start a New round', async () => {
    const gateway = new FakeGateway();
    const store = watcher(gateway);
    voter(gateway, 'ann', '3', true);
    voter(gateway, 'bob', '5', false);
    expect(store.participation.phase).toBe('watching');
    voter(gateway, 'bob', '5', true);
    expect(store.participation.phase).toBe('revealed');
    expect(store.roster.summary).toMatchObject({ participantCount: 2, readyCount: 2, average: 4 });
    store.newRound();
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    const write = gateway.writes.find((w) => w.op === 'newRound');
    expect(write).toMatchObject({ remove: [] });
    expect(JSON.stringify(write)).not.toContain(store.identity.userId);
    // New round leaves a watcher's presence alone, and it keeps watching.
    expect(presenceOf(gateway, store.identity.userId)).toMatchObject({ role: 'watcher' });
    expect(store.participation.phase).toBe('watching');
    expect(writesOf(gateway, 'enter')).toEqual([]);
  });

  it('a record left from voting on this device goes when it joins to watch', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('8', true));
    const deps = rejoiningDeps(gateway);
    deps.localStorage.setItem(WATCH_KEY, 'watch');
    const store = startPhone(gateway, deps);
    expect(store.participation.joined).toBe(true);
    expect(stored(gateway, ME)).toBeNull();
    expect(gateway.writes).toContainEqual({ op: 'removeParticipant', code: CODE, userId: ME });
    expect(store.participation.phase).toBe('watching');
    expect(store.participation.value).toBe('');
  });

  it('another tab of this device, still voting, keeps its card: removed once, not again and again', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('8', true));
    const deps = rejoiningDeps(gateway);
    deps.localStorage.setItem(WATCH_KEY, 'watch');
    const store = startPhone(gateway, deps);
    expect(removals(gateway)).toBe(1);
    // The voting tab enters again.
    gateway.setRecord(CODE, ME, ownRecord('', false));
    expect(removals(gateway)).toBe(1);
    expect(stored(gateway, ME)).not.toBeNull();
    expect(store.participation.phase).toBe('watching');
    // Joining again (after Leave) clears what is left once more.
    store.participation.leave();
    gateway.setRecord(CODE, ME, ownRecord('', false));
    store.joinForm.submit();
    expect(removals(gateway)).toBe(2);
    expect(stored(gateway, ME)).toBeNull();
  });

  it('drops off like a voter: the presence entry goes with the connection, and comes back', () => {
    const gateway = new FakeGateway();
    const store = watcher(gateway);
    const me = store.identity.userId;
    gateway.setConnected(false);
    expect(presenceOf(gateway, me)).toBeUndefined();
    gateway.setConnected(true);
    expect(presenceOf(gateway, me)).toMatchObject({ role: 'watcher' });
  });

  it('Leave removes the presence entry, leaves no departure and keeps the choice', () => {
    const gateway = new FakeGateway();
    const store = startPhone(gateway);
    joinAs(store);
    // Voted in this round, then switched to watching: it is no longer in the round.
    store.participation.selectCard('5');
    store.watchChoice.setWatching(true);
    store.participation.leave();
    expect(writesOf(gateway, 'leave')).toMatchObject([{ departure: null }]);
    expect(presenceOf(gateway, store.identity.userId)).toBeUndefined();
    expect(store.participation.phase).toBe('join');
    expect(store.watchChoice.watching).toBe(true);
  });
});

describe('the choice is kept on the device', () => {
  it('is stored when made and read by the next page', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const first = startPhone(gateway, deps);
    expect(first.watchChoice.watching).toBe(false);
    expect(first.watchChoice.role).toBe('voter');
    first.watchChoice.setWatching(true);
    expect(deps.localStorage.getItem(WATCH_KEY)).toBe('watch');
    const next = startPhone(gateway, deps);
    expect(next.watchChoice.watching).toBe(true);
    expect(next.watchChoice.role).toBe('watcher');
    next.watchChoice.setWatching(false);
    expect(deps.localStorage.getItem(WATCH_KEY)).toBeNull();
    expect(startPhone(gateway, deps).watchChoice.watching).toBe(false);
  });

  it.each(['true', '1', 'watcher', 'Watch', ''])('%j found in storage means voting', (found) => {
    const deps = testDeps(new FakeGateway());
    deps.localStorage.setItem(WATCH_KEY, found);
    expect(startPhone(deps.gateway as FakeGateway, deps).watchChoice.watching).toBe(false);
  });

  it('lives beside the name, under its own key', () => {
    expect(WATCH_KEY).toBe('storyPoint.vote.role');
    expect(Object.values(IDENTITY_KEYS)).not.toContain(WATCH_KEY);
  });

  it('before joining, changing it writes nothing to the database', () => {
    const { store, gateway } = setupPhone();
    store.watchChoice.setWatching(true);
    store.watchChoice.setWatching(false);
    expect(gateway.presenceWrites).toEqual([]);
    expect(gateway.writes).toEqual([]);
  });
});

describe('switching once joined', () => {
  it('a voter becomes a watcher: its card goes, its presence says watcher', () => {
    const gateway = new FakeGateway();
    voter(gateway, 'ann', '3', false);
    const store = startPhone(gateway);
    joinAs(store);
    const me = store.identity.userId;
    store.participation.selectCard('5');
    store.participation.setReady(true);
    expect(store.roster.summary).toMatchObject({ participantCount: 2, readyCount: 1 });
    store.watchChoice.setWatching(true);
    expect(writesOf(gateway, 'setRole')).toEqual([
      { op: 'setRole', code: CODE, userId: me, role: 'watcher' },
    ]);
    expect(presenceOf(gateway, me)).toMatchObject({ role: 'watcher' });
    expect(stored(gateway, me)).toBeNull();
    expect(store.participation).toMatchObject({ value: '', ready: false, entered: false });
    expect(store.roster.summary).toMatchObject({ participantCount: 1, readyCount: 0 });
    expect(store.participation.phase).toBe('watching');
    // Ann alone is in the round now: her Ready reveals it.
    voter(gateway, 'ann', '3', true);
    expect(store.roster.summary).toMatchObject({ participantCount: 1, readyCount: 1, average: 3 });
    expect(store.participation.phase).toBe('revealed');
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
  });

  it('every switch to watching removes the card of the round before', () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
    const me = store.identity.userId;
    for (const n of [1, 2, 3]) {
      store.watchChoice.setWatching(true);
      expect(stored(gateway, me)).toBeNull();
      expect(removals(gateway)).toBe(n);
      store.watchChoice.setWatching(false);
      expect(stored(gateway, me)).not.toBeNull();
    }
  });

  it('a watcher becomes a voter: its presence says voter and it enters the round', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'round', 4);
    const store = watcher(gateway);
    const me = store.identity.userId;
    store.watchChoice.setWatching(false);
    expect(writesOf(gateway, 'setRole')).toMatchObject([{ role: 'voter' }]);
    expect(presenceOf(gateway, me)).toMatchObject({ role: 'voter' });
    expect(stored(gateway, me)).toMatchObject({ userName: 'Wes', value: '', round: 4 });
    expect(store.participation.phase).toBe('choosing');
    store.participation.selectCard('8');
    expect(stored(gateway, me)).toMatchObject({ value: '8' });
  });

  it('a watcher who votes while the round is revealed waits for the next one', () => {
    const gateway = new FakeGateway();
    other(gateway, 'ann', '3', true, true);
    const store = watcher(gateway);
    expect(store.participation.phase).toBe('revealed');
    store.watchChoice.setWatching(false);
    expect(store.participation.phase).toBe('next-round');
    expect(stored(gateway, store.identity.userId)).toBeNull();
    // Watching again: no longer waiting for a round, it sees the result as a watcher.
    store.watchChoice.setWatching(true);
    expect(store.participation.waitingForNextRound).toBe(false);
    expect(store.participation.phase).toBe('revealed');
  });

  it('a page restarted (StrictMode, a discarded tab) follows the choice once', () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
    store.dispose();
    store.start();
    expect(store.participation.joined).toBe(true);
    store.watchChoice.setWatching(true);
    expect(writesOf(gateway, 'setRole')).toHaveLength(1);
  });

  it('back and forth: voting again enters again, even after an entry still on its way', () => {
    const gateway = new HeldEnterGateway();
    const store = startPhone(gateway);
    joinAs(store);
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
    // The entry has not arrived when the phone switches to watching and back.
    store.watchChoice.setWatching(true);
    store.watchChoice.setWatching(false);
    expect(writesOf(gateway, 'enter')).toHaveLength(2);
    gateway.hold = false;
    store.watchChoice.setWatching(true);
    store.watchChoice.setWatching(false);
    expect(writesOf(gateway, 'enter')).toHaveLength(3);
    expect(store.participation.entered).toBe(true);
  });

  it('a refused switch is logged, and the page still follows its choice', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = startPhone(gateway, deps);
    joinAs(store);
    gateway.refuse.add('setRole');
    gateway.failRemove = true;
    store.watchChoice.setWatching(true);
    await vi.waitFor(() => expect(deps.log.warnings).toHaveLength(2));
    expect(deps.log.warnings).toEqual(
      expect.arrayContaining([
        ['Could not change role:', expect.any(Error)],
        ['Could not remove the card:', expect.any(Error)],
      ]),
    );
    expect(store.participation.phase).toBe('watching');
  });
});

/** Keeps the entries back (a slow connection) while `hold` is on. */
class HeldEnterGateway extends FakeGateway {
  hold = true;

  override joinRoom(
    code: string,
    userId: string,
    heartbeatMs = 0,
    role: PresenceRole = 'voter',
  ): ParticipantHandle {
    const handle = super.joinRoom(code, userId, heartbeatMs, role);
    return {
      ...handle,
      enter: (record) => {
        if (!this.hold) return handle.enter(record);
        this.presenceWrites.push({ op: 'enter', code, record });
        return new Promise<void>(() => undefined);
      },
    };
  }
}
