/**
 * The local database's queries (server/db/query.ts) against the Realtime
 * Database's documented order and the official SDK's own (`nameCompare`, which
 * the SDK applies to every view, so a server that orders otherwise sends the
 * SDK the wrong window): keys that are 32-bit integers first, numerically,
 * then the other keys as strings; values null < false < true < numbers <
 * strings < objects, ties by key; ranges with and without a key name,
 * inclusive or not; limits from either side.
 *
 * Most checks read what the server itself sends (a raw protocol `g`): the SDK
 * filters again on its side, which would hide a server that sends too much.
 * The order is read through limits: the window of limitToFirst(k) grows by
 * exactly the k-th child.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endBefore,
  get,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  query,
  ref,
  startAfter,
} from 'firebase/database';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import type { WireQuery } from '../../server/db/wire';
import { connectTestClient, keysInOrder, targetOf, type TestClient } from '../support/local-db';
import { RawClient } from '../support/raw-ws';

let db: LocalDatabase;
let client: RawClient;
let sdk: TestClient;

beforeAll(async () => {
  db = await startLocalDatabase({ port: 0, quiet: true, rules: false, seed: null });
  client = await RawClient.open(db.port);
  sdk = connectTestClient(targetOf(db), 'query');
}, 30_000);

afterAll(async () => {
  client?.destroy();
  await sdk?.close();
  await db?.stop();
});

let places = 0;
/** Stores `data` at a fresh path and returns the path. */
function place(data: unknown): string {
  places += 1;
  const path = `q${places}`;
  db.setData(path, data);
  return path;
}

/** What the server answers a get of `path` with `q`: the keys it sends (sorted as text), or null. */
async function served(path: string, q: WireQuery): Promise<string[] | null> {
  const answer = await client.request('g', { p: path, q });
  expect(answer.s).toBe('ok');
  if (answer.d === null) return null;
  return Object.keys(answer.d as object).sort();
}

/**
 * The order the server puts the children of `path` in under `q`: the child
 * each limitToFirst(k) (or limitToLast(k), from the right) adds to the window.
 */
async function serverOrder(path: string, q: WireQuery, count: number, vf: 'l' | 'r' = 'l') {
  const order: string[] = [];
  for (let k = 1; k <= count; k += 1) {
    const window = (await served(path, { ...q, l: k, vf })) ?? [];
    const added = window.filter((key) => !order.includes(key));
    expect(window, `limit ${k} keeps the window of limit ${k - 1}`).toEqual(
      expect.arrayContaining(order),
    );
    expect(added, `limit ${k} adds one child`).toHaveLength(1);
    order.push(added[0]!);
  }
  return vf === 'l' ? order : order.reverse();
}

const sorted = (keys: string[]) => [...keys].sort();

describe('key order (orderByKey, and the tie-break of every other order)', () => {
  // The order the SDK's nameCompare gives: 32-bit integers (leading zeros allowed; of equal
  // numbers the shorter key first), then the rest by UTF-16 code units.
  const keyOrder = [
    '-2147483648',
    '-1',
    '-0',
    '1',
    '01',
    '2',
    '00000000003',
    '10',
    '2147483647',
    '!',
    '+1',
    '-2147483649',
    '1 ',
    '2147483648',
    'B',
    'a',
    'b',
  ];
  const data = Object.fromEntries([...keyOrder].reverse().map((k, i) => [k, i]));

  it('integer keys come first, numerically, then the others as strings; from the left and the right', async () => {
    const path = place(data);
    expect(await serverOrder(path, { i: '.key' }, keyOrder.length)).toEqual(keyOrder);
    expect(await serverOrder(path, { i: '.key' }, keyOrder.length, 'r')).toEqual(keyOrder);
  });

  it('with no index (priority order; priorities are not kept) children come in key order', async () => {
    const path = place(data);
    expect(await serverOrder(path, {}, keyOrder.length)).toEqual(keyOrder);
  });

  it('the SDK sees the same first children the real service sends', async () => {
    const path = place({ a: 1, '10': 1, '2': 1, '01': 1, '1': 1 });
    const snap = await get(query(ref(sdk.db, path), orderByKey(), limitToFirst(3)));
    expect(keysInOrder(snap)).toEqual(['1', '01', '2']);
  });
});

