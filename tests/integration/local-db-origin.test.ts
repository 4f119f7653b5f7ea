/**
 * Which web pages may use the local database: a page from anywhere else opened
 * on the meeting room's network is refused (403 and the reason, on the
 * websocket and on REST), logged once, and the server goes on serving the
 * pages it does serve and clients without an Origin (the SDK in Node, curl).
 * Addresses of the room's network are only named here (192.0.2.10, a
 * documentation address); no traffic goes anywhere but to loopback.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { get, ref } from 'firebase/database';
import { APP_ORIGIN } from '../../main/app-protocol';
import { KIOSK_ORIGIN, OriginCheck } from '../../server/db/origin';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { connectTestClient, startTestDatabase, type DatabaseTarget } from '../support/local-db';
import { rest } from '../support/rest-client';

const refusal = (origin: string) => `Pages from ${origin} may not use this database`;
const logLine = (origin: string) =>
  `local-db: refused requests from the page origin ${origin}: not one this server serves`;

describe('the check', () => {
  it('without a list: no Origin, loopback pages on any port and the kiosk’s own pages pass', () => {
    const logged: string[] = [];
    const check = new OriginCheck(undefined, (m) => logged.push(m));
    for (const origin of [
      undefined,
      'http://127.0.0.1:5173',
      'http://127.9.0.1',
      'https://localhost:8443',
      'http://[::1]:4173',
      'app://story-point',
    ]) {
      expect(check.refusal(origin), String(origin)).toBeNull();
    }
    expect(KIOSK_ORIGIN).toBe(APP_ORIGIN);
    for (const origin of [
      'http://192.0.2.10:5173',
      'https://evil.example',
      'null',
      'file://',
      'ftp://127.0.0.1',
      'app://other',
      'not a url',
    ]) {
      expect(check.refusal(origin), origin).toBe(refusal(origin));
    }
    expect(logged).toHaveLength(7);
    expect(logged[0]).toBe(logLine('http://192.0.2.10:5173'));
  });

  it('with a list: exactly its origins, read anew on each request', () => {
    let allowed = ['http://192.0.2.10:5173'];
    const check = new OriginCheck(
      () => allowed,
      () => undefined,
    );
    expect(check.refusal('http://192.0.2.10:5173')).toBeNull();
    expect(check.refusal(undefined)).toBeNull();
    expect(check.refusal('http://127.0.0.1:5173')).toBe(refusal('http://127.0.0.1:5173'));
    expect(check.refusal('http://192.0.2.10:5174')).toBe(refusal('http://192.0.2.10:5174'));
    allowed = ['http://192.0.2.11:5173'];
    expect(check.refusal('http://192.0.2.10:5173')).toBe(refusal('http://192.0.2.10:5173'));
  });

  it('each refused origin is logged once, at most 100 of them, and a long one is cut to 200 characters', () => {
    const logged: string[] = [];
    const check = new OriginCheck(undefined, (m) => logged.push(m));
    check.refusal('https://evil.example');
    check.refusal('https://evil.example');
    expect(logged).toEqual([logLine('https://evil.example')]);
    for (let i = 0; i < 120; i += 1) check.refusal(`https://evil${i}.example`);
    expect(logged).toHaveLength(100);
    const long = `https://${'x'.repeat(300)}.example`;
    const fresh = new OriginCheck(undefined, (m) => logged.push(m));
    expect(fresh.refusal(long)).toBe(refusal(long.slice(0, 200)));
    expect(logged.at(-1)).toBe(logLine(long.slice(0, 200)));
  });
});

/** The content type of the last refusal {@link connect} saw. */
let refusedAs: string | undefined;

