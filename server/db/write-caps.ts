/**
 * The caps a client's write is held to (docs/threat-model.md): the bytes the data may
 * take and the children a node may hold. Measured on the written paths only, before
 * and after the write, so that a vote costs what its record does, not what the data does.
 */
import { getOrAdd } from './memo';
import type { DataNode } from './rules-database';

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

/** A data node's children by key (targaryen keeps them as its own enumerable members). */
export type ChildNodes = { readonly [key: string]: ChildNodes };

/** How many children each node counted so far has: a node never changes once built. */
const childCounts = new WeakMap<object, number>();

function childCount(node: ChildNodes): number {
  return getOrAdd(childCounts, node, () => Object.keys(node).length);
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
    let before: ChildNodes | undefined = base as unknown as ChildNodes;
    let after = next as unknown as ChildNodes;
    let at = '';
    for (const key of c.split('/').filter(Boolean)) {
      if (!Object.hasOwn(after, key)) break;
      const added = before === undefined || !Object.hasOwn(before, key);
      if (added && !counted.has(at)) {
        counted.add(at);
        if (childCount(after) > maxChildren) return at || '/';
      }
      before = before !== undefined && Object.hasOwn(before, key) ? before[key] : undefined;
      after = after[key] as ChildNodes;
      at = `${at}/${key}`;
    }
  }
  return null;
}