describe('value order (orderByValue, orderByChild)', () => {
  it('orderByValue: false < true < numbers < strings < objects; equal values by key', async () => {
    const path = place({
      a: 'b',
      b: 'a',
      c: 3,
      d: -1,
      e: true,
      f: false,
      g: { x: 1 },
      h: { y: 0 },
      i: 'a',
      j: 2.5,
      '1': 'a',
      k: '',
      l: 'B',
    });
    expect(await serverOrder(path, { i: '.value' }, 13)).toEqual([
      'f',
      'e',
      'd',
      'j',
      'c',
      'k',
      'l',
      '1',
      'b',
      'i',
      'a',
      'g',
      'h',
    ]);
  });

  it('orderByChild: a missing child, or a child of a value that is not an object, counts as null and comes first', async () => {
    const path = place({
      a: { n: 2 },
      b: { n: 1 },
      c: { m: 5 },
      d: 'text',
      e: { n: { deep: 1 } },
      f: { n: 'x' },
      g: { n: false },
      h: { n: true },
    });
    expect(await serverOrder(path, { i: 'n' }, 8)).toEqual([
      'c',
      'd',
      'g',
      'h',
      'b',
      'a',
      'f',
      'e',
    ]);
    expect(await serverOrder(path, { i: 'n/deep' }, 8)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'f',
      'g',
      'h',
      'e',
    ]);
  });

  it('equal strings tie by key; strings compare by code units', async () => {
    const path = place({ z: { n: 'same' }, y: { n: 'same' }, x: { n: 'Same' }, w: { n: 'samf' } });
    expect(await serverOrder(path, { i: 'n' }, 4)).toEqual(['x', 'y', 'z', 'w']);
  });
});

describe('ranges', () => {
  const data = { a: { n: 1 }, b: { n: 2 }, c: { n: 2 }, d: { n: 3 }, e: { n: '2' } };

  it.each<[string, WireQuery, string[] | null]>([
    ['startAt(2)', { sp: 2, sin: true }, ['b', 'c', 'd', 'e']],
    ['startAt(2) (inclusive by default)', { sp: 2 }, ['b', 'c', 'd', 'e']],
    ['startAfter(2) without a name', { sp: 2, sin: false }, ['d', 'e']],
    ['startAt(2, "c")', { sp: 2, sn: 'c', sin: true }, ['c', 'd', 'e']],
    ['startAfter(2, "b")', { sp: 2, sn: 'b', sin: false }, ['c', 'd', 'e']],
    ['startAfter(2, "c")', { sp: 2, sn: 'c', sin: false }, ['d', 'e']],
    [
      'startAt(1, "z"): a bigger value passes whatever its key',
      { sp: 1, sn: 'z' },
      ['b', 'c', 'd', 'e'],
    ],
    ['endAt(2)', { ep: 2, ein: true }, ['a', 'b', 'c']],
    ['endAt(2) (inclusive by default)', { ep: 2 }, ['a', 'b', 'c']],
    ['endBefore(2) without a name', { ep: 2, ein: false }, ['a']],
    ['endAt(2, "b")', { ep: 2, en: 'b', ein: true }, ['a', 'b']],
    ['endBefore(2, "c")', { ep: 2, en: 'c', ein: false }, ['a', 'b']],
    ['endBefore(2, "b")', { ep: 2, en: 'b', ein: false }, ['a']],
    ['endAt(3, "0"): a smaller value passes whatever its key', { ep: 3, en: '0' }, ['a', 'b', 'c']],
    ['startAt(2).endAt(2)', { sp: 2, ep: 2 }, ['b', 'c']],
    ['startAt("2")', { sp: '2' }, ['e']],
    ['startAt(4).endAt(5)', { sp: 4, ep: 5 }, null],
  ])('orderByChild %s', async (_name, q, expected) => {
    const path = place(data);
    expect(await served(path, { i: 'n', ...q })).toEqual(expected);
  });

  it.each<[string, WireQuery, string[]]>([
    ['startAt("b")', { sp: 'b' }, ['b', 'c', 'd', 'z']],
    ['startAfter("b")', { sp: 'b', sin: false }, ['c', 'd', 'z']],
    ['endAt("b")', { ep: 'b', ein: true }, ['1', '10', 'a', 'b']],
    ['endBefore("b")', { ep: 'b', ein: false }, ['1', '10', 'a']],
    [
      'startAt("2"): integer keys from 2 on, then the rest',
      { sp: '2' },
      ['10', 'a', 'b', 'c', 'd', 'z'],
    ],
    ['startAt(2) sent as a number', { sp: 2 }, ['10', 'a', 'b', 'c', 'd', 'z']],
    ['endAt("2")', { ep: '2' }, ['1']],
  ])('orderByKey %s', async (_name, q, expected) => {
    const path = place({ a: 0, b: 0, c: 0, d: 0, z: 0, '1': 0, '10': 0 });
    expect(await served(path, { i: '.key', ...q })).toEqual(sorted(expected));
  });

  it('orderByKey ranges: "1" comes before "01" (the same number, the shorter key first)', async () => {
    const path = place({ '01': 0, '1': 0, '2': 0 });
    expect(await served(path, { i: '.key', sp: '01' })).toEqual(['01', '2']);
    expect(await served(path, { i: '.key', ep: '01' })).toEqual(['01', '1']);
    expect(await served(path, { i: '.key', ep: '1' })).toEqual(['1']);
  });

  it('a range without a limit narrows what is sent too', async () => {
    const path = place({ a: 1, b: 2, c: 3 });
    expect(await served(path, { i: '.value', sp: 2 })).toEqual(['b', 'c']);
    expect(await served(path, { i: '.value', ep: 2 })).toEqual(['a', 'b']);
  });

  it('a limit applies after the range, from the side it names', async () => {
    const path = place(data);
    expect(await served(path, { i: 'n', sp: 2, l: 2, vf: 'l' })).toEqual(['b', 'c']);
    expect(await served(path, { i: 'n', ep: 2, l: 2, vf: 'r' })).toEqual(['b', 'c']);
    expect(await served(path, { i: 'n', l: 0, vf: 'l' })).toBeNull();
  });

  it('a query matching nothing, or at a value without children, sends null', async () => {
    expect(await served(place({ a: 1 }), { i: '.value', sp: 5 })).toBeNull();
    expect(await served(place('text'), { i: '.value', l: 1, vf: 'l' })).toBeNull();
  });
});

