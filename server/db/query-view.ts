/**
 * A filtering query's result on one path, kept up to date write by write. The data
 * tree's nodes never change once built and a write builds new nodes only on its path,
 * so the children whose node is not the one seen last are exactly those a write
 * changed: a vote changes one of its room's 20 records, and the view moves that one
 * record in its order instead of reading, sorting and encoding the room's 20 again.
 * The result is the one `evaluateQuery` gives (query.ts, which holds the order and the
 * window); tests/integration/local-db-query-view.test.ts compares the two over random
 * writes.
 */
import { encode, Encoding, jsonOf, type Encoded } from './changes';
import { valueOf, type Node } from './data-node';
import {
  compareEntries,
  evaluateQuery,
  indexValue,
  orderOf,
  windowOf,
  type QueryOrder,
} from './query';
import type { WireQuery } from './wire';
import { childCount, childKeys, childOf } from './wide-node';

/**
 * The most children a view keeps entries for. A view holds every child of its node, where
 * an evaluation held its window only, and a client may open 50 queries on a path: past
 * this (a room holds a few dozen records, a backlog 500 stories) the query is evaluated
 * whole on each write, holding nothing, as before views.
 */
export const MAX_HELD = 1_000;

/** A child as the view holds it: its node (to tell whether a write changed it), its value and its place. */
interface ViewEntry {
  readonly key: string;
  readonly node: Node;
  readonly value: unknown;
  readonly index: unknown;
  /** Its JSON, once it was in the result. */
  json?: string;
}

const NOTHING = encode(null);

/** The entries' result: their JSON by key, in the query's order, the value and whole JSON built when read. */
function resultOf(shown: readonly ViewEntry[]): Encoded {
  if (shown.length === 0) return NOTHING;
  const children = new Map<string, string>();
  for (const e of shown) children.set(e.key, (e.json ??= jsonOf(e.value)));
  return new Encoding(children, () => {
    const out: Record<string, unknown> = {};
    for (const e of shown) out[e.key] = e.value;
    return out;
  });
}

function sameEntries(a: readonly ViewEntry[], b: readonly ViewEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e === b[i]);
}

/** One filtering query's result on one path. */
export class QueryView {
  private readonly order: QueryOrder;
  /** The node last read: the same node holds the same result. */
  private node: Node | null = null;
  /** Every child, in the query's order (the window is cut from it). */
  private sorted: ViewEntry[] = [];
  private readonly byKey = new Map<string, ViewEntry>();
  /** The entries in the result; null when the result was evaluated whole. */
  private shown: readonly ViewEntry[] | null = null;
  private result: Encoded = NOTHING;

  constructor(private readonly query: WireQuery) {
    this.order = orderOf(query);
  }

  /** The query's result on `node` (the data at the view's path now). */
  resultOn(node: Node): Encoded {
    if (node !== this.node) {
      this.result = this.resultFor(node);
      // Only once it is done: a node whose reading failed is read again next time.
      this.node = node;
    }
    return this.result;
  }

  private resultFor(node: Node): Encoded {
    if (valueOf(node) === undefined && childCount(node) > MAX_HELD) return this.evaluated(node);
    this.follow(node);
    let shown = windowOf(this.sorted, this.query, this.order.byKey);
    // A negative limit cuts nothing: the window must not be the array moved in place.
    if (shown === this.sorted) shown = shown.slice();
    if (this.shown && sameEntries(shown, this.shown)) return this.result;
    this.shown = shown;
    return resultOf(shown);
  }

  /** The result evaluated whole, the entries dropped (see {@link MAX_HELD}). */
  private evaluated(node: Node): Encoded {
    this.sorted = [];
    this.byKey.clear();
    this.shown = null;
    return encode(evaluateQuery(node.$value(), this.query));
  }

  /** Brings the entries to `node`'s children: those whose node changed move, those gone go. */
  private follow(node: Node): void {
    // A node with a value of its own (or none) has no children.
    if (valueOf(node) !== undefined) {
      this.sorted = [];
      this.byKey.clear();
      return;
    }
    const keys = childKeys(node);
    const changed: ViewEntry[] = [];
    let replaced = 0;
    for (const key of keys) {
      const child = childOf(node, key) as Node;
      const old = this.byKey.get(key);
      if (old?.node === child) continue;
      if (old) replaced += 1;
      changed.push(this.entryOf(key, child));
    }
    const gone: string[] = [];
    // Every key held is one of the node's unless some went (the node's own keys are unique).
    if (this.byKey.size > keys.length - changed.length + replaced) {
      for (const key of this.byKey.keys()) if (!childOf(node, key)) gone.push(key);
    }
    if (changed.length + gone.length > Math.max(2, this.sorted.length / 8)) {
      this.rebuild(changed, gone);
      return;
    }
    for (const key of gone) this.take(key);
    for (const e of changed) {
      this.take(e.key);
      this.put(e);
    }
  }

  private entryOf(key: string, node: Node): ViewEntry {
    const value = node.$value();
    return { key, node, value, index: indexValue(key, value, this.query.i, this.order.segments) };
  }

  /** Many changes: the entries sorted again, those unchanged kept (with their JSON). */
  private rebuild(changed: readonly ViewEntry[], gone: readonly string[]): void {
    for (const key of gone) this.byKey.delete(key);
    for (const e of changed) this.byKey.set(e.key, e);
    this.sorted = [...this.byKey.values()].sort((a, b) => compareEntries(a, b, this.order.byKey));
  }

  /** The first place whose entry comes after `e` in the query's order. */
  private placeOf(e: ViewEntry): number {
    let [lo, hi] = [0, this.sorted.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareEntries(this.sorted[mid] as ViewEntry, e, this.order.byKey) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private take(key: string): void {
    const old = this.byKey.get(key);
    if (!old) return;
    this.byKey.delete(key);
    // Keys are unique, so the order places an entry exactly.
    this.sorted.splice(this.placeOf(old), 1);
  }

  private put(e: ViewEntry): void {
    this.byKey.set(e.key, e);
    this.sorted.splice(this.placeOf(e), 0, e);
  }
}
