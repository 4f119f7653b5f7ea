/**
 * What the local database refuses of what a client sends (server/db/validate.ts),
 * and the edge values it must still accept: the Realtime Database's documented
 * limits (keys of at most 768 bytes without `. $ # [ ] /` or control
 * characters, 32 levels of depth), server values, the size of one write and
 * the members of a query. A refused request gets its status and the reason as
 * its data; the connection stays usable. Raw protocol requests, since the
 * official SDK refuses most of this before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ref, setWithPriority } from 'firebase/database';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import {
  checkStoredTree,
  checkValue,
  NO_PRIORITIES,
  UPDATE_TOO_WIDE,
  WRITE_TOO_LARGE,
} from '../../server/db/validate';
import { connectTestClient, eventually, targetOf, type TestClient } from '../support/local-db';
import { RawClient, type ResponseBody } from '../support/raw-ws';

/** A small write limit, so that the limit's edge is cheap to reach (and depth 32 fits). */
const MAX_VALUES = 40;
/** A small limit of paths per update, under the values' (so each limit is reached alone). */
const MAX_PATHS = 30;

let db: LocalDatabase;
let client: RawClient;
let sdk: TestClient;

beforeAll(async () => {
  db = await startLocalDatabase({
    port: 0,
    quiet: true,
    rules: false,
    seed: null,
    limits: { maxWriteValues: MAX_VALUES, maxUpdatePaths: MAX_PATHS },
  });
  client = await RawClient.open(db.port);
  sdk = connectTestClient(targetOf(db), 'validate');
}, 30_000);

afterAll(async () => {
  client?.destroy();
  await sdk?.close();
  await db?.stop();
});

const ask = (action: string, body: object): Promise<ResponseBody> => client.request(action, body);
const ok = { s: 'ok', d: {} };
const invalidData = (reason: string) => ({ s: 'invalid_data', d: reason });
const invalidPath = (reason: string) => ({ s: 'invalid_path', d: reason });
const invalidQuery = (reason: string) => ({ s: 'invalid_query', d: reason });

let nextRaw = 100_000;
/**
 * Sends a request written as text, for what JSON.stringify cannot write (a
 * number literal like 1e999 that parses as Infinity), and resolves with the answer.
 */
async function askText(action: string, bodyText: string): Promise<ResponseBody> {
  nextRaw += 1;
  const r = nextRaw;
  client.sendFrame(`{"t":"d","d":{"r":${r},"a":"${action}","b":${bodyText}}}`);
  const m = await client.waitFor(
    (x) => (x.d as { r?: unknown } | undefined)?.r === r,
    10_000,
    `the answer to ${action}`,
  );
  return (m.d as { b: ResponseBody }).b;
}

/** `{k: {k: ... value}}`, `levels` keys deep. */
function nested(levels: number, value: unknown = 1): unknown {
  let out = value;
  for (let i = 0; i < levels; i += 1) out = { k: out };
  return out;
}

const badKeyReason = (key: string) =>
  `key "${key.slice(0, 40)}" contains . $ # [ ] / or a control character`;

