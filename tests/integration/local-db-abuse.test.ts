/**
 * Abuse suite: hostile clients against `npm run db` as the README starts it
 * (a real process on a loopback port), with raw websocket frames and the
 * official SDK, and over the REST API. After every attack the process is still
 * up and an honest client still sees another honest client's writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, onValue, ref, set, update } from 'firebase/database';
import { startDbProcess, type DbProcess } from '../support/db-process';
import {
  connectTestClient,
  freshScreenCode,
  participantRecord,
  waitFor,
  type TestClient,
} from '../support/local-db';
import { DEFAULT_LIMITS } from '../../server/db/server';
import { RawClient } from '../support/raw-ws';
import { openStream, rest } from '../support/rest-client';

let proc: DbProcess;
let dataDir: string;
let writer: TestClient;
let listener: TestClient;
const raws: RawClient[] = [];
let healthChecks = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-abuse-'));
  proc = await startDbProcess(dataDir);
  writer = connectTestClient(proc.target, 'honest-writer');
  listener = connectTestClient(proc.target, 'honest-listener');
}, 60_000);

afterEach(() => {
  for (const r of raws.splice(0)) r.destroy();
});

afterAll(async () => {
  await writer?.close();
  await listener?.close();
  await proc?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function raw(): Promise<RawClient> {
  const client = await RawClient.open(proc.port);
  raws.push(client);
  return client;
}

/** The process is up and a write of one honest client reaches another. */
async function expectHealthy(): Promise<void> {
  expect(proc.alive).toBe(true);
  healthChecks += 1;
  const at = `screens/${freshScreenCode('health')}/u${healthChecks}`;
  const seen = waitFor(ref(listener.db, at), (s) => s.exists(), 10_000, 'an honest update');
  await set(ref(writer.db, at), participantRecord(`u${healthChecks}`));
  expect((await seen).val()).toMatchObject({ userId: `u${healthChecks}` });
}

/** The connection still serves requests: a harmless read is answered. */
async function expectStillServed(client: RawClient): Promise<void> {
  expect(client.open).toBe(true);
  expect((await client.request('g', { p: 'themes/0/name', q: {} })).s).toBe('ok');
}

