/**
 * The store's change delivery (server/db/subscriptions.ts) checks each write against the
 * listened paths and shares one evaluation among equal listens: what each listen
 * receives must stay exactly what it would receive on its own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/db/store';

describe('local database: change delivery', () => {
  let store: DataStore;
  beforeEach(() => {
    store = new DataStore(null, false);
  });

  const record = (selected: string, lastUpdate: number) => ({ selected, lastUpdate });
  const roomQuery = { i: 'lastUpdate', l: 2, vf: 'r' as const };

  it('tells only the listens whose value changed, each with its own query', () => {
    const seen: Record<string, string[]> = { room1: [], room1b: [], room2: [], own: [], last2: [] };
    store.subscribe('screens/room1', undefined, (_v, json) => seen.room1!.push(json));
    store.subscribe('screens/room1', undefined, (_v, json) => seen.room1b!.push(json));
    store.subscribe('screens/room1', roomQuery, (_v, json) => seen.last2!.push(json));
    store.subscribe('screens/room2', undefined, (_v, json) => seen.room2!.push(json));
    store.subscribe('screens/room1/a', undefined, (_v, json) => seen.own!.push(json));
    for (const k of Object.keys(seen)) seen[k] = [];

    store.set('screens/room1/a', record('x', 1), 'admin');
    store.set('screens/room1/b', record('y', 2), 'admin');
    store.set('screens/room1/c', record('z', 3), 'admin');

    expect(seen.room2).toEqual([]);
    expect(seen.own).toEqual([JSON.stringify(record('x', 1))]);
    expect(seen.room1).toHaveLength(3);
    expect(seen.room1b).toEqual(seen.room1);
    expect(JSON.parse(seen.last2!.at(-1)!)).toEqual({ b: record('y', 2), c: record('z', 3) });
    // c's write changed the last two, a's and b's as well: three different values.
    expect(new Set(seen.last2).size).toBe(3);
  });

  it('reaches listens below and above a written path, and every path of an update', () => {
    const own: unknown[] = [];
    const root: unknown[] = [];
    const other: unknown[] = [];
    store.set('screens/room1/a', record('x', 1), 'admin');
    store.subscribe('screens/room1/a/selected', undefined, (v) => own.push(v));
    store.subscribe('', undefined, (v) => root.push(v));
    store.subscribe('configs/room1', undefined, (v) => other.push(v));
    own.length = 0;
    root.length = 0;
    other.length = 0;

    store.set('screens/room1', { a: record('q', 5) }, 'admin');
    expect(own).toEqual(['q']);
    store.update(
      '',
      { 'screens/room1/a/selected': 'r', 'configs/room1/cardBorder': '#fff' },
      'admin',
    );
    expect(own).toEqual(['q', 'r']);
    expect(other).toEqual([{ cardBorder: '#fff' }]);
    expect(root).toHaveLength(2);
  });

  it('stops telling a listen once it unsubscribed, the others on its path still hear', () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stop = store.subscribe('screens/room1', undefined, (v) => a.push(v));
    store.subscribe('screens/room1', undefined, (v) => b.push(v));
    stop();
    store.set('screens/room1/a', record('x', 1), 'admin');
    expect(a).toEqual([null]);
    expect(b).toEqual([null, { a: record('x', 1) }]);
  });

  it('a write at the root reaches every listen, and nothing stays kept once they stop', () => {
    const seen: unknown[] = [];
    const stops = [
      store.subscribe('screens/room1/a/selected', undefined, (v) => seen.push(v)),
      store.subscribe('screens/room1', roomQuery, () => undefined),
      store.subscribe('screens/room2/b', undefined, (v) => seen.push(v)),
      store.subscribe('', undefined, () => undefined),
    ];
    expect(store.pathCount).toBeGreaterThan(0);
    seen.length = 0;

    store.set('', { screens: { room1: { a: record('x', 1) }, room2: { b: 'here' } } }, 'admin');
    expect(seen).toEqual(['x', 'here']);

    for (const stop of stops) stop();
    expect(store.pathCount).toBe(0);
  });
});