describe('keys in a written value', () => {
  it('a key of exactly 768 bytes is stored; 769 bytes are refused, counted in UTF-8 bytes, not characters', async () => {
    expect(await ask('p', { p: 'keys/ascii', d: { ['k'.repeat(768)]: 1 } })).toEqual(ok);
    expect(await ask('p', { p: 'keys/ascii', d: { ['k'.repeat(769)]: 1 } })).toEqual(
      invalidData('key longer than 768 bytes'),
    );
    const euros = '€'.repeat(256); // 768 bytes in 256 characters
    expect(await ask('p', { p: 'keys/utf8', d: { [euros]: 1 } })).toEqual(ok);
    expect(await ask('p', { p: 'keys/utf8', d: { [euros + 'k']: 1 } })).toEqual(
      invalidData('key longer than 768 bytes'),
    );
    expect(db.getData('keys/utf8')).toEqual({ [euros]: 1 });
  });

  it('an empty key is refused', async () => {
    expect(await ask('p', { p: 'keys/empty', d: { '': 1 } })).toEqual(invalidData('empty key'));
  });

  it.each(['a.b', 'a$b', 'a#b', 'a[b', 'a]b', 'a/b', 'a\u0000b', 'a\u001fb', 'a\u007fb'])(
    'a key with a forbidden character (%j) is refused and named in the reason',
    async (key) => {
      expect(await ask('p', { p: 'keys/bad', d: { [key]: 1 } })).toEqual(
        invalidData(badKeyReason(key)),
      );
    },
  );

  it('the reason quotes at most the first 40 characters of a long bad key', async () => {
    const key = 'x'.repeat(60) + '.';
    const answer = await ask('p', { p: 'keys/bad', d: { [key]: 1 } });
    expect(answer).toEqual(
      invalidData(`key "${'x'.repeat(40)}" contains . $ # [ ] / or a control character`),
    );
  });

  it('a bad key deep inside the value, after good ones, is refused and nothing is written', async () => {
    const d = { fine: 1, also: { ok: 2, 'not.ok': 3 } };
    expect(await ask('p', { p: 'keys/deep', d })).toEqual(invalidData(badKeyReason('not.ok')));
    expect(db.getData('keys/deep')).toBeNull();
  });

  it('keys with spaces, dashes, emoji and other characters a name may have are stored', async () => {
    const d = { 'Ana María': 1, '-Nx_3!': 2, '🦊 ü': 3, '(1) ~': 4 };
    expect(await ask('p', { p: 'keys/fine', d })).toEqual(ok);
    expect(db.getData('keys/fine')).toEqual(d);
  });

  it('a value with a priority, as the SDK writes it (.value and .priority keys), is refused: none is kept', async () => {
    await expect(setWithPriority(ref(sdk.db, 'keys/prio/object'), { a: 1 }, 5)).rejects.toThrow(
      NO_PRIORITIES,
    );
    await expect(setWithPriority(ref(sdk.db, 'keys/prio/leaf'), 'text', 2)).rejects.toThrow(
      NO_PRIORITIES,
    );
    const large = { '.value': 'red', '.priority': 'p'.repeat(100_000) };
    expect(await ask('p', { p: 'keys/prio/raw', d: large })).toEqual(invalidData(NO_PRIORITIES));
    expect(await ask('m', { p: 'keys/prio', d: { 'x/y': { '.priority': 1 } } })).toEqual(
      invalidData(NO_PRIORITIES),
    );
    expect((await get(ref(sdk.db, 'keys/prio'))).val()).toBeNull();
  });
});

describe('paths', () => {
  it('a path that is not a string is refused', async () => {
    expect(await ask('p', { p: 42, d: 1 })).toEqual(invalidPath('path is not a string'));
  });

  it('a path of exactly 768 bytes is accepted; 769 bytes are refused', async () => {
    const at768 = 'x/' + 'k'.repeat(766);
    expect(await ask('p', { p: at768, d: 1 })).toEqual(ok);
    expect(db.getData(at768)).toBe(1);
    expect(await ask('p', { p: at768 + 'k', d: 1 })).toEqual(
      invalidPath('path longer than 768 bytes'),
    );
  });

  it('a path of 32 levels is accepted; 33 levels are refused', async () => {
    const levels = (n: number) => Array.from({ length: n }, () => 'a').join('/');
    expect(await ask('p', { p: levels(32), d: 1 })).toEqual(ok);
    expect(db.getData(levels(32))).toBe(1);
    expect(await ask('p', { p: levels(33), d: 1 })).toEqual(
      invalidPath('path deeper than 32 levels'),
    );
  });

  it('the root can be read; leading, trailing and doubled slashes name the same place', async () => {
    expect((await ask('g', { p: '', q: {} })).s).toBe('ok');
    expect((await ask('g', { p: '/', q: {} })).s).toBe('ok');
    expect(await ask('p', { p: '/slashes//x/', d: 1 })).toEqual(ok);
    expect(db.getData('slashes/x')).toBe(1);
  });

  it('a key with a forbidden character inside a path is refused', async () => {
    expect(await ask('p', { p: 'paths/a#b/c', d: 1 })).toEqual(invalidPath(badKeyReason('a#b')));
    expect(await ask('g', { p: 'paths/[x]', q: {} })).toEqual(invalidPath(badKeyReason('[x]')));
  });
});