/** An unsigned JWT with whatever claims an attacker likes. */
function unsignedJwt(claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('no identity from the wire', () => {
  it.each([
    ['the emulator admin token "owner"', 'owner'],
    ['an unsigned JWT claiming admin', unsignedJwt({ sub: 'x', admin: true, user_id: 'owner' })],
  ])('%s is refused and gives no rights', async (_name, cred) => {
    const client = await raw();
    expect((await client.request('auth', { cred })).s).toBe('invalid_token');
    expect((await client.request('gauth', { cred })).s).toBe('invalid_token');
    const attempts = [
      { p: 'themes/0/name', d: 'Hijacked' },
      { p: 'themes', d: null },
      { p: 'screens', d: null },
      { p: 'anything/else', d: 1 },
    ];
    for (const b of attempts) {
      expect((await client.request('p', b)).s, `write at ${b.p}`).toBe('permission_denied');
    }
    expect((await get(ref(writer.db, 'themes/0/name'))).val()).not.toBe('Hijacked');
    await expectHealthy();
  });
});

describe('malformed requests get an error for that request only', () => {
  const code = freshScreenCode('bad');
  const cases: [string, string, object][] = [
    [
      'a listen with a numeric query index',
      'q',
      { p: `screens/${code}`, q: { i: 5, l: 20, vf: 'r' }, t: 1 },
    ],
    ['a listen with an object as index', 'q', { p: `screens/${code}`, q: { i: {} }, t: 2 }],
    [
      'a listen with an invalid index path',
      'q',
      { p: `screens/${code}`, q: { i: 'a/$b', l: 1 }, t: 3 },
    ],
    ['a listen with a negative limit', 'q', { p: `screens/${code}`, q: { l: -1 }, t: 4 }],
    [
      'a listen with an object as start value',
      'q',
      { p: `screens/${code}`, q: { sp: {}, i: '.key' }, t: 5 },
    ],
    ['a listen with a string tag', 'q', { p: `screens/${code}`, q: {}, t: 'x' }],
    ['a listen with a numeric path', 'q', { p: 42 }],
    ['a get with an object as path', 'g', { p: { split: 1 } }],
    ['a write with a key containing "."', 'p', { p: `screens/${code}/u1`, d: { 'a.b': 1 } }],
    ['a write with a key containing "/"', 'p', { p: `configs/${code}`, d: { 'a/b': 'x' } }],
    ['a write at a path with "#"', 'p', { p: `screens/${code}/#`, d: 1 }],
    [
      'a write with a fake server value',
      'p',
      { p: `configs/${code}/textColor`, d: { '.sv': 'evil' } },
    ],
    ['an update that is not an object', 'm', { p: `configs/${code}`, d: 'x' }],
    ['an update with an empty key', 'm', { p: `configs/${code}`, d: { '': 'x' } }],
    ['an onDisconnect with a numeric path', 'o', { p: 7, d: null }],
    ['a key of 800 bytes', 'p', { p: `screens/${code}/${'k'.repeat(800)}`, d: null }],
  ];
  it.each(cases)('%s', async (_name, action, body) => {
    const client = await raw();
    const answer = await client.request(action, body);
    expect(answer.s).not.toBe('ok');
    await expectStillServed(client);
    // The failed request left nothing behind that could hurt others, even when the client goes.
    await expectHealthy();
    client.destroy();
    await client.closed;
    await expectHealthy();
  });

  it('unreadable and shapeless messages are dropped; the connection stays usable', async () => {
    const client = await raw();
    for (const frame of [
      'not json',
      '{"t":"d","d":5}',
      '[1,2]',
      'null',
      '{"t":"d","d":{"a":"p"}}',
    ]) {
      client.sendFrame(frame);
    }
    await expectStillServed(client);
    await expectHealthy();
  });
});

describe('per-connection limits: a client past one is disconnected', () => {
  it('a message announced in 999,999 frames', async () => {
    const client = await raw();
    client.sendFrame('999999');
    await client.closed;
    await expectHealthy();
  });

  it('frames adding up to more than 4 MiB', async () => {
    const client = await raw();
    client.sendFrame('256');
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 80 && client.open; i += 1) client.sendFrame(chunk);
    await client.closed;
    await expectHealthy();
  });

  it('one frame of 5 MiB', async () => {
    const client = await raw();
    client.sendFrame(Buffer.alloc(5 * 1024 * 1024, 0x61));
    await client.closed;
    await expectHealthy();
  });

  it('more than 1,000 listens', async () => {
    const client = await raw();
    const code = freshScreenCode('listens');
    for (let t = 1; t <= 1001; t += 1)
      client.requestNoWait('q', { p: `configs/${code}`, q: {}, t });
    await client.closed;
    await expectHealthy();
  });

  it('a client that stops reading while updates pile up for it', async () => {
    const code = freshScreenCode('stalled');
    const big = 'x'.repeat(16_000);
    await update(ref(writer.db, `configs/${code}`), {
      cardBackground: big,
      cardBorder: big,
      textColor: big,
      screenBackground: big,
      screenForeground: big,
      customImages: big,
    });
    const client = await raw();
    client.stopReading();
    // 400 listens of a 96 KB config: about 38 MB the client never takes.
    for (let t = 1; t <= 400; t += 1) client.requestNoWait('q', { p: `configs/${code}`, q: {}, t });
    // Meanwhile honest clients keep working, write after write.
    for (let i = 0; i < 20; i += 1) await expectHealthy();
    client.resumeReading();
    await client.closed;
    await expectHealthy();
  });

  it('a write of 10,000 participants is refused at once', async () => {
    const code = freshScreenCode('huge');
    const records: Record<string, unknown> = {};
    for (let i = 0; i < 10_000; i += 1) records[`u${i}`] = participantRecord(`u${i}`);
    await expect(set(ref(writer.db, `screens/${code}`), records)).rejects.toThrow();
    expect((await get(ref(writer.db, `screens/${code}/u1`))).exists()).toBe(false);
    await expectHealthy();
  });
});

