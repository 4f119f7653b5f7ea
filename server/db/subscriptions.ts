/**
 * The store's listens, by path, and their deliveries: after a write, each listen whose
 * value changed is told its new value, or only the one child that changed (changes.ts).
 * A filtering query's result is kept up to date for the children a write changed
 * (query-view.ts). The data itself is the store's (store.ts); this reads it through `root`.
 */
import { changeBetween, encode, type ChildChange, type Encoded } from './changes';
import type { Node } from './data-node';
import { getOrAdd, lazy } from './memo';
import { isFiltering } from './query';
import { QueryView } from './query-view';
import type { DataNode } from './rules-database';
import { normalizePath, type WireQuery } from './wire';

/** Stops a subscription. */
export type Unsubscribe = () => void;

/**
 * Receives a listen's value and the same value as JSON text (sent as is, never
 * re-encoded); `child`, when only one child of it changed since the last call, with
 * that child's new JSON (see changes.ts).
 */
export type SubscriptionCallback = (value: unknown, json: string, child?: ChildChange) => void;

/**
 * Receives a listen's value as {@link Encoded}, whose value and whole JSON are built
 * only when read: a listener told the one child that changed reads `child` alone.
 */
export type EncodedCallback = (now: Encoded, child?: ChildChange) => void;

interface Subscription {
  path: string;
  query: WireQuery | undefined;
  /** The query as text: listens with equal keys on one path share one evaluation. */
  queryKey: string;
  cb: EncodedCallback;
  last: Encoded;
}

/** A filtering query's result on a path, shared by the listens with that query there. */
interface SharedView {
  view: QueryView;
  listens: number;
}

/** The listens on one path. */
interface PathGroup {
  path: string;
  subs: Set<Subscription>;
  /** The filtering queries' results, by query key. */
  views: Map<string, SharedView>;
}

/** The paths above `path` (`/a/b/c` → `/`, `/a`, `/a/b`); none above the root. */
function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf('/', 1); i !== -1; i = path.indexOf('/', i + 1)) {
    out.push(path.slice(0, i));
  }
  return path === '/' ? out : ['/', ...out];
}

/**
 * A query's new value for its listens, and the change from each value they last saw:
 * none, the one child that changed, or null (the whole value is sent).
 */
interface Delivery {
  encoded: Encoded;
  changes: Map<Encoded, ChildChange | 'none' | null>;
}

/** The listens of the local database and what a write tells them. */
export class Subscriptions {
  /**
   * Listens by path. A write is checked against each path once (not against every
   * listen), and the listens of one path with the same query share one evaluation
   * and one JSON encoding: a room's wall and its 20 phones are one query, encoded once.
   */
  private readonly groups = new Map<string, PathGroup>();
  /**
   * The groups strictly below each path that has any, so that a write finds the
   * paths it reaches (its own, those above and those below it) without looking
   * at every listened path: 50 rooms listen on about 1,000.
   */
  private readonly below = new Map<string, Set<PathGroup>>();
  /** The listens a write reached while their deliveries are held (see {@link holding}). */
  private held: Set<PathGroup> | null = null;

  /** @param root - the data as it is now */
  constructor(private readonly root: () => DataNode) {}

  /**
   * Paths kept for the listens: those listened to and those above them.
   * Back to 0 once every listen stopped (rooms come and go for days).
   */
  get pathCount(): number {
    return this.groups.size + this.below.size;
  }

  /**
   * Calls `cb` with the value (through the query) now and after every write
   * that alters it.
   */
  subscribe(path: string, query: WireQuery | undefined, cb: SubscriptionCallback): Unsubscribe {
    // The first call has no third argument, as before there was a change to name.
    return this.subscribeEncoded(path, query, (now, ...child) => cb(now.value, now.json, ...child));
  }

