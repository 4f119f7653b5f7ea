/**
 * REST event streams of the local database (server/db/event-stream.ts) and
 * REST seen live by the SDK: what a stream receives (the first value, then puts
 * and patches that rebuild each change), its keep-alive, its cancel when the
 * rules stop allowing the read, its end when the client goes away or the server
 * stops, and how streams count among connections and listens.
 */
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onValue, ref, set } from 'firebase/database';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import {
  connectTestClient,
  eventually,
  freshScreenCode,
  participantRecord,
  targetOf,
  waitFor,
} from '../support/local-db';
import { openStream, rest, type EventStreamClient } from '../support/rest-client';

let db: LocalDatabase;
const streams: EventStreamClient[] = [];

beforeEach(async () => {
  db = await startLocalDatabase({
    port: 0,
    quiet: true,
    keepAliveMs: 40,
    seed: {
      room: { story: 'First', round: 1 },
      gate: { open: true, data: 'inside' },
      hall: { news: 'Welcome' },
    },
    rules: {
      rules: {
        '.write': true,
        room: { '.read': true },
        gate: { '.read': "data.child('open').val() === true" },
        // Readable while the gate, elsewhere in the data, is open.
        hall: { '.read': "root.child('gate/open').val() === true" },
      },
    },
  });
});
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await db.stop();
});

async function stream(path: string): Promise<EventStreamClient> {
  const s = await openStream(db.port, path);
  streams.push(s);
  return s;
}

const put = (path: string, body: unknown) => rest(db.port, path, { method: 'PUT', body });

