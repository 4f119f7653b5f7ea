/**
 * The limits that keep one client from taking the local database's time or memory from
 * the others, each met at its value and passed by one: children per node, the update
 * applied in one pass, the retention record, the Host header, the connection caps, the
 * deadlines of a REST body and of a websocket message announced in frames, ETags behind
 * the rules, and REST output of a node with very many children.
 */
import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ClientConnection } from '../../server/db/connection';
import { allowedHostsFrom, hostnameOf, HostCheck } from '../../server/db/host-check';
import { ConnectionCaps, connectionLimitsFrom } from '../../server/db/connection-caps';
import { etagOf } from '../../server/db/rest';
import { withArrays } from '../../server/db/rest-output';
import { Retention, DAY_MS } from '../../server/db/retention';
import {
  startLocalDatabase,
  type ConnectionLimits,
  type LocalDatabase,
} from '../../server/db/server';
import { DataStore } from '../../server/db/store';
import { connectionContext, fakeSocket } from '../support/fake-socket';
import { rest } from '../support/rest-client';

let db: LocalDatabase | null = null;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await db?.stop();
  db = null;
});

describe('children per node', () => {
  const store = () => new DataStore({ room: { a: 1, b: 2 } }, false, Infinity, 3);

  it('a node may reach its bound; a write adding one more child is refused with the bound, nothing kept', () => {
    const s = store();
    expect(s.set('room/c', 3, null)).toEqual({ ok: true });
    expect(s.set('room/d', 4, null)).toEqual({
      ok: false,
      refusal: 'children',
      reason: 'a node holds at most 3 children: /room is full',
    });
    expect(s.update('room', { d: 4, e: 5 }, null)).toMatchObject({ refusal: 'children' });
    expect(s.read('room')).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('a full node still takes changes to its children, deletes, and a child made below a new key counts there', () => {
    const s = store();
    s.set('room/c', 3, null);
    expect(s.update('room', { a: 10, 'b/x': 1 }, null)).toEqual({ ok: true });
    expect(s.set('room/c', null, null)).toEqual({ ok: true });
    expect(s.set('room/d/e/f', 1, null)).toEqual({ ok: true });
    expect(s.set('room/g/h', 1, null)).toMatchObject({ reason: expect.stringContaining('/room') });
    expect(s.set('x/y', { p: 1, q: 2, r: 3, s: 4 }, 'admin')).toEqual({ ok: true });
    expect(s.set('x/y/t', 1, null)).toMatchObject({ refusal: 'children' });
  });
});

describe('server values with no current value to read', () => {
  it('an increment in the seed counts from 0', () => {
    expect(new DataStore({ n: { '.sv': { increment: 2 } } }, false).read('n')).toBe(2);
  });
});

describe('an update', () => {
  it('writes each of its paths at once: values, deletes and the key order of one write after the other', () => {
    const s = new DataStore({ room: { a: 1, b: { x: 1, y: 2 }, c: 3 } }, false);
    expect(s.update('room', { a: null, 'b/x': null, d: { e: 1 }, c: 4 }, null)).toEqual({
      ok: true,
    });
    expect(JSON.stringify(s.read('room'))).toBe('{"b":{"y":2},"d":{"e":1},"c":4}');
    expect(s.update('room', { 'b/y': null }, 'admin')).toEqual({ ok: true });
    expect(s.read('room')).toEqual({ d: { e: 1 }, c: 4 });
  });
});

describe('the retention record', () => {
  it('keeps only codes that hold data, and counts toward the size cap', () => {
    const s = new DataStore(null, false, 100);
    const retention = new Retention(s, DAY_MS, () => 5, undefined);
    s.reservedBytes = () => retention.bytes;
    retention.written(['/screens/never', '/sessions/never/story']);
    expect(retention.toJSON()).toEqual({});
    expect(retention.bytes).toBe(0);
    s.set('screens/abc/u', 1, 'admin');
    retention.written(['/screens/abc/u']);
    expect(retention.bytes).toBe(3 + 17);
    // 100 bytes: the record's 20, the data's 15 ("/screens/abc/u" and "1"), 65 free.
    const fits = 'x'.repeat(65 - '/screens/abc/v'.length - 2);
    expect(s.set('screens/abc/v', fits, null)).toEqual({ ok: true });
    expect(s.set('screens/abc/w', 1, null)).toMatchObject({ refusal: 'full' });
    s.set('screens/abc', null, 'admin');
    retention.written(['/screens/abc']);
    expect(retention.bytes).toBe(0);
  });
});

describe('the Host header', () => {
  it('names loopback, and the names and addresses allowed; any other name is refused and logged once', () => {
    const log: string[] = [];
    const check = new HostCheck(
      () => ['192.0.2.10', 'Room-PC.example'],
      (m) => log.push(m),
    );
    for (const host of [
      'localhost:9000',
      '127.0.0.1',
      '[::1]:9000',
      '192.0.2.10:9000',
      'room-pc.example',
      undefined,
    ]) {
      expect(check.refusal(host)).toBeNull();
    }
    expect(check.refusal('rebind.attacker.example')).toBe(
      'This database is not served as rebind.attacker.example',
    );
    expect(check.refusal('rebind.attacker.example')).not.toBeNull();
    expect(check.refusal('192.0.2.11:9000')).not.toBeNull();
    expect(check.refusal('a@localhost')).not.toBeNull();
    expect(log).toHaveLength(3);
    expect(log[0]).toBe(
      'local-db: refused requests for the host name rebind.attacker.example: not a name of ' +
        'this server (a name the operator uses can be allowed: DB_ALLOWED_HOSTS)',
    );
    expect(hostnameOf('[::1]:80')).toBe('::1');
  });

  it('a refused name is shown cut to 200 characters, and at most 100 names are logged', () => {
    const log: string[] = [];
    const check = new HostCheck(
      () => [],
      (m) => log.push(m),
    );
    const long = `${'a'.repeat(250)}.example`;
    expect(check.refusal(long)).toBe(`This database is not served as ${'a'.repeat(200)}`);
    expect(log).toEqual([expect.stringContaining(`host name ${'a'.repeat(200)}: not a name`)]);
    for (let i = 1; i < 150; i += 1) check.refusal(`page${i}.attacker.example`);
    expect(log).toHaveLength(100);
    expect(log.at(-1)).toContain('host name page99.attacker.example:');
    expect(check.refusal('page150.attacker.example')).not.toBeNull();
  });

  it('the names an operator lists in DB_ALLOWED_HOSTS, comma-separated, are allowed', () => {
    expect(allowedHostsFrom({ DB_ALLOWED_HOSTS: ' room-pc.example, ,b ' })).toEqual([
      'room-pc.example',
      'b',
    ]);
    expect(allowedHostsFrom({})).toEqual([]);
  });

  it('over REST and websocket, a request naming another host is refused before any work', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, seed: null, rules: false });
    const rebound = await rest(db.port, '/a.json', {
      headers: { host: `rebind.attacker.example:${db.port}` },
    });
    expect([rebound.status, rebound.json]).toEqual([
      403,
      { error: `This database is not served as rebind.attacker.example:${db.port}` },
    ]);
    expect((await rest(db.port, '/a.json')).status).toBe(200);
    const upgrade = await rawRequest(db.port, 'GET /.ws?v=5 HTTP/1.1', 'evil.example');
    expect(upgrade).toMatch(/^HTTP\/1\.1 403/);
  });
});

