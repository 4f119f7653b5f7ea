/**
 * The data file keeps each record's and each room's JSON text between saves
 * (server/db/save-view.ts): a save encodes what changed since the last one. Whatever the
 * writes in between, the file must stay exactly the data, key order included: random
 * rooms of records (keys that are array indices among them, which an object lists
 * first), rooms past the size saved as one piece, deeper nodes and primitives, written
 * and saved in turn, each save's parts joined compared with `JSON.stringify` of the data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonInParts, Later } from '../../server/db/json-parts';
import { savedValue } from '../../server/db/save-view';
import { DataStore } from '../../server/db/store';

/** Fixed, so every run plays the same sequences. */
const SEED = 48;

/** The data file's text of `store`'s data, its parts of `chars` characters joined. */
const saved = (store: DataStore, chars: number) =>
  [...jsonInParts(savedValue(store.tree), chars)].join('');

/** Keys as rooms and records have them, and keys an object lists first (array indices). */
const key = fc.oneof(
  fc.constantFrom('0', '1', '2', '10', '007', '-1', '4294967294', '4294967295', '1e3', ''),
  fc.integer({ min: 0, max: 80 }).map((i) => `p${i}`),
  fc.integer({ min: 0, max: 80 }).map(String),
);
const validKey = key.filter((k) => k !== '');
const primitive = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('-', '-5', 'Näme "x" 🎉', 'line\nbreak', true, false, 1.5),
);
const record = fc.dictionary(validKey, primitive, {
  minKeys: 1,
  maxKeys: 6,
  noNullPrototype: true,
});
/** A write: where, and what (a record, a field, a deeper node, or null to remove). */
const write = fc.tuple(
  fc.constantFrom('screens', 'screens', 'screens', 'sessions/s1', 'deep/a/b'),
  validKey,
  fc.option(validKey, { nil: undefined }),
  fc.oneof(record, primitive, fc.constant(null), fc.constant({ x: { y: 1 } })),
);
/** How many writes come between two saves; many make a room past one piece's size. */
const burst = fc.array(write, { minLength: 1, maxLength: 100 });

describe('the data file with the records and rooms kept between saves', () => {
  it('is exactly the data after every save, whatever was written between them', () => {
    fc.assert(
      fc.property(
        fc.array(burst, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(1, 64, 100_000),
        (bursts, chars) => {
          const store = new DataStore({ screens: { r0: { p1: { selected: '-' } } } }, false);
          for (const writes of bursts) {
            for (const [at, room, child, value] of writes) {
              const path = child === undefined ? `${at}/${room}` : `${at}/${room}/${child}`;
              store.set(path, value, 'admin');
            }
            expect(saved(store, chars)).toBe(JSON.stringify(store.read('')));
          }
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('keeps a room of many records a record at a time, and a small room as one piece', () => {
    const records = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`p${i}`, { selected: '-', round: i }]),
      );
    const store = new DataStore({ screens: { big: records(65), small: records(20) } }, false);
    const screens = (savedValue(store.tree) as { screens: Later }).screens.read() as Record<
      string,
      Later
    >;
    // The large room is its records, each its own piece; the small one a piece of text.
    expect(screens.big?.read()).toEqual(expect.objectContaining({ p0: expect.anything() }));
    expect(screens.small?.read()).not.toBeInstanceOf(Later);
    expect(saved(store, 100)).toBe(JSON.stringify(store.read('')));
    // A vote in each: the rooms are new nodes, the records unchanged kept, the text exact.
    store.update('screens/big/p3', { selected: '-8' }, 'admin');
    store.update('screens/small/p3', { selected: '-8' }, 'admin');
    expect(saved(store, 100)).toBe(JSON.stringify(store.read('')));
  });

  it('lists a room that was once large in its value’s key order, array indices first', () => {
    // Past 64 records a room keeps its records apart from their order (wide-node.ts), and
    // stays so back down to 32: records written since come last there, not in an object's order.
    const store = new DataStore({ screens: { r: {} } }, false);
    for (let i = 0; i < 70; i += 1) store.set(`screens/r/p${i}`, { round: i }, 'admin');
    for (let i = 0; i < 30; i += 1) store.set(`screens/r/p${i}`, null, 'admin');
    for (const k of ['7', '0', '12']) store.set(`screens/r/${k}`, { round: Number(k) }, 'admin');
    expect(Object.keys(store.read('screens/r') as object).slice(0, 3)).toEqual(['0', '7', '12']);
    expect(saved(store, 100)).toBe(JSON.stringify(store.read('')));
  });
});
