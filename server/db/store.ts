/**
 * The data of the local database and its security rules, on targaryen (the
 * Realtime Database rules evaluator), which evaluates `database.rules.json`
 * against its immutable data tree. That tree is the one copy of the data;
 * queries (`query.ts`) and change events are computed here.
 */
// A static import (not createRequire) so the kiosk's bundle of the main process
// carries targaryen along: the packaged app has no node_modules.
import targaryen from 'targaryen';
import { speedUpDataTree } from './data-tree';
import { speedUpRulePaths } from './rule-paths';
import { speedUpUpdateResults } from './update-results';
import { encode, onlyChange, type ChildChange, type Encoded } from './changes';
import { valueHash } from './hash';
import { getOrAdd, lazy } from './memo';
import { evaluateQuery } from './query';
import { checkingSet, checkingUpdate, finish, type Checking } from './rule-check';
import type { DataNode, RulesDatabase, RulesResult } from './rules-database';
import { InvalidServerValue, normalizePath, resolveServerValues, type WireQuery } from './wire';

speedUpDataTree();
speedUpRulePaths();
speedUpUpdateResults();

/** Rules that let everything through: the store with rules off. */
const OPEN_RULES = { rules: { '.read': true, '.write': true } };

/** Who performs an operation: `null` is an unauthenticated client, `'admin'` bypasses rules. */
export type Actor = 'admin' | Record<string, unknown> | null;

/**
 * Why a client's write was refused other than by the rules: the database would hold
 * more than its bytes cap (`full`), a node more than its children (`children`), or a
 * server value resolved to nothing the database keeps (`invalid`).
 */
export type Refusal = 'full' | 'children' | 'invalid';

/** Outcome of a client operation; without a `refusal`, a refused one was denied by the rules. */
export type Outcome = { ok: true } | Refused;

/** A refused client operation. */
export type Refused = { ok: false; reason: string; refusal?: Refusal };

/**
 * A write the rules allowed against the data as it was, not yet made: what
 * {@link DataStore.commitAllowed} makes, so that a large write's check and its commit
 * can be turns of their own (docs/threat-model.md, "Fair time").
 */
export interface AllowedWrite {
  readonly ok: true;
  /** The database the write was checked against. */
  readonly base: RulesDatabase;
  /** The database with the write made. */
  readonly next: RulesDatabase;
  /** The paths written (`/a/b`). */
  readonly changed: readonly string[];
  /** Whether the caps (bytes, children) apply: they do to every client but the server's own writes. */
  readonly capped: boolean;
  /** Checks and makes the write again, on the data as it is now. */
  readonly again: () => Outcome;
}

/** A write to check (see {@link DataStore.checkSet}): where it writes and how it is made. */
interface WriteCheck {
  /** The paths written (`/a/b`). */
  readonly changed: readonly string[];
  /** The write's time, the one its server values resolve to. */
  readonly now: number;
  /** Checks and makes the write again, on the data as it is then. */
  readonly again: () => Outcome;
  /** The data with the write made: the server's own write, outside the rules. */
  readonly server: (root: DataNode) => DataNode;
  /** The rules' verdict on a client's write, with the data it would make, in parts. */
  readonly client: (db: RulesDatabase) => Checking<RulesResult>;
}

/** Stops a subscription. */
export type Unsubscribe = () => void;

/**
 * Receives a listen's value and the same value as JSON text (sent as is, never
 * re-encoded); `child`, when only one child of it changed since the last call, with
 * that child's new JSON (see changes.ts).
 */
export type SubscriptionCallback = (value: unknown, json: string, child?: ChildChange) => void;

interface Subscription {
  path: string;
  query: WireQuery | undefined;
  /** The query as text: listens with equal keys on one path share one evaluation. */
  queryKey: string;
  cb: SubscriptionCallback;
  last: Encoded;
}

/** The listens on one path. */
interface PathGroup {
  path: string;
  subs: Set<Subscription>;
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
  value: unknown;
  encoded: Encoded;
  changes: Map<Encoded, ChildChange | 'none' | null>;
}

