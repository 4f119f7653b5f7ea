/**
 * The data of the local database and its security rules, on targaryen (the
 * Realtime Database rules evaluator), which evaluates `database.rules.json`
 * against its immutable data tree. That tree is the one copy of the data; a write
 * is checked here, held to the caps (write-caps.ts) and made, and the listens it
 * changed are told (subscriptions.ts). Queries are in `query.ts`.
 */
// A static import (not createRequire) so the kiosk's bundle of the main process
// carries targaryen along: the packaged app has no node_modules.
import targaryen from 'targaryen';
import { speedUpDataTree } from './data-tree';
import { speedUpRulePaths } from './rule-paths';
import { compileRules, speedUpRules } from './rule-compiled';
import { speedUpUpdateResults } from './update-results';
import { valueHash } from './hash';
import { evaluateQuery } from './query';
import { checkingSet, checkingUpdate, finish, type Checking } from './rule-check';
import type { DataNode, RulesDatabase, RulesResult } from './rules-database';
import {
  Subscriptions,
  type EncodedCallback,
  type SubscriptionCallback,
  type Unsubscribe,
} from './subscriptions';
import { growth, overfull, sizeOf } from './write-caps';
import { childOf } from './wide-node';
import type { Node } from './data-node';
import {
  refusingInvalid,
  type Actor,
  type AllowedWrite,
  type Outcome,
  type Refused,
} from './write-outcome';
import { normalizePath, resolveServerValues, type WireQuery } from './wire';

export type { Actor, AllowedWrite, Outcome, Refusal, Refused } from './write-outcome';
export type { EncodedCallback, SubscriptionCallback, Unsubscribe } from './subscriptions';

speedUpDataTree();
speedUpRulePaths();
speedUpRules();
speedUpUpdateResults();

/** Rules that let everything through: the store with rules off. */
const OPEN_RULES = { rules: { '.read': true, '.write': true } };

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

/** Data, rules and change events of the local database. */
export class DataStore {
  /** The rules file's `rules` object; null with rules off. */
  readonly rules: Record<string, unknown> | null;

  /** Rules and data now; replaced (never changed) by every write. */
  private db: RulesDatabase;
  /** The listens, told of every write that changes their value. */
  private readonly subscriptions = new Subscriptions(() => this.db.root);
  /**
   * Paths the store keeps for its listens: those listened to and those above them.
   * Back to 0 once every listen stopped (rooms come and go for days).
   */
  get pathCount(): number {
    return this.subscriptions.pathCount;
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
    compileRules(this.db.rules);
    this.bytes = sizeOf(0, this.root.$value());
  }

  private get root(): DataNode {
    return this.db.root;
  }

  /** The data tree now (its nodes never change): what the save reads (save-view.ts). */
  get tree(): Node {
    return this.root as unknown as Node;
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
    const parent = childOf(this.root as unknown as Node, top);
    return parent !== undefined && childOf(parent, key) !== undefined;
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
    return this.subscriptions.subscribe(path, query, cb);
  }

  /** As {@link subscribe}, with the value and its whole JSON built only when read (a connection's listens). */
  subscribeEncoded(path: string, query: WireQuery | undefined, cb: EncodedCallback): Unsubscribe {
    return this.subscriptions.subscribeEncoded(path, query, cb);
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

  /**
   * Commits a client's write unless it would make the data larger than the cap or a
   * node hold more than its children; nothing is half-written.
   */
  private commitWithin(next: RulesDatabase, changed: readonly string[]): Outcome {
    const full = overfull(this.root, next.root, changed, this.maxChildren);
    if (full !== null) {
      return {
        ok: false,
        refusal: 'children',
        reason: `a node holds at most ${this.maxChildren} children: ${full} is full`,
      };
    }
    const delta = growth(this.root, next.root, changed);
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
    delta = growth(this.root, next.root, changed),
  ): void {
    this.bytes += delta;
    this.db = next;
    this.onChange(changed);
    this.subscriptions.written(changed);
  }

  /**
   * Runs `write` with what it changes written at once but not yet delivered to the
   * listens; returns what delivers it. A large write's check and its deliveries (a
   * megabyte encoded and sent to every phone of the room) are then turns of their own
   * (docs/threat-model.md). A listen is delivered the value its path holds when it is
   * delivered: a write that came between is not lost, and nothing is sent twice.
   */
  holdingDeliveries(write: () => void): () => void {
    return this.subscriptions.holding(write);
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

/** Accepts a rules file's content (`{ rules: {...} }`) or its `rules` object alone. */
function rulesBody(rules: object): object {
  const r = rules as { rules?: unknown };
  return typeof r.rules === 'object' && r.rules !== null ? r.rules : rules;
}
