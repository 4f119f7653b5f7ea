/**
 * Conformance of the local database with the official firebase 12 SDK: two
 * clients, one writing and one listening, exercise every feature the product
 * uses. With FIREBASE_DATABASE_EMULATOR_HOST set the same suite runs against
 * Firebase's own emulator (the tests that stop and restart the server need our
 * server's control and say so when they skip).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  goOffline,
  limitToLast,
  onDisconnect,
  onValue,
  orderByChild,
  push,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import {
  EXTERNAL_EMULATOR,
  keysInOrder,
  participantRecord,
  startTestDatabase,
  TestSession,
  waitFor,
  type DatabaseTarget,
} from '../support/local-db';

let target: DatabaseTarget;
let session: TestSession;

beforeAll(async () => {
  target = await startTestDatabase({ allowExternal: true });
  session = new TestSession(target);
});
afterEach(async () => {
  await session.cleanup();
});
afterAll(async () => {
  await target.stop();
});

const needsOwnServer = EXTERNAL_EMULATOR
  ? `needs control of the server process; running against the external emulator ${EXTERNAL_EMULATOR}`
  : null;

describe('writes seen live by another client', () => {
  it('set: a listener on another connection receives the new value', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const at = `screens/${code}/alice`;
    const seen = waitFor(ref(listener.db, at), (s) => s.exists(), 5000, 'alice');
    await set(ref(writer.db, at), participantRecord('alice', { userName: 'Alice' }));
    expect((await seen).val()).toMatchObject({ userId: 'alice', userName: 'Alice' });
  });

  it('update: one multi-path update changes two screens at once', async () => {
    const [a, b] = [session.code(), session.code()];
    const writer = session.client('writer');
    const listener = session.client('listener');
    await set(ref(writer.db, `screens/${a}/u1`), participantRecord('u1', { selected: '-x' }));
    await set(ref(writer.db, `screens/${b}/u2`), participantRecord('u2', { showCard: true }));
    const seenA = waitFor(ref(listener.db, `screens/${a}/u1`), (s) => s.val()?.selected === '-');
    const seenB = waitFor(ref(listener.db, `screens/${b}/u2`), (s) => s.val()?.showCard === false);
    await update(ref(writer.db), {
      [`screens/${a}/u1/selected`]: '-',
      [`screens/${b}/u2/showCard`]: false,
    });
    expect((await seenA).val()).toMatchObject({ userId: 'u1', selected: '-' });
    expect((await seenB).val()).toMatchObject({ userId: 'u2', showCard: false });
  });

  it('remove: the listener sees the record disappear', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const at = `screens/${code}/bob`;
    await set(ref(writer.db, at), participantRecord('bob'));
    await waitFor(ref(listener.db, at), (s) => s.exists());
    const gone = waitFor(ref(listener.db, at), (s) => !s.exists(), 5000, 'removal');
    await remove(ref(writer.db, at));
    expect((await gone).val()).toBeNull();
  });

  it('push: generated keys are unique, ordered and seen by the listener', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const list = ref(writer.db, `screens/${code}`);
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const child = push(list);
      keys.push(child.key!);
      await set(child, participantRecord(child.key!, { userName: `P${i}` }));
    }
    expect([...keys].sort()).toEqual(keys);
    const all = await waitFor(
      ref(listener.db, `screens/${code}`),
      (s) => s.size === 3,
      5000,
      'three pushed children',
    );
    expect(keysInOrder(all)).toEqual(keys);
  });

  it('serverTimestamp() is stored as the server time in ms', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const at = `screens/${code}/t`;
    const before = Date.now();
    await set(ref(writer.db, at), participantRecord('t', { lastUpdate: serverTimestamp() }));
    const stored = (await get(ref(listener.db, `${at}/lastUpdate`))).val() as unknown;
    expect(typeof stored).toBe('number');
    expect(Math.abs((stored as number) - before)).toBeLessThan(5000);
  });
});

describe('orderByChild(lastUpdate) + limitToLast(n)', () => {
  it('the window follows children entering and leaving it, live', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const screen = `screens/${code}`;
    for (const [id, t] of [
      ['a', 100],
      ['b', 200],
      ['c', 300],
      ['d', 400],
    ] as const) {
      await set(ref(writer.db, `${screen}/${id}`), participantRecord(id, { lastUpdate: t }));
    }
    const windows: string[][] = [];
    const q = query(ref(listener.db, screen), orderByChild('lastUpdate'), limitToLast(3));
    const stop = onValue(q, (snap) => windows.push(keysInOrder(snap)));
    const expectWindow = async (keys: string[]) => {
      await waitFor(q, (s) => keysInOrder(s).join() === keys.join(), 5000, keys.join());
      expect(windows.at(-1)).toEqual(keys);
    };
    try {
      await expectWindow(['b', 'c', 'd']);
      // A newcomer with the latest lastUpdate enters; the oldest leaves.
      await set(ref(writer.db, `${screen}/e`), participantRecord('e', { lastUpdate: 500 }));
      await expectWindow(['c', 'd', 'e']);
      // An old child refreshed by its heartbeat comes back in at the end.
      await set(ref(writer.db, `${screen}/a/lastUpdate`), 600);
      await expectWindow(['d', 'e', 'a']);
      // A child inside the window leaves: the next older one is pulled in.
      await remove(ref(writer.db, `${screen}/e`));
      await expectWindow(['c', 'd', 'a']);
      // A change outside the window leaves the window as it is.
      const count = windows.length;
      await set(ref(writer.db, `${screen}/b/selected`), '-zz');
      await get(ref(writer.db, `${screen}/b`));
      expect(windows.length).toBe(count);
      // A change inside the window is delivered.
      await set(ref(writer.db, `${screen}/d/showCard`), true);
      const snap = await waitFor(q, (s) => s.child('d/showCard').val() === true);
      expect(keysInOrder(snap)).toEqual(['c', 'd', 'a']);
      // A vote inside the window (its lastUpdate now the latest) moves it to the end.
      await update(ref(writer.db, `${screen}/c`), { selected: '-5', lastUpdate: 700 });
      await expectWindow(['d', 'a', 'c']);
      expect((await waitFor(q, (s) => s.child('c/selected').val() === '-5')).size).toBe(3);
    } finally {
      stop();
    }
  });

  it('get() on the query returns only the window, in order', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const reader = session.client('reader');
    for (let i = 0; i < 5; i += 1) {
      await set(
        ref(writer.db, `screens/${code}/p${i}`),
        participantRecord(`p${i}`, { lastUpdate: 1000 - i }),
      );
    }
    const snap = await get(
      query(ref(reader.db, `screens/${code}`), orderByChild('lastUpdate'), limitToLast(2)),
    );
    expect(keysInOrder(snap)).toEqual(['p1', 'p0']);
  });
});

describe('query order on odd data (as written by a careless client)', () => {
  it.skipIf(needsOwnServer !== null)(
    `missing and non-numeric lastUpdate sort first, ties by key (${needsOwnServer ?? 'local server'})`,
    async () => {
      const code = session.code();
      target.local!.setData(`screens/${code}`, {
        b: { lastUpdate: 5 },
        a: { lastUpdate: 5 },
        s: { lastUpdate: 'text' },
        n: { userName: 'no lastUpdate' },
        t: { lastUpdate: true },
        z: { lastUpdate: 1 },
      });
      const reader = session.client('reader');
      const all = await get(
        query(ref(reader.db, `screens/${code}`), orderByChild('lastUpdate'), limitToLast(10)),
      );
      expect(keysInOrder(all)).toEqual(['n', 't', 'z', 'a', 'b', 's']);
      const last3 = await get(
        query(ref(reader.db, `screens/${code}`), orderByChild('lastUpdate'), limitToLast(3)),
      );
      expect(keysInOrder(last3)).toEqual(['a', 'b', 's']);
    },
  );
});

describe('get() with no listener attached', () => {
  it('reads the current value from the server on a fresh connection', async () => {
    const code = session.code();
    const writer = session.client('writer');
    await set(ref(writer.db, `screens/${code}/solo`), participantRecord('solo', { userName: 'S' }));
    const reader = session.client('reader');
    const snap = await get(ref(reader.db, `screens/${code}/solo`));
    expect(snap.val()).toMatchObject({ userId: 'solo', userName: 'S' });
    expect((await get(ref(reader.db, `screens/${code}/nobody`))).exists()).toBe(false);
  });
});

describe('onDisconnect', () => {
  it('remove, set and update are applied when the client connection closes; cancel undoes', async () => {
    const code = session.code();
    const leaving = session.client('leaving');
    const listener = session.client('listener');
    const screen = `screens/${code}`;
    const at = (id: string) => ref(leaving.db, `${screen}/${id}`);
    for (const id of ['gone', 'kept', 'merged', 'cancelled']) {
      await set(at(id), participantRecord(id, { showCard: true }));
    }
    await onDisconnect(at('gone')).remove();
    await onDisconnect(at('kept')).set(
      participantRecord('kept', { userName: 'Set on disconnect', lastUpdate: serverTimestamp() }),
    );
    await onDisconnect(at('merged')).update({ showCard: false, selected: '-' });
    await onDisconnect(at('cancelled')).remove();
    await onDisconnect(at('cancelled')).cancel();
    await waitFor(ref(listener.db, screen), (s) => s.size === 4);

    goOffline(leaving.db);
    const after = await waitFor(
      ref(listener.db, screen),
      (s) => !s.hasChild('gone') && s.child('merged/showCard').val() === false,
      5000,
      'the onDisconnect writes',
    );
    expect(after.hasChild('gone')).toBe(false);
    expect(after.child('kept/userName').val()).toBe('Set on disconnect');
    expect(typeof after.child('kept/lastUpdate').val()).toBe('number');
    expect(after.child('merged').val()).toMatchObject({ showCard: false, selected: '-' });
    expect(after.child('cancelled').val()).toMatchObject({ showCard: true });
  });

  it('remove is applied when the client process is killed', async () => {
    const code = session.code();
    const listener = session.client('listener');
    const child = spawn(
      process.execPath,
      [
        path.resolve('tests/support/disconnect-child.mjs'),
        target.hostPort,
        target.namespace,
        code,
        'child',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
      expect(chunk.toString()).toContain('ready');
      await waitFor(ref(listener.db, `screens/${code}/child`), (s) => s.exists());
      child.kill('SIGKILL');
      const gone = await waitFor(
        ref(listener.db, `screens/${code}/child`),
        (s) => !s.exists(),
        5000,
        'the killed process record to be removed',
      );
      expect(gone.exists()).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe.skipIf(needsOwnServer !== null)(
  `server outage (${needsOwnServer ?? 'local server'})`,
  () => {
    it('.info/connected goes false when the server stops and true when it returns, data intact', async () => {
      const local = target.local!;
      const code = session.code();
      const writer = session.client('writer');
      const watcher = session.client('watcher');
      const connected = ref(watcher.db, '.info/connected');
      await waitFor(connected, (s) => s.val() === true);
      await set(ref(writer.db, `screens/${code}/before`), participantRecord('before'));
      await waitFor(ref(watcher.db, `screens/${code}/before`), (s) => s.exists());

      await local.stop();
      await waitFor(connected, (s) => s.val() === false, 5000, 'connected = false');
      // A write made during the outage is kept by the SDK and sent when the server returns.
      const pending = set(ref(writer.db, `screens/${code}/during`), participantRecord('during'));
      await new Promise((r) => setTimeout(r, 500));
      await local.restart();

      await waitFor(connected, (s) => s.val() === true, 15000, 'connected = true');
      await pending;
      const snap = await waitFor(
        ref(watcher.db, `screens/${code}`),
        (s) => s.hasChild('before') && s.hasChild('during'),
        10000,
        'both records after the restart',
      );
      expect(keysInOrder(snap).sort()).toEqual(['before', 'during']);
      expect(local.port).toBe(target.port);
    }, 30_000);
  },
);

describe('protocol details', () => {
  it('values longer than one websocket frame cross both ways intact', async () => {
    const code = session.code();
    const writer = session.client('writer');
    const listener = session.client('listener');
    const big = 'x'.repeat(16384);
    const seen = waitFor(
      ref(listener.db, `configs/${code}`),
      (s) => s.child('customImages').val() === big,
      5000,
      'the large config',
    );
    await set(ref(writer.db, `configs/${code}`), { customImages: big, textColor: '#000000' });
    expect((await seen).child('textColor').val()).toBe('#000000');
  });

  it.skipIf(needsOwnServer !== null)(
    `a listener removed on the client is removed on the server (${needsOwnServer ?? 'local server'})`,
    async () => {
      const local = target.local!;
      const code = session.code();
      const client = session.client('listener');
      await get(ref(client.db, 'themes'));
      const base = local.listenCount;
      const stop = onValue(
        query(ref(client.db, `screens/${code}`), orderByChild('lastUpdate'), limitToLast(20)),
        () => undefined,
      );
      const stop2 = onValue(ref(client.db, `configs/${code}`), () => undefined);
      await expect.poll(() => local.listenCount).toBe(base + 2);
      stop();
      stop2();
      await expect.poll(() => local.listenCount).toBe(base);
    },
  );
});
