/**
 * PhoneRoot at the edges a phone meets in the field, on the in-memory gateway: the
 * room's first snapshot arriving after the own record (as the real SDK may order
 * them), a restart (StrictMode, a discarded tab) while the room moved on, a reload
 * under another name or picture, writes the database refuses, and the buttons
 * passed to React as bare callbacks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ParticipantHandle, RawChild, Unsubscribe } from '../../../renderer/data/gateway';
import { decodeSelected, encodeSelected } from '../../../renderer/domain/codec';
import { CONNECT_GRACE_MS, PhoneRoot } from '../../../renderer/stores/phone-root';
import { FakeGateway } from '../../support/fake-gateway';
import { testDeps, type TestDeps } from '../../support/test-deps';
import { IDENTITY_KEYS, VOTE_SESSION_KEYS } from '../../../renderer/domain/storage-keys';

const CODE = 'team-a';
const ME = 'u-' + 'a'.repeat(20);
const PICTURE = 'https://example.org/ann.png';
const stores: PhoneRoot[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

/** The room's snapshots are held back until {@link LateRoomGateway.releaseRoom}. */
class LateRoomGateway extends FakeGateway {
  private held: (() => void)[] = [];

  override onParticipants(
    code: string,
    limit: number,
    cb: (children: RawChild[]) => void,
  ): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    this.held.push(() => {
      if (!stopped) stop = super.onParticipants(code, limit, cb);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /** The room's first snapshot arrives (and later ones follow). */
  releaseRoom(): void {
    for (const f of this.held.splice(0)) f();
  }
}

/** Refuses the participant writes named in {@link RefusingGateway.refuse}, as the rules would. */
class RefusingGateway extends FakeGateway {
  readonly refuse = new Set<'enter' | 'change' | 'leave'>();

  override joinScreen(code: string, userId: string, heartbeatMs = 0): ParticipantHandle {
    const handle = super.joinScreen(code, userId, heartbeatMs);
    const refused = (what: 'enter' | 'change' | 'leave') =>
      this.refuse.has(what) ? Promise.reject(new Error(`${what} refused`)) : null;
    return {
      enter: (r) => refused('enter') ?? handle.enter(r),
      change: (c) => refused('change') ?? handle.change(c),
      leave: () => refused('leave') ?? handle.leave(),
      dispose: () => handle.dispose(),
    };
  }
}

/** Never reports `.info/connected` (a page that cannot reach the database at all). */
class SilentGateway extends FakeGateway {
  override onConnected(): Unsubscribe {
    return () => undefined;
  }
}

function phone(gateway: FakeGateway, deps: TestDeps = testDeps(gateway)): PhoneRoot {
  const store = new PhoneRoot(CODE, deps, { navigate: () => undefined });
  stores.push(store);
  store.start();
  return store;
}

function join(store: PhoneRoot, name = 'Ann'): void {
  store.identity.setNameDraft(name);
  expect(store.joinForm.submit()).toBe(true);
}

function other(gateway: FakeGateway, userId: string, value: string, showCard: boolean) {
  gateway.setRecord(CODE, userId, {
    userId,
    userName: userId,
    selected: encodeSelected(value, CODE, userId),
    showCard,
    lastUpdate: Date.now(),
  });
}

function stored(gateway: FakeGateway, userId: string) {
  const rec = gateway.screens.get(CODE)?.get(userId);
  if (!rec) return null;
  const decoded = decodeSelected(rec.selected, CODE, userId);
  return { ...rec, value: decoded.ok ? decoded.value : '<undecodable>' } as Record<string, unknown>;
}

function writesOf(gateway: FakeGateway, op: string) {
  return gateway.presenceWrites.filter((w) => w.op === op);
}

/** Deps of a page that had joined as `ME` (a reload joins again by itself). */
function rejoiningDeps(gateway: FakeGateway, name = 'Ann', picture?: string): TestDeps {
  const deps = testDeps(gateway);
  deps.localStorage.setItem(IDENTITY_KEYS.userId, ME);
  deps.localStorage.setItem(IDENTITY_KEYS.userName, name);
  if (picture) deps.localStorage.setItem(IDENTITY_KEYS.picture, picture);
  deps.sessionStorage.setItem(VOTE_SESSION_KEYS.joinedCode, CODE);
  return deps;
}

function ownRecord(value: string, showCard: boolean, extra: Record<string, unknown> = {}) {
  return {
    userId: ME,
    userName: 'Ann',
    selected: encodeSelected(value, CODE, ME),
    showCard,
    lastUpdate: Date.now(),
    ...extra,
  };
}

describe('before the page has joined or heard from the database', () => {
  it('a page not started yet shows no offline banner and no choice', () => {
    const store = new PhoneRoot(CODE, testDeps(new FakeGateway()), { navigate: () => undefined });
    stores.push(store);
    expect(store.connection.offline).toBe(false);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.phase).toBe('join');
  });

  it('a page that never hears from the database shows the offline banner after the grace', () => {
    const gateway = new SilentGateway();
    const deps = testDeps(gateway);
    const store = phone(gateway, deps);
    expect(store.connection.offline).toBe(false);
    deps.clock.advance(CONNECT_GRACE_MS);
    expect(store.connection.offline).toBe(true);
  });

  it('joined before the room loaded: the cards show, nothing chosen, no record until the room is known', () => {
    const gateway = new LateRoomGateway();
    const store = phone(gateway);
    join(store);
    expect(store.participation.phase).toBe('choosing');
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(writesOf(gateway, 'enter')).toEqual([]);
    gateway.releaseRoom();
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
    expect(store.participation.entered).toBe(true);
  });

  it('joined before a revealed room loaded: waits for the next round and writes no record', () => {
    const gateway = new LateRoomGateway();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '5', true);
    const store = phone(gateway);
    join(store);
    expect(writesOf(gateway, 'enter')).toEqual([]);
    gateway.releaseRoom();
    expect(store.participation.phase).toBe('next-round');
    expect(stored(gateway, store.identity.userId)).toBeNull();
  });

  it('a reload whose record vanishes before the room loads shows no old vote and cannot vote into it', () => {
    const gateway = new LateRoomGateway();
    gateway.setRecord(CODE, ME, ownRecord('5', true));
    const store = phone(gateway, rejoiningDeps(gateway));
    expect(store.participation.value).toBe('5');
    expect(store.participation.ready).toBe(true);
    expect(store.participation.entered).toBe(true);

    // The wall removes the record (New round while this phone was asleep).
    gateway.setRecord(CODE, ME, null);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.entered).toBe(false);
    expect(store.participation.canChange).toBe(false);
    store.participation.selectCard('3');
    store.participation.refresh();
    expect(writesOf(gateway, 'change')).toEqual([]);
    expect(stored(gateway, ME)).toBeNull();
  });
});