describe('depth of the data', () => {
  it('a value whose deepest value is at level 32 is accepted; level 33 is refused', async () => {
    expect(await ask('p', { p: 'deep', d: nested(31) })).toEqual(ok);
    expect(await ask('p', { p: 'deep', d: nested(32) })).toEqual(
      invalidData('data deeper than 32 levels'),
    );
    expect(await ask('p', { p: 'deep/k', d: nested(31) })).toEqual(
      invalidData('data deeper than 32 levels'),
    );
  });

  it('an update counts the depth of its own paths too', async () => {
    const keyOf = (n: number) => Array.from({ length: n }, () => 'a').join('/');
    expect(await ask('m', { p: 'deepm', d: { [keyOf(30)]: { k: 1 } } })).toEqual(ok);
    expect(await ask('m', { p: 'deepm', d: { [keyOf(31)]: { k: 1 } } })).toEqual(
      invalidData('data deeper than 32 levels'),
    );
  });
});

describe('numbers', () => {
  it('numbers that are not finite (1e999 in the JSON) are refused', async () => {
    expect(await askText('p', '{"p":"num","d":1e999}')).toEqual(
      invalidData('number is not finite'),
    );
    expect(await askText('p', '{"p":"num","d":{"a":1,"b":-1e999}}')).toEqual(
      invalidData('number is not finite'),
    );
    expect(db.getData('num')).toBeNull();
  });

  it('the largest and smallest finite numbers are stored', async () => {
    const d = { max: Number.MAX_VALUE, min: -Number.MAX_VALUE, tiny: Number.MIN_VALUE };
    expect(await ask('p', { p: 'num', d })).toEqual(ok);
    expect(db.getData('num')).toEqual(d);
  });
});

describe('server values', () => {
  it('a server timestamp and an increment are accepted and resolved by the server', async () => {
    const before = Date.now();
    expect(await ask('p', { p: 'sv/t', d: { '.sv': 'timestamp' } })).toEqual(ok);
    expect(db.getData('sv/t')).toBeGreaterThanOrEqual(before);
    expect(await ask('p', { p: 'sv/n', d: 2 })).toEqual(ok);
    expect(await ask('p', { p: 'sv/n', d: { '.sv': { increment: 3 } } })).toEqual(ok);
    expect(db.getData('sv/n')).toBe(5);
  });

  it.each([
    ['an unknown server value', { '.sv': 'evil' }],
    ['an increment by a string', { '.sv': { increment: '3' } }],
    ['an increment without a number', { '.sv': {} }],
    ['a server value with another key beside it', { '.sv': 'timestamp', other: 1 }],
    ['an increment with another key beside it', { '.sv': { increment: 1 }, other: 1 }],
  ])('%s is refused', async (_name, d) => {
    expect(await ask('p', { p: 'sv/bad', d })).toEqual(invalidData('invalid server value'));
    expect(db.getData('sv/bad')).toBeNull();
  });

  it('a server value inside an array is refused', async () => {
    expect(await ask('p', { p: 'sv/arr', d: [1, { '.sv': { increment: 1 } }] })).toEqual(
      invalidData('a server value inside an array'),
    );
    expect(await ask('p', { p: 'sv/arr', d: [{ '.sv': 'timestamp' }] })).toEqual(
      invalidData('a server value inside an array'),
    );
  });

  it('an increment that would leave the finite numbers is refused; one to the largest is kept', async () => {
    expect(await ask('p', { p: 'sv/big', d: Number.MAX_VALUE })).toEqual(ok);
    expect(await ask('p', { p: 'sv/big', d: { '.sv': { increment: Number.MAX_VALUE } } })).toEqual(
      invalidData('increment past the largest number'),
    );
    expect(db.getData('sv/big')).toBe(Number.MAX_VALUE);
    expect(await ask('p', { p: 'sv/big', d: { '.sv': { increment: 0 } } })).toEqual(ok);
    expect(
      await ask('m', { p: 'sv', d: { big: { '.sv': { increment: -Number.MAX_VALUE } } } }),
    ).toEqual(ok);
    expect(db.getData('sv/big')).toBe(0);
  });

  it('an increment by a number that is not finite is refused', async () => {
    expect(await askText('p', '{"p":"sv/bad","d":{".sv":{"increment":1e999}}}')).toEqual(
      invalidData('invalid server value'),
    );
  });
});

