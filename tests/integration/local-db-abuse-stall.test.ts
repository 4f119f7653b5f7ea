/**
 * Abuse suite, part two: one hostile client against `npm run db` as the README starts
 * it (a real process on a loopback port) trying to take the server's time or memory
 * from every other room. Each attack is refused or served within its bound, the
 * process stays up, and another client's read sent while the attack is being handled
 * is answered within a second of an idle read. Before the limits these attacks held
 * every room for two seconds to minutes. The finer goal (no request holds the event
 * loop past about 50 ms; another room's read within 100 ms) is measured by the bench's
 * `hostile` row on a quiet machine: on a machine shared with other test files a timed
 * bound that tight fails by chance, not because of the server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDbProcess, type DbProcess } from '../support/db-process';
import { importPatch, type BacklogItem } from '../../renderer/domain/backlog';
import { DEFAULT_LIMITS } from '../../server/db/validate';
import { freshScreenCode, participantRecord } from '../support/local-db';
import { RawClient } from '../support/raw-ws';
import { openStream, rest, type EventStreamClient, type RestAnswer } from '../support/rest-client';
import { connect, type Socket } from 'node:net';

let proc: DbProcess;
let dataDir: string;
const raws: RawClient[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-stall-'));
  proc = await startDbProcess(dataDir);
}, 60_000);

afterEach(() => {
  for (const r of raws.splice(0)) r.destroy();
  for (const s of sockets.splice(0)) s.destroy();
});

afterAll(async () => {
  await proc?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const SECOND_READ_MS = 1000;

/** How long another client's read of a small location takes, in ms. */
async function readTime(): Promise<number> {
  const started = performance.now();
  const read = await rest(proc.port, '/themes/0/name.json');
  expect(read.status).toBe(200);
  return performance.now() - started;
}

/**
 * Starts `attack`, then (once its bytes are on their way) another client's read of a
 * small location; resolves with the attack's outcome once the read was answered within
 * {@link SECOND_READ_MS} of what the same read takes just before, with no attack (on a
 * shared, loaded machine that is more than the server's own time), and the process is
 * still up.
 */
async function meanwhile<T>(attack: () => Promise<T>): Promise<T> {
  const times = [await readTime(), await readTime(), await readTime()];
  const idle = Math.min(...times);
  const outcome = attack();
  await new Promise((r) => setTimeout(r, 5));
  const took = await readTime();
  expect(took - idle, 'the second client read, in ms more than idle').toBeLessThan(SECOND_READ_MS);
  const result = await outcome;
  expect(proc.alive).toBe(true);
  return result;
}

const statusAndError = (a: RestAnswer) => [a.status, (a.json as { error?: string }).error];

describe('writes that would stall every room', () => {
  it('the largest write the product makes, a backlog of 500 stories at their longest, is taken whole', async () => {
    const code = freshScreenCode('import');
    const items: BacklogItem[] = Array.from({ length: 500 }, (_, i) => ({
      key: `K-${i}`.padEnd(32, 'x'),
      title: `Story ${i} `.padEnd(200, 't'),
      description: 'd'.repeat(2000),
    }));
    const answer = await meanwhile(() =>
      rest(proc.port, `/sessions/${code}.json`, {
        method: 'PATCH',
        body: importPatch(items, 0, true, null),
      }),
    );
    expect(answer.status).toBe(200);
    const stored = await rest(proc.port, `/sessions/${code}/backlog.json?shallow=true`);
    expect(Object.keys(stored.json as object)).toHaveLength(500);
  });

  it(`a PATCH one value past the budget of ${DEFAULT_LIMITS.maxWriteValues} is refused whole`, async () => {
    const code = freshScreenCode('budget');
    // One path holding `n` values: its object and n - 1 numbers.
    const values = (n: number) => ({
      all: Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`k${i}`, 1])),
    });
    const over = await rest(proc.port, `/budget/${code}.json`, {
      method: 'PATCH',
      body: values(DEFAULT_LIMITS.maxWriteValues + 1),
    });
    expect(statusAndError(over)).toEqual([
      400,
      'Invalid data: write larger than its limit of values',
    ]);
    // At the budget the write reaches the rules (which keep clients out of this path).
    const at = await rest(proc.port, `/budget/${code}.json`, {
      method: 'PATCH',
      body: values(DEFAULT_LIMITS.maxWriteValues),
    });
    expect(at.status).toBe(401);
  });

  it('a PATCH of 20,000 empty objects is refused before it is parsed', async () => {
    const code = freshScreenCode('empty');
    const patch = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`u${i}`, {}]));
    const answer = await meanwhile(() =>
      rest(proc.port, `/screens/${code}.json`, { method: 'PATCH', body: patch }),
    );
    expect(statusAndError(answer)).toEqual([
      400,
      'Invalid data: write larger than its limit of values',
    ]);
  });

  it('a websocket update of 20,000 empty objects is refused the same way', async () => {
    const client = await RawClient.open(proc.port);
    raws.push(client);
    const d = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`u${i}/x`, {}]));
    const answer = await meanwhile(() => client.request('m', { p: 'screens/x', d }));
    expect(answer).toEqual({ s: 'invalid_data', d: 'write larger than its limit of values' });
  });

  it('a value with a priority of 3.9 MB is refused, not kept', async () => {
    const code = freshScreenCode('prio');
    const body = { '.value': 'red', '.priority': 'p'.repeat(3_900_000) };
    const answer = await meanwhile(() =>
      rest(proc.port, `/configs/${code}/textColor.json`, { method: 'PUT', body }),
    );
    expect(statusAndError(answer)).toEqual([
      400,
      'Invalid data: priorities are not supported: this database keeps none',
    ]);
  });

  it('server values out of range: an increment past the largest number, one inside an array', async () => {
    const client = await RawClient.open(proc.port);
    raws.push(client);
    const code = freshScreenCode('sv');
    const at = `sessions/${code}/history/head`;
    const inArray = await client.request('p', { p: at, d: [{ '.sv': { increment: 1 } }] });
    expect(inArray).toEqual({ s: 'invalid_data', d: 'a server value inside an array' });
    const answer = await rest(proc.port, `/${at}.json`, {
      method: 'PUT',
      body: { '.sv': { increment: 1e308 } },
    });
    expect(answer.status).not.toBe(500);
  });

  it(`a PATCH of more paths than the ${DEFAULT_LIMITS.maxUpdatePaths} an update may write is refused before any is checked`, async () => {
    const patch = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`${freshScreenCode(`wide${i}`)}`, null]),
    );
    const answer = await meanwhile(() =>
      rest(proc.port, '/screens.json', { method: 'PATCH', body: patch }),
    );
    expect(statusAndError(answer)).toEqual([
      400,
      'Invalid data: update of more paths than its limit',
    ]);
  });

  it('deleting as many rooms that never existed as an update may leaves no trace in the data file', async () => {
    // A record of each: a room as a whole is no client's to remove.
    const patch = Object.fromEntries(
      Array.from({ length: DEFAULT_LIMITS.maxUpdatePaths }, (_, i) => [
        `${freshScreenCode(`ghost${i}`)}/u1`,
        null,
      ]),
    );
    const answer = await meanwhile(() =>
      rest(proc.port, '/screens.json', { method: 'PATCH', body: patch }),
    );
    expect(answer.status).toBe(200);
    // Saved within a second of a write: one that holds data, so that the file is written.
    const real = freshScreenCode('real');
    await rest(proc.port, `/screens/${real}/u1.json`, {
      method: 'PUT',
      body: participantRecord('u1'),
    });
    await expect
      .poll(() => readFileSync(path.join(dataDir, 'local-db.json'), 'utf8'), { timeout: 5000 })
      .toContain(real);
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'local-db.json'), 'utf8')) as {
      '.lastWrite': Record<string, number>;
    };
    const recorded = Object.keys(saved['.lastWrite']);
    expect(recorded).toContain(real);
    const ghosts = new Set(Object.keys(patch).map((key) => key.split('/')[0]));
    expect(recorded.filter((code) => ghosts.has(code))).toEqual([]);
  });

  it('If-Match on the root is refused before any ETag is worked out', async () => {
    const answer = await meanwhile(() =>
      rest(proc.port, '/.json', { method: 'PUT', body: null, headers: { 'if-match': 'x' } }),
    );
    expect(answer.status).toBe(401);
  });
});

