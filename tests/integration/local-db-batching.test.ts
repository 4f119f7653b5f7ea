/**
 * The local database sends what one tick produced for a client in one socket write
 * (server/db/outbox.ts, `batch`): the messages must still arrive whole, in the
 * order the real service sends them (a write's data before its acknowledgement),
 * and nothing may stay held back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientConnection } from '../../server/db/connection';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { DataStore } from '../../server/db/store';
import { connectionContext, fakeSocket } from '../support/fake-socket';
import { RawClient } from '../support/raw-ws';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('local database: a burst of requests over one connection', () => {
  let db: LocalDatabase;
  beforeEach(async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, rules: false, seed: null });
  });
  afterEach(async () => {
    await db.stop();
  });

  it('answers every write in order, each after its data; a long push arrives whole between short ones', async () => {
    const client = await RawClient.open(db.port);
    try {
      expect((await client.request('q', { p: '/screens/room', h: '' })).s).toBe('ok');
      client.messages.length = 0;
      const long = 'x'.repeat(40_000); // pushed in three frames of the SDK's 16 KiB
      const values = ['a', long, 'c'];
      const rs = values.map((v) => client.requestNoWait('p', { p: '/screens/room/v', d: v }));
      await client.waitFor((m) => (m.d as { r?: number }).r === rs[2], 10_000, 'the last answer');

      // The first write adds the child (the whole value is pushed); the next ones change
      // only it, so only it is pushed, at its own path.
      const seen = client.messages.map((m) => {
        const d = m.d as { r?: number; a?: string; b: { s?: string; p?: string; d?: unknown } };
        if (d.a !== 'd') return `answer ${d.r} ${d.b.s}`;
        const v = d.b.p === 'screens/room/v' ? d.b.d : (d.b.d as { v?: string }).v;
        return `data ${String(v).slice(0, 3)}`;
      });
      expect(seen).toEqual([
        'data a',
        `answer ${rs[0]} ok`,
        'data xxx',
        `answer ${rs[1]} ok`,
        'data c',
        `answer ${rs[2]} ok`,
      ]);
      const pushed = client.messages[2]!.d as { b: { p: string; d: string } };
      expect(pushed.b).toEqual({ p: 'screens/room/v', d: long });
    } finally {
      client.destroy();
    }
  });
});

describe('local database: socket writes per tick', () => {
  const context = (store: DataStore) => connectionContext(store);

  it('holds one tick of messages in the socket and lets them go together, tick after tick', async () => {
    const store = new DataStore(null, false);
    const { ws, log, request } = fakeSocket();
    new ClientConnection(ws, context(store));
    await nextTick();
    expect(log).toEqual(['cork', 'send push', 'uncork']); // the handshake
    log.length = 0;

    request(1, 'p', { p: 'a', d: 1 });
    request(2, 'p', { p: 'b', d: 2 });
    expect(log).toEqual(['cork', 'send 1', 'send 2']);
    await nextTick();
    expect(log.at(-1)).toBe('uncork');

    log.length = 0;
    request(3, 'p', { p: 'c', d: 3 });
    await nextTick();
    expect(log).toEqual(['cork', 'send 3', 'uncork']);
  });

  it('sends the listens of one query the same text, encoded once', async () => {
    const store = new DataStore(null, false);
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    sockets.forEach(({ ws }) => new ClientConnection(ws, context(store)));
    const query = { i: 'lastUpdate', l: 20, vf: 'r' };
    sockets.forEach(({ request }, i) =>
      request(1, 'q', { p: 'screens/room', q: query, t: i === 2 ? 7 : 1, h: '' }),
    );
    await nextTick();
    for (const { sent } of sockets) sent.length = 0;

    store.set('screens/room/p1', { selected: 'x', lastUpdate: 1 }, 'admin');
    const pushes = sockets.map(({ sent }) => sent[0]!);
    expect(pushes.map((p) => p.binary)).toEqual([false, false, false]);
    expect(pushes[1]!.data).toBe(pushes[0]!.data);
    const body = (p: { data: string | Buffer }) =>
      (JSON.parse(String(p.data)) as { d: { b: unknown } }).d.b;
    expect(body(pushes[0]!)).toEqual({
      p: 'screens/room',
      d: { p1: { selected: 'x', lastUpdate: 1 } },
      t: 1,
    });
    // Another tag is another text.
    expect(body(pushes[2]!)).toEqual({ ...(body(pushes[0]!) as object), t: 7 });
  });

  it("sends a vote as the participant's record alone, at its path, with the query's tag", async () => {
    const store = new DataStore(
      {
        screens: {
          room: { p1: { selected: '-', lastUpdate: 1 }, p2: { selected: '-', lastUpdate: 2 } },
        },
      },
      false,
    );
    const wall = fakeSocket();
    const root = fakeSocket();
    new ClientConnection(wall.ws, context(store));
    new ClientConnection(root.ws, context(store));
    wall.request(1, 'q', {
      p: 'screens/room',
      q: { i: 'lastUpdate', l: 20, vf: 'r' },
      t: 3,
      h: '',
    });
    root.request(1, 'q', { p: '/', h: '' });
    await nextTick();
    wall.sent.length = 0;
    root.sent.length = 0;

    store.update('screens/room/p2', { selected: '-5', lastUpdate: 3 }, 'admin');
    const body = (p: { data: string | Buffer }) =>
      (JSON.parse(String(p.data)) as { d: { b: unknown } }).d.b;
    expect(body(wall.sent[0]!)).toEqual({
      p: 'screens/room/p2',
      d: { selected: '-5', lastUpdate: 3 },
      t: 3,
    });
    // A listen at the root is told its one changed child too, at that child's path.
    expect(body(root.sent[0]!)).toEqual({
      p: 'screens',
      d: { room: { p1: { selected: '-', lastUpdate: 1 }, p2: { selected: '-5', lastUpdate: 3 } } },
    });
  });
});
