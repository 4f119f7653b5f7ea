import { describe, expect, it, vi } from 'vitest';
import { deferGateway } from '../../../renderer/data/deferred-gateway';
import type { FirstLook } from '../../../renderer/data/first-look';
import { lazyFirstLook } from '../../../renderer/data/lazy-first-look';
import type { DatabaseGateway, OwnRecord, ParticipantHandle } from '../../../renderer/data/gateway';

/** A gateway whose calls are recorded; subscriptions hand out their callbacks. */
function fakeGateway() {
  const calls: string[] = [];
  const connectedCbs: ((c: boolean) => void)[] = [];
  const handle: ParticipantHandle = {
    enter: vi.fn(async () => undefined),
    change: vi.fn(async () => undefined),
    setRole: vi.fn(async () => undefined),
    leave: vi.fn(async () => undefined),
    dispose: vi.fn(),
  };
  const gateway: DatabaseGateway = {
    onConfig: () => () => undefined,
    updateConfig: async () => undefined,
    readThemes: async () => ['t'],
    onParticipants: () => () => undefined,
    readParticipants: async () => [],
    writeSelected: async (code, userId, selected) => {
      calls.push(`write ${code} ${userId} ${selected}`);
    },
    startNewRound: async () => ({ failed: [], markerFailed: false }),
    onPresence: () => () => undefined,
    onDepartures: () => () => undefined,
    removeParticipant: async (code, userId) => {
      calls.push(`remove ${code} ${userId}`);
    },
    onConnected: (cb) => {
      connectedCbs.push(cb);
      calls.push('listen connected');
      return () => calls.push('stop connected');
    },
    onOwnRecord: () => () => undefined,
    joinRoom: (code, userId, _heartbeatMs, role) => {
      calls.push(`join ${code} ${userId} ${role}`);
      return handle;
    },
    serverNow: () => 42,
    onStory: () => () => undefined,
    setStory: async () => undefined,
    onDeck: () => () => undefined,
    setDeck: async (code, deck) => {
      calls.push(`deck ${code} ${deck?.preset ?? 'standard'}`);
    },
    onTimer: () => () => undefined,
    startTimer: async (code, ms) => {
      calls.push(`timer ${code} ${ms}`);
    },
    stopTimer: async () => undefined,
    onRoundNumber: () => () => undefined,
    onHistory: () => () => undefined,
    keepRound: async () => true,
    deleteHistoryEntry: async () => undefined,
    onBacklog: (code) => {
      calls.push(`listen backlog ${code}`);
      return () => undefined;
    },
    onCurrentStory: (code) => {
      calls.push(`listen current ${code}`);
      return () => undefined;
    },
    onSessionPart: (code, part) => {
      calls.push(`listen ${part} ${code}`);
      return () => undefined;
    },
    updateSession: async (code, patch) => {
      calls.push(`update ${code} ${Object.keys(patch).join(' ')}`);
    },
  };
  return { gateway, calls, connectedCbs, handle };
}

function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const record = (selected: string): OwnRecord => ({
  userId: 'u1',
  userName: 'Ann',
  selected,
  showCard: false,
  round: 0,
});

