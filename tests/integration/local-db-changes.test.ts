/**
 * What a listen is sent when its value changes (server/db/changes.ts): the one child
 * that changed, when that says everything, else the whole value; encoded as
 * JSON.stringify would.
 */
import { describe, expect, it, vi } from 'vitest';
import { changeBetween, encode, Encoding } from '../../server/db/changes';
import { DataStore } from '../../server/db/store';

describe('encoding a value for its listens', () => {
  it.each([
    ['an object', { a: { x: 1 }, b: 'two', 'c d': [1, true, null] }],
    ['an empty object', {}],
    ['a string', 'text "quoted"'],
    ['a number', 4.5],
    ['null', null],
  ])('writes %s as JSON.stringify does', (_label, value) => {
    expect(encode(value).json).toBe(JSON.stringify(value));
  });

  it("keeps each child's JSON of an object, and none of anything else", () => {
    expect(encode({ a: { x: 1 }, b: 'two' }).children).toEqual(
      new Map([
        ['a', '{"x":1}'],
        ['b', '"two"'],
      ]),
    );
    expect(encode('text').children).toBeNull();
    expect(encode(null).children).toBeNull();
  });

  it('encodes one value once: the listens that start on it share its encoding', () => {
    const store = new DataStore({ room: { a: { x: 1 }, b: { x: 2 } } }, false);
    const seen: string[] = [];
    store.subscribe('room', undefined, (_value, json) => seen.push(json));
    store.subscribe('room', undefined, (_value, json) => seen.push(json));
    expect(seen[0]).toBe('{"a":{"x":1},"b":{"x":2}}');
    const value = store.read('room') as object;
    expect(encode(value)).toBe(encode(value));
    expect(encode({ ...value })).not.toBe(encode(value));
  });
});

describe('the change a listen is told', () => {
  const room = (votes: unknown) => encode(votes);

  it('is the one child that changed, with its new JSON', () => {
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ a: '-1', b: '-5' }))).toEqual({
      key: 'b',
      json: '"-5"',
    });
  });

  it('is the whole value when two children changed', () => {
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ a: '-3', b: '-5' }))).toBeNull();
  });

  it('is the whole value when a child came or went, even with as many children', () => {
    expect(changeBetween(room({ a: '-1' }), room({ a: '-1', b: '-2' }))).toBeNull();
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ a: '-1' }))).toBeNull();
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ a: '-1', c: '-2' }))).toBeNull();
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ a: '-3' }))).toBeNull();
  });

  it('is the whole value when either side is not an object', () => {
    expect(changeBetween(room(null), room({ a: '-1' }))).toBeNull();
    expect(changeBetween(room({ a: '-1' }), room(null))).toBeNull();
    expect(changeBetween(room('-1'), room('-2'))).toBeNull();
  });

  it('is nothing when the same value came again, in any order of its children', () => {
    expect(changeBetween(room({ a: '-1', b: '-2' }), room({ b: '-2', a: '-1' }))).toBe('none');
    expect(changeBetween(room('-1'), room('-1'))).toBe('none');
    expect(changeBetween(room(null), room(null))).toBe('none');
  });

  it('builds neither whole JSON to tell the one child', () => {
    const before = room({ a: { v: '-1' }, b: { v: '-2' } });
    const after = room({ a: { v: '-1' }, b: { v: '-5' } });
    const whole = vi.spyOn(Encoding.prototype, 'json', 'get');
    try {
      expect(changeBetween(before, after)).toEqual({ key: 'b', json: '{"v":"-5"}' });
      expect(whole).not.toHaveBeenCalled();
    } finally {
      whole.mockRestore();
    }
  });
});

describe('the store tells a listen the child that changed', () => {
  it('with the whole value too, and the whole value alone when more changed', () => {
    const store = new DataStore({ rooms: { r: { a: { v: 1 }, b: { v: 2 } } } }, false);
    const calls: unknown[][] = [];
    store.subscribe('rooms/r', undefined, (...args) => calls.push(args));
    store.set('rooms/r/b/v', 3, 'admin');
    store.set('rooms/r/c', { v: 4 }, 'admin');
    expect(calls).toEqual([
      [{ a: { v: 1 }, b: { v: 2 } }, '{"a":{"v":1},"b":{"v":2}}'],
      [{ a: { v: 1 }, b: { v: 3 } }, '{"a":{"v":1},"b":{"v":3}}', { key: 'b', json: '{"v":3}' }],
      [
        { a: { v: 1 }, b: { v: 3 }, c: { v: 4 } },
        '{"a":{"v":1},"b":{"v":3},"c":{"v":4}}',
        undefined,
      ],
    ]);
  });
});
