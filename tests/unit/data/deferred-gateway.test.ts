import { describe, expect, it, vi } from 'vitest';
import { deferGateway } from '../../../renderer/data/deferred-gateway';
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
    joinScreen: (code, userId, _heartbeatMs, role) => {
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
    recordRound: async () => true,
    deleteHistoryEntry: async () => undefined,
    onBacklog: (code) => {
      calls.push(`listen backlog ${code}`);
      return () => undefined;
    },
    onCurrentStory: (code) => {
      calls.push(`listen current ${code}`);
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
    const kept = deferred.recordRound('room', 'f', { story: '', votes: [], average: 0 });
    const imported = deferred.updateSession('room', { backlog: {}, currentStory: '0' });
    deferred.onBacklog('room', () => undefined);
    deferred.onCurrentStory('room', () => undefined);
    loading.resolve(fake.gateway);
    await start;
    await imported;
    expect(fake.calls).toEqual([
      'timer room 60000',
      'update room backlog currentStory',
      'listen backlog room',
      'listen current room',
    ]);
    await expect(kept).resolves.toBe(true);
  });

  it('joins, then enters and changes the record in order, once the gateway is there', async () => {
    const fake = fakeGateway();
    const loading = later<DatabaseGateway>();
    const deferred = deferGateway(loading.promise);
    const handle = deferred.joinScreen('room', 'u1', 1000, 'voter');
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
    deferred.joinScreen('room', 'u1', 1000, 'watcher').dispose();
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
