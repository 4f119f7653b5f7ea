/**
 * The data file is encoded and written a part at a time (server/db/json-parts.ts,
 * persistence.ts), so that saving a large database does not hold every other client's
 * turn: the parts, joined, are exactly the JSON the whole would be, and other work runs
 * between them while the file is written.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonInParts, Later, PART_CHARS } from '../../server/db/json-parts';
import { DATA_FILE_NAME, SnapshotWriter } from '../../server/db/persistence';
import { savedValue } from '../../server/db/save-view';
import { DataStore } from '../../server/db/store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A room of `count` participant records, each with a note of `noteChars`. */
const room = (count: number, noteChars = 10) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `u${i}`,
      {
        userId: `u${i}`,
        userName: `Näme "${i}" 🎉`,
        selected: '-',
        showCard: i % 2 === 0,
        round: i,
        lastSeen: null,
        note: 'n'.repeat(noteChars),
      },
    ]),
  );

const awkward: Record<string, unknown> = {
  empty: {},
  list: [],
  nested: { a: { b: { c: [1, [2, [3, {}]], { d: null }] } } },
  'quote " and \\ slash': 'line\nbreak\u2028tab\t',
  '10': 'an index key comes first',
  numbers: { zero: -0, big: 1e21, small: 5e-324, notFinite: Number.NaN },
  gaps: { skipped: undefined, fn: () => 1, kept: true },
  sparse: [1, undefined, , 3], // eslint-disable-line no-sparse-arrays
  // The same gaps beside an object, where the parts are made key by key.
  deepGaps: { skipped: undefined, fn: () => 1, sym: Symbol('s'), kept: { a: 1 } },
  // eslint-disable-next-line no-sparse-arrays
  deepSparse: [{ a: 1 }, undefined, , () => 1, Symbol('s'), 3],
  ownJson: { toJSON: () => 'its own', inner: { a: 1 } },
  when: new Date(0),
  unicode: { ключ: '値', '🎴': '\ud800' },
};
Object.defineProperty(awkward, '__proto__', { value: { own: 'key' }, enumerable: true });

describe('jsonInParts', () => {
  it.each([1, 7, 100, PART_CHARS])(
    'joined, its parts of %i characters are JSON.stringify of the value',
    (chars) => {
      for (const value of [awkward, { screens: { wall: room(50) } }, 'text', 3, null, [], {}]) {
        expect([...jsonInParts(value, chars)].join('')).toBe(JSON.stringify(value));
      }
    },
  );

  it('yields a part each time the text reaches the size asked, and no empty one', () => {
    expect([...jsonInParts({ a: { b: 1 } }, 1)]).toEqual(['{', '"a":{"b":1}', '}']);
    expect([...jsonInParts({ a: { b: 1 } }, 2)]).toEqual(['{"a":{"b":1}', '}']);
  });

  it('makes parts of about the size asked, a record never split', () => {
    // A room, and an object of values beside a room: the parts are made inside both.
    const value = { screens: { a: room(300) }, sessions: { s: { round: 3, records: room(300) } } };
    const parts = [...jsonInParts(value, 10_000)];
    const longestRecord = Math.max(
      ...Object.values(room(300)).map((r) => JSON.stringify(r).length + 8),
    );
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts.slice(0, -1)) {
      expect(part.length).toBeGreaterThanOrEqual(10_000);
      expect(part.length).toBeLessThan(10_000 + longestRecord);
      // A part ends where a record or an object does, never inside a record.
      expect(part.at(-1)).toMatch(/[{}]/);
    }
  });
});

describe("the data tree's saved view", () => {
  /** The parts of `store`'s data as the save encodes them. */
  function* savedParts(store: DataStore, chars: number): Generator<string> {
    yield* jsonInParts(savedValue(store.tree), chars);
  }

  it('is read a part at a time: what is written meanwhile is not in it, and nothing is built before its part', () => {
    const rooms = Object.fromEntries(
      Array.from({ length: 70 }, (_, r) => [`room${r}`, room(20, 40)]),
    );
    const store = new DataStore({ screens: rooms, sessions: { room0: { round: 2 } } }, false);
    const before = JSON.stringify(store.read(''));
    const view = savedValue(store.tree) as Record<string, unknown>;
    // The rooms are read when their parts come, not with the view.
    expect(view.screens).toBeInstanceOf(Later);
    const screens = (view.screens as Later).read() as Record<string, unknown>;
    expect(screens.room3).toBeInstanceOf(Later);
    const parts = jsonInParts(view, 1000);
    const first = parts.next().value as string;
    store.update('screens/room69/u1', { selected: '-8' }, 'admin');
    store.set('screens/room70', { p: { userId: 'p' } }, 'admin');
    store.set('sessions/room0/round', 3, 'admin');
    expect(first + [...parts].join('')).toBe(before);
  });

  it('joined, is JSON.stringify of the data, whatever its shape', () => {
    const store = new DataStore(
      {
        a: 1,
        nested: { b: { c: { d: 'deep', e: [1, { f: null }] } }, g: 'x' },
        '10': { 'ключ 🎴': 'line\nbreak' },
        wide: Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, { v: i }])),
      },
      false,
    );
    for (const chars of [1, 50, PART_CHARS]) {
      expect([...savedParts(store, chars)].join('')).toBe(JSON.stringify(store.read('')));
    }
    expect([...savedParts(new DataStore(null, false), 10)].join('')).toBe('null');
    expect([...savedParts(new DataStore(7, false), 10)].join('')).toBe('7');
  });
});

describe('saving a large database', () => {
  it('encodes and writes the snapshot a part at a time, the loop going round between', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'story-point-save-parts-'));
    dirs.push(dir);
    let turns = 0;
    // The turn in which each room was encoded: a room tells when it is read.
    const readAt = new Set<number>();
    const rooms = Array.from({ length: 40 }, (_, r) => {
      const value = room(100, 700);
      Object.defineProperty(value, 'seen', {
        enumerable: true,
        get: () => (readAt.add(turns), `room ${r}`),
      });
      return [`room${r}`, value] as const;
    });
    const data = { screens: Object.fromEntries(rooms) };
    const expected = JSON.stringify(data);
    expect(expected.length).toBeGreaterThan(10 * PART_CHARS);
    expect(JSON.stringify(rooms[0]?.[1]).length).toBeGreaterThan(PART_CHARS);
    readAt.clear();
    const writer = new SnapshotWriter(
      dir,
      () => ({ ...data, themes: { seeded: 1 } }),
      new Set(['themes']),
      () => {},
      1000,
    );
    let saving = true;
    const tick = () => {
      turns += 1;
      if (saving) setImmediate(tick);
    };
    setImmediate(tick);
    writer.changed();
    await writer.flush();
    saving = false;
    expect(readFileSync(path.join(dir, DATA_FILE_NAME), 'utf8')).toBe(expected);
    // Each room is longer than a part, so each is begun in a turn of its own.
    expect(readAt.size).toBe(rooms.length);
  });
});
