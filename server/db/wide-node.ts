/**
 * Data nodes with many children, copied without copying their children.
 *
 * targaryen keeps a node's children as the node's own members, so a write copies every
 * node on its path with all their children: a vote copied `/screens`, one member per
 * room, and at 500 rooms that copy and its garbage were most of what grew with the rooms
 * (bench/README.md). A node of {@link WIDE_FROM} children or more is kept here instead
 * as the children of an earlier version (`base`) and the few written since (`changes`):
 * a copy copies the changes only, and once they grow past about the square root of the
 * children they are folded into a new base. A vote so copies a few dozen children
 * instead of every room.
 *
 * Such a node is a Proxy of targaryen's class that shows its children as its own
 * enumerable members, in targaryen's order (the written key last): targaryen's rules and
 * every reader see the same node either way. It refuses every change as a frozen node
 * does, but `Object.isFrozen` says false (a proxy cannot show members its target lacks
 * and be frozen); the tree's own code reads children through {@link childOf},
 * {@link childKeys} and {@link childCount}, which skip the proxy.
 */
import { blankNode, valueOf, VALUE, type Node } from './data-node';

/** A copy with this many children or more is a wide node. */
export const WIDE_FROM = 64;
/** A wide node left with fewer children than this is copied back into a plain one. */
const PLAIN_BELOW = 32;
/** Changes kept beside the base at least, however few the children. */
const MIN_CHANGES = 16;

interface Wide {
  /** The children as of the last fold, in their order. */
  readonly base: ReadonlyMap<string, Node>;
  /** Children written since, the last written last; null: removed from the base. */
  readonly changes: ReadonlyMap<string, Node | null>;
  /** How many children the node has. */
  readonly size: number;
}

const WIDE = Symbol('wide children');

function wideOf(node: Node): Wide | undefined {
  return (node as unknown as Record<symbol, Wide | undefined>)[WIDE];
}

function lookup(w: Wide, key: string): Node | undefined {
  const changed = w.changes.get(key);
  // A change is a node or null (removed), never undefined.
  if (changed !== undefined) return changed ?? undefined;
  return w.base.get(key);
}

function keysOf(w: Wide): string[] {
  const keys: string[] = [];
  for (const key of w.base.keys()) if (!w.changes.has(key)) keys.push(key);
  for (const [key, child] of w.changes) if (child !== null) keys.push(key);
  return keys;
}

function entriesOf(w: Wide): [string, Node][] {
  return keysOf(w).map((key) => [key, lookup(w, key) as Node]);
}

type Target = Record<string | symbol, unknown>;

const refuse = () => false;

const handler: ProxyHandler<Target> = {
  get(target, key, receiver) {
    if (typeof key === 'string') {
      const child = lookup(target[WIDE] as Wide, key);
      if (child) return child;
    }
    return Reflect.get(target, key, receiver) as unknown;
  },
  has(target, key) {
    if (typeof key === 'string' && lookup(target[WIDE] as Wide, key)) return true;
    return Reflect.has(target, key);
  },
  ownKeys(target) {
    const symbols = Reflect.ownKeys(target).filter((k) => k !== WIDE);
    return [...keysOf(target[WIDE] as Wide), ...symbols];
  },
  getOwnPropertyDescriptor(target, key) {
    if (typeof key === 'string') {
      const child = lookup(target[WIDE] as Wide, key);
      if (child) return { value: child, writable: false, enumerable: true, configurable: true };
    }
    return key === WIDE ? undefined : Reflect.getOwnPropertyDescriptor(target, key);
  },
  set: refuse,
  defineProperty: refuse,
  deleteProperty: refuse,
  setPrototypeOf: refuse,
  preventExtensions: refuse,
};

function wideNode(w: Wide, priority: unknown): Node {
  const target = blankNode(priority);
  target[WIDE] = w;
  return new Proxy(target, handler) as unknown as Node;
}

/** A plain node of these children (none: a null node), frozen as targaryen's are. */
function plainNode(
  entries: ReadonlyMap<string, Node> | readonly (readonly [string, Node])[],
  priority: unknown,
): Node {
  const copy = blankNode(priority, 'size' in entries ? entries.size : entries.length);
  let children = 0;
  for (const [key, child] of entries) {
    copy[key] = child;
    children += 1;
  }
  if (children === 0) copy[VALUE] = null;
  return Object.freeze(copy) as unknown as Node;
}

/** A child to write: its key and its new node (a null node removes the key). */
export type Edit = readonly [key: string, child: Node];

/**
 * A copy of `node` with `edits` made, as targaryen's constructor would build it: the
 * other children first, in their order, then the edited keys in the edits' order, those
 * given a null node left out; a node left with no children is a null node. `priority`
 * is the copy's (targaryen keeps the root's, drops those on the way).
 */
export function withChildren(node: Node, edits: readonly Edit[], priority: unknown): Node {
  const w = wideOf(node);
  return w ? editWide(w, edits, priority) : editPlain(node, edits, priority);
}

function editPlain(node: Node, edits: readonly Edit[], priority: unknown): Node {
  // A primitive node has no own string keys: it is replaced by the copy.
  const keys = Object.keys(node);
  if (keys.length + edits.length < WIDE_FROM) {
    const copy = blankNode(priority, keys.length + edits.length);
    let children = 0;
    for (const key of keys) {
      if (edits.some((edit) => edit[0] === key)) continue;
      copy[key] = node[key];
      children += 1;
    }
    for (const [key, child] of edits) {
      if (valueOf(child) === null) continue;
      copy[key] = child;
      children += 1;
    }
    if (children === 0) copy[VALUE] = null;
    return Object.freeze(copy) as unknown as Node;
  }
  const edited = new Set(edits.map(([key]) => key));
  const children = new Map<string, Node>();
  for (const key of keys) if (!edited.has(key)) children.set(key, node[key] as Node);
  for (const [key, child] of edits) if (valueOf(child) !== null) children.set(key, child);
  if (children.size < WIDE_FROM) return plainNode(children, priority);
  return wideNode({ base: children, changes: new Map(), size: children.size }, priority);
}

function editWide(w: Wide, edits: readonly Edit[], priority: unknown): Node {
  const changes = new Map(w.changes);
  let size = w.size;
  for (const [key, child] of edits) {
    const had = changes.has(key) ? changes.get(key) !== null : w.base.has(key);
    const kept = valueOf(child) !== null;
    // Deleted first, so that the key is set again last.
    changes.delete(key);
    if (kept) changes.set(key, child);
    else if (w.base.has(key)) changes.set(key, null);
    size += (kept ? 1 : 0) - (had ? 1 : 0);
  }
  const next: Wide = { base: w.base, changes, size };
  if (size < PLAIN_BELOW) return plainNode(entriesOf(next), priority);
  if (changes.size > Math.max(MIN_CHANGES, Math.sqrt(size))) {
    return wideNode({ base: new Map(entriesOf(next)), changes: new Map(), size }, priority);
  }
  return wideNode(next, priority);
}

/** The node's child at `key`, its own (never an inherited member such as `constructor`). */
export function childOf(node: Node, key: string): Node | undefined {
  const w = wideOf(node);
  if (w) return lookup(w, key);
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

/** The node's children's keys, in order. */
export function childKeys(node: Node): string[] {
  const w = wideOf(node);
  return w ? keysOf(w) : Object.keys(node);
}

/** How many children the node has. */
export function childCount(node: Node): number {
  const w = wideOf(node);
  return w ? w.size : Object.keys(node).length;
}