describe('restart and repeated calls', () => {
  it('starting twice (an effect run again) listens and joins once', () => {
    const gateway = new FakeGateway();
    const deps = rejoiningDeps(gateway);
    const store = phone(gateway, deps);
    const listeners = gateway.listenerCount;
    const timers = deps.clock.pending;
    store.start();
    expect(gateway.listenerCount).toBe(listeners);
    expect(deps.clock.pending).toBe(timers);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
  });

  it('Join pressed twice joins once; Join before the page started does nothing', () => {
    const gateway = new FakeGateway();
    const store = phone(gateway);
    join(store);
    join(store);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
    expect(writesOf(gateway, 'enter')).toHaveLength(1);

    const idle = new PhoneRoot(CODE, testDeps(gateway), { navigate: () => undefined });
    stores.push(idle);
    idle.identity.setNameDraft('Bo');
    idle.joinForm.submit();
    expect(idle.participation.joined).toBe(false);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
  });

  it('a page restarted while the room was revealed without it waits for the fresh room, its choice dropped', () => {
    const gateway = new LateRoomGateway();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '3', false);
    const store = phone(gateway);
    gateway.releaseRoom();
    join(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('waiting');

    store.dispose();
    // Meanwhile cat leaves: bob is the only one left, and ready: the room is revealed.
    gateway.setRecord(CODE, 'cat', null);
    store.start();
    expect(store.participation.joined).toBe(true);
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
    gateway.releaseRoom();
    expect(store.participation.phase).toBe('next-round');
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(stored(gateway, store.identity.userId)).toBeNull();
  });

  it('actions handed to buttons as bare callbacks still act on the store', () => {
    const gateway = new FakeGateway();
    const store = phone(gateway);
    store.identity.setNameDraft('Ann');
    const { submit } = store.joinForm;
    const { selectCard, setReady, leave } = store.participation;
    expect(submit()).toBe(true);
    selectCard('5');
    setReady(true);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
    leave();
    expect(store.participation.phase).toBe('join');
  });
});

