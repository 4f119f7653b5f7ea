/**
 * The caps a client's write is held to (docs/threat-model.md): the bytes the data may
 * take and the children a node may hold. Measured on the written paths only, before
 * and after the write, so that a vote costs what its record does, not what the data does.
 */
import type { Node } from './data-node';
import { getOrAdd } from './memo';
import type { DataNode } from './rules-database';
import { childCount, childOf } from './wide-node';

/**
 * Bytes a value at a path of `pathBytes` bytes counts for: each of its leaves
 * with its full path (`/a/b`) and its JSON. Counted by leaves, a node is the
 * same size however it was written (whole, or child by child) and removed.
 */
export function sizeOf(pathBytes: number, value: unknown): number {
  if (value === null) return 0;
  if (typeof value !== 'object') return pathBytes + Buffer.byteLength(JSON.stringify(value));
  let bytes = 0;
  for (const [key, child] of Object.entries(value)) {
    bytes += sizeOf(pathBytes + 1 + Buffer.byteLength(key), child);
  }
  return bytes;
}

/** Bytes the data at the `changed` paths gains from `base` to `next` (negative when it shrinks). */
export function growth(base: DataNode, next: DataNode, changed: readonly string[]): number {
  let delta = 0;
  for (const c of changed) {
    // The root's children count as `/key`, as when written one by one.
    const path = c === '/' ? 0 : Buffer.byteLength(c);
    delta += sizeOf(path, next.$child(c).$value()) - sizeOf(path, base.$child(c).$value());
  }
  return delta;
}

/** How many children each node counted so far has: a node never changes once built. */
const childCounts = new WeakMap<object, number>();

function countOf(node: Node): number {
  return getOrAdd(childCounts, node, () => childCount(node));
}

/**
 * The first node a write at `changed` gives a new child past `maxChildren`, or null.
 * Only the nodes on the written paths can gain one: what is written below them is
 * bounded by the write's own budget of values.
 */
export function overfull(
  base: DataNode,
  next: DataNode,
  changed: readonly string[],
  maxChildren: number,
): string | null {
  const counted = new Set<string>();
  for (const c of changed) {
    let before: Node | undefined = base as unknown as Node;
    let after = next as unknown as Node;
    let at = '';
    for (const key of c.split('/').filter(Boolean)) {
      const afterChild = childOf(after, key);
      if (afterChild === undefined) break;
      const beforeChild: Node | undefined = before === undefined ? undefined : childOf(before, key);
      if (beforeChild === undefined && !counted.has(at)) {
        counted.add(at);
        if (countOf(after) > maxChildren) return at || '/';
      }
      before = beforeChild;
      after = afterChild;
      at = `${at}/${key}`;
    }
  }
  return null;
}