describe('resource limits: a client past one is refused and stays connected', () => {
  it('more than 50 different queries on one path (each evaluated on every change there)', async () => {
    const client = await raw();
    const path = `screens/${freshScreenCode('queries')}`;
    const max = DEFAULT_LIMITS.maxQueriesPerPath;
    for (let t = 1; t <= max; t += 1)
      client.requestNoWait('q', { p: path, q: { l: t, vf: 'l' }, t });
    const refused = await client.request('q', { p: path, q: { l: max + 1, vf: 'l' }, t: max + 1 });
    expect(refused).toEqual({
      s: 'limit_exceeded',
      d: `more than ${max} different queries on /${path}`,
    });
    await expectStillServed(client);
    await expectHealthy();
  });

  it('onDisconnect writes of more than 256 KiB queued', async () => {
    const client = await raw();
    const path = `configs/${freshScreenCode('ondisconnect')}/cardBackground`;
    const value = 'x'.repeat(16_000);
    const each = path.length + value.length + 2;
    const fit = Math.floor(DEFAULT_LIMITS.maxOnDisconnectBytes / each);
    for (let i = 0; i < fit; i += 1) {
      expect((await client.request('o', { p: path, d: value })).s).toBe('ok');
    }
    expect(await client.request('o', { p: path, d: value })).toEqual({
      s: 'limit_exceeded',
      d: `onDisconnect writes of more than ${DEFAULT_LIMITS.maxOnDisconnectBytes} bytes queued`,
    });
    await expectStillServed(client);
    await expectHealthy();
  });
});

describe('what the rules refuse, through the SDK', () => {
  async function refused(write: Promise<unknown>): Promise<boolean> {
    try {
      await write;
      return false;
    } catch (error) {
      return /permission/i.test(String(error));
    }
  }

  it('records dated in the future, which would hold the 20 places for ever', async () => {
    const code = freshScreenCode('future');
    for (let i = 0; i < 3; i += 1) {
      const record = participantRecord(`f${i}`, { lastUpdate: Date.now() + 86_400_000 * (i + 1) });
      expect(await refused(set(ref(writer.db, `screens/${code}/f${i}`), record))).toBe(true);
    }
    await expectHealthy();
  });

  it.each(['screens', 'configs'])('listing every code under /%s', async (path) => {
    expect(await refused(get(ref(writer.db, path)))).toBe(true);
    await expectHealthy();
  });

  it('a participant key of 700 characters and a whitespace-only name', async () => {
    const code = freshScreenCode('keys');
    const key = 'k'.repeat(700);
    const long = set(ref(writer.db, `screens/${code}/${key}`), participantRecord(key));
    expect(await refused(long)).toBe(true);
    const blank = participantRecord('blank', { userName: ' \t ' });
    expect(await refused(set(ref(writer.db, `screens/${code}/blank`), blank))).toBe(true);
    await expectHealthy();
  });
});

describe('keys named like JavaScript object members', () => {
  const big = 'x'.repeat(20_000);
  const refused = new Set(['invalid_data', 'invalid_path']);

  it.each(['valueOf', 'toString', 'hasOwnProperty', 'constructor', '__proto__', 'isPrototypeOf'])(
    'writes and listens using the key %s are refused and change nothing',
    async (key) => {
      const client = await raw();
      const code = freshScreenCode('member');
      const config = `configs/${code}`;
      expect((await client.request('p', { p: config, d: { textColor: '#123456' } })).s).toBe('ok');
      // A computed key is an own member, __proto__ included, as JSON.parse makes it.
      const writes: [string, string, unknown][] = [
        ['p', config, { [key]: big }],
        ['p', config, { textColor: '#fff', [key]: big }],
        ['m', config, { [key]: big }],
        ['p', `sessions/${code}`, { story: 'S', [key]: big }],
        ['p', `${config}/${key}`, 'x'],
      ];
      for (const [action, p, d] of writes) {
        expect(refused.has((await client.request(action, { p, d })).s), `${action} ${p}`).toBe(
          true,
        );
      }
      const listened = [`${config}/${key}`, `screens/${code}/${key}`, `sessions/${code}/${key}`];
      for (let t = 1; t <= 30; t += 1) {
        const p = listened[t % listened.length]!;
        expect((await client.request('q', { p, q: {}, t })).s).toBe('invalid_path');
      }
      expect(await client.request('g', { p: config, q: {} })).toEqual({
        s: 'ok',
        d: { textColor: '#123456' },
      });
      expect((await get(ref(writer.db, `sessions/${code}`))).exists()).toBe(false);
      await expectStillServed(client);
      await expectHealthy();
    },
  );
});