describe('a room of 4,000 records with 40 event streams', () => {
  const code = freshScreenCode('crowd');
  const streams: EventStreamClient[] = [];

  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('a one-field write is answered, and every stream gets just that field', async () => {
    // 250 records (1,751 values) a write: within the budget of values.
    for (let from = 0; from < 4000; from += 250) {
      const patch = Object.fromEntries(
        Array.from({ length: 250 }, (_, i) => [`u${from + i}`, participantRecord(`u${from + i}`)]),
      );
      const answer = await rest(proc.port, `/screens/${code}.json`, {
        method: 'PATCH',
        body: patch,
      });
      expect(answer.status).toBe(200);
    }
    for (let i = 0; i < 40; i += 1)
      streams.push(await openStream(proc.port, `/screens/${code}.json`));
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'put')));
    const answer = await meanwhile(() =>
      rest(proc.port, `/screens/${code}/u7/userName.json`, { method: 'PUT', body: 'Ann' }),
    );
    expect(answer.status).toBe(200);
    for (const s of streams) {
      const event = await s.next(
        (e) => e.event === 'put' && JSON.stringify(e.data).includes('/u7'),
      );
      expect(event.data).toEqual({ path: '/u7/userName', data: 'Ann' });
    }
  }, 60_000);
});

describe('connections that hold memory', () => {
  it('websockets sending the start of a 256-frame message and REST bodies held short are closed at the deadline', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => RawClient.open(proc.port)));
    raws.push(...clients);
    for (const c of clients) {
      c.sendFrame('256');
      c.sendFrame('x'.repeat(16_000));
    }
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const socket = connect(proc.port, '127.0.0.1');
        sockets.push(socket);
        await new Promise((r) => socket.once('connect', r));
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.write(
          'PUT /screens/x.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4000000\r\n\r\n{"a":',
        );
        return { socket, text: () => text };
      }),
    );
    await meanwhile(() => Promise.resolve());
    // The deadline is 10 s.
    await Promise.all(clients.map((c) => c.closed));
    await Promise.all(bodies.map(({ socket }) => new Promise((r) => socket.once('close', r))));
    for (const { text } of bodies) {
      expect(text()).toMatch(/^HTTP\/1\.1 408/);
      expect(text()).toContain('Request body not received within 10000 ms');
    }
    expect(proc.alive).toBe(true);
  }, 30_000);

  it('a page that rebinds its name to the server reads nothing', async () => {
    const answer = await rest(proc.port, '/themes.json', {
      headers: { host: `rebind.attacker.example:${proc.port}` },
    });
    expect(statusAndError(answer)).toEqual([
      403,
      `This database is not served as rebind.attacker.example:${proc.port}`,
    ]);
  });
});