describe(`the size of one write (here at most ${MAX_VALUES} values)`, () => {
  /** `n` keys holding one string each. */
  const strings = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'x']));
  /** The object, an empty object, an empty array, a server value, an object and its boolean: 6. */
  const atLimit = {
    a: {},
    b: [],
    c: { '.sv': 'timestamp' },
    d: { e: false },
    ...strings(MAX_VALUES - 6),
  };
  const tooLarge = invalidData(WRITE_TOO_LARGE);

  it('a write of exactly the limit is accepted, every key, object and array counted', async () => {
    expect(await ask('p', { p: 'size', d: atLimit })).toEqual(ok);
    expect(
      await ask('p', { p: 'size', d: Array.from({ length: MAX_VALUES - 1 }, () => 1) }),
    ).toEqual(ok);
  });

  it.each([
    ['a string', 'x'],
    ['an empty object', {}],
    ['an empty array', []],
    ['a server value', { '.sv': 'timestamp' }],
    ['an increment', { '.sv': { increment: 1 } }],
  ])('one value more (%s) is refused', async (_name, extra) => {
    expect(await ask('p', { p: 'size2', d: { ...atLimit, g: extra } })).toEqual(tooLarge);
    expect(await ask('p', { p: 'size2', d: { g: extra, ...atLimit } })).toEqual(tooLarge);
    expect(db.getData('size2')).toBeNull();
  });

  it('a message with far more values than the limit is refused before it is parsed, whatever its end', async () => {
    const members = Array.from({ length: MAX_VALUES + 40 }, (_, i) => `"k${i}":{}`).join(',');
    // Not JSON once parsed (never closed): only a refusal before parsing answers it.
    expect(await askText('m', `{"p":"pre","d":{${members}`)).toEqual(tooLarge);
    expect(db.getData('pre')).toBeNull();
    // A message that does not open as the SDK's requests do has no number to answer: its connection ends.
    const other = await RawClient.open(db.port);
    try {
      other.sendFrame(`{"d":{"b":{"p":"pre","d":{${members}}},"a":"m","r":1},"t":"d"}`);
      await eventually(() => expect(other.open).toBe(false));
    } finally {
      other.destroy();
    }
  });

  it('an update counts the values of all its paths together, empty objects included', async () => {
    // Each path's value is an object holding an empty object: two values.
    const patch = Object.fromEntries(
      Array.from({ length: MAX_VALUES / 2 }, (_, i) => [`p${i}`, { q: {} }]),
    );
    expect(await ask('m', { p: 'size3', d: patch })).toEqual(ok);
    expect(await ask('m', { p: 'size3', d: { ...patch, last: {} } })).toEqual(tooLarge);
  });
});

describe(`the paths of one update (here at most ${MAX_PATHS})`, () => {
  const paths = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`room${i}/name`, null]));

  it('an update of exactly the limit of paths is accepted, one path more is refused whole', async () => {
    expect(await ask('m', { p: 'wide', d: { ...paths(MAX_PATHS - 1), keep: 1 } })).toEqual(ok);
    expect(await ask('m', { p: 'wide2', d: { ...paths(MAX_PATHS), keep: 1 } })).toEqual(
      invalidData(UPDATE_TOO_WIDE),
    );
    expect(db.getData('wide')).toEqual({ keep: 1 });
    expect(db.getData('wide2')).toBeNull();
  });

  it('an onDisconnect update is held to the same limit', async () => {
    expect(await ask('om', { p: 'wide3', d: paths(MAX_PATHS + 1) })).toEqual(
      invalidData(UPDATE_TOO_WIDE),
    );
  });
});