/** Opens a websocket with `origin` (none when undefined): 'open', or the status and body of the refusal. */
function connect(port: number, origin?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/.ws?v=5',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(origin === undefined ? {} : { origin }),
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve('open');
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        refusedAs = res.headers['content-type'];
        resolve(`${res.statusCode} ${body}`);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a database that serves the pages of one address', () => {
  let target: DatabaseTarget;
  afterEach(() => target?.stop());

  it('refuses a websocket and REST requests from any other page, logs it once, and serves everyone else', async () => {
    const reports: string[] = [];
    target = await startTestDatabase({
      allowedOrigins: () => ['http://192.0.2.10:5173'],
      report: (m) => reports.push(m),
    });
    const evil = 'https://evil.example';
    expect(await connect(target.port, evil)).toBe(`403 ${refusal(evil)}`);
    expect(refusedAs).toBe('text/plain; charset=utf-8');
    expect(await connect(target.port, 'http://192.0.2.10:5173')).toBe('open');
    expect(await connect(target.port)).toBe('open');

    const fromEvil = await rest(target.port, '/themes.json', { headers: { origin: evil } });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.json).toEqual({ error: refusal(evil) });
    expect(fromEvil.headers['content-type']).toBe('application/json; charset=utf-8');
    const written = await rest(target.port, '/screens/a/u.json', {
      method: 'POST',
      raw: '{}',
      headers: { origin: evil, 'content-type': 'text/plain' },
    });
    expect(written.status).toBe(403);
    expect((await rest(target.port, '/themes.json')).status).toBe(200);
    const ours = await rest(target.port, '/themes.json', {
      headers: { origin: 'http://192.0.2.10:5173' },
    });
    expect(ours.status).toBe(200);
    expect(reports).toEqual([logLine(evil)]);

    const sdk = connectTestClient(target, 'origin-less');
    try {
      expect((await get(ref(sdk.db, 'themes/0/name'))).exists()).toBe(true);
    } finally {
      await sdk.close();
    }
  });
});

describe('REST from the pages of another origin (CORS)', () => {
  let target: DatabaseTarget;
  afterEach(() => target?.stop());
  const page = 'http://192.0.2.10:5173';

  it('an allowed page’s preflight is answered with the methods and headers REST takes, and its answers name it', async () => {
    target = await startTestDatabase({ allowedOrigins: () => [page] });
    const preflight = await rest(target.port, '/screens/a/u.json', {
      method: 'OPTIONS',
      headers: {
        origin: page,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type, x-firebase-etag',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(page);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Firebase-ETag');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
    const read = await rest(target.port, '/themes/0/name.json', {
      headers: { origin: page, 'x-firebase-etag': 'true' },
    });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(page);
    // The page's script may read the ETag it needs for a conditional write.
    expect(read.headers['access-control-expose-headers']).toBe('ETag');
    // Caches keep the answer apart from other pages' answers.
    expect(read.headers.vary).toBe('Origin');
    // Without a page (curl, a bot) nothing is named.
    expect((await rest(target.port, '/themes.json')).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
  });

  it('a page the check refuses gets no preflight answer, only the refusal', async () => {
    target = await startTestDatabase({ allowedOrigins: () => [page], report: () => undefined });
    const preflight = await rest(target.port, '/screens/a/u.json', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('the room server', () => {
  let room: RoomServer;
  afterEach(() => room?.stop());

  it('lets its own pages (loopback, its LAN addresses, the configured site) and the kiosk use the database, nothing else', async () => {
    let lan = '192.0.2.10';
    room = await startRoomServer({
      webRoot: 'dist/web',
      port: 0,
      databasePort: 0,
      host: '127.0.0.1',
      lanAddress: () => lan,
      addresses: () => ['192.0.2.20', 'fe80::1'],
      site: 'https://poker.example.com/',
      quiet: true,
      log: () => undefined,
    });
    const port = room.port;
    expect(room.allowedOrigins()).toEqual([
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      `http://192.0.2.20:${port}`,
      `http://[fe80::1]:${port}`,
      `http://192.0.2.10:${port}`,
      'https://poker.example.com',
      'app://story-point',
    ]);
    lan = '192.0.2.30';
    room.refresh();
    expect(room.allowedOrigins()).toContain(`http://192.0.2.30:${port}`);
    expect(room.allowedOrigins()).not.toContain(`http://192.0.2.10:${port}`);
    const db = room.database.port;
    expect(await connect(db, `http://127.0.0.1:${port}`)).toBe('open');
    expect(await connect(db, `http://192.0.2.30:${port}`)).toBe('open');
    expect(await connect(db, 'app://story-point')).toBe('open');
    expect(await connect(db, `http://127.0.0.1:${port + 1}`)).toMatch(/^403 /);
    expect(await connect(db, 'https://evil.example')).toMatch(/^403 /);
  });
});
