/**
 * The addresses of its own that the local database answers in the Host header
 * (server/db/admission.ts): listening on every interface, those of every interface;
 * listening on one, that one only. The interfaces are injected (192.0.2.10 and
 * 2001:db8::10, documentation addresses) and checked as text: whatever interface the
 * database is told to listen on, it listens on 127.0.0.1, where every request goes.
 */
import type { RequestListener, ServerOptions } from 'node:http';
import type { NetworkInterfaceInfo } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { rest } from '../support/rest-client';

vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof import('node:os')>();
  // The database reads each entry's address only.
  const info = (address: string) => ({ address }) as NetworkInterfaceInfo;
  const interfaces = {
    lo: [info('127.0.0.1'), info('::1')],
    eth0: [info('192.0.2.10'), info('2001:db8::10')],
  };
  return { ...os, networkInterfaces: () => interfaces };
});

vi.mock('node:http', async (importOriginal) => {
  const http = await importOriginal<typeof import('node:http')>();
  const createServer = (options: ServerOptions, handler: RequestListener) => {
    const server = http.createServer(options, handler);
    const listen = server.listen.bind(server);
    server.listen = ((port: number, _host: string, done: () => void) =>
      listen(port, '127.0.0.1', done)) as typeof server.listen;
    return server;
  };
  return { ...http, createServer };
});

const started: LocalDatabase[] = [];
afterEach(async () => {
  for (const db of started.splice(0)) await db.stop();
});

/** A database told to listen on `host`; refused names go to `refused`. */
async function listeningOn(host: string, allowedHosts?: () => string[]) {
  const refused: string[] = [];
  const db = await startLocalDatabase({
    port: 0,
    host,
    quiet: true,
    rules: false,
    seed: { a: 1 },
    allowedHosts,
    report: (message) => refused.push(message),
  });
  started.push(db);
  /** What a request naming `name` (and the port) in its Host header is answered. */
  const answerFor = async (name: string) => {
    const answer = await rest(db.port, '/a.json', { headers: { host: `${name}:${db.port}` } });
    return [answer.status, answer.json];
  };
  return { db, refused, answerFor };
}

const notServedAs = (name: string, db: LocalDatabase) => ({
  error: `This database is not served as ${name}:${db.port}`,
});

describe('the addresses of its own that the database answers', () => {
  it.each([
    ['every IPv4 interface', '0.0.0.0'],
    ['every interface', '::'],
  ])(
    'listening on %s, it answers the address of every interface, and no other',
    async (_name, host) => {
      const { db, answerFor } = await listeningOn(host);
      expect(await answerFor('192.0.2.10')).toEqual([200, 1]);
      expect(await answerFor('[2001:db8::10]')).toEqual([200, 1]);
      expect(await answerFor('192.0.2.99')).toEqual([403, notServedAs('192.0.2.99', db)]);
    },
  );

  it('listening on loopback only, it refuses the addresses of the other interfaces', async () => {
    const { db, refused, answerFor } = await listeningOn('127.0.0.1');
    expect(await answerFor('192.0.2.10')).toEqual([403, notServedAs('192.0.2.10', db)]);
    expect(await answerFor('[2001:db8::10]')).toEqual([403, notServedAs('[2001:db8::10]', db)]);
    expect(await answerFor('127.0.0.1')).toEqual([200, 1]);
    expect(refused).toEqual([
      expect.stringContaining(`refused requests for the host name 192.0.2.10:${db.port}`),
      expect.stringContaining(`refused requests for the host name [2001:db8::10]:${db.port}`),
    ]);
  });

  it('listening on one interface, it answers its address and the names allowed, not the other addresses', async () => {
    const { db, answerFor } = await listeningOn('192.0.2.10', () => ['Room-PC.example']);
    expect(await answerFor('192.0.2.10')).toEqual([200, 1]);
    expect(await answerFor('room-pc.example')).toEqual([200, 1]);
    expect(await answerFor('[2001:db8::10]')).toEqual([403, notServedAs('[2001:db8::10]', db)]);
  });
});
