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
 * root's kept, those on the way dropped), frozen nodes.
 */
import targaryen from 'targaryen';

interface DataNodeMethods {
  $set(path: string, value: unknown, priority: unknown, now?: number): Node;
  $merge(path: string, patch: Record<string, unknown>, now?: number): Node;
  $value(): unknown;
  $priority(): unknown;
}

/** A targaryen data node: its children are its own enumerable string keys. */
type Node = DataNodeMethods & { readonly [key: string]: Node | undefined };

const nullNode = (targaryen.database({ rules: {} }, null) as { root: Node }).root;
const proto = Object.getPrototypeOf(nullNode) as DataNodeMethods;
/** The node's private slots, found by their names: targaryen keeps them under symbols. */
const slot = (name: string): symbol =>
  Object.getOwnPropertySymbols(nullNode).find((s) => s.description === name) as symbol;
const VALUE = slot('.value');
const PRIORITY = slot('.priority');

const targaryenSet = proto.$set;

function valueOf(node: Node): unknown {
  return (node as unknown as Record<symbol, unknown>)[VALUE];
}

/**
 * A copy of `node` with `child` at `key` (none when `child` is null), as targaryen's
 * constructor would build it: the other children first, in their order, then `key`;
 * no children left makes it a null node.
 */
function withChild(node: Node, key: string, child: Node, priority: unknown): Node {
  const copy = Object.create(proto) as Record<string | symbol, unknown>;
  copy[PRIORITY] = priority;
  let children = 0;
  // A primitive node has no own string keys: it is replaced by the copy.
  for (const k of Object.keys(node)) {
    if (k === key) continue;
    copy[k] = node[k];
    children += 1;
  }
  if (valueOf(child) !== null) {
    copy[key] = child;
    children += 1;
  }
  if (children === 0) copy[VALUE] = null;
  return Object.freeze(copy) as unknown as Node;
}

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
  // Own children only, never an inherited member such as `constructor`.
  const below = Object.hasOwn(node, key) ? (node[key] as Node) : nullNode;
  const child =
    i + 1 === segments.length ? leaf : setBelow(below, segments, i + 1, leaf, undefined);
  return withChild(node, key, child, priority);
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
  const copy = Object.create(proto) as Record<string | symbol, unknown>;
  copy[PRIORITY] = priority;
  let children = 0;
  for (const k of Object.keys(node)) {
    if (changes.below.has(k)) continue;
    copy[k] = node[k];
    children += 1;
  }
  for (const [key, below] of changes.below) {
    const before = Object.hasOwn(node, key) ? (node[key] as Node) : nullNode;
    const child = applyChanges(before, below, undefined);
    if (valueOf(child) === null) continue;
    copy[key] = child;
    children += 1;
  }
  if (children === 0) copy[VALUE] = null;
  return Object.freeze(copy) as unknown as Node;
}

/**
 * An update: each of `patch`'s paths below `path` set to its value, at once. The paths
 * come checked, none below another (validate.ts); the written keys come last in each
 * node, in the order the update names them, as with one `$set` after the other.
 */
function fastMerge(this: Node, path: string, patch: Record<string, unknown>, now?: number): Node {
  const root: Changes = { below: new Map() };
  const base = path.split('/').filter((s) => s.length > 0);
  for (const [endPath, value] of Object.entries(patch)) {
    let at = root;
    for (const key of [...base, ...endPath.split('/').filter((s) => s.length > 0)]) {
      let next = at.below.get(key);
      if (!next) at.below.set(key, (next = { below: new Map() }));
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
    const built: Record<string, unknown> = {};
    for (const key of Object.keys(this)) built[key] = (this[key] as Node).$value();
    out = Object.freeze(built);
    values.set(this, out);
  }
  return out;
}

/** targaryen's snapshot of a node, as the rules see `data` and `newData`. */
interface SnapshotMethods {
  hasChildren(names?: string[]): boolean;
}

const aSnapshot = (
  targaryen.database({ rules: {} }, null) as unknown as { snapshot(path: string): object }
).snapshot('/');
const snapshotProto = Object.getPrototypeOf(aSnapshot) as SnapshotMethods;
const targaryenHasChildren = snapshotProto.hasChildren;
/** The snapshot's node (a getter of its class), found by its name as the data node's slots are. */
const NODE = Object.getOwnPropertySymbols(snapshotProto).find(
  (s) => s.description === 'node',
) as symbol;

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

/** Installs the faster `$set`, `$merge` and `$value` on targaryen's data nodes (the store does, as it loads). */
export function speedUpDataTree(): void {
  proto.$set = fastSet as DataNodeMethods['$set'];
  proto.$merge = fastMerge as DataNodeMethods['$merge'];
  snapshotProto.hasChildren = fastHasChildren as SnapshotMethods['hasChildren'];
  proto.$value = fastValue;
}
