/**
 * Faster writes and reads of targaryen's immutable data tree, with the same results.
 *
 * targaryen's `$set` copies the nodes on the written path by rebuilding each one
 * through its validating constructor, which checks every sibling again (its key,
 * its type) and copies it twice: about 1.5 µs per sibling. With 200 rooms under
 * `/screens` a vote spent more time copying `/screens` than checking the rules.
 * The `$set` installed here copies the nodes on the path once, keeping their
 * siblings as they are (they are valid and frozen already); the new value itself
 * is still built by targaryen. Its `$merge` (a multi-path update) calls `$set` once
 * per path, copying a parent once per child written; the one here copies each node
 * on the written paths once, whatever number of its children the update writes. Its
 * `$value` builds each object with a spread per
 * key; the one here with plain assignments. Both keep targaryen's results: key
 * order (the written key last), pruning of emptied parents, priorities (the
 * root's kept, those on the way dropped), frozen nodes. A node with many children
 * (`/screens`, one per room) is copied without copying them (wide-node.ts).
 */
import {
  asDictionary,
  DICTIONARY_FROM,
  nullNode,
  proto,
  valueOf,
  type DataNodeMethods,
  type Node,
} from './data-node';
import { installSnapshots, NODE, snapshotProto } from './rule-snapshots';
import { childKeys, childOf, withChildren } from './wide-node';

const targaryenSet = proto.$set;

/**
 * `leaf` at `segments[i..]` below `node`, which keeps `priority`: the root its own,
 * the nodes on the way none, as in targaryen.
 */
function setBelow(
  node: Node,
  segments: readonly string[],
  i: number,
  leaf: Node,
  priority: unknown,
): Node {
  const key = segments[i] as string;
  const below = childOf(node, key) ?? nullNode;
  const child =
    i + 1 === segments.length ? leaf : setBelow(below, segments, i + 1, leaf, undefined);
  return withChildren(node, [[key, child]], priority);
}

function fastSet(this: Node, path: string, value: unknown, priority: unknown, now?: number): Node {
  const leaf = targaryenSet.call(nullNode, '', value, priority, now) as Node;
  // Paths come checked (validate.ts refuses the characters targaryen refuses).
  const segments = path.split('/').filter((s) => s.length > 0);
  if (segments.length === 0) return leaf;
  return setBelow(this, segments, 0, leaf, this.$priority());
}

/** The changes of an update below one node: the new nodes by key, or changes further down. */
interface Changes {
  /** The node that replaces this one whole, when the update names this path. */
  node?: Node;
  below: Map<string, Changes>;
}

/** `node` with `changes` applied, each node on their paths copied once. */
function applyChanges(node: Node, changes: Changes, priority: unknown): Node {
  if (changes.node) return changes.node;
  const edits: [string, Node][] = [];
  for (const [key, below] of changes.below) {
    edits.push([key, applyChanges(childOf(node, key) ?? nullNode, below, undefined)]);
  }
  return withChildren(node, edits, priority);
}

/**
 * An update: each of `patch`'s paths below `path` set to its value, at once. The paths
 * come checked, none below another (validate.ts); the written keys come last in each
 * node, in the order the update last names them, as with one `$set` after the other.
 */
function fastMerge(this: Node, path: string, patch: Record<string, unknown>, now?: number): Node {
  const root: Changes = { below: new Map() };
  const base = path.split('/').filter((s) => s.length > 0);
  for (const [endPath, value] of Object.entries(patch)) {
    let at = root;
    for (const key of [...base, ...endPath.split('/').filter((s) => s.length > 0)]) {
      const next = at.below.get(key) ?? { below: new Map() };
      // Last in its node, as targaryen's next `$set` through it would put it.
      at.below.delete(key);
      at.below.set(key, next);
      at = next;
    }
    at.node = targaryenSet.call(nullNode, '', value, undefined, now) as Node;
  }
  return applyChanges(this, root, this.$priority());
}

/**
 * The value of each object node read so far. A node never changes once built, so its
 * value is built once and shared, frozen: a vote's room is a new node, but 19 of its 20
 * records are the nodes of the last vote, and their values are not built again.
 */
const values = new WeakMap<Node, Readonly<Record<string, unknown>>>();

function fastValue(this: Node): unknown {
  const value = valueOf(this);
  if (value !== undefined) return value;
  let out = values.get(this);
  if (!out) {
    const keys = childKeys(this);
    // Keyed by rooms and participants: a dictionary from the start (data-node.ts).
    const built: Record<string, unknown> = keys.length >= DICTIONARY_FROM ? asDictionary({}) : {};
    for (const key of keys) built[key] = (childOf(this, key) as Node).$value();
    out = Object.freeze(built);
    values.set(this, out);
  }
  return out;
}

/** targaryen's snapshot of a node, as the rules see `data` and `newData`. */
interface SnapshotMethods {
  hasChildren(names?: string[]): boolean;
}

const targaryenHasChildren = (snapshotProto as unknown as SnapshotMethods).hasChildren;

/**
 * `newData.hasChildren()` without listing any child: targaryen counts them all (and so
 * does a `for...in`), so a rule on a room of 4,000 records, evaluated once per record an
 * update writes, cost the square of the room's size. A node without a value of its own
 * always has a child: targaryen's constructor, and the copies here, make a node left
 * with neither a null one.
 */
function fastHasChildren(this: Record<symbol, Node>, names?: string[]): boolean {
  if (names !== undefined) return targaryenHasChildren.call(this, names);
  return valueOf(this[NODE] as Node) === undefined;
}

const faster = {
  $set: fastSet as DataNodeMethods['$set'],
  $merge: fastMerge as DataNodeMethods['$merge'],
  $value: fastValue,
  hasChildren: fastHasChildren as SnapshotMethods['hasChildren'],
};
const targaryenOwn = {
  $set: proto.$set,
  $merge: proto.$merge,
  $value: proto.$value,
  hasChildren: targaryenHasChildren,
};

function install(methods: typeof faster): void {
  proto.$set = methods.$set;
  proto.$merge = methods.$merge;
  proto.$value = methods.$value;
  snapshotProto.hasChildren = methods.hasChildren;
  installSnapshots(methods === faster);
}

/** Installs the faster `$set`, `$merge` and `$value` on targaryen's data nodes, and the snapshots' kept nodes (rule-snapshots.ts; the store does, as it loads). */
export function speedUpDataTree(): void {
  install(faster);
}

/**
 * Runs `run` with targaryen's own methods, as they were before {@link speedUpDataTree}:
 * the path the tests compare the faster one with.
 */
export function withTargaryenOwnTree<T>(run: () => T): T {
  install(targaryenOwn);
  try {
    return run();
  } finally {
    install(faster);
  }
}