describe('deferGateway', () => {
  it('starts subscriptions made before the gateway arrived, once it arrives', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const seen: boolean[] = [];
    deferred.onConnected((c) => seen.push(c));
    expect(fake.calls).toEqual([]);
    loading.resolve(fake.gateway);
    await deferred.ready;
    expect(fake.calls).toEqual(['listen connected']);
    fake.connectedCbs[0]!(true);
    expect(seen).toEqual([true]);
  });

  it('never starts a subscription stopped before the gateway arrived', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const stop = deferred.onConnected(() => undefined);
    stop();
    loading.resolve(fake.gateway);
    await deferred.ready;
    expect(fake.calls).toEqual([]);
  });

  it('stops a subscription that started after the arrival', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const stop = deferred.onConnected(() => undefined);
    loading.resolve(fake.gateway);
    await deferred.ready;
    stop();
    expect(fake.calls).toEqual(['listen connected', 'stop connected']);
  });

  it('carries out writes made meanwhile and resolves them then', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const write = deferred.writeSelected('room', 'u1', 'x');
    loading.resolve(fake.gateway);
    await write;
    expect(fake.calls).toEqual(['write room u1 x']);
    await expect(deferred.readThemes()).resolves.toEqual(['t']);
  });

  it('carries out the session calls made meanwhile (a phone starting the timer at once)', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const start = deferred.startTimer('room', 60_000);
    const kept = deferred.keepRound('room', 'f', { story: '', votes: [], average: 0 });
    const imported = deferred.updateSession('room', { backlog: {}, currentStory: '0' });
    deferred.onBacklog('room', () => undefined);
    deferred.onCurrentStory('room', () => undefined);
    deferred.onSessionPart('room', 'revealedRound', () => undefined);
    loading.resolve(fake.gateway);
    await start;
    await imported;
    expect(fake.calls).toEqual([
      'timer room 60000',
      'update room backlog currentStory',
      'listen backlog room',
      'listen current room',
      'listen revealedRound room',
    ]);
    await expect(kept).resolves.toBe(true);
  });

  it('joins, then enters and changes the record in order, once the gateway is there', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const handle = deferred.joinRoom('room', 'u1', 1000, 'voter');
    const enter = handle.enter(record('a'));
    const change = handle.change({ showCard: true });
    const watch = handle.setRole('watcher');
    loading.resolve(fake.gateway);
    await Promise.all([enter, change, watch]);
    expect(fake.calls).toEqual(['join room u1 voter']);
    expect(fake.handle.enter).toHaveBeenCalledWith(record('a'));
    expect(fake.handle.change).toHaveBeenCalledWith({ showCard: true });
    expect(fake.handle.setRole).toHaveBeenCalledWith('watcher');
  });

  it('does not join when the page was disposed before the gateway arrived', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    deferred.joinRoom('room', 'u1', 1000, 'watcher').dispose();
    loading.resolve(fake.gateway);
    await deferred.ready;
    expect(fake.calls).toEqual([]);
  });

  it('uses the local clock until the database is there, then its estimate', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const before = deferred.serverNow();
    expect(Math.abs(before - Date.now())).toBeLessThan(1000);
    loading.resolve(fake.gateway);
    await deferred.ready;
    expect(deferred.serverNow()).toBe(42);
  });

  it('reports a gateway that could not load once, and rejects writes with its error', async () => {
    const log = vi.fn();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise, log);
    deferred.onConnected(() => undefined);
    const write = deferred.writeSelected('room', 'u1', 'x');
    loading.reject(new Error('chunk failed'));
    await expect(write).rejects.toThrow('chunk failed');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("deferGateway with the wall's first look", () => {
  /** A gateway whose story listener hands out its callback; a look answering the story. */
  function setup() {
    const fake = fakeGateway();
    const storyCbs: ((v: unknown) => void)[] = [];
    fake.gateway.onStory = (_code, cb) => {
      storyCbs.push(cb);
      return () => fake.calls.push('stop story');
    };
    const answer = later<unknown>();
    const delivered: string[] = [];
    const look: FirstLook = {
      answer: (key, args) => (key === 'onStory' && args[0] === 'room' ? answer.promise : null),
      delivered: (key) => delivered.push(key),
      shown: new Promise(() => undefined),
    };
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise, undefined, look);
    return { fake, storyCbs, answer, delivered, loading, deferred };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it("gives a subscription the look's answer before the database code is in, then the database's", async () => {
    const { fake, storyCbs, answer, delivered, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('room', (v) => seen.push(v));
    answer.resolve('From the look');
    await settle();
    expect(seen).toEqual(['From the look']);
    expect(delivered).toEqual(['onStory']);
    loading.resolve(fake.gateway);
    await deferred.ready;
    storyCbs[0]!('Live');
    expect(seen).toEqual(['From the look', 'Live']);
  });

  it('drops the look’s answer when the database answered first', async () => {
    const { fake, storyCbs, answer, delivered, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('room', (v) => seen.push(v));
    loading.resolve(fake.gateway);
    await deferred.ready;
    storyCbs[0]!('Live');
    answer.resolve('Older, from the look');
    await settle();
    expect(seen).toEqual(['Live']);
    expect(delivered).toEqual([]);
  });

  it('gives a stopped subscription nothing, and never starts its listener', async () => {
    const { fake, storyCbs, answer, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('room', (v) => seen.push(v))();
    answer.resolve('From the look');
    loading.resolve(fake.gateway);
    await deferred.ready;
    await settle();
    expect(seen).toEqual([]);
    expect(storyCbs).toEqual([]);
  });

  it('asks the look nothing once the database code is in, and waits as before where it has no answer', async () => {
    const { fake, storyCbs, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('other room', (v) => seen.push(v));
    loading.resolve(fake.gateway);
    await deferred.ready;
    deferred.onStory('room', (v) => seen.push(v));
    storyCbs[0]!('Other');
    storyCbs[1]!('Live');
    await settle();
    expect(seen).toEqual(['Other', 'Live']);
  });

  it('keeps waiting for the database when the look fails', async () => {
    const { fake, storyCbs, answer, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('room', (v) => seen.push(v));
    answer.reject(new Error('refused'));
    await settle();
    expect(seen).toEqual([]);
    loading.resolve(fake.gateway);
    await deferred.ready;
    storyCbs[0]!('Live');
    expect(seen).toEqual(['Live']);
  });
});

describe("deferGateway with the wall's first look, its code still on its way", () => {
  function setup() {
    const fake = fakeGateway();
    const storyCbs: ((v: unknown) => void)[] = [];
    const timerCbs: ((v: unknown) => void)[] = [];
    fake.gateway.onStory = (_code, cb) => (storyCbs.push(cb), () => undefined);
    fake.gateway.onTimer = (_code, cb) => (timerCbs.push(cb), () => undefined);
    const delivered: string[] = [];
    const shown = later<void>();
    const code = later<FirstLook>();
    const look: FirstLook = {
      answer: (key, args) =>
        key === 'onStory' && args[0] === 'room' ? Promise.resolve('From the look') : null,
      delivered: (key) => delivered.push(key),
      shown: shown.promise,
    };
    const loading = later<DatabaseGateway>();
    const lazy = lazyFirstLook(code.promise);
    const deferred = deferGateway(loading.promise, () => undefined, lazy);
    return { fake, storyCbs, timerCbs, delivered, shown, code, look, lazy, loading, deferred };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it("gives a subscription made before the look's code came the look's answer", async () => {
    const { delivered, code, look, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onStory('room', (v) => seen.push(v));
    await settle();
    expect(seen).toEqual([]);
    code.resolve(look);
    await settle();
    // From here on it is the look of the block above, whose answer the database's replaces.
    expect(seen).toEqual(['From the look']);
    expect(delivered).toEqual(['onStory']);
  });

  it('leaves what the look cannot answer to the database, with nothing stale before it', async () => {
    const { fake, timerCbs, delivered, code, look, loading, deferred } = setup();
    const seen: unknown[] = [];
    deferred.onTimer('room', (v) => seen.push(v));
    code.resolve(look);
    await settle();
    expect(seen).toEqual([]);
    loading.resolve(fake.gateway);
    await deferred.ready;
    timerCbs[0]!({ endsAt: 5 });
    expect(seen).toEqual([{ endsAt: 5 }]);
    expect(delivered).toEqual([]);
  });

  it("waits for the look's own 'shown', and not at all when its code cannot be fetched", async () => {
    const first = setup();
    let shown = false;
    void first.lazy.shown.then(() => (shown = true));
    first.code.resolve(first.look);
    await settle();
    expect(shown).toBe(false);
    first.shown.resolve();
    await settle();
    expect(shown).toBe(true);

    const broken = setup();
    const seen: unknown[] = [];
    broken.deferred.onStory('room', (v) => seen.push(v));
    broken.code.reject(new Error('chunk failed'));
    await broken.lazy.shown;
    broken.loading.resolve(broken.fake.gateway);
    await broken.deferred.ready;
    broken.storyCbs[0]!('Live');
    expect(seen).toEqual(['Live']);
  });
});