describe('updates', () => {
  it.each([
    ['a string', 'x'],
    ['an array', [1, 2]],
    ['null', null],
  ])('an update with %s instead of an object is refused', async (_name, d) => {
    expect(await ask('m', { p: 'upd', d })).toEqual(invalidData('update needs an object'));
  });

  it.each(['', '/', '//'])('an update with the empty path %j as a key is refused', async (key) => {
    expect(await ask('m', { p: 'upd', d: { [key]: 1 } })).toEqual(invalidData('empty path'));
  });

  it('an update with a forbidden character in one of its paths is refused and changes nothing', async () => {
    expect(await ask('m', { p: 'upd', d: { ok: 1, 'a/b#': 2 } })).toEqual(
      invalidData(badKeyReason('b#')),
    );
    expect(await ask('m', { p: 'upd', d: { ok: { 'x.y': 1 } } })).toEqual(
      invalidData(badKeyReason('x.y')),
    );
    expect(db.getData('upd')).toBeNull();
  });

  it.each([
    ['its parent', { room: { a: 1 }, 'room/b': 2 }, '/room', '/room/b'],
    [
      'a path two levels above it, written after it',
      { 'p/q/r/s': 1, 'p/q': {} },
      '/p/q',
      '/p/q/r/s',
    ],
    // 'a-b' and 'a b' sort between 'a' and 'a/c' as text ('-' and ' ' before '/').
    [
      'its parent, with siblings that sort between them',
      { 'a/c': 1, 'a-b': 2, 'a b': 3, a: 4 },
      '/a',
      '/a/c',
    ],
  ])(
    'an update writing a path and %s is refused with both named, and changes nothing',
    async (_name, d, above, below) => {
      expect(await ask('m', { p: 'nest', d })).toEqual(
        invalidData(`update path ${above} is an ancestor of ${below}`),
      );
      expect(db.getData('nest')).toBeNull();
    },
  );

  it('paths that only begin like another one of the update are written', async () => {
    const d = { a: 1, ab: 2, 'a-b': 3, 'a b/c': 4, 'b/c': 5, 'b/cd': 6, 'bc/d': 7 };
    expect(await ask('m', { p: 'siblings', d })).toEqual(ok);
    expect(db.getData('siblings')).toEqual({
      a: 1,
      ab: 2,
      'a-b': 3,
      'a b': { c: 4 },
      b: { c: 5, cd: 6 },
      bc: { d: 7 },
    });
  });

  it('an onDisconnect update is checked like an update', async () => {
    expect(await ask('om', { p: 'upd', d: 'x' })).toEqual(invalidData('update needs an object'));
    expect(await ask('o', { p: 'upd', d: { 'a.b': 1 } })).toEqual(invalidData(badKeyReason('a.b')));
  });
});