  /** As {@link subscribe}, with the value and its JSON built only when read. */
  subscribeEncoded(path: string, query: WireQuery | undefined, cb: EncodedCallback): Unsubscribe {
    const at = '/' + normalizePath(path);
    const queryKey = JSON.stringify(query ?? null);
    // Read first: a listen whose value cannot be read registers nothing.
    const node = this.root().$child(at);
    const shared = isFiltering(query)
      ? (this.groups.get(at)?.views.get(queryKey) ?? { view: new QueryView(query), listens: 0 })
      : null;
    const encoded = shared ? shared.view.resultOn(node as unknown as Node) : encode(node.$value());
    const sub: Subscription = { path: at, query, queryKey, cb, last: encoded };
    let group = this.groups.get(sub.path);
    if (!group) {
      group = { path: sub.path, subs: new Set(), views: new Map() };
      this.groups.set(sub.path, group);
      for (const a of ancestors(group.path)) {
        let set = this.below.get(a);
        if (!set) this.below.set(a, (set = new Set()));
        set.add(group);
      }
    }
    group.subs.add(sub);
    if (shared) {
      shared.listens += 1;
      group.views.set(queryKey, shared);
    }
    const unsubscribe = () => this.remove(sub);
    try {
      cb(encoded);
    } catch (error) {
      // A listen that cannot be served leaves nothing registered behind it.
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private remove(sub: Subscription): void {
    const group = this.groups.get(sub.path);
    if (!group?.subs.delete(sub)) return;
    const shared = group.views.get(sub.queryKey);
    if (shared && --shared.listens === 0) group.views.delete(sub.queryKey);
    if (group.subs.size > 0) return;
    this.groups.delete(sub.path);
    for (const a of ancestors(group.path)) {
      const set = this.below.get(a);
      set?.delete(group);
      if (set?.size === 0) this.below.delete(a);
    }
  }

  /** The groups a write at `changed` may reach: on those paths, above and below them. */
  private reached(changed: readonly string[]): Set<PathGroup> {
    const found = new Set<PathGroup>();
    for (const c of changed) {
      for (const p of [...ancestors(c), c]) {
        const group = this.groups.get(p);
        if (group) found.add(group);
      }
      for (const group of this.below.get(c) ?? []) found.add(group);
    }
    return found;
  }

  /**
   * Tells every listen a write at `changed` reached whose value changed, or holds
   * them for later (see {@link holding}).
   */
  written(changed: readonly string[]): void {
    const reached = this.reached(changed);
    if (this.held) {
      for (const group of reached) this.held.add(group);
      return;
    }
    // A listen whose value did not change is told nothing: deliver() compares the children's
    // JSON it last saw, and an untouched node's encoding is the one it saw (shared).
    for (const group of reached) this.deliver(group, this.root().$child(group.path));
  }

  /**
   * Runs `write` with what it changes not yet delivered to the listens; returns what
   * delivers it. A listen is delivered the value its path holds when it is delivered:
   * a write that came between is not lost, and nothing is sent twice.
   */
  holding(write: () => void): () => void {
    const held = new Set<PathGroup>();
    this.held = held;
    try {
      write();
    } finally {
      this.held = null;
    }
    // A group whose last listen went meanwhile is delivered to no one: it holds no listens.
    return () => {
      for (const group of held) this.deliver(group, this.root().$child(group.path));
    };
  }

  private deliver(group: PathGroup, node: DataNode): void {
    // One read and one evaluation per query, shared by its listens; one comparison per
    // value they last saw (40 streams on a room that saw the same one compare it once).
    const data = lazy(() => node.$value());
    const byQuery = new Map<string, Delivery>();
    for (const sub of [...group.subs]) {
      if (!group.subs.has(sub)) continue;
      try {
        const result = getOrAdd(byQuery, sub.queryKey, () => {
          const view = group.views.get(sub.queryKey)?.view;
          const encoded = view ? view.resultOn(node as unknown as Node) : encode(data());
          return { encoded, changes: new Map() };
        });
        const { encoded } = result;
        const last = sub.last;
        const change = getOrAdd(result.changes, last, () => changeBetween(last, encoded));
        if (change === 'none') continue;
        sub.last = encoded;
        sub.cb(encoded, change ?? undefined);
      } catch {
        // One broken listen must not fail the write for everyone: it is dropped.
        this.remove(sub);
      }
    }
  }
}
