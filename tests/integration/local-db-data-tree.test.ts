/**
 * The local database's data tree after its faster writes and reads (server/db/data-tree.ts):
 * the same trees targaryen builds (values, key order, pruning, priorities, frozen nodes),
 * old versions untouched, unchanged branches shared.
 */
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import '../../server/db/store';

interface Methods {
  $set(path: string, value: unknown, priority?: unknown, now?: number): DataNode;
  $value(): unknown;
  $priority(): unknown;
  $isNull(): boolean;
  $child(path: string): DataNode;
}
type DataNode = Methods & { readonly [key: string]: DataNode | undefined };

const tree = (data: unknown): DataNode =>
  (targaryen.database({ rules: {} }, data) as { root: DataNode }).root;

const rooms = () =>
  tree({
    screens: {
      a: { p1: { selected: '-', round: 0 }, p2: { selected: '-3', round: 0 } },
      b: { p1: { selected: '-5', round: 0 } },
    },
    configs: { a: { textColor: 'red' } },
  });

describe('a write into the data tree', () => {
  it('changes the value at its path and nothing else; the old tree stays as it was', () => {
    const before = rooms();
    const after = before.$set('/screens/a/p2/selected', '-8');
    expect(after.$value()).toEqual({
      screens: {
        a: { p1: { selected: '-', round: 0 }, p2: { selected: '-8', round: 0 } },
        b: { p1: { selected: '-5', round: 0 } },
      },
      configs: { a: { textColor: 'red' } },
    });
    expect(before.$child('screens/a/p2/selected').$value()).toBe('-3');
  });

  it('shares the branches it did not touch and copies those on its path', () => {
    const before = rooms();
    const after = before.$set('screens/a/p2/selected', '-8');
    expect(after.configs).toBe(before.configs);
    expect(after.screens!.b).toBe(before.screens!.b);
    expect(after.screens!.a!.p1).toBe(before.screens!.a!.p1);
    expect(after.screens!.a).not.toBe(before.screens!.a);
  });

  it('puts the written key last on each level, as targaryen does', () => {
    const after = rooms().$set('screens/a/p1/selected', '-2');
    expect(Object.keys(after)).toEqual(['configs', 'screens']);
    expect(Object.keys(after.screens!)).toEqual(['b', 'a']);
    expect(Object.keys(after.screens!.a!)).toEqual(['p2', 'p1']);
    expect(Object.keys(after.screens!.a!.p1!)).toEqual(['round', 'selected']);
  });

  it('creates the branches its path needs', () => {
    const after = rooms().$set('sessions/a/round', 2);
    expect(after.$child('sessions').$value()).toEqual({ a: { round: 2 } });
    expect(tree(null).$set('x/y', { z: true }).$value()).toEqual({ x: { y: { z: true } } });
  });

  it('replaces a value where its path goes through one', () => {
    const after = tree({ a: 'text', b: 1 }).$set('a/c/d', 5);
    expect(after.$value()).toEqual({ a: { c: { d: 5 } }, b: 1 });
  });

  it('at the root, or with only slashes, replaces everything', () => {
    expect(rooms().$set('', { x: 1 }).$value()).toEqual({ x: 1 });
    expect(rooms().$set('/', 7).$value()).toBe(7);
  });

  it('resolves a server timestamp to the write time', () => {
    const after = rooms().$set('screens/a/p1/lastUpdate', { '.sv': 'timestamp' }, undefined, 1234);
    expect(after.$child('screens/a/p1/lastUpdate').$value()).toBe(1234);
  });

  it('leaves frozen nodes', () => {
    const after = rooms().$set('screens/a/p1/selected', '-2');
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.screens!.a)).toBe(true);
  });
});

describe('reading a node', () => {
  it("builds an object's value once: read again, it is the same frozen value, shared by the tree after a write elsewhere", () => {
    const before = rooms();
    const room = before.$child('screens/a').$value();
    expect(Object.isFrozen(room)).toBe(true);
    expect(before.$child('screens/a').$value()).toBe(room);
    expect(before.$set('screens/b/p1/selected', '-8').$child('screens/a').$value()).toBe(room);
  });

  it('tells the rules whether a node has children without listing them', () => {
    const db = targaryen.database(
      { rules: { '.read': true, '.write': true, a: { '.validate': 'newData.hasChildren()' } } },
      null,
    ) as unknown as { write(path: string, value: unknown): { allowed: boolean } };
    expect(db.write('/a', { x: 1 }).allowed).toBe(true);
    expect(db.write('/a', 'text').allowed).toBe(false);
  });
});

describe('removing with a write of null', () => {
  it('removes the value and every parent it leaves empty', () => {
    const after = rooms().$set('screens/b/p1/selected', null).$set('screens/b/p1/round', null);
    expect(after.$value()).toEqual({
      screens: { a: { p1: { selected: '-', round: 0 }, p2: { selected: '-3', round: 0 } } },
      configs: { a: { textColor: 'red' } },
    });
    expect(Object.keys(after.screens!)).toEqual(['a']);
  });

  it('keeps the siblings of what it removes', () => {
    const after = rooms().$set('screens/a/p2', null);
    expect(after.$child('screens/a').$value()).toEqual({ p1: { selected: '-', round: 0 } });
  });

  it('leaves an empty database when the last value goes', () => {
    const after = tree({ a: { b: 1 } }).$set('a/b', null);
    expect(after.$isNull()).toBe(true);
    expect(after.$value()).toBeNull();
  });

  it('changes nothing where there was nothing', () => {
    expect(rooms().$set('screens/c/p1', null).$value()).toEqual(rooms().$value());
  });
});

describe('priorities', () => {
  it('the root keeps its own, the nodes on the path lose theirs, the value gets the one given', () => {
    const before = tree({ '.priority': 5, a: { '.priority': 3, b: { c: 1 } } });
    expect(before.a!.$priority()).toBe(3);
    const after = before.$set('a/b/c', 2, 9);
    expect(after.$priority()).toBe(5);
    expect(after.a!.$priority()).toBeUndefined();
    expect(after.a!.b!.$priority()).toBeUndefined();
    expect(after.$child('a/b/c').$priority()).toBe(9);
  });
});

describe('reading the data tree', () => {
  it('gives values, objects and null as plain JSON', () => {
    const root = rooms();
    expect(root.$child('screens/a/p1/selected').$value()).toBe('-');
    expect(root.$child('screens/a/p1/round').$value()).toBe(0);
    expect(root.$child('screens/b').$value()).toEqual({ p1: { selected: '-5', round: 0 } });
    expect(root.$child('screens/zz').$value()).toBeNull();
    expect(tree({ f: false }).$value()).toEqual({ f: false });
  });
});