/** Data, rules and change events of the local database. */
export class DataStore {
  /** The rules file's `rules` object; null with rules off. */
  readonly rules: Record<string, unknown> | null;

  /** Rules and data now; replaced (never changed) by every write. */
  private db: RulesDatabase;
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
  /**
   * Paths the store keeps for its listens: those listened to and those above them.
   * Back to 0 once every listen stopped (rooms come and go for days).
   */
  get pathCount(): number {
    return this.groups.size + this.below.size;
  }

  /** Bytes the data takes: each value with its path (see {@link sizeOf}). */
  private bytes: number;

  /** Bytes the data takes now (see {@link sizeOf}), kept up to date by every write. */
  get storedBytes(): number {
    return this.bytes;
  }

  /**
   * Bytes kept beside the data that count toward its cap (the retention's record of
   * each code's last write, saved with it).
   */
  reservedBytes: () => number = () => 0;

  /** The listens a write reached while their deliveries are held (see {@link holdingDeliveries}). */
  private held: Set<PathGroup> | null = null;

  /** Called after every change of the data with the paths written (persistence and retention listen here). */
  onChange: (changed: readonly string[]) => void = () => undefined;

  /**
   * @param seed - the initial data (server values resolved)
   * @param rules - a rules file's content, or `false` for no rules
   * @param maxStoredBytes - a client's write that would make the data larger is refused
   * @param maxChildren - a client's write that would give a node more children is refused
   */
  constructor(
    seed: unknown,
    rules: object | false,
    private readonly maxStoredBytes = Infinity,
    private readonly maxChildren = Infinity,
  ) {
    const now = Date.now();
    this.rules = rules === false ? null : (rulesBody(rules) as Record<string, unknown>);
    this.db = targaryen.database(
      this.rules === null ? OPEN_RULES : { rules: this.rules },
      resolveServerValues(seed ?? null, now),
      now,
    ) as RulesDatabase;
    this.bytes = sizeOf(0, this.root.$value());
  }

  private get root(): DataNode {
    return this.db.root;
  }

  /** The value at `path`, optionally through a query. */
  read(path: string, query?: WireQuery): unknown {
    return evaluateQuery(this.root.$child(normalizePath(path)).$value(), query);
  }

  /**
   * Whether the top-level node `top` has the child `key` ('screens', a code), without
   * parsing a path: retention asks it of every code a write touches, 2,000 in a wide
   * update. A child that holds nothing is not kept, so having it means it holds data.
   */
  hasChild(top: string, key: string): boolean {
    const parent = (this.root as unknown as ChildNodes)[top];
    return parent !== undefined && Object.hasOwn(parent, key);
  }

  /** Whether `actor` may read `path`. */
  canRead(path: string, actor: Actor): boolean {
    if (actor === 'admin') return true;
    return this.db.as(actor).read(normalizePath(path)).allowed;
  }

  /** Hash of the value at `path`, as the SDK computes it for transactions. */
  hash(path: string): string {
    return valueHash(this.read(path));
  }

