/**
 * The local database's resource limits, each met exactly at its boundary and
 * passed by one: different queries per path (a client's CPU), bytes of queued
 * onDisconnect writes, and the bytes the whole database holds. A client past one
 * is refused with `limit_exceeded` and the reason, stays connected, and nothing
 * of the refused request is kept or half-written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ClientConnection } from '../../server/db/connection';
import { bytesOf, DisconnectQueue } from '../../server/db/on-disconnect';
import { DataStore } from '../../server/db/store';
import type { ConnectionLimits } from '../../server/db/validate';
import { connectionContext, fakeSocket } from '../support/fake-socket';
import { get, ref, set } from 'firebase/database';
import {
  connectTestClient,
  startTestDatabase,
  waitFor,
  type DatabaseTarget,
} from '../support/local-db';
import { rest } from '../support/rest-client';

function open(limits: Partial<ConnectionLimits>, seed: unknown = null, maxStoredBytes?: number) {
  const store = new DataStore(seed, false, maxStoredBytes);
  const socket = fakeSocket();
  const ctx = connectionContext(store, limits);
  const connection = new ClientConnection(socket.ws, ctx);
  const answer = (r: number, a: string, b: object) => {
    socket.request(r, a, b);
    return socket.responses(r).at(-1);
  };
  return { store, socket, logged: ctx.logged, connection, answer };
}

const terminated = (log: string[]) => log.includes('terminate');

describe('different queries on one path', () => {
  const first = { i: '.key', l: 1, vf: 'l' };
  const second = { i: '.key', l: 2, vf: 'l' };
  const third = { i: '.key', l: 3, vf: 'l' };

  it('as many as allowed are served (the same query again counts once); one more is refused, the client stays', () => {
    const { answer, connection, socket, logged } = open({ maxQueriesPerPath: 2 });
    expect(answer(1, 'q', { p: 'a', q: first, t: 1 })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'a', q: second, t: 2 })?.s).toBe('ok');
    expect(answer(3, 'q', { p: 'a', q: first, t: 3 })?.s).toBe('ok');
    expect(answer(4, 'q', { p: 'a', q: third, t: 4 })).toEqual({
      s: 'limit_exceeded',
      d: 'more than 2 different queries on /a',
    });
    expect(connection.listenCount).toBe(3);
    expect(terminated(socket.log)).toBe(false);
    expect(logged).toEqual(['local-db: request q refused: more than 2 different queries on /a']);
  });

  it('a plain listen is a query of its own; other paths count apart', () => {
    const { answer } = open({ maxQueriesPerPath: 1 });
    expect(answer(1, 'q', { p: 'a', q: first, t: 1 })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'a' })?.s).toBe('limit_exceeded');
    expect(answer(3, 'q', { p: 'a/b', q: second, t: 2 })?.s).toBe('ok');
    expect(answer(4, 'q', { p: 'b' })?.s).toBe('ok');
  });

  it('a refused listen is sent no data, and a query stopped makes room for another', () => {
    const { answer, socket, store } = open({ maxQueriesPerPath: 1 }, { a: { x: 1 } });
    expect(answer(1, 'q', { p: 'a', q: first, t: 1 })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'a', q: second, t: 2 })?.s).toBe('limit_exceeded');
    store.set('a/y', 2, 'admin');
    const tags = socket
      .messages()
      .map((m) => (m.d as { b?: { t?: number } } | undefined)?.b?.t)
      .filter((t) => t !== undefined);
    expect(tags).not.toContain(2);
    expect(answer(3, 'n', { p: 'a', q: first, t: 1 })?.s).toBe('ok');
    expect(answer(4, 'q', { p: 'a', q: second, t: 2 })?.s).toBe('ok');
  });
});

describe('bytes of queued onDisconnect writes', () => {
  // Each of these holds 2 bytes of path and 5 of JSON ("xyz").
  const op = (p: string) => ({ p, d: 'xyz' });

  it('up to the limit they are queued; one more is refused with the reason, the client stays and the queued ones run', () => {
    const { answer, socket, store, logged } = open({ maxOnDisconnectBytes: 14 });
    expect(answer(1, 'o', op('ab'))?.s).toBe('ok');
    expect(answer(2, 'o', op('cd'))?.s).toBe('ok');
    expect(answer(3, 'o', op('ef'))).toEqual({
      s: 'limit_exceeded',
      d: 'onDisconnect writes of more than 14 bytes queued',
    });
    expect(terminated(socket.log)).toBe(false);
    expect(logged).toEqual([
      'local-db: request o refused: onDisconnect writes of more than 14 bytes queued',
    ]);
    socket.close();
    expect(store.read('')).toEqual({ ab: 'xyz', cd: 'xyz' });
  });

  it('a merge counts its object; cancelled writes give their bytes back', () => {
    const { answer, socket, store } = open({ maxOnDisconnectBytes: 14 });
    expect(answer(1, 'o', op('ab'))?.s).toBe('ok');
    expect(answer(2, 'om', { p: 'cd', d: { e: 1 } })?.s).toBe('limit_exceeded');
    expect(answer(3, 'o', op('cd'))?.s).toBe('ok');
    expect(answer(4, 'oc', { p: 'ab' })?.s).toBe('ok');
    expect(answer(5, 'o', op('ef'))?.s).toBe('ok');
    expect(answer(6, 'o', op('gh'))?.s).toBe('limit_exceeded');
    socket.close();
    expect(store.read('')).toEqual({ cd: 'xyz', ef: 'xyz' });
  });

  it('the queue counts each write by its path and JSON, and is empty once run', () => {
    const queue = new DisconnectQueue();
    expect(bytesOf({ merge: false, path: 'a/é', data: { k: 'é' } })).toBe(4 + 10);
    queue.add({ merge: false, path: 'a/b', data: 1 });
    queue.add({ merge: true, path: 'c', data: { d: 2 } });
    expect(queue.bytes).toBe(4 + 8);
    queue.cancel('a');
    expect(queue.bytes).toBe(8);
    queue.run(new DataStore(null, false), 'admin', () => undefined);
    expect(queue.bytes).toBe(0);
    expect(queue.size).toBe(0);
  });
});

describe('bytes the database holds', () => {
  // Each of these takes 4 bytes of JSON ("xx") and 2 for its path ("/a"): 6.
  it('counts each leaf with its path, from the seed on, the same however it is written and removed', () => {
    expect(new DataStore(null, false).storedBytes).toBe(0);
    expect(new DataStore({ a: 'xx', b: { é: 1 } }, false).storedBytes).toBe(6 + 6);
    const store = new DataStore(null, false);
    expect(store.set('a', 'xx', null)).toEqual({ ok: true });
    expect(store.storedBytes).toBe(6);
    expect(store.update('', { b: { c: 1 }, a: null }, null)).toEqual({ ok: true });
    expect(store.storedBytes).toBe(5);
    store.set('b', null, 'admin');
    expect(store.storedBytes).toBe(0);
    store.set('r/s/t', 'xx', 'admin');
    store.set('r/s/u', 1, null);
    expect(store.storedBytes).toBe(10 + 7);
    store.update('', { r: null }, 'admin');
    expect(store.storedBytes).toBe(0);
    store.set('', { x: { y: 'xx' } }, 'admin');
    expect(store.storedBytes).toBe(8);
    store.set('x/y', null, null);
    expect(store.storedBytes).toBe(0);
  });

  it('a write up to the cap is kept; one past it is refused whole, while smaller and admin writes still pass', () => {
    const store = new DataStore(null, false, 12);
    expect(store.set('a', 'xx', null)).toEqual({ ok: true });
    expect(store.set('b', 'yy', null)).toEqual({ ok: true });
    const full = {
      ok: false,
      refusal: 'full',
      reason: 'the database is full: it holds at most 12 bytes',
    };
    expect(store.set('c', 'z', null)).toEqual(full);
    expect(store.update('', { c: 'z', d: 'z' }, null)).toEqual(full);
    expect(store.read('')).toEqual({ a: 'xx', b: 'yy' });
    expect(store.set('a', 'x', null)).toEqual({ ok: true });
    expect(store.set('b', 'yz', null)).toEqual({ ok: true });
    expect(store.storedBytes).toBe(11);
    expect(store.set('c', 'z', 'admin')).toEqual({ ok: true });
    expect(store.read('c')).toBe('z');
    // Past the cap now (an admin write), a client may still write what does not grow the data.
    expect(store.storedBytes).toBe(16);
    expect(store.set('b', 'zz', null)).toEqual({ ok: true });
    expect(store.set('b', 'z', null)).toEqual({ ok: true });
    expect(store.set('d', 1, null)).toMatchObject({ ok: false, refusal: 'full' });
  });

  it('over the websocket: a write or update past the cap is answered "limit_exceeded" with the reason, an onDisconnect write past it is logged', () => {
    const { answer, socket, logged, store } = open({}, null, 12);
    expect(answer(1, 'p', { p: 'a', d: 'xx' })?.s).toBe('ok');
    expect(answer(2, 'o', { p: 'c', d: 'xxxxxxxxxx' })?.s).toBe('ok');
    const reason = 'the database is full: it holds at most 12 bytes';
    expect(answer(3, 'p', { p: 'b', d: 'xxxxxx' })).toEqual({ s: 'limit_exceeded', d: reason });
    expect(answer(4, 'm', { p: '', d: { b: 'xxxxxx' } })).toEqual({
      s: 'limit_exceeded',
      d: reason,
    });
    expect(terminated(socket.log)).toBe(false);
    socket.close();
    expect(store.read('')).toEqual({ a: 'xx' });
    expect(logged).toEqual([
      `local-db: request p refused: ${reason}`,
      `local-db: request m refused: ${reason}`,
      `local-db: onDisconnect write at /c refused: ${reason}`,
    ]);
  });
});

describe('bytes the database holds, over REST', () => {
  let target: DatabaseTarget;
  afterEach(() => target?.stop());

  it('a write past the cap is answered 507 with the reason; reads and deletes still work', async () => {
    target = await startTestDatabase({ rules: false, seed: null, limits: { maxStoredBytes: 30 } });
    expect(
      (await rest(target.port, '/a.json', { method: 'PUT', body: 'x'.repeat(10) })).status,
    ).toBe(200);
    const refused = await rest(target.port, '/b.json', { method: 'PUT', body: 'y'.repeat(20) });
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({ error: 'the database is full: it holds at most 30 bytes' });
    expect((await rest(target.port, '/.json')).json).toEqual({ a: 'x'.repeat(10) });
    expect((await rest(target.port, '/a.json', { method: 'DELETE' })).status).toBe(200);
    expect(
      (await rest(target.port, '/b.json', { method: 'PUT', body: 'y'.repeat(20) })).status,
    ).toBe(200);
  });
});

describe('children of one node, over REST', () => {
  let target: DatabaseTarget;
  afterEach(() => target?.stop());

  it('a write giving a node one child past its bound is answered 400 with the reason, not 507', async () => {
    target = await startTestDatabase({
      rules: false,
      seed: { room: { a: 1 } },
      limits: { maxChildren: 2 },
    });
    expect((await rest(target.port, '/room/b.json', { method: 'PUT', body: 2 })).status).toBe(200);
    const refused = await rest(target.port, '/room/c.json', { method: 'PUT', body: 3 });
    expect([refused.status, refused.json]).toEqual([
      400,
      { error: 'a node holds at most 2 children: /room is full' },
    ]);
    expect((await rest(target.port, '/room.json')).json).toEqual({ a: 1, b: 2 });
  });
});

describe('bytes the database holds, through the SDK', () => {
  let target: DatabaseTarget;
  afterEach(() => target?.stop());

  it('the writer is told the database is full; nothing is half-written and other clients go on', async () => {
    target = await startTestDatabase({ rules: false, seed: null, limits: { maxStoredBytes: 200 } });
    const writer = connectTestClient(target, 'filler');
    const other = connectTestClient(target, 'other');
    try {
      await set(ref(writer.db, 'room/a'), 'x'.repeat(100));
      await expect(set(ref(writer.db, 'room'), { b: 'y'.repeat(200), c: 1 })).rejects.toThrow(
        'LIMIT_EXCEEDED: the database is full: it holds at most 200 bytes',
      );
      expect((await get(ref(other.db, 'room'))).val()).toEqual({ a: 'x'.repeat(100) });
      const seen = waitFor(ref(writer.db, 'room/d'), (s) => s.val() === 1, 10_000, 'a small write');
      await set(ref(other.db, 'room/d'), 1);
      await seen;
    } finally {
      await writer.close();
      await other.close();
    }
  });
});