describe('queries (listen, get) and tags', () => {
  const getWith = (q: unknown) => ask('g', { p: 'queries', q });

  it.each([
    ['no query', undefined],
    ['null', null],
    ['an empty query', {}],
    ['orderByKey', { i: '.key' }],
    ['orderByValue', { i: '.value' }],
    ['orderByPriority', { i: '.priority' }],
    ['orderByChild of a nested child', { i: 'a/b', l: 2, vf: 'l' }],
    ['limitToLast(0)', { l: 0, vf: 'r' }],
    ['inclusive and exclusive bounds', { sp: 1, sin: true, ep: 2, ein: false }],
  ])('%s is answered', async (_name, q) => {
    expect((await getWith(q)).s).toBe('ok');
  });

  it.each([null, false, true, 0, -1.5, '', 'x'.repeat(768)])(
    'the bound value %j is accepted',
    async (value) => {
      expect((await getWith({ sp: value, ep: value })).s).toBe('ok');
    },
  );

  it.each([
    ['a string', 'x', 'query is not an object'],
    ['an array', [1], 'query is not an object'],
    ['a numeric index', { i: 5 }, 'query index is not a string'],
    ['an empty index path', { i: '' }, 'query index: empty path'],
    ['an index path of slashes', { i: '//' }, 'query index: empty path'],
    ['an index path with "$"', { i: 'a/$b' }, `query index: ${badKeyReason('$b')}`],
    ['an index named like a special one', { i: '.keys' }, `query index: ${badKeyReason('.keys')}`],
    ['an object as start value', { sp: {} }, 'query sp is not a valid index value'],
    ['an array as end value', { ep: [1] }, 'query ep is not a valid index value'],
    [
      'a start value of 769 characters',
      { sp: 'x'.repeat(769) },
      'query sp is not a valid index value',
    ],
    [
      'an end value of 769 characters',
      { ep: 'x'.repeat(769) },
      'query ep is not a valid index value',
    ],
    ['a numeric start name', { sp: 1, sn: 5 }, 'query sn is not a key'],
    ['an end name of 769 characters', { ep: 1, en: 'k'.repeat(769) }, 'query en is not a key'],
    ['a string as start-inclusive', { sp: 1, sin: 'no' }, 'query sin is not a boolean'],
    ['a number as end-inclusive', { ep: 1, ein: 0 }, 'query ein is not a boolean'],
    ['a negative limit', { l: -1 }, 'query limit is not a non-negative integer'],
    ['a fractional limit', { l: 1.5 }, 'query limit is not a non-negative integer'],
    ['a limit as a string', { l: '3' }, 'query limit is not a non-negative integer'],
    ['an unknown side to limit from', { l: 1, vf: 'x' }, "query vf is not 'l' or 'r'"],
  ])('a query with %s is refused', async (_name, q, reason) => {
    expect(await getWith(q)).toEqual(invalidQuery(reason));
  });

  it('names of exactly 768 characters are accepted', async () => {
    const name = 'k'.repeat(768);
    expect((await getWith({ sp: 1, sn: name, ep: 2, en: name })).s).toBe('ok');
  });

  it('bound values that are not finite numbers are refused', async () => {
    expect(await askText('g', '{"p":"queries","q":{"sp":1e999}}')).toEqual(
      invalidQuery('query sp is not a valid index value'),
    );
    expect(await askText('g', '{"p":"queries","q":{"ep":-1e999}}')).toEqual(
      invalidQuery('query ep is not a valid index value'),
    );
  });

  it('a listen with a tag gets its data under that tag; a null tag is an untagged listen', async () => {
    expect(await ask('p', { p: 'tagged', d: { a: 1 } })).toEqual(ok);
    expect(await ask('q', { p: 'tagged', q: { l: 1, vf: 'l' }, t: 7 })).toEqual(ok);
    const tagged = await client.waitFor(
      (m) => (m.d as { b?: { t?: unknown } } | undefined)?.b?.t === 7,
      10_000,
      'the data of the tagged listen',
    );
    expect((tagged.d as { b: { p: string; d: unknown } }).b).toMatchObject({
      p: 'tagged',
      d: { a: 1 },
    });
    expect(await ask('q', { p: 'tagged/a', q: {}, t: null })).toEqual(ok);
    const untagged = await client.waitFor(
      (m) => (m.d as { b?: { p?: unknown } } | undefined)?.b?.p === 'tagged/a',
      10_000,
      'the data of the untagged listen',
    );
    expect((untagged.d as { b: object }).b).not.toHaveProperty('t');
  });

  it.each([
    ['a string', 'x'],
    ['a fraction', 1.5],
  ])('a listen with %s as tag is refused', async (_name, t) => {
    expect(await ask('q', { p: 'tagged', q: {}, t })).toEqual(
      invalidQuery('tag is not an integer'),
    );
  });
});

describe('values from in-process callers', () => {
  it('values JSON cannot carry (undefined inside an object, a function, a bigint) are refused', () => {
    for (const value of [{ a: undefined }, () => 1, 10n, [Symbol('s')]]) {
      expect(checkValue(value, 0, 10)).toEqual({ ok: false, reason: 'unsupported value' });
    }
    expect(checkValue(undefined, 0, 10)).toEqual({ ok: true, value: null });
  });

  it('a tree to load holding a value JSON cannot carry is refused with the reason', () => {
    for (const value of [{ a: 1, b: { c: undefined } }, { f: () => 1 }, { n: [1, 10n] }]) {
      expect(checkStoredTree(value, 10)).toBe('unsupported value');
    }
    expect(checkStoredTree({ a: [1, null, { b: 'x' }], c: true }, 10)).toBeNull();
  });
});
