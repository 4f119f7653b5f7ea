/**
 * A multi-path update of the local database's data tree (server/db/data-tree.ts) whose
 * paths carry slashes of their own, or name the update's path itself: written where
 * targaryen's own update writes them, which joins each path to the update's and trims
 * the slashes around both.
 */
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import '../../server/db/store';

interface DataNode {
  $set(path: string, value: unknown): DataNode;
  $merge(path: string, patch: Record<string, unknown>): DataNode;
  $value(): unknown;
}

const tree = (data: unknown): DataNode =>
  (targaryen.database({ rules: {} }, data) as { root: DataNode }).root;

const room = () => tree({ room: { a: 1, b: { c: 2 } }, other: true });

/** The update as targaryen defines it: each path joined to the update's, set in turn. */
function oneByOne(node: DataNode, at: string, patch: Record<string, unknown>): unknown {
  const trim = (p: string) => p.replace(/^\/+|\/+$/g, '');
  const joined = (key: string) => [trim(at), trim(key)].filter(Boolean).join('/');
  return Object.keys(patch)
    .reduce((n, key) => n.$set(joined(key), patch[key]), node)
    .$value();
}

describe('an update whose paths carry slashes', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['/room', { '/a/': 5, 'b//c/': 6 }],
    ['room/', { '//d': { e: 7 }, 'b/': null }],
    ['/', { '/room/a': null, '/other/': { x: 1 } }],
  ];
  for (const [at, patch] of cases) {
    it(`at ${at} writes ${Object.keys(patch).join(' ')} where targaryen would`, () => {
      expect(room().$merge(at, patch).$value()).toEqual(oneByOne(room(), at, patch));
    });
  }

  it("a path of only slashes, or none, is the update's own path", () => {
    expect(
      room()
        .$merge('/room', { '': { z: 1 } })
        .$value(),
    ).toEqual({
      room: { z: 1 },
      other: true,
    });
    expect(room().$merge('room', { '/': 3 }).$value()).toEqual({ room: 3, other: true });
  });
});