describe('choosing rules', () => {
  it('tapping the chosen card while Ready keeps it (Not ready first)', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = phone(gateway);
    join(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    const writes = gateway.presenceWrites.length;
    store.participation.selectCard('5');
    expect(store.participation.value).toBe('5');
    expect(gateway.presenceWrites.length).toBe(writes);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
  });

  it('Ready with no card chosen writes nothing: the screen never sees a ready blank vote', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = phone(gateway);
    join(store);
    const writes = gateway.presenceWrites.length;
    store.participation.setReady(true);
    expect(gateway.presenceWrites.length).toBe(writes);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ showCard: false });
  });

  it('the card set cannot change while Ready', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = phone(gateway);
    join(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    store.participation.setCardSet('sizes');
    expect(store.participation.cards).toContain('5');
    expect(store.participation.value).toBe('5');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
  });

  it('switching the card set writes nothing when no card is chosen or the card stays offered', () => {
    const gateway = new FakeGateway();
    const store = phone(gateway);
    join(store);
    const writes = gateway.presenceWrites.length;
    store.participation.setCardSet('sizes');
    store.participation.setCardSet('points');
    expect(gateway.presenceWrites.length).toBe(writes);
    store.participation.selectCard('8');
    store.participation.setCardSet('points');
    expect(store.participation.value).toBe('8');
    expect(gateway.presenceWrites.length).toBe(writes + 1);
  });

  it('a phone waiting for the next round can start it (New round)', async () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', true);
    const store = phone(gateway);
    join(store);
    expect(store.participation.phase).toBe('next-round');
    store.participation.newRound();
    for (let i = 0; i < 20 && store.rounds.busy; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toHaveLength(1);
    expect(store.participation.phase).toBe('choosing');
  });
});

describe('leaving', () => {
  it('after Leave the page keeps no card, readiness or place in the room', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = phone(gateway);
    join(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    store.participation.leave();
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.entered).toBe(false);
    expect(store.participation.canChange).toBe(false);
  });

  it('Leave while waiting for the next round leaves that wait behind', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', true);
    const store = phone(gateway);
    join(store);
    expect(store.participation.waitingForNextRound).toBe(true);
    store.participation.leave();
    expect(store.participation.waitingForNextRound).toBe(false);
    expect(store.participation.phase).toBe('join');
  });
});

describe('a reload under another name or picture', () => {
  it('renames the record once and keeps the vote', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('13', true));
    const store = phone(gateway, rejoiningDeps(gateway, 'Bo'));
    expect(store.participation.value).toBe('13');
    expect(stored(gateway, ME)).toMatchObject({ userName: 'Bo', value: '13', showCard: true });
    expect(writesOf(gateway, 'change')).toEqual([
      { op: 'change', code: CODE, userId: ME, change: { userName: 'Bo', picture: null } },
    ]);
  });

  it('a new picture follows into the record; the name stays', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false));
    phone(gateway, rejoiningDeps(gateway, 'Ann', PICTURE));
    expect(stored(gateway, ME)).toMatchObject({ userName: 'Ann', picture: PICTURE, value: '3' });
  });

  it('the same name and picture write nothing', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false, { picture: PICTURE }));
    const store = phone(gateway, rejoiningDeps(gateway, 'Ann', PICTURE));
    expect(store.participation.value).toBe('3');
    expect(writesOf(gateway, 'change')).toEqual([]);
  });

  it('the same name and no picture write nothing', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false));
    phone(gateway, rejoiningDeps(gateway, 'Ann'));
    expect(writesOf(gateway, 'change')).toEqual([]);
  });
});

describe('writes the database refuses', () => {
  it('a refused entry is logged and tried again with the next room snapshot', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = phone(gateway, deps);
    gateway.refuse.add('enter');
    join(store);
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not join the screen:', expect.any(Error)]]);
    gateway.refuse.clear();
    other(gateway, 'bob', '8', false);
    expect(store.participation.entered).toBe(true);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ userName: 'Ann' });
  });

  it('a refused vote is logged', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = phone(gateway, deps);
    join(store);
    gateway.refuse.add('change');
    store.participation.selectCard('5');
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not send the vote:', expect.any(Error)]]);
  });

  it('a refused leave is logged', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = phone(gateway, deps);
    join(store);
    gateway.refuse.add('leave');
    store.participation.leave();
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not leave the screen:', expect.any(Error)]]);
    expect(store.participation.phase).toBe('join');
  });
});
