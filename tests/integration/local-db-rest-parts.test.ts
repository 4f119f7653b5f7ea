/**
 * The pure parts of the local database's REST API: what a stream sends for a
 * change (server/db/event-stream.ts), how data is shown (rest-output.ts), push
 * names (push-id.ts), the rules' indexes (rules-index.ts) and the query string
 * (rest-query.ts). Each case is something a REST client would receive.
 */
import { describe, expect, it } from 'vitest';
import { changeBetween } from '../../server/db/event-stream';
import { pushIdGenerator } from '../../server/db/push-id';
import { etagOf, isRestUrl } from '../../server/db/rest';
import { prettyJson, shallowOf, withArrays } from '../../server/db/rest-output';
import { parseRestParams } from '../../server/db/rest-query';
import { hasIndex } from '../../server/db/rules-index';

describe('the change a stream sends', () => {
  it.each([
    ['a value replacing nothing', null, 5, { event: 'put', path: '/', data: 5 }],
    ['an object replacing a value', 'x', { a: 1 }, { event: 'put', path: '/', data: { a: 1 } }],
    ['a value replacing an object', { a: 1 }, 'x', { event: 'put', path: '/', data: 'x' }],
    ['one child changed', { a: 1, b: 2 }, { a: 1, b: 3 }, { event: 'put', path: '/b', data: 3 }],
    ['one child removed', { a: 1, b: 2 }, { a: 1 }, { event: 'put', path: '/b', data: null }],
    ['one child added', { a: 1 }, { a: 1, c: 4 }, { event: 'put', path: '/c', data: 4 }],
    [
      'one child changed beside an equal object made anew',
      { q: { x: 1 }, b: 2 },
      { q: { x: 1 }, b: 3 },
      { event: 'put', path: '/b', data: 3 },
    ],
    [
      'a deep change',
      { r: { u: { s: '-', n: 'A' } } },
      { r: { u: { s: '-5', n: 'A' } } },
      { event: 'put', path: '/r/u/s', data: '-5' },
    ],
    [
      'two children changed',
      { a: 1, b: 2, c: 3 },
      { a: 9, b: 8, c: 3 },
      { event: 'patch', path: '/', data: { a: 9, b: 8 } },
    ],
    [
      'two children changed deeper down',
      { r: { a: 1, b: 2 }, s: 1 },
      { r: { b: 3 }, s: 1 },
      { event: 'patch', path: '/r', data: { a: null, b: 3 } },
    ],
    [
      'children named like object members',
      { constructor: 1, toString: 2 },
      { valueOf: 3 },
      { event: 'patch', path: '/', data: { constructor: null, toString: null, valueOf: 3 } },
    ],
  ])('%s', (_what, before, after, expected) => {
    expect(changeBetween(before, after)).toEqual(expected);
  });
});

describe('how data is shown', () => {
  it.each([
    ['indexes from 0', { 0: 'a', 1: 'b' }, ['a', 'b']],
    ['a gap, still mostly filled', { 0: 'a', 2: 'c' }, ['a', null, 'c']],
    ['too sparse for a list', { 0: 'a', 2: 'c', 9: 'j' }, { 0: 'a', 2: 'c', 9: 'j' }],
    ['the largest index just under twice the size', { 1: 'b', 2: 'c' }, [null, 'b', 'c']],
    [
      'the largest index at twice the size',
      { 1: 'b', 4: 'e', 3: 'd' },
      [null, 'b', null, 'd', 'e'],
    ],
    ['the largest index past twice the size', { 2: 'c', 4: 'e' }, { 2: 'c', 4: 'e' }],
    ['a leading zero', { '00': 'a', 1: 'b' }, { '00': 'a', 1: 'b' }],
    ['a negative index', { '-1': 'a', 0: 'b' }, { '-1': 'a', 0: 'b' }],
    ['one named key', { 0: 'a', x: 'b' }, { 0: 'a', x: 'b' }],
    ['lists inside objects', { l: { 0: { m: { 0: 1 } } } }, { l: [{ m: [1] }] }],
    ['a value', 'text', 'text'],
  ])('%s', (_what, value, shown) => {
    expect(withArrays(value)).toEqual(shown);
  });

  it('keeps a child named __proto__ as data', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "a": 2}') as Record<string, unknown>;
    expect(JSON.stringify(withArrays(value))).toBe('{"__proto__":{"x":1},"a":2}');
    expect(JSON.stringify(shallowOf(value))).toBe('{"__proto__":true,"a":2}');
  });

  it('shallow: objects as true, values as they are, a value alone as itself', () => {
    expect(shallowOf({ a: { b: 1 }, c: 'x', d: 0, e: false })).toEqual({
      a: true,
      c: 'x',
      d: 0,
      e: false,
    });
    expect(shallowOf(7)).toBe(7);
    expect(shallowOf(null)).toBeNull();
  });

  it('pretty: two spaces per level, "key" : value, lists on one line', () => {
    expect(prettyJson({ a: 1, b: { c: 'x"y' }, l: [1, { m: true }], e: [], o: {} })).toBe(
      [
        '{',
        '  "a" : 1,',
        '  "b" : {',
        '    "c" : "x\\"y"',
        '  },',
        '  "l" : [ 1, {',
        '    "m" : true',
        '  } ],',
        '  "e" : [ ],',
        '  "o" : { }',
        '}',
      ].join('\n'),
    );
    expect(prettyJson(null)).toBe('null');
    expect(prettyJson('a')).toBe('"a"');
  });

  it('ETags: null_etag for no data, else a 28-character hash that changes with the data', () => {
    expect(etagOf(null)).toBe('null_etag');
    expect(etagOf(1)).toHaveLength(28);
    expect(etagOf(1)).not.toBe(etagOf(2));
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
  });

  it('REST locations are the paths ending in .json, whatever the query string', () => {
    expect(isRestUrl('/a/b.json?print=pretty')).toBe(true);
    expect(isRestUrl('/.json')).toBe(true);
    expect(isRestUrl('/a.json/b')).toBe(false);
    expect(isRestUrl('/?x=.json')).toBe(false);
    expect(isRestUrl(undefined)).toBe(false);
    expect(isRestUrl('http://[')).toBe(false);
  });
});

