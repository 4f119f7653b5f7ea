/**
 * Nodes with many children (server/db/wide-node.ts), copied without copying their
 * children: random writes and updates on a tree whose nodes grow past the width where
 * they turn wide and shrink back, each made by the faster tree and by targaryen's own
 * methods. Both give the same values in the same key order, the same children, the same
 * priorities, and the versions before each write stay as they were.
 */
import fc from 'fast-check';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import '../../server/db/store';
import { withTargaryenOwnTree } from '../../server/db/data-tree';
import type { Node } from '../../server/db/data-node';
import { childCount, childKeys, childOf, WIDE_FROM } from '../../server/db/wide-node';

const NOW = 1_700_000_000_000;
/** Fixed, so every run plays the same sequences. */
const SEED = 48;

const tree = (data: unknown): Node =>
  withTargaryenOwnTree(() => (targaryen.database({ rules: {} }, data, NOW) as { root: Node }).root);

/** Each node's path, children (as every reader sees them) and priority, depth first. */
function shape(node: Node, path = ''): unknown[] {
  const keys = Object.keys(node);
  const rows: unknown[] = [[path, keys, node.$priority()]];
  for (const key of keys) rows.push(...shape(node[key] as Node, `${path}/${key}`));
  return rows;
}

/** The same through the tree's own readers, which skip a wide node's proxy. */
function ownShape(node: Node, path = ''): unknown[] {
  const keys = childKeys(node);
  expect(childCount(node)).toBe(keys.length);
  const rows: unknown[] = [[path, keys, node.$priority()]];
  for (const key of keys) rows.push(...ownShape(childOf(node, key) as Node, `${path}/${key}`));
  return rows;
}

const key = fc.integer({ min: 0, max: 150 }).map((i) => `k${i}`);
const leaf = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom('a', 'b', true, false, { '.sv': 'timestamp' }),
  fc.dictionary(fc.constantFrom('x', 'y', 'z'), fc.integer({ min: 0, max: 3 }), {
    maxKeys: 3,
    noNullPrototype: true,
  }),
);
/** Where a write goes: the wide node, one of its children, a child's field, or beside it. */
const path = fc.oneof(
  key.map((k) => `w/${k}`),
  key.map((k) => `/w/${k}/f/`),
  fc.constantFrom('w', 'n', 'n/x', 'w/k1/f/g'),
);
/** Many children at once: what makes a node wide, or (all null) narrow again. */
const many = fc
  .uniqueArray(fc.tuple(key, leaf), { maxLength: 90, size: 'max', selector: ([k]) => k })
  .map((entries) => Object.fromEntries(entries));

/** Many children removed at once: what takes a wide node back below its width. */
const removals = fc
  .uniqueArray(key, { maxLength: 140, size: 'max' })
  .map((keys) => Object.fromEntries(keys.map((k) => [k, null])));

type Op =
  | { kind: 'set'; path: string; value: unknown }
  | { kind: 'merge'; path: string; patch: Record<string, unknown> };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), path, value: leaf }),
  fc.record({ kind: fc.constant('set' as const), path: fc.constant('w'), value: many }),
  fc.record({ kind: fc.constant('merge' as const), path: fc.constant('w'), patch: many }),
  fc.record({ kind: fc.constant('merge' as const), path: fc.constant('w'), patch: removals }),
  fc.record({
    kind: fc.constant('merge' as const),
    path: fc.constant('/'),
    patch: fc
      .uniqueArray(fc.tuple(path, leaf), { maxLength: 4, selector: ([p]) => p })
      .map((entries) => Object.fromEntries(entries)),
  }),
);

const apply = (node: Node, o: Op): Node =>
  o.kind === 'set' ? node.$set(o.path, o.value, undefined, NOW) : node.$merge(o.path, o.patch, NOW);

/** A merge whose paths lie below one another is refused before it reaches the tree. */
const disjoint = (o: Op): boolean => {
  if (o.kind === 'set') return true;
  const paths = Object.keys(o.patch).map((p) => `/${p.split('/').filter(Boolean).join('/')}/`);
  return paths.every((p, i) => paths.every((q, j) => i === j || !q.startsWith(p)));
};

const seeds = fc.record(
  {
    '.priority': fc.constantFrom(undefined, 3, 'p'),
    w: many,
    n: fc.constant({ x: 1 }),
  },
  { noNullPrototype: true },
);

describe('a node with many children', () => {
  it('is written as targaryen writes it, whatever it grows to or shrinks to', () => {
    let sawWide = false;
    fc.assert(
      fc.property(seeds, fc.array(op.filter(disjoint), { maxLength: 25 }), (seed, ops) => {
        let fast = tree(seed);
        let own = tree(seed);
        for (const o of ops) {
          const before = JSON.stringify(fast.$value());
          const next = apply(fast, o);
          own = withTargaryenOwnTree(() => apply(own, o));
          const expected = withTargaryenOwnTree(() => JSON.stringify(own.$value()));
          expect(JSON.stringify(next.$value())).toBe(expected);
          expect(shape(next)).toEqual(withTargaryenOwnTree(() => shape(own)));
          expect(ownShape(next)).toEqual(shape(next));
          expect(next.$isNull()).toBe(own.$isNull());
          // The version before the write is unchanged.
          expect(JSON.stringify(fast.$value())).toBe(before);
          fast = next;
          const w = childOf(fast, 'w');
          if (w && childCount(w) >= WIDE_FROM) sawWide = true;
        }
      }),
      // Unshrunk: shrinking sequences of wide updates takes minutes.
      { seed: SEED, numRuns: 150, endOnFailure: true },
    );
    expect(sawWide).toBe(true);
  });

  it('refuses to be changed, as a frozen node does', () => {
    const children = Object.fromEntries(
      Array.from({ length: WIDE_FROM + 10 }, (_, i) => [`k${i}`, i]),
    );
    const wide = tree({ w: children }).$set('w/k3', 'x', undefined, NOW).w as Node;
    expect(Object.keys(wide)).toHaveLength(WIDE_FROM + 10);
    const writable = wide as unknown as Record<string, unknown>;
    expect(() => {
      writable.k4 = 5;
    }).toThrow(TypeError);
    expect(() => delete writable.k4).toThrow(TypeError);
    expect(() => Object.freeze(wide)).toThrow(TypeError);
    expect(wide.$child('k4').$value()).toBe(4);
    expect('k4' in wide && Object.hasOwn(wide, 'k4')).toBe(true);
    expect(Object.hasOwn(wide, 'constructor')).toBe(false);
  });

  it('shares the children a write does not touch and puts the written ones last', () => {
    const children = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`r${i}`, { v: i }]));
    let root = tree({ screens: children });
    root = root.$set('screens/r0/v', -1, undefined, NOW);
    const first = root.screens as Node;
    for (let i = 1; i <= 10; i += 1) root = root.$set(`screens/r${i}/v`, -1, undefined, NOW);
    // Untouched rooms are the same nodes, not copies.
    expect(root.screens!.r400).toBe(first.r400);
    expect(childKeys(root.screens as Node).slice(-3)).toEqual(['r8', 'r9', 'r10']);
  });
});
