/**
 * Conformance of the local database's REST API (server/db/rest.ts) with the
 * Realtime Database's REST reference: the same requests a CI job, a bot or a
 * person with curl sends, checked for their answers, status codes and headers,
 * through the product's rules (database.rules.json) and, for queries, rules
 * that declare the indexes the service requires. With
 * FIREBASE_DATABASE_EMULATOR_HOST set the same suite runs against Firebase's
 * emulator (tests/support/rest-target.ts); the cases about this server's own
 * choices say so when they skip there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDatabase } from '../../server/db/server';
import { freshScreenCode, participantRecord } from '../support/local-db';
import { rest } from '../support/rest-client';
import { localOnly, startRestTarget, type RestTarget } from '../support/rest-target';

let db: RestTarget;
let open: RestTarget;

const SCORES = { a: { score: 3 }, b: { score: 1 }, c: { score: 2 }, d: { score: 5 } };

beforeAll(async () => {
  db = await startRestTarget();
  open = await startRestTarget({
    namespace: 'story-point-rest-open',
    seed: { scores: SCORES, values: { x: 3, y: 1, z: 2 }, list: { 0: 'a', 1: 'b', 3: 'd' } },
    rules: {
      rules: {
        '.read': true,
        '.write': true,
        scores: { '.indexOn': ['score'] },
        values: { '.indexOn': '.value' },
      },
    },
  });
});
afterAll(async () => {
  await db.stop();
  await open.stop();
});

const on = (target: () => RestTarget) => (path: string, options?: Parameters<typeof rest>[2]) =>
  target().rest(path, options);
const product = on(() => db);
const plain = on(() => open);

describe('reading and writing', () => {
  it('PUT writes and answers the data written; GET reads it back as JSON', async () => {
    const code = freshScreenCode('rest');
    const put = await product(`/sessions/${code}/story.json`, {
      method: 'PUT',
      body: 'Login page',
    });
    expect(put.status).toBe(200);
    expect(put.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(put.headers['cache-control']).toBe('no-cache');
    expect(put.headers['content-length']).toBe(String(put.text.length));
    expect(put.json).toBe('Login page');
    const got = await product(`/sessions/${code}/story.json`);
    expect([got.status, got.json]).toEqual([200, 'Login page']);
    expect(await db.getData(`sessions/${code}/story`)).toBe('Login page');
  });

  it('GET of a location without data answers null', async () => {
    const got = await product(`/sessions/${freshScreenCode('none')}/story.json`);
    expect([got.status, got.text]).toEqual([200, 'null']);
  });

  it('PATCH updates the named children only, paths included, and answers them', async () => {
    const code = freshScreenCode('patch');
    await db.setData(`screens/${code}/alice`, participantRecord('alice'));
    const patch = await product(`/screens/${code}.json`, {
      method: 'PATCH',
      body: { 'alice/selected': '-5', 'alice/showCard': true },
    });
    expect([patch.status, patch.json]).toEqual([
      200,
      { 'alice/selected': '-5', 'alice/showCard': true },
    ]);
    expect(await db.getData(`screens/${code}/alice`)).toMatchObject({
      userId: 'alice',
      selected: '-5',
      showCard: true,
    });
  });

  it('POST adds a child under a new push name and answers {"name": ...}', async () => {
    const first = await plain('/messages.json', { method: 'POST', body: { text: 'one' } });
    const second = await plain('/messages.json', { method: 'POST', body: { text: 'two' } });
    expect(first.status).toBe(200);
    const name1 = (first.json as { name: string }).name;
    const name2 = (second.json as { name: string }).name;
    expect(name1).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(name2 > name1).toBe(true);
    expect(await open.getData(`messages/${name1}`)).toEqual({ text: 'one' });
    expect(await open.getData(`messages/${name2}`)).toEqual({ text: 'two' });
  });

  it('DELETE removes the data and answers null', async () => {
    const code = freshScreenCode('delete');
    await db.setData(`sessions/${code}/story`, 'Gone soon');
    const deleted = await product(`/sessions/${code}/story.json`, { method: 'DELETE' });
    expect([deleted.status, deleted.text]).toEqual([200, 'null']);
    expect(await db.getData(`sessions/${code}/story`)).toBeNull();
  });

  it('a path with a trailing slash before .json names the same location', async () => {
    const code = freshScreenCode('slash');
    await db.setData(`sessions/${code}/story`, 'Same');
    expect((await product(`/sessions/${code}/story/.json`)).json).toBe('Same');
    expect((await product(`/sessions/${code}/st%6Fry.json`)).json).toBe('Same');
  });

  it('server values: {".sv": "timestamp"} becomes the server time, increment counts up', async () => {
    const before = Date.now();
    const put = await plain('/stamps/t.json', { method: 'PUT', body: { '.sv': 'timestamp' } });
    expect(put.json).toBeGreaterThanOrEqual(before);
    expect(put.json).toBeLessThanOrEqual(Date.now());
    await plain('/stamps/n.json', { method: 'PUT', body: 2 });
    const inc = await plain('/stamps.json', {
      method: 'PATCH',
      body: { n: { '.sv': { increment: 3 } } },
    });
    expect(inc.json).toEqual({ n: 5 });
  });

  it('lists (children 0, 1, 2 …) come back as JSON arrays, gaps as null', async () => {
    expect((await plain('/list.json')).json).toEqual(['a', 'b', null, 'd']);
  });
});

describe('method override', () => {
  it('a POST with X-HTTP-Method-Override acts as the method it names', async () => {
    await plain('/override.json', { method: 'PUT', body: { a: 1, b: 2 } });
    const patched = await plain('/override.json', {
      method: 'POST',
      body: { b: 3 },
      headers: { 'X-HTTP-Method-Override': 'PATCH' },
    });
    expect(patched.json).toEqual({ b: 3 });
    expect(await open.getData('override')).toEqual({ a: 1, b: 3 });
    const deleted = await plain('/override.json?x-http-method-override=DELETE', { method: 'POST' });
    expect([deleted.status, deleted.text]).toEqual([200, 'null']);
    expect(await open.getData('override')).toBeNull();
  });

  it('the method named may be in lower case', async () => {
    const put = await plain('/override.json', {
      method: 'POST',
      body: 'lower',
      headers: { 'X-HTTP-Method-Override': 'put' },
    });
    expect([put.status, put.json]).toEqual([200, 'lower']);
    expect(await open.getData('override')).toBe('lower');
  });

  it('a long override is quoted in 20 characters', async () => {
    const bad = await plain(`/override.json?x-http-method-override=${'X'.repeat(30)}`, {
      method: 'POST',
      body: 1,
    });
    expect(bad.json).toEqual({ error: `Invalid method override: ${'X'.repeat(20)}` });
  });

  it('an override naming no REST method is refused; on a GET it is ignored', async () => {
    const bad = await plain('/override.json', {
      method: 'POST',
      body: {},
      headers: { 'X-HTTP-Method-Override': 'TRACE' },
    });
    expect([bad.status, bad.json]).toEqual([400, { error: 'Invalid method override: TRACE' }]);
    const get = await plain('/values/x.json?x-http-method-override=DELETE');
    expect([get.status, get.json]).toEqual([200, 3]);
    expect(await open.getData('values/x')).toBe(3);
  });
});

describe('print and shallow', () => {
  it('print=pretty indents the JSON as the service does', async () => {
    const pretty = await plain('/scores/a.json?print=pretty');
    expect(pretty.text).toBe('{\n  "score" : 3\n}');
  });

  it('print=silent answers 204 with no body, for writes and reads', async () => {
    const put = await plain('/silent.json?print=silent', { method: 'PUT', body: 1 });
    expect([put.status, put.text]).toEqual([204, '']);
    expect(await open.getData('silent')).toBe(1);
    const got = await plain('/silent.json?print=silent');
    expect([got.status, got.text]).toEqual([204, '']);
  });

  it('print=silent keeps the body of a refusal', async () => {
    const refused = await plain('/scores.json?print=silent&limitToFirst=1');
    expect([refused.status, refused.json]).toEqual([
      400,
      { error: 'orderBy must be defined when other query parameters are defined' },
    ]);
  });

  it('shallow=true answers the keys, objects as true and values as they are', async () => {
    await plain('/shallow.json', { method: 'PUT', body: { deep: { x: 1 }, leaf: 'text', n: 2 } });
    expect((await plain('/shallow.json?shallow=true')).json).toEqual({
      deep: true,
      leaf: 'text',
      n: 2,
    });
    expect((await plain('/shallow/leaf.json?shallow=true')).json).toBe('text');
  });

  it.each([
    ['print=loud', "print must be 'pretty' or 'silent'"],
    ['shallow=yes', "shallow must be 'true' or 'false'"],
    ['shallow=true&orderBy="$key"', 'shallow cannot be combined with orderBy or its constraints'],
  ])('%s is refused with 400', async (query, error) => {
    const answer = await plain(`/scores.json?${query}`);
    expect([answer.status, answer.json]).toEqual([400, { error }]);
  });
});

describe('queries, answered unordered as the service does', () => {
  const keys = async (query: string) => {
    const answer = await plain(`/scores.json?${query}`);
    expect(answer.status).toBe(200);
    return Object.keys(answer.json as object).sort();
  };

  it.each([
    ['orderBy="score"&limitToFirst=2', ['b', 'c']],
    ['orderBy="score"&limitToLast=2', ['a', 'd']],
    ['orderBy="score"&startAt=2', ['a', 'c', 'd']],
    ['orderBy="score"&endAt=2', ['b', 'c']],
    ['orderBy="score"&startAt=2&endAt=3', ['a', 'c']],
    ['orderBy="score"&equalTo=5', ['d']],
    ['orderBy="$key"&startAt="b"&endAt="c"', ['b', 'c']],
    ['orderBy="$key"&limitToLast=1', ['d']],
    ['orderBy="$key"&equalTo="a"', ['a']],
    ['orderBy="score"', ['a', 'b', 'c', 'd']],
  ])('%s', async (query, expected) => {
    expect(await keys(query)).toEqual(expected);
  });

  it('orderBy="$value" on an indexed location', async () => {
    const answer = await plain('/values.json?orderBy="$value"&startAt=2');
    expect(answer.json).toEqual({ x: 3, z: 2 });
  });

  it('a query that matches nothing answers null', async () => {
    expect((await plain('/scores.json?orderBy="score"&equalTo=9')).text).toBe('null');
  });

  it.each([
    ['limitToFirst=1', 'orderBy must be defined when other query parameters are defined'],
    ['orderBy=score', 'orderBy must be a valid JSON encoded path'],
    ['orderBy=5', 'orderBy must be a valid JSON encoded path'],
    [
      'orderBy="score"&startAt=abc',
      'startAt must be a JSON primitive (a quoted string, a number, true, false or null)',
    ],
    [
      'orderBy="score"&endAt={}',
      'endAt must be a JSON primitive (a quoted string, a number, true, false or null)',
    ],
    ['orderBy="$key"&startAt=1', 'startAt must be a quoted string with orderBy="$key"'],
    ['orderBy="score"&limitToFirst=0', 'limitToFirst must be a positive integer'],
    ['orderBy="score"&limitToLast=-1', 'limitToLast must be a positive integer'],
    ['orderBy="score"&limitToFirst=1.5', 'limitToFirst must be a positive integer'],
    [
      'orderBy="score"&limitToFirst=1&limitToLast=1',
      'limitToFirst and limitToLast cannot be combined',
    ],
    ['orderBy="score"&equalTo=1&startAt=0', 'equalTo cannot be combined with startAt or endAt'],
    [
      'orderBy="a$b"',
      'invalid query: query index: key "a$b" contains . $ # [ ] / or a control character',
    ],
  ])('%s is refused with 400 and the reason', async (query, error) => {
    const answer = await plain(`/scores.json?${query}`);
    expect([answer.status, answer.json]).toEqual([400, { error }]);
  });

  it.skipIf(localOnly('this server keeps no priorities; the service does') !== null)(
    'orderBy="$priority" is refused with 400: this database keeps no priorities',
    async () => {
      const answer = await plain('/scores.json?orderBy="$priority"');
      expect([answer.status, answer.json]).toEqual([
        400,
        { error: 'orderBy="$priority" is not supported: this database keeps no priorities' },
      ]);
    },
  );

  it('ordering by a child the rules declare no index for is refused, as the service does', async () => {
    const answer = await plain('/values.json?orderBy="score"&limitToFirst=1');
    expect([answer.status, answer.json]).toEqual([
      400,
      { error: 'Index not defined, add ".indexOn": "score", for path "/values", to the rules' },
    ]);
    const byValue = await plain('/scores.json?orderBy="$value"&limitToFirst=1');
    expect(byValue.json).toEqual({
      error: 'Index not defined, add ".indexOn": ".value", for path "/scores", to the rules',
    });
  });

  it.skipIf(localOnly('needs a local database with the rules off') !== null)(
    'with the rules off (tests only), any index is served',
    async () => {
      const bare = await startLocalDatabase({
        port: 0,
        quiet: true,
        rules: false,
        seed: { scores: SCORES },
      });
      try {
        const answer = await rest(bare.port, '/scores.json?orderBy="score"&limitToLast=1');
        expect(answer.json).toEqual({ d: { score: 5 } });
      } finally {
        await bare.stop();
      }
    },
  );

  it('the product orders a room by lastUpdate (its rules declare that index)', async () => {
    const code = freshScreenCode('order');
    await db.setData(`screens/${code}/old`, participantRecord('old', { lastUpdate: 1 }));
    await db.setData(`screens/${code}/new`, participantRecord('new', { lastUpdate: 2 }));
    const answer = await product(`/screens/${code}.json?orderBy="lastUpdate"&limitToLast=1`);
    expect(Object.keys(answer.json as object)).toEqual(['new']);
  });
});

describe('conditional requests', () => {
  it('X-Firebase-ETag: true adds the ETag of the data; no data has the ETag null_etag', async () => {
    await plain('/etag.json', { method: 'PUT', body: { v: 1 } });
    const read = await plain('/etag.json', { headers: { 'X-Firebase-ETag': 'true' } });
    expect(read.headers.etag).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect((await plain('/etag.json')).headers.etag).toBeUndefined();
    const none = await plain('/no-such.json', { headers: { 'X-Firebase-ETag': 'true' } });
    expect(none.headers.etag).toBe('null_etag');
  });

  it('a write with the current ETag in if-match runs; with a stale one it answers 412, the data and its ETag', async () => {
    await plain('/counter.json', { method: 'PUT', body: 10 });
    const { headers } = await plain('/counter.json', { headers: { 'X-Firebase-ETag': 'true' } });
    const etag = headers.etag as string;
    const first = await plain('/counter.json', {
      method: 'PUT',
      body: 11,
      headers: { 'if-match': etag, 'X-Firebase-ETag': 'true' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await plain('/counter.json', {
      method: 'PUT',
      body: 11,
      headers: { 'if-match': etag },
    });
    expect([stale.status, stale.json]).toEqual([412, 11]);
    expect(stale.headers.etag).toBe(first.headers.etag);
    expect(await open.getData('counter')).toBe(11);
  });

  it('if-match: null_etag writes only where there is no data yet', async () => {
    const created = await plain('/once.json', {
      method: 'PUT',
      body: 'first',
      headers: { 'if-match': 'null_etag' },
    });
    expect(created.status).toBe(200);
    const again = await plain('/once.json', {
      method: 'PUT',
      body: 'second',
      headers: { 'if-match': 'null_etag' },
    });
    expect([again.status, again.json]).toEqual([412, 'first']);
  });
});

describe('the rules, over REST', () => {
  it('a refused write answers 401 {"error": "Permission denied"} and writes nothing', async () => {
    const code = freshScreenCode('refused');
    const answer = await product(`/sessions/${code}/story.json`, {
      method: 'PUT',
      body: 'two\nlines',
    });
    expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
    expect(await db.getData(`sessions/${code}/story`)).toBeNull();
  });

  it('a refused multi-location PATCH writes none of its locations', async () => {
    const code = freshScreenCode('half');
    const answer = await product(`/sessions/${code}.json`, {
      method: 'PATCH',
      body: { story: 'Fine', round: 'not a number' },
    });
    expect(answer.status).toBe(401);
    expect(await db.getData(`sessions/${code}`)).toBeNull();
  });

  it.each([
    ['the root', '/.json'],
    ['the list of rooms', '/screens.json'],
    ['a path outside the contract', '/secrets.json'],
  ])('reading %s is refused', async (_what, path) => {
    const answer = await product(path);
    expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
  });

  it('the seeded themes cannot be overwritten, not even through POST or DELETE', async () => {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      const answer = await product('/themes.json', { method, body: { 0: 'x' } });
      expect(answer.status, method).toBe(401);
    }
    expect(((await db.getData('themes/0')) as { name: string }).name).toBe('Classic Blue');
  });

  it('a stale if-match where the client may not read answers 401, not the data', async () => {
    const answer = await product('/screens.json', {
      method: 'PUT',
      body: 1,
      headers: { 'if-match': 'stale' },
    });
    expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
    const root = await product('/.json', { method: 'PUT', body: 1, headers: { 'if-match': 'x' } });
    expect([root.status, root.json]).toEqual([401, { error: 'Permission denied' }]);
  });
});

describe('tokens', () => {
  it.skipIf(
    localOnly('this server trusts no token; the emulator takes "owner" as its admin') !== null,
  )('auth= and Bearer tokens are refused: no identity comes from the wire', async () => {
    const code = freshScreenCode('token');
    for (const [path, headers] of [
      [`/sessions/${code}.json?auth=owner`, {}],
      [`/sessions/${code}.json?access_token=abc`, {}],
      [`/sessions/${code}.json`, { authorization: 'Bearer owner' }],
    ] as const) {
      const answer = await product(path, { headers });
      expect([answer.status, answer.json]).toEqual([401, { error: 'Could not parse auth token.' }]);
    }
  });

  it.skipIf(localOnly('needs a local database that trusts token claims') !== null)(
    'with trustTokenClaims (tests of auth rules) a JWT’s claims become auth',
    async () => {
      const trusting = await startLocalDatabase({
        port: 0,
        quiet: true,
        trustTokenClaims: true,
        seed: { users: { alice: 'A', bob: 'B' } },
        rules: { rules: { users: { $uid: { '.read': 'auth != null && auth.uid === $uid' } } } },
      });
      try {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const token = `${part({ alg: 'none' })}.${part({ sub: 'alice' })}.`;
        expect((await rest(trusting.port, `/users/alice.json?auth=${token}`)).json).toBe('A');
        expect((await rest(trusting.port, `/users/bob.json?auth=${token}`)).status).toBe(401);
        expect((await rest(trusting.port, '/users/alice.json')).status).toBe(401);
      } finally {
        await trusting.stop();
      }
    },
  );
});

describe('bad requests', () => {
  it.each([
    ['not JSON', '{"story": '],
    ['empty', ''],
    ['JavaScript, not JSON', "{story: 'x'}"],
  ])('a body that is %s answers 400 and writes nothing', async (_what, body) => {
    const answer = await plain('/bad.json', { method: 'PUT', raw: body });
    expect([answer.status, answer.json]).toEqual([
      400,
      { error: "Invalid data; couldn't parse JSON object, array, or value." },
    ]);
    expect(await open.getData('bad')).toBeNull();
  });

  it.each([
    [
      'a key with a dot',
      '/a.b/c.json',
      'Invalid path: key "a.b" contains . $ # [ ] / or a control character',
    ],
    [
      'a key with $',
      '/a$b.json',
      'Invalid path: key "a$b" contains . $ # [ ] / or a control character',
    ],
    ['broken percent-encoding', '/a%E0%A4%A.json', 'Invalid path: malformed percent-encoding'],
    [
      'an encoded control character',
      '/a%00b.json',
      'Invalid path: key "a\u0000b" contains . $ # [ ] / or a control character',
    ],
  ])('%s in the path answers 400', async (_what, path, error) => {
    const answer = await plain(path);
    expect([answer.status, answer.json]).toEqual([400, { error }]);
  });

  it.each([
    ['a PATCH of a non-object', 'PATCH', '/p.json', '5', 'Invalid data: update needs an object'],
    [
      'a key with a dot in the data',
      'PUT',
      '/p.json',
      '{"a.b": 1}',
      'Invalid data: key "a.b" contains . $ # [ ] / or a control character',
    ],
    [
      'an invalid server value',
      'PUT',
      '/p.json',
      '{".sv": "now"}',
      'Invalid data: invalid server value',
    ],
  ])('%s answers 400', async (_what, method, path, body, error) => {
    const answer = await plain(path, { method, raw: body });
    expect([answer.status, answer.json]).toEqual([400, { error }]);
    expect(await open.getData('p')).toBeNull();
  });

  it('depth counts the new child of a POST: what fits a PUT there is one level too deep', async () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { d: nested(depth - 1) });
    const put = await plain('/deep.json', { method: 'PUT', body: nested(31) });
    expect(put.status).toBe(200);
    const post = await plain('/deep.json', { method: 'POST', body: nested(31) });
    expect([post.status, post.json]).toEqual([
      400,
      { error: 'Invalid data: data deeper than 32 levels' },
    ]);
  });

  it('an unknown method answers 405; errors follow print=pretty', async () => {
    const answer = await plain('/values.json', { method: 'TRACE' });
    expect([answer.status, answer.json]).toEqual([405, { error: 'Method TRACE is not supported' }]);
    const pretty = await plain('/.json?print=pretty&orderBy=x');
    expect(pretty.text).toBe('{\n  "error" : "orderBy must be a valid JSON encoded path"\n}');
  });
});