describe('startAfter and endBefore as the SDK sends them (a value and an open end)', () => {
  // startAfter(v) on a child index is sent as (v, "[MAX_NAME]"), endBefore(v) as (v, "[MIN_NAME]").
  it.each<[string, Record<string, unknown>, WireQuery, string[]]>([
    [
      'startAfter(2), lower-case keys',
      { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } },
      { sp: 2, sn: '[MAX_NAME]', sin: false },
      ['c'],
    ],
    [
      'startAfter(2), integer keys',
      { '0': { n: 1 }, '1': { n: 2 }, '2': { n: 3 } },
      { sp: 2, sn: '[MAX_NAME]', sin: false },
      ['2'],
    ],
    [
      'endBefore(2), integer keys',
      { '0': { n: 1 }, '1': { n: 2 }, '2': { n: 3 } },
      { ep: 2, en: '[MIN_NAME]', ein: false },
      ['0'],
    ],
    [
      'endBefore(2), upper-case keys',
      { A: { n: 1 }, B: { n: 2 }, C: { n: 3 } },
      { ep: 2, en: '[MIN_NAME]', ein: false },
      ['A'],
    ],
  ])('%s', async (_name, data, q, expected) => {
    expect(await served(place(data), { i: 'n', ...q })).toEqual(expected);
  });

  it('through the SDK: startAfter(2) with limitToFirst(2) shows the next two children', async () => {
    const path = place({ a: { n: 2 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 }, e: { n: 5 } });
    const snap = await get(
      query(ref(sdk.db, path), orderByChild('n'), startAfter(2), limitToFirst(2)),
    );
    expect(keysInOrder(snap)).toEqual(['c', 'd']);
  });

  it('through the SDK: endBefore(2) with limitToLast(2) on a list shows the two children before', async () => {
    const path = place([{ n: 0 }, { n: 1 }, { n: 1.5 }, { n: 2 }, { n: 2 }]);
    const snap = await get(
      query(ref(sdk.db, path), orderByChild('n'), endBefore(2), limitToLast(2)),
    );
    expect(keysInOrder(snap)).toEqual(['1', '2']);
  });
});