describe('push names', () => {
  const alphabet = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
  /** A run of push-name characters read as one number. */
  const value = (chars: string) =>
    [...chars].reduce((n, c) => n * 64n + BigInt(alphabet.indexOf(c)), 0n);

  it('8 characters of the time in ms, then 12 more; later names sort after earlier ones', () => {
    let now = 1_700_000_000_000;
    const next = pushIdGenerator(() => now);
    const a = next();
    now += 1;
    const b = next();
    expect(a).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(value(a.slice(0, 8))).toBe(1_700_000_000_000n);
    expect(value(b.slice(0, 8))).toBe(1_700_000_000_001n);
    expect(b > a).toBe(true);
  });

  it('within one millisecond the last part counts up by one, carrying over', () => {
    const next = pushIdGenerator(() => 0);
    const names = Array.from({ length: 5000 }, () => next());
    expect(names.every((n) => n.startsWith('--------'))).toBe(true);
    for (let i = 1; i < names.length; i += 1) {
      expect(value(names[i]!.slice(8)) - value(names[i - 1]!.slice(8))).toBe(1n);
      expect(names[i]! > names[i - 1]!).toBe(true);
    }
  });
});

describe('indexes declared in the rules', () => {
  const rules = {
    rooms: {
      $room: { '.indexOn': ['lastUpdate', 'name'] },
      special: { '.indexOn': 'score' },
    },
    values: { '.indexOn': '.value' },
  };
  it.each([
    [['rooms', 'a'], 'lastUpdate', true],
    [['rooms', 'a'], 'name', true],
    [['rooms', 'a'], 'score', false],
    [['rooms', 'special'], 'score', true],
    [['rooms', 'special'], 'lastUpdate', false],
    [['values'], '.value', true],
    [['values'], 'x', false],
    [['rooms'], 'lastUpdate', false],
    [['other', 'x'], 'lastUpdate', false],
    [['rooms', 'a', 'b'], 'lastUpdate', false],
    [['rooms', 'constructor'], 'lastUpdate', true],
    [['values', 'toString'], '.value', false],
  ])('at /%s, an index on %s: %s', (segments, index, expected) => {
    expect(hasIndex(rules, segments, index)).toBe(expected);
  });
});

describe('the query string', () => {
  const parse = (query: string) => parseRestParams(new URLSearchParams(query));

  it('a plain read: no query, no options', () => {
    expect(parse('')).toEqual({
      ok: true,
      value: {
        query: undefined,
        shallow: false,
        print: undefined,
        token: undefined,
        methodOverride: undefined,
      },
    });
  });

  it.each([
    ['orderBy="$key"&startAt="b"', { i: '.key', sp: 'b' }],
    ['orderBy="$value"&endAt=3', { i: '.value', ep: 3 }],
    ['orderBy="a/b"&equalTo=true', { i: 'a/b', sp: true, ep: true }],
    ['orderBy="n"&equalTo=null', { i: 'n', sp: null, ep: null }],
    ['orderBy="n"&limitToFirst=20', { i: 'n', l: 20, vf: 'l' }],
    ['orderBy="n"&limitToLast=1', { i: 'n', l: 1, vf: 'r' }],
    ['orderBy="n"&startAt="x"&endAt="y"', { i: 'n', sp: 'x', ep: 'y' }],
  ])('%s', (query, expected) => {
    const parsed = parse(query);
    expect(parsed.ok && parsed.value.query).toEqual(expected);
  });

  it('reads the options', () => {
    const parsed = parse('print=silent&shallow=true&auth=t&x-http-method-override=PUT&ns=x');
    expect(parsed).toEqual({
      ok: true,
      value: {
        query: undefined,
        shallow: true,
        print: 'silent',
        token: 't',
        methodOverride: 'PUT',
      },
    });
    expect(parse('access_token=a').ok && parse('access_token=a')).toMatchObject({
      value: { token: 'a' },
    });
    expect(parse('shallow=false')).toMatchObject({ ok: true, value: { shallow: false } });
  });

  it.each([
    [
      'orderBy="n"&startAt=' + '"' + 'x'.repeat(769) + '"',
      'invalid query: query sp is not a valid index value',
    ],
    ['orderBy="n"&limitToFirst=' + '9'.repeat(16), 'limitToFirst must be a positive integer'],
    ['endAt=1', 'orderBy must be defined when other query parameters are defined'],
    ['equalTo=1', 'orderBy must be defined when other query parameters are defined'],
    ['limitToLast=1', 'orderBy must be defined when other query parameters are defined'],
    ['orderBy="n"&equalTo=1&endAt=2', 'equalTo cannot be combined with startAt or endAt'],
    [
      'orderBy="n"&equalTo=[1]',
      'equalTo must be a JSON primitive (a quoted string, a number, true, false or null)',
    ],
    ['orderBy="$key"&endAt=true', 'endAt must be a quoted string with orderBy="$key"'],
    ['orderBy="$key"&equalTo=null', 'equalTo must be a quoted string with orderBy="$key"'],
    ['orderBy=', 'orderBy must be a valid JSON encoded path'],
  ])('%s is refused', (query, reason) => {
    expect(parse(query)).toEqual({ ok: false, reason });
  });
});