  /**
   * Calls `cb` with the value (through the query) now and after every write
   * that alters it.
   */
  subscribe(path: string, query: WireQuery | undefined, cb: SubscriptionCallback): Unsubscribe {
    const at = '/' + normalizePath(path);
    // Read first: a listen whose value cannot be read registers nothing.
    const node = this.root.$child(at);
    const value = evaluateQuery(node.$value(), query);
    const encoded = encode(value);
    const sub: Subscription = {
      path: at,
      query,
      queryKey: JSON.stringify(query ?? null),
      cb,
      last: encoded,
    };
    let group = this.groups.get(sub.path);
    if (!group) {
      group = { path: sub.path, subs: new Set() };
      this.groups.set(sub.path, group);
      for (const a of ancestors(group.path)) {
        let set = this.below.get(a);
        if (!set) this.below.set(a, (set = new Set()));
        set.add(group);
      }
    }
    group.subs.add(sub);
    const unsubscribe = () => this.remove(sub);
    try {
      cb(value, encoded.json);
    } catch (error) {
      // A listen that cannot be served leaves nothing registered behind it.
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private remove(sub: Subscription): void {
    const group = this.groups.get(sub.path);
    if (!group) return;
    group.subs.delete(sub);
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

  /** Replaces the value at `path`, checking the rules for `actor`. Server values are resolved. */
  set(path: string, value: unknown, actor: Actor, now = Date.now()): Outcome {
    return this.commitAllowed(this.checkSet(path, value, actor, now));
  }

  /** Multi-path update at `path` (keys may be paths), checking the rules for `actor`. */
  update(path: string, patch: Record<string, unknown>, actor: Actor, now = Date.now()): Outcome {
    return this.commitAllowed(this.checkUpdate(path, patch, actor, now));
  }

  /** {@link set}'s check, to be made by {@link commitAllowed}. */
  checkSet(path: string, value: unknown, actor: Actor, now = Date.now()): AllowedWrite | Refused {
    return finish(this.checkingSet(path, value, actor, now));
  }

  /** {@link update}'s check, to be made by {@link commitAllowed}. */
  checkUpdate(
    path: string,
    patch: Record<string, unknown>,
    actor: Actor,
    now = Date.now(),
  ): AllowedWrite | Refused {
    return finish(this.checkingUpdate(path, patch, actor, now));
  }

  /** {@link checkSet} in parts, so that a large write's check can span turns (rule-check.ts). */
  *checkingSet(
    path: string,
    value: unknown,
    actor: Actor,
    now = Date.now(),
  ): Checking<AllowedWrite | Refused> {
    const write = refusingInvalid((): WriteCheck => {
      const p = '/' + normalizePath(path);
      const resolved = resolveServerValues(value, now, (rel) => this.read([p, ...rel].join('/')));
      return {
        changed: [p],
        now,
        again: () => this.set(path, value, actor, now),
        server: (root) => root.$set(p, resolved, undefined, now),
        client: (db) => checkingSet(db, p, resolved, now),
      };
    });
    return yield* this.checking(actor, write);
  }

  /** {@link checkUpdate} in parts, so that a large write's check can span turns (rule-check.ts). */
  *checkingUpdate(
    path: string,
    patch: Record<string, unknown>,
    actor: Actor,
    now = Date.now(),
  ): Checking<AllowedWrite | Refused> {
    const write = refusingInvalid((): WriteCheck => {
      const p = normalizePath(path);
      const resolved: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        const target = [p, normalizePath(key)].filter(Boolean).join('/');
        resolved[normalizePath(key)] = resolveServerValues(value, now, (rel) =>
          this.read([target, ...rel].join('/')),
        );
      }
      return {
        changed: Object.keys(resolved).map((key) => '/' + [p, key].filter(Boolean).join('/')),
        now,
        again: () => this.update(path, patch, actor, now),
        server: (root) => root.$merge('/' + p, resolved, now),
        client: (db) => checkingUpdate(db, '/' + p, resolved, now),
      };
    });
    return yield* this.checking(actor, write);
  }

  /**
   * A write checked on the data as it is when its check begins: the server's own is made
   * as it comes, a client's is checked against the rules, and only a client's is held to
   * the caps.
   */
  private *checking(actor: Actor, write: WriteCheck | Refused): Checking<AllowedWrite | Refused> {
    if ('ok' in write) return write;
    const { changed, now, again } = write;
    const base = this.db;
    if (actor === 'admin') {
      const next = base.with({ data: write.server(base.root), now });
      return { ok: true, base, next, changed, capped: false, again };
    }
    const result = yield* write.client(base.as(actor));
    if (!result.allowed) return { ok: false, reason: result.info };
    const next = withoutAuth(result.newDatabase);
    return { ok: true, base, next, changed, capped: true, again };
  }

  /**
   * Makes an allowed write, within the caps. A write that came between its check and now
   * changed what it was checked against (the data is immutable: another write made
   * another database), so it is then checked again on the data as it is now.
   */
  commitAllowed(write: AllowedWrite | Refused): Outcome {
    if (!write.ok) return write;
    if (write.base !== this.db) return write.again();
    // An update of no paths writes nothing, not even a copy of the same data to save.
    if (write.changed.length === 0) return { ok: true };
    if (write.capped) return this.commitWithin(write.next, write.changed);
    this.commit(write.next, write.changed);
    return { ok: true };
  }

  /** Whether `actor` could write `value` at `path` now (used when an onDisconnect is queued). */
  canWrite(path: string, value: unknown, actor: Actor, merge: boolean, now = Date.now()): Outcome {
    if (actor === 'admin') return { ok: true };
    const p = '/' + normalizePath(path);
    return refusingInvalid(() => {
      const resolved = resolveServerValues(value, now);
      const db = this.db.as(actor);
      // The wire passes only objects with merge (checkPatch).
      const result = merge
        ? db.update(p, resolved as Record<string, unknown>, now)
        : db.write(p, resolved, undefined, now);
      return result.allowed ? { ok: true } : { ok: false, reason: result.info };
    });
  }

  /** Bytes the data at the `changed` paths gains in `next` (negative when it shrinks). */
  private growth(next: RulesDatabase, changed: readonly string[]): number {
    let delta = 0;
    for (const c of changed) {
      // The root's children count as `/key`, as when written one by one.
      const path = c === '/' ? 0 : Buffer.byteLength(c);
      delta +=
        sizeOf(path, next.root.$child(c).$value()) - sizeOf(path, this.root.$child(c).$value());
    }
    return delta;
  }

  /**
   * The first node a write at `changed` gives a new child past {@link maxChildren},
   * or null. Only the nodes on the written paths can gain one: what is written below
   * them is bounded by the write's own budget of values.
   */
  private overfull(next: RulesDatabase, changed: readonly string[]): string | null {
    const counted = new Set<string>();
    for (const c of changed) {
      let before: ChildNodes | undefined = this.root as unknown as ChildNodes;
      let after = next.root as unknown as ChildNodes;
      let at = '';
      for (const key of c.split('/').filter(Boolean)) {
        if (!Object.hasOwn(after, key)) break;
        const added = before === undefined || !Object.hasOwn(before, key);
        if (added && !counted.has(at)) {
          counted.add(at);
          if (childCount(after) > this.maxChildren) return at || '/';
        }
        before = before !== undefined && Object.hasOwn(before, key) ? before[key] : undefined;
        after = after[key] as ChildNodes;
        at = `${at}/${key}`;
      }
    }
    return null;
  }

  /**
   * Commits a client's write unless it would make the data larger than the cap or a
   * node hold more than its children; nothing is half-written.
   */
  private commitWithin(next: RulesDatabase, changed: readonly string[]): Outcome {
    const overfull = this.overfull(next, changed);
    if (overfull !== null) {
      return {
        ok: false,
        refusal: 'children',
        reason: `a node holds at most ${this.maxChildren} children: ${overfull} is full`,
      };
    }
    const delta = this.growth(next, changed);
    if (delta > 0 && this.bytes + this.reservedBytes() + delta > this.maxStoredBytes) {
      return {
        ok: false,
        refusal: 'full',
        reason: `the database is full: it holds at most ${this.maxStoredBytes} bytes`,
      };
    }
    this.commit(next, changed, delta);
    return { ok: true };
  }

  /**
   * Makes `next` the current data and tells every listen whose value changed.
   *
   * @param changed - the paths written (`/a/b`)
   * @param delta - the bytes the data gains, when already known
   */
  private commit(
    next: RulesDatabase,
    changed: readonly string[],
    delta = this.growth(next, changed),
  ): void {
    this.bytes += delta;
    this.db = next;
    this.onChange(changed);
    const reached = this.reached(changed);
    if (this.held) {
      for (const group of reached) this.held.add(group);
      return;
    }
    // A listen whose value did not change is told nothing: deliver() compares the JSON
    // it last saw, and an untouched node's value and JSON are those it saw (shared).
    for (const group of reached) this.deliver(group, this.root.$child(group.path));
  }

  /**
   * Runs `write` with what it changes written at once but not yet delivered to the
   * listens; returns what delivers it. A large write's check and its deliveries (a
   * megabyte encoded and sent to every phone of the room) are then turns of their own
   * (docs/threat-model.md). A listen is delivered the value its path holds when it is
   * delivered: a write that came between is not lost, and nothing is sent twice.
   */
  holdingDeliveries(write: () => void): () => void {
    const held = new Set<PathGroup>();
    this.held = held;
    try {
      write();
    } finally {
      this.held = null;
    }
    // A group whose last listen went meanwhile is delivered to no one: it holds no listens.
    return () => {
      for (const group of held) this.deliver(group, this.root.$child(group.path));
    };
  }

  private deliver(group: PathGroup, node: DataNode): void {
    // One read and one evaluation per query, shared by its listens; one comparison per
    // value they last saw (40 streams on a room that saw the same one compare it once:
    // two JSON texts of a room that differ near their end take as long as they are).
    const data = lazy(() => node.$value());
    const byQuery = new Map<string, Delivery>();
    for (const sub of [...group.subs]) {
      if (!group.subs.has(sub)) continue;
      try {
        const result = getOrAdd(byQuery, sub.queryKey, () => {
          const value = evaluateQuery(data(), sub.query);
          return { value, encoded: encode(value), changes: new Map() };
        });
        const { encoded } = result;
        const last = sub.last;
        const change = getOrAdd(result.changes, last, () =>
          last.json === encoded.json ? 'none' : onlyChange(last.children, encoded.children),
        );
        if (change === 'none') continue;
        sub.last = encoded;
        sub.cb(result.value, encoded.json, change ?? undefined);
      } catch {
        // One broken listen must not fail the write for everyone: it is dropped.
        this.remove(sub);
      }
    }
  }
}

/**
 * The database with no `auth`. targaryen's `as(null)` keeps the previous auth
 * (its `with` treats null as "unchanged"), so the kept copy would otherwise
 * carry the last writer's identity into every unauthenticated client's checks.
 */
function withoutAuth(db: RulesDatabase): RulesDatabase {
  const Database = db.constructor as new (opts: object) => RulesDatabase;
  return new Database({ rules: db.rules, data: db.root, auth: null, now: db.timestamp });
}

/**
 * Bytes a value at a path of `pathBytes` bytes counts for: each of its leaves
 * with its full path (`/a/b`) and its JSON. Counted by leaves, a node is the
 * same size however it was written (whole, or child by child) and removed.
 */
function sizeOf(pathBytes: number, value: unknown): number {
  if (value === null) return 0;
  if (typeof value !== 'object') return pathBytes + Buffer.byteLength(JSON.stringify(value));
  let bytes = 0;
  for (const [key, child] of Object.entries(value)) {
    bytes += sizeOf(pathBytes + 1 + Buffer.byteLength(key), child);
  }
  return bytes;
}

/** A data node's children by key (targaryen keeps them as its own enumerable members). */
type ChildNodes = { readonly [key: string]: ChildNodes };

/** How many children each node counted so far has: a node never changes once built. */
const childCounts = new WeakMap<object, number>();

function childCount(node: ChildNodes): number {
  return getOrAdd(childCounts, node, () => Object.keys(node).length);
}

/** Runs a write's check, refusing one whose server value resolved to nothing the database keeps. */
function refusingInvalid<T>(write: () => T): T | Refused {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof InvalidServerValue)) throw error;
    return { ok: false, refusal: 'invalid', reason: error.message };
  }
}

/** Accepts a rules file's content (`{ rules: {...} }`) or its `rules` object alone. */
function rulesBody(rules: object): object {
  const r = rules as { rules?: unknown };
  return typeof r.rules === 'object' && r.rules !== null ? r.rules : rules;
}