/** Sends a request (with websocket upgrade headers) by hand; resolves with what came back. */
function rawRequest(port: number, line: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `${line}\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let text = '';
    socket.on('data', (d: Buffer) => {
      text += d.toString();
      if (text.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

/** A database with no data and no rules, with `limits`. */
function startBare(limits: Partial<ConnectionLimits>): Promise<LocalDatabase> {
  return startLocalDatabase({ port: 0, quiet: true, seed: null, rules: false, limits });
}

/** Opens a TCP connection and waits until it is accepted. */
async function tcp(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** What the server answers on a new connection before any request: its refusal, or nothing. */
async function answerOf(socket: Socket, waitMs = 300): Promise<string> {
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString()));
  await new Promise((r) => setTimeout(r, waitMs));
  return text;
}

/** A connection as the caps see it: its remote address, its events and its end. */
type CapsSocket = Socket & { end: Mock };
function netSocket(remoteAddress: string | undefined): CapsSocket {
  return Object.assign(new EventEmitter(), {
    remoteAddress,
    end: vi.fn(),
  }) as unknown as CapsSocket;
}

describe('connections', () => {
  it('one address may hold its cap; one more is answered 429 with the cap and closed', async () => {
    db = await startLocalDatabase({
      port: 0,
      quiet: true,
      limits: { maxConnectionsPerAddress: 2, maxConnections: 10 },
    });
    await tcp(db.port);
    await tcp(db.port);
    const third = await answerOf(await tcp(db.port));
    expect(third).toMatch(/^HTTP\/1\.1 429/);
    expect(third).toContain('More than 2 connections open from this address');
    sockets.shift()?.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await rest(db.port, '/themes.json')).status).toBe(200);
  });

  it('the server holds its cap in all; one more is answered 503 with the cap', async () => {
    db = await startLocalDatabase({
      port: 0,
      quiet: true,
      limits: { maxConnectionsPerAddress: 10, maxConnections: 1 },
    });
    await tcp(db.port);
    const second = await answerOf(await tcp(db.port));
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toContain('More than 1 connections open');
  });

  it('what a connection past a cap sends once answered is not served: the server closes it', async () => {
    db = await startBare({ maxConnections: 1 });
    await tcp(db.port);
    // Its own side stays open after the answer, as a client's that does not read it.
    const socket = connect({ port: db.port, host: '127.0.0.1', allowHalfOpen: true });
    sockets.push(socket);
    socket.on('error', () => undefined); // the reset of a socket the server closed
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    await new Promise((r) => socket.once('end', r));
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    socket.write('PUT /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\n\r\n1');
    // Once the server closed its socket, what is sent next is answered with a reset.
    for (let i = 0; i < 250 && !socket.destroyed; i += 1) {
      socket.write('\r\n');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(socket.destroyed).toBe(true);
    expect(db.getData('a')).toBeNull();
  });

  it('the caps are read from the environment: whole numbers of at least 1', () => {
    const report = vi.fn();
    expect(
      connectionLimitsFrom(
        { DB_MAX_CONNECTIONS: '1', DB_MAX_CONNECTIONS_PER_ADDRESS: '0' },
        report,
      ),
    ).toEqual({ maxConnections: 1 });
    expect(report).toHaveBeenCalledWith(
      'DB_MAX_CONNECTIONS_PER_ADDRESS=0 is not a whole number of at least 1; the default stays',
    );
    expect(connectionLimitsFrom({ DB_MAX_CONNECTIONS: '2.5' }, report)).toEqual({});
  });

  it('a variable set empty is as unset; a value not taken is shown cut to 40 characters', () => {
    const report = vi.fn();
    const empty = { DB_MAX_CONNECTIONS: '', DB_MAX_CONNECTIONS_PER_ADDRESS: '' };
    expect(connectionLimitsFrom(empty, report)).toEqual({});
    expect(report).not.toHaveBeenCalled();
    connectionLimitsFrom({ DB_MAX_CONNECTIONS: `${'9'.repeat(50)}x` }, report);
    expect(report).toHaveBeenCalledWith(
      `DB_MAX_CONNECTIONS=${'9'.repeat(40)} is not a whole number of at least 1; the default stays`,
    );
  });

  it('a refused connection is not admitted, and its client resetting it does not take the server down', () => {
    const caps = new ConnectionCaps({ maxConnections: 1, maxConnectionsPerAddress: 1 });
    expect(caps.admit(netSocket('192.0.2.1'))).toBe(true);
    const refused = netSocket('192.0.2.2');
    expect(caps.admit(refused)).toBe(false);
    expect(refused.end).toHaveBeenCalledWith(expect.stringMatching(/^HTTP\/1\.1 503/));
    expect(() => refused.emit('error', new Error('read ECONNRESET'))).not.toThrow();
    expect(caps.size).toBe(1);
  });

  it('connections whose address is no longer known (the client went away) share one cap per address', () => {
    const caps = new ConnectionCaps({ maxConnections: 10, maxConnectionsPerAddress: 2 });
    expect(caps.admit(netSocket(undefined))).toBe(true);
    expect(caps.admit(netSocket(undefined))).toBe(true);
    const third = netSocket(undefined);
    expect(caps.admit(third)).toBe(false);
    expect(third.end).toHaveBeenCalledWith(expect.stringMatching(/^HTTP\/1\.1 429/));
    expect(caps.admit(netSocket('192.0.2.1'))).toBe(true);
  });
});

describe('deadlines', () => {
  it('a REST body not received whole within its deadline is answered 408 with it, and the connection closed', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, limits: { maxPartialMs: 300 } });
    const socket = await tcp(db.port);
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(
      'PUT /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"partial":',
    );
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('Request body not received within 300 ms');
    // The answer says the connection closes, and it is the only one: nothing else times out.
    expect(text.split('\r\n\r\n')[0]?.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(db.getData('a')).toBeNull();
  });

  it('a request whose headers stall is answered 408 and closed by Node; a deadline under a second, it checks as often', async () => {
    const begun = performance.now();
    db = await startBare({ maxPartialMs: 20 });
    const socket = await tcp(db.port);
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    const closed = new Promise<number>((r) => socket.once('close', () => r(performance.now())));
    socket.write('GET /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Node checks every 30 s by default; checking every second, its first check would
    // come a second after the server listened.
    let gaveUp: NodeJS.Timeout | undefined;
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((r) => (gaveUp = setTimeout(() => r(Infinity), 3000))),
    ]);
    clearTimeout(gaveUp);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - begun).toBeLessThan(700);
  });

  it('a REST body whose client goes away before sending it whole leaves no deadline running', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, limits: { maxPartialMs: 60_000 } });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const settled = () => new Promise((r) => setTimeout(r, 200));
    // Polled with a timer that has run when it counts (vi.waitFor's own would count).
    const timersBecome = async (want: number) => {
      for (let i = 0; i < 250 && timers() !== want; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(timers()).toBe(want);
    };
    const socket = await tcp(db.port);
    await settled();
    const before = timers();
    socket.write('PUT /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"a":');
    await timersBecome(before + 1);
    socket.destroy();
    // Otherwise the server would hold what arrived of the body for the whole deadline.
    await timersBecome(before);
    expect(db.getData('a')).toBeNull();
  });

  it('a websocket message announced in frames must be complete within the deadline', () => {
    vi.useFakeTimers();
    try {
      const store = new DataStore(null, false);
      const socket = fakeSocket();
      const ctx = connectionContext(store, { maxPartialMs: 1000 });
      new ClientConnection(socket.ws, ctx);
      socket.frame('2');
      socket.frame('{"t":"d","d":{"r":1,"a":"p",');
      vi.advanceTimersByTime(999);
      expect(socket.log).not.toContain('terminate');
      socket.frame('"b":{"p":"a","d":1}}}');
      vi.advanceTimersByTime(10_000);
      expect(socket.log).not.toContain('terminate');
      expect(store.read('a')).toBe(1);
      // The SDK's keep-alive ('0') announces nothing to wait for.
      socket.frame('0');
      vi.advanceTimersByTime(10_000);
      expect(socket.log).not.toContain('terminate');
      socket.frame('3');
      vi.advanceTimersByTime(999);
      expect(socket.log).not.toContain('terminate');
      vi.advanceTimersByTime(1);
      expect(socket.log).toContain('terminate');
      expect(ctx.logged).toEqual([
        'local-db: client disconnected: a message announced in frames not complete within 1000 ms',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ETags', () => {
  it('If-Match on a location the client may neither read nor write is refused (401) before any ETag', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true });
    const answer = await rest(db.port, '/.json', {
      method: 'PUT',
      body: { a: 1 },
      headers: { 'if-match': 'anything' },
    });
    expect(answer.status).toBe(401);
  });

  const onlyHalf = {
    rules: { ro: { '.read': true }, wo: { '.write': true }, n: { '.read': false } },
  };

  it('If-Match from a client that may read but not write: a stale ETag is answered 412 with the value', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, rules: onlyHalf, seed: { ro: 'kept' } });
    const stale = await rest(db.port, '/ro.json', {
      method: 'PUT',
      body: 'new',
      headers: { 'if-match': 'stale' },
    });
    expect([stale.status, stale.json, stale.headers.etag]).toEqual([412, 'kept', etagOf('kept')]);
    const current = await rest(db.port, '/ro.json', {
      method: 'PUT',
      body: 'new',
      headers: { 'if-match': etagOf('kept') },
    });
    expect(current.status).toBe(401);
    expect(db.getData('ro')).toBe('kept');
  });

  it('If-Match from a client that may write but not read: the current ETag writes, a stale one is refused (401) without the value', async () => {
    db = await startLocalDatabase({
      port: 0,
      quiet: true,
      rules: onlyHalf,
      seed: { wo: 'secret' },
    });
    const stale = await rest(db.port, '/wo.json', {
      method: 'PUT',
      body: 'new',
      headers: { 'if-match': 'stale' },
    });
    expect([stale.status, stale.json, stale.headers.etag]).toEqual([
      401,
      { error: 'Permission denied' },
      undefined,
    ]);
    const current = await rest(db.port, '/wo.json', {
      method: 'PUT',
      body: 'new',
      headers: { 'if-match': etagOf('secret') },
    });
    expect([current.status, current.json]).toEqual([200, 'new']);
    expect(db.getData('wo')).toBe('new');
  });

  it('If-Match naming the current value, from a client that may neither read nor write, is refused (401) before the write is tried', async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, rules: onlyHalf, seed: { n: 1.7e308 } });
    // Tried, this write would be refused for its increment past the largest number (400).
    const answer = await rest(db.port, '/n.json', {
      method: 'PUT',
      body: { '.sv': { increment: 1e308 } },
      headers: { 'if-match': etagOf(1.7e308) },
    });
    expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
    expect(db.getData('n')).toBe(1.7e308);
  });
});

describe('REST output', () => {
  it('a node of 130,000 array indexes is shown as an array, not a crash', () => {
    const many = Object.fromEntries(Array.from({ length: 130_000 }, (_, i) => [String(i), 1]));
    expect((withArrays(many) as unknown[]).length).toBe(130_000);
  });
});
