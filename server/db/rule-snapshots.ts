/**
 * targaryen's `RuleDataSnapshot` (the rules' `data`, `newData` and `root`) finding its
 * node once. targaryen looks a snapshot's node up from the root, splitting its path, on
 * every read of it (`exists()`, `val()`, `isNumber()`...), and a child's from the root
 * again: a vote's rules read about sixty, and that lookup was a seventh of the store's
 * work per vote (bench/README.md). The data tree never changes once built, so the node
 * a snapshot's root and path name is the same at every read: here it is kept at the
 * first, and a child's is found from its parent's node by the child's own segments,
 * which is the same walk (`parent[key] || null node`, key by key) as from the root by
 * the joined path.
 */
import targaryen from 'targaryen';
import paths from 'targaryen/lib/paths.js';
import { nullNode, type Node } from './data-node';

const aSnapshot = (
  targaryen.database({ rules: {} }, null) as unknown as { snapshot(path: string): object }
).snapshot('/');

/** The snapshot class's prototype, whose methods the rules call. */
export const snapshotProto = Object.getPrototypeOf(aSnapshot) as Record<string | symbol, unknown>;

/** targaryen's private members, found by their names as the data node's slots are. */
const member = (from: object, name: string): symbol =>
  Object.getOwnPropertySymbols(from).find((s) => s.description === name) as symbol;
/** The snapshot's node (a getter of its class). */
export const NODE = member(snapshotProto, 'node');
const ROOT = member(aSnapshot, 'root');
const PATH = member(aSnapshot, 'path');
/** The node, once found. */
const FOUND = Symbol('found node');

type Snapshot = Record<symbol, unknown>;

/** The node of the snapshot's parent, when its maker knew it ({@link snapshotWithNode}). */
const PARENT_NODE = Symbol('parent node');
const SnapshotClass = aSnapshot.constructor as new (root: unknown, path: string) => Snapshot;

/** targaryen's own getter and `child`, to compare with and to restore. */
const ownNode = Object.getOwnPropertyDescriptor(snapshotProto, NODE) as PropertyDescriptor;
const ownChild = snapshotProto.child as (this: Snapshot, childPath: string) => Snapshot;
const ownHasChild = snapshotProto.hasChild as (this: Snapshot, path: string) => boolean;
const ownParent = snapshotProto.parent as (this: Snapshot) => Snapshot;

/** targaryen's `$child` walk: a missing child (or anything not truthy) is the null node. */
function walk(from: Node, segments: readonly string[]): Node {
  let node = from;
  // targaryen's `DataNode.null()` is one node, the one data-node.ts holds.
  for (const key of segments) node = (node[key] || nullNode) as Node;
  return node;
}

function keptNode(this: Snapshot): Node {
  let node = this[FOUND] as Node | undefined;
  if (node === undefined) {
    node = walk(this[ROOT] as Node, paths.split(this[PATH] as string));
    this[FOUND] = node;
  }
  return node;
}

function fastChild(this: Snapshot, childPath: string): Snapshot {
  // Its checks, its path and its root as targaryen makes them (an empty path included).
  const child = ownChild.call(this, childPath);
  const segments = paths.trim(childPath);
  if (segments) child[FOUND] = walk(keptNode.call(this), segments.split('/'));
  return child;
}

/**
 * targaryen's `parent` (its path without the last segment: `split`, `slice`, `join`), its
 * node the one its maker knew, if it did: a vote's `selected` rule reads
 * `newData.parent()` twice, each looked up from the root again.
 */
function fastParent(this: Snapshot): Snapshot {
  const path = this[PATH] as string;
  // The root's parent: targaryen's own error.
  if (!path) return ownParent.call(this);
  const end = path.lastIndexOf('/');
  const parent = new SnapshotClass(this[ROOT], end < 0 ? '' : path.slice(0, end));
  const node = this[PARENT_NODE];
  if (node !== undefined) parent[FOUND] = node;
  return parent;
}

/**
 * targaryen's `hasChild` (`Boolean(path) && this.child(path).exists()`) without making
 * the child's snapshot: `hasChildren([...])` asks it of every name, on every vote.
 */
function fastHasChild(this: Snapshot, path: string): boolean {
  if (typeof path !== 'string') throw new Error(`${path} should be a string.`);
  if (!path) return false;
  // An empty child path ('/') names the snapshot's own node, as targaryen's join makes it.
  const segments = paths.trim(path);
  const node = segments ? walk(keptNode.call(this), segments.split('/')) : keptNode.call(this);
  return node.$isNull() === false;
}

/**
 * `db`'s snapshot of `path` (targaryen's `Database#snapshot`) whose node is already
 * known: the rules' check walks down the written path and the nodes written below it
 * node by node (rule-check.ts), so it has each one at hand, and its parent's, found by
 * the same walk (`parent[key] || null node`) as {@link keptNode}'s from the root.
 */
export function snapshotWithNode(
  db: { snapshot(path: string): object },
  path: string,
  node: Node,
  parentNode?: Node,
): object {
  const snap = db.snapshot(path) as Snapshot;
  snap[FOUND] = node;
  snap[PARENT_NODE] = parentNode;
  return snap;
}

/** The child `key` of `node` as {@link walk} finds it, for a walk made key by key. */
export function childNode(node: Node, key: string): Node {
  return (node[key] || nullNode) as Node;
}

/** Installs the kept lookup (`fast`) or targaryen's own. */
export function installSnapshots(fast: boolean): void {
  Object.defineProperty(snapshotProto, NODE, fast ? { ...ownNode, get: keptNode } : ownNode);
  snapshotProto.child = fast ? fastChild : ownChild;
  snapshotProto.hasChild = fast ? fastHasChild : ownHasChild;
  snapshotProto.parent = fast ? fastParent : ownParent;
}