describe('a plain value where the deck’s cards belong', () => {
  it('a deck whose cards are one long string, or cards written as a string, is refused', async () => {
    const code = freshScreenCode('deck');
    const deck = `sessions/${code}/deck`;
    const rejected = async (write: Promise<unknown>) => {
      await expect(write).rejects.toThrow(/permission/i);
    };
    await rejected(set(ref(writer.db, deck), { preset: 'custom', cards: 'x'.repeat(100_000) }));
    await rejected(set(ref(writer.db, `${deck}/cards`), 'x'.repeat(100_000)));
    await set(ref(writer.db, deck), { preset: 'custom', cards: ['1', '2'] });
    await rejected(set(ref(writer.db, `${deck}/cards`), '5'));
    expect((await get(ref(listener.db, deck))).val()).toEqual({
      preset: 'custom',
      cards: ['1', '2'],
    });
    await expectHealthy();
  });
});

describe('over HTTP (the REST API)', () => {
  it('oversized, deep, unreadable and unauthorised requests are answered; nothing is written', async () => {
    const code = freshScreenCode('rest');
    const at = `/screens/${code}/mallory.json`;
    const attempts: [string, Parameters<typeof rest>[2], number][] = [
      ['5 MiB body', { method: 'PUT', raw: JSON.stringify('x'.repeat(5 * 1024 * 1024)) }, 413],
      ['broken JSON', { method: 'PUT', raw: '{"userId": ' }, 400],
      ['40 levels deep', { method: 'PUT', raw: '{"a":'.repeat(40) + '1' + '}'.repeat(40) }, 400],
      [
        '10,000 values',
        {
          method: 'PATCH',
          body: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
        },
        400,
      ],
      [
        'admin token',
        {
          method: 'PUT',
          body: participantRecord('mallory'),
          headers: { authorization: 'Bearer owner' },
        },
        401,
      ],
      ['a record the rules refuse', { method: 'PUT', body: { userId: 'mallory' } }, 401],
    ];
    for (const [what, options, status] of attempts) {
      expect((await rest(proc.port, at, options)).status, what).toBe(status);
    }
    expect((await get(ref(writer.db, `screens/${code}`))).exists()).toBe(false);
    const stream = await openStream(proc.port, `/screens/${code}.json`);
    await stream.next((e) => e.event === 'put');
    stream.close();
    await expectHealthy();
  });
});

describe('the wall keeps its listen through all of it', () => {
  it('a screen listened to by the SDK still gets every update', async () => {
    const code = freshScreenCode('wall');
    const values: number[] = [];
    const stop = onValue(ref(listener.db, `screens/${code}`), (s) => {
      values.push(s.size);
    });
    try {
      const client = await raw();
      // The listen that used to stay registered half-built and fail every later write under it.
      const answer = await client.request('q', {
        p: `screens/${code}`,
        q: { i: 5, l: 20, vf: 'r' },
        t: 9,
      });
      expect(answer.s).toBe('invalid_query');
      client.destroy();
      await set(ref(writer.db, `screens/${code}/a`), participantRecord('a'));
      await set(ref(writer.db, `screens/${code}/b`), participantRecord('b'));
      await expect.poll(() => values.at(-1), { timeout: 10_000 }).toBe(2);
    } finally {
      stop();
    }
  });
});