describe('an event stream', () => {
  it('answers text/event-stream and first puts the whole value at "/"', async () => {
    const s = await stream('/room.json');
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-cache');
    const first = await s.next((e) => e.event === 'put');
    expect(first.data).toEqual({ path: '/', data: { story: 'First', round: 1 } });
  });

  it('a change of one location is a put there; a change of several children a patch', async () => {
    const s = await stream('/room.json');
    await s.next((e) => e.event === 'put');
    await put('/room/story.json', 'Second');
    expect((await s.next((e) => e.event === 'put' && s.events.indexOf(e) > 0)).data).toEqual({
      path: '/story',
      data: 'Second',
    });
    await rest(db.port, '/room.json', { method: 'PATCH', body: { story: 'Third', round: 2 } });
    expect((await s.next((e) => e.event === 'patch')).data).toEqual({
      path: '/',
      data: { story: 'Third', round: 2 },
    });
    await rest(db.port, '/room/story.json', { method: 'DELETE' });
    const removed = await s.next(
      (e) => e.event === 'put' && (e.data as { data: unknown }).data === null,
    );
    expect(removed.data).toEqual({ path: '/story', data: null });
  });

  it('sends keep-alive events at the configured interval', async () => {
    const s = await stream('/room.json');
    const alive = await s.next((e) => e.event === 'keep-alive');
    expect(alive.data).toBeNull();
  });

  it('keeps alive every 30 seconds by default, as the service', async () => {
    const plain = await startLocalDatabase({ port: 0, quiet: true, rules: false, seed: { a: 1 } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const s = await openStream(plain.port, '/a.json');
      streams.push(s);
      await s.next((e) => e.event === 'put');
      vi.advanceTimersByTime(29_999);
      // The put answering a write made after the advance arrives after any keep-alive sent before it.
      await rest(plain.port, '/a.json', { method: 'PUT', body: 2 });
      await s.next((e) => e.event === 'put' && (e.data as { data: unknown }).data === 2);
      expect(s.events.some((e) => e.event === 'keep-alive')).toBe(false);
      vi.advanceTimersByTime(1);
      expect((await s.next((e) => e.event === 'keep-alive')).data).toBeNull();
    } finally {
      vi.useRealTimers();
      await plain.stop();
    }
  });

  it('shallow cannot be streamed', async () => {
    const answer = await rest(db.port, '/room.json?shallow=true', {
      headers: { accept: 'text/event-stream' },
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      { error: 'shallow cannot be used with event streams' },
    ]);
  });

  it('is cancelled, then ended, when the rules no longer allow the read', async () => {
    const s = await stream('/gate.json');
    await s.next((e) => e.event === 'put');
    await put('/gate/open.json', false);
    expect((await s.next((e) => e.event === 'cancel')).data).toBeNull();
    await s.ended;
    await eventually(() => expect(db.listenCount).toBe(0));
  });

  it('is cancelled when data elsewhere that its read rule depends on changes', async () => {
    const s = await stream('/hall.json');
    await s.next((e) => e.event === 'put');
    const room = await stream('/room.json');
    await room.next((e) => e.event === 'put');
    // The hall itself does not change; its rule reads the gate.
    await put('/gate/open.json', false);
    expect((await s.next((e) => e.event === 'cancel')).data).toBeNull();
    await s.ended;
    // A stream its rules still allow goes on.
    await put('/room/story.json', 'Second');
    await room.next(
      (e) =>
        e.event === 'put' && e.data !== null && (e.data as { data: unknown }).data === 'Second',
    );
    expect(room.events.some((e) => e.event === 'cancel')).toBe(false);
    await eventually(() => expect(db.listenCount).toBe(1));
  });

  it('refused from the start: 401 and no stream', async () => {
    await put('/gate/open.json', false);
    const answer = await rest(db.port, '/gate.json', { headers: { accept: 'text/event-stream' } });
    expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
    expect(db.listenCount).toBe(0);
  });

  it('counts as a connection and a listen while open, and stops when the client goes away', async () => {
    const s = await stream('/room.json');
    await s.next((e) => e.event === 'put');
    expect(db.connectionCount).toBe(1);
    expect(db.listenCount).toBe(1);
    s.close();
    await eventually(() => expect(db.listenCount).toBe(0));
    expect(db.connectionCount).toBe(0);
    // The server goes on serving others.
    expect((await rest(db.port, '/room/round.json')).json).toBe(1);
  });

  it('ends when the server stops', async () => {
    const s = await stream('/room.json');
    await s.next((e) => e.event === 'put');
    await db.pause();
    await s.ended;
    expect(db.listenCount).toBe(0);
    await db.resume();
  });

  it('past the limit of open streams, the next one is refused with 503', async () => {
    const small = await startLocalDatabase({
      port: 0,
      quiet: true,
      rules: false,
      limits: { maxEventStreams: 1 },
    });
    const first = await openStream(small.port, '/a.json');
    try {
      const second = await rest(small.port, '/a.json', {
        headers: { accept: 'text/event-stream' },
      });
      expect([second.status, second.json]).toEqual([
        503,
        { error: 'More than 1 event streams open' },
      ]);
      first.close();
      await eventually(() => expect(small.listenCount).toBe(0));
      const third = await openStream(small.port, '/a.json');
      expect(third.status).toBe(200);
      third.close();
    } finally {
      first.close();
      await small.stop();
    }
  });

  it('a stream dropped while its first value is sent does not count, even for a request read with it', async () => {
    const small = await startLocalDatabase({
      port: 0,
      quiet: true,
      rules: false,
      seed: { huge: 'h'.repeat(2 * 1024 * 1024), a: 1 },
      limits: { maxEventStreams: 1, maxQueuedBytes: 16 * 1024 },
    });
    const dropped = connect(small.port, '127.0.0.1');
    const next = connect(small.port, '127.0.0.1');
    const connected = [dropped, next];
    try {
      await Promise.all(connected.map((s) => new Promise((r) => s.once('connect', r))));
      await new Promise((r) => setTimeout(r, 50));
      let answer = '';
      next.on('data', (d: Buffer) => (answer += d.toString()));
      dropped.on('error', () => undefined);
      // The first asks for more than it may leave unread, and reads nothing. The server runs
      // in this thread: held here, it finds both requests waiting and reads them in one turn,
      // the dropped stream's first (its socket was ready first).
      dropped.pause();
      const ask = (path: string) =>
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`;
      dropped.write(ask('/huge.json'));
      next.write(ask('/a.json'));
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      await eventually(() => expect(answer).toMatch(/^HTTP\/1\.1 \d+/));
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of connected) s.destroy();
      await small.stop();
    }
  });

  it('streams a query: only the children inside it', async () => {
    const s = await stream('/room.json?orderBy="$key"&limitToFirst=1');
    expect((await s.next((e) => e.event === 'put')).data).toEqual({
      path: '/',
      data: { round: 1 },
    });
  });
});

describe('REST and the SDK see each other live', () => {
  it('a REST write reaches an SDK listener; an SDK write reaches an event stream', async () => {
    const product = await startLocalDatabase({ port: 0, quiet: true });
    const client = connectTestClient(targetOf(product), 'rest-live');
    const code = freshScreenCode('live');
    try {
      const storyRef = ref(client.db, `sessions/${code}/story`);
      const seen = waitFor(storyRef, (snap) => snap.val() === 'Set by a bot');
      const stop = onValue(storyRef, () => undefined);
      const written = await rest(product.port, `/sessions/${code}/story.json`, {
        method: 'PUT',
        body: 'Set by a bot',
      });
      expect(written.status).toBe(200);
      expect((await seen).val()).toBe('Set by a bot');
      stop();

      const s = await openStream(product.port, `/screens/${code}.json`);
      streams.push(s);
      expect((await s.next((e) => e.event === 'put')).data).toEqual({ path: '/', data: null });
      await set(ref(client.db, `screens/${code}/alice`), participantRecord('alice'));
      // The room had no data: its first participant arrives as a put of the whole room.
      const change = await s.next((e) => s.events.indexOf(e) > 0);
      expect(change.event).toBe('put');
      expect(change.data).toMatchObject({
        path: '/',
        data: { alice: { userId: 'alice', selected: '-' } },
      });
    } finally {
      await client.close();
      await product.stop();
    }
  });
});
