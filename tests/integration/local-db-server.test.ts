/**
 * The local database as a process embeds it (server/db/server.ts): how it
 * starts (port, interface, seed, logs), what it answers over plain HTTP, and
 * its outage controls (pause, resume, restart) as clients and the operator see
 * them.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { get, getDatabase, ref } from 'firebase/database';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadThemes, startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { RawClient } from '../support/raw-ws';

const started: LocalDatabase[] = [];
const clients: RawClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  for (const db of started.splice(0)) await db.stop();
  vi.restoreAllMocks();
});

async function start(options: Parameters<typeof startLocalDatabase>[0] = {}) {
  const db = await startLocalDatabase({
    port: 0,
    quiet: true,
    rules: false,
    seed: null,
    ...options,
  });
  started.push(db);
  return db;
}

async function client(db: LocalDatabase) {
  const c = await RawClient.open(db.port);
  clients.push(c);
  return c;
}

describe('starting', () => {
  it('on a port another server holds fails with EADDRINUSE, and the port can be retried', async () => {
    const first = await start();
    await expect(start({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
    await first.stop();
    const again = await start({ port: first.port });
    expect(again.port).toBe(first.port);
  });

  it('serves the seed it is given and nothing else', async () => {
    const db = await start({ seed: { a: 1, b: { c: 2 } } });
    expect(db.getData()).toEqual({ a: 1, b: { c: 2 } });
    expect(db.getData('/b/')).toEqual({ c: 2 });
    expect(db.getData('b//c')).toBe(2);
  });

  it('is seeded with the themes when given no seed', async () => {
    const db = await start({ seed: undefined });
    const themes = loadThemes() as { name: string }[];
    expect(db.getData('themes/0/name')).toBe(themes[0]!.name);
  });

  it.each([
    ['every IPv4 interface', '0.0.0.0'],
    ['every interface', '::'],
  ])('listening on %s, tells clients to come by 127.0.0.1', async (_name, host) => {
    const db = await start({ host });
    expect(db.host).toBe('127.0.0.1');
    expect(db.hostPort).toBe(`127.0.0.1:${db.port}`);
    const c = await client(db);
    const hello = c.messages[0]!.d as { d: { h: string } };
    expect(hello.d.h).toBe(`127.0.0.1:${db.port}`);
  });

  it('tells a client the address it came by, here a second loopback address', async () => {
    const db = await start({ host: '0.0.0.0' });
    const c = await RawClient.open(db.port, '127.0.0.2');
    clients.push(c);
    const hello = c.messages[0]!.d as { d: { h: string } };
    expect(hello.d.h).toBe(`127.0.0.2:${db.port}`);
  });

  it('listening on a named interface, tells clients that name', async () => {
    const db = await start({ host: 'localhost' });
    expect(db.host).toBe('localhost');
    expect(db.hostPort).toBe(`localhost:${db.port}`);
  });

  it('an SDK client given wsUrl as its databaseURL reads the data', async () => {
    const db = await start({ seed: { greeting: 'hello' }, namespace: 'ws-url-test' });
    const app = initializeApp({ databaseURL: db.wsUrl }, `ws-url-${db.port}`);
    try {
      expect((await get(ref(getDatabase(app), 'greeting'))).val()).toBe('hello');
    } finally {
      await deleteApp(app);
    }
  });
});

describe('over plain HTTP', () => {
  it('says what it is at / and answers 404 outside the REST locations, as plain text', async () => {
    const db = await start();
    const home = await fetch(`http://127.0.0.1:${db.port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/plain');
    expect(await home.text()).toBe(
      'Story Point local Realtime Database: the SDK over websocket, REST on /{path}.json\n',
    );
    const other = await fetch(`http://127.0.0.1:${db.port}/screens/room.js`);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toBe('text/plain');
  });
});

describe('logs', () => {
  it("without quiet, a client's problems go to stderr", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = await start({ quiet: false });
    const c = await client(db);
    c.sendFrame('not json');
    expect((await c.request('g', { p: 'a', q: {} })).s).toBe('ok');
    expect(errors).toHaveBeenCalledWith('local-db: unreadable message dropped: not json');
  });

  it('with quiet, a corrupt data file is still reported on stderr', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-server-'));
    try {
      writeFileSync(path.join(dataDir, 'local-db.json'), '{ broken');
      const db = await start({ dataDir });
      expect(db.getData()).toBeNull();
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
      expect(readdirSync(dataDir).some((f) => f.includes('.corrupt-'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('connections', () => {
  it('a client that goes is no longer counted', async () => {
    const db = await start();
    const c = await client(db);
    expect(db.connectionCount).toBe(1);
    c.destroy();
    await expect.poll(() => db.connectionCount, { timeout: 5000 }).toBe(0);
  });
});

describe('outages', () => {
  it("pause discards the clients' queued onDisconnect writes; with runOnDisconnect they run", async () => {
    const db = await start({ seed: { presence: { a: true, b: true } } });
    const first = await client(db);
    expect((await first.request('o', { p: 'presence/a', d: null })).s).toBe('ok');
    await db.pause();
    expect(db.listening).toBe(false);
    expect(db.getData('presence')).toEqual({ a: true, b: true });

    await db.resume();
    expect(db.listening).toBe(true);
    const second = await client(db);
    expect((await second.request('o', { p: 'presence/b', d: null })).s).toBe('ok');
    await db.pause({ runOnDisconnect: true });
    expect(db.getData('presence')).toEqual({ a: true });
  });

  it('restart of a running database changes nothing; it keeps serving', async () => {
    const db = await start({ seed: { a: 1 } });
    await db.restart();
    expect(db.listening).toBe(true);
    const c = await client(db);
    expect((await c.request('g', { p: 'a', q: {} })).d).toBe(1);
  });

  it('pausing and resuming again and again leaves no listeners behind (no leak warning)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const db = await start();
      for (let i = 0; i < 12; i += 1) {
        await db.pause();
        await db.resume();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
      expect((await (await client(db)).request('g', { p: 'a', q: {} })).s).toBe('ok');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
