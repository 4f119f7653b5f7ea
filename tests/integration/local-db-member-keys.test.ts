/**
 * Keys named like JavaScript object members (`valueOf`, `constructor`,
 * `__proto__`, ...) on the local database with the app's rules. The rules
 * evaluator would find the member where it looks for a rule or a child, so such
 * a key used to skip `$other` and the size limits (`{textColor, valueOf: big}`
 * was stored) or fail with an internal error. Every one is refused with its
 * reason, in paths and inside values, over the websocket and REST, and a
 * refused listen keeps nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { freshScreenCode, participantRecord } from '../support/local-db';
import { RawClient, type ResponseBody } from '../support/raw-ws';
import { rest } from '../support/rest-client';

/** Every member of a plain object, `__proto__` included. */
const MEMBERS = Object.getOwnPropertyNames(Object.prototype);
const big = 'x'.repeat(20_000);

let db: LocalDatabase;
let client: RawClient;

beforeAll(async () => {
  db = await startLocalDatabase({ port: 0, quiet: true, report: () => undefined });
  client = await RawClient.open(db.port);
}, 30_000);

afterAll(async () => {
  client?.destroy();
  await db?.stop();
});

const reason = (key: string) =>
  `key "${key}" is the name of a JavaScript object member, which this database does not store`;
/** `{ [key]: value, ...rest }` with `key` as an own member, even `__proto__`. */
const withKey = (key: string, value: unknown, rest: object = {}) => ({ ...rest, [key]: value });
const ask = (action: string, body: object): Promise<ResponseBody> => client.request(action, body);

describe.each(MEMBERS)('the key %s', (key) => {
  it('inside a written value is refused and nothing is stored', async () => {
    const code = freshScreenCode('member');
    db.setData(`configs/${code}/textColor`, '#123456');
    const attempts: [string, unknown][] = [
      [`configs/${code}`, withKey(key, big)],
      [`configs/${code}`, withKey(key, big, { textColor: '#fff' })],
      [`sessions/${code}`, withKey(key, big, { story: 'S' })],
    ];
    for (const [p, d] of attempts) {
      expect(await ask('p', { p, d })).toEqual({ s: 'invalid_data', d: reason(key) });
    }
    expect(await ask('m', { p: `configs/${code}`, d: withKey(key, big) })).toEqual({
      s: 'invalid_data',
      d: reason(key),
    });
    expect(db.getData(`configs/${code}`)).toEqual({ textColor: '#123456' });
    expect(db.getData(`sessions/${code}`)).toBeNull();
  });

  it('in a path is refused for writes, reads and listens, which keep nothing', async () => {
    const code = freshScreenCode('member');
    const listens = db.listenCount;
    for (const p of [
      `configs/${code}/${key}`,
      `screens/${code}/${key}`,
      `sessions/${code}/${key}`,
    ]) {
      const refused = { s: 'invalid_path', d: reason(key) };
      expect(await ask('p', { p, d: 'x' })).toEqual(refused);
      expect(await ask('g', { p, q: {} })).toEqual(refused);
      expect(await ask('q', { p, q: {}, t: 1 })).toEqual(refused);
    }
    expect(db.listenCount).toBe(listens);
    expect(db.getData(`configs/${code}`)).toBeNull();
  });

  it('over REST is refused with the reason (400) and nothing is stored', async () => {
    const code = freshScreenCode('member');
    const inPath = `/configs/${code}/${encodeURIComponent(key)}.json`;
    for (const answer of [
      await rest(db.port, `/configs/${code}.json`, { method: 'PUT', body: withKey(key, big) }),
      await rest(db.port, `/configs/${code}.json`, { method: 'PATCH', body: withKey(key, big) }),
      await rest(db.port, inPath, { method: 'PUT', body: 'x' }),
      await rest(db.port, inPath),
      await rest(db.port, `/configs/${code}.json?orderBy=${encodeURIComponent(`"${key}"`)}`),
    ]) {
      expect(answer.status).toBe(400);
      expect((answer.json as { error: string }).error).toContain(reason(key));
    }
    expect(db.getData(`configs/${code}`)).toBeNull();
  });
});

describe('names that only differ from a member', () => {
  it('a participant key such as Constructor or valueOf2 is stored as any other', async () => {
    const code = freshScreenCode('member');
    for (const key of ['Constructor', 'valueOf2', 'proto']) {
      expect(await ask('p', { p: `screens/${code}/${key}`, d: participantRecord(key) })).toEqual({
        s: 'ok',
        d: {},
      });
    }
    expect(Object.keys(db.getData(`screens/${code}`) as object)).toEqual([
      'Constructor',
      'valueOf2',
      'proto',
    ]);
  });
});
