/**
 * The data of the local database and its security rules, built on the npm
 * package `firebase-server`: its embedded firebase 8 client, kept offline, holds
 * the tree and evaluates queries and change events with Firebase's own code, and
 * its targaryen instance evaluates `database.rules.json`. firebase-server keeps
 * the two side by side; this class is the one place that writes to both, so they
 * never drift apart.
 */
import { createRequire } from 'node:module';
import type { Server as HttpServer } from 'node:http';
import type { EventEmitter } from 'node:events';
import {
  applyWireQuery,
  normalizePath,
  pathSegments,
  resolveServerValues,
  type QueryLike,
  type WireQuery,
} from './wire';

/** A snapshot of firebase-server's embedded firebase 8 client. */
interface Snapshot8 {
  exportVal(): unknown;
}

/** A query of firebase-server's embedded firebase 8 client. */
interface Query8 extends QueryLike<Query8> {
  on(event: 'value', cb: (snap: Snapshot8) => void): unknown;
  off(event: 'value', cb: (snap: Snapshot8) => void): void;
  once(event: 'value', cb: (snap: Snapshot8) => void): unknown;
}

/** A reference of firebase-server's embedded firebase 8 client. */
interface Reference8 extends Query8 {
  child(path: string): Reference8;
  set(value: unknown): Promise<void>;
  update(patch: Record<string, unknown>): Promise<void>;
}

/** The result of a targaryen read, write or update simulation. */
interface RulesResult {
  allowed: boolean;
  info: string;
  newDatabase: RulesDatabase;
}

/** targaryen's immutable database: rules plus a copy of the data. */
interface RulesDatabase {
  root: unknown;
  as(auth: unknown): RulesDatabase;
  with(updates: { rules?: object; data?: unknown; now?: number }): RulesDatabase;
  read(path: string, now?: number): RulesResult;
  write(path: string, value: unknown, priority: undefined, now: number): RulesResult;
  update(path: string, patch: Record<string, unknown>, now: number): RulesResult;
}

/** The members of a firebase-server instance this layer uses (they are private in its typings). */
export interface FirebaseServerInstance {
  baseRef: Reference8;
  targaryen: RulesDatabase;
  wss: EventEmitter & { clients: Set<unknown> };
  setRules(rules: object): void;
}

type FirebaseServerCtor = new (
  options: { server: HttpServer },
  name: string,
  data: unknown,
) => FirebaseServerInstance;

const require = createRequire(import.meta.url);
const FirebaseServer = require('firebase-server') as FirebaseServerCtor;
const { getFirebaseHash } = require('firebase-server/dist/lib/firebase-hash') as {
  getFirebaseHash(value: unknown): string;
};

/** Rules that let everything through: the store with rules off. */
const OPEN_RULES = { rules: { '.read': true, '.write': true } };

/** Who performs an operation: `null` is an unauthenticated client, `'admin'` bypasses rules. */
export type Actor = 'admin' | Record<string, unknown> | null;

/** Outcome of a client operation. */
export type Outcome = { ok: true } | { ok: false; reason: string };

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** Data, rules and change events of the local database. */
export class DataStore {
  /** The firebase-server instance; its websocket server is attached to `http`. */
  readonly server: FirebaseServerInstance;
  readonly rulesEnabled: boolean;

  /** @param http - must be listening already: firebase-server reads its port */
  constructor(http: HttpServer, name: string, seed: unknown, rules: object | false) {
    this.server = new FirebaseServer({ server: http }, name, seed ?? null);
    this.rulesEnabled = rules !== false;
    this.server.setRules(rules === false ? OPEN_RULES : { rules: rulesBody(rules) });
  }

  private ref(path: string): Reference8 {
    const p = normalizePath(path);
    return p ? this.server.baseRef.child(p) : this.server.baseRef;
  }

  /** The value at `path` (export format, i.e. with priorities), optionally through a query. */
  read(path: string, query?: WireQuery): unknown {
    let value: unknown = null;
    // With complete data in the offline client, 'value' fires synchronously.
    applyWireQuery<Query8>(this.ref(path), query).once('value', (snap) => {
      value = snap.exportVal();
    });
    return value;
  }

  /** Whether `actor` may read `path`. */
  canRead(path: string, actor: Actor): boolean {
    if (actor === 'admin') return true;
    return this.server.targaryen.as(actor).read('/' + normalizePath(path)).allowed;
  }

  /** Hash of the value at `path`, as the SDK computes it for transactions. */
  hash(path: string): string {
    return getFirebaseHash(this.read(path));
  }

  /**
   * Calls `cb` with the value (through the query) now and after every change
   * that alters it.
   */
  subscribe(path: string, query: WireQuery | undefined, cb: (value: unknown) => void): Unsubscribe {
    const q = applyWireQuery<Query8>(this.ref(path), query);
    const listener = (snap: Snapshot8) => cb(snap.exportVal());
    q.on('value', listener);
    return () => q.off('value', listener);
  }

  /** Replaces the value at `path`, checking the rules for `actor`. Server values are resolved. */
  set(path: string, value: unknown, actor: Actor, now = Date.now()): Outcome {
    const p = normalizePath(path);
    const resolved = resolveServerValues(value, now, (rel) => this.plainAt([p, ...rel].join('/')));
    let rules: RulesDatabase;
    if (actor === 'admin') {
      rules = this.withData(p, resolved, now);
    } else {
      const result = this.server.targaryen.as(actor).write('/' + p, resolved, undefined, now);
      if (!result.allowed) return { ok: false, reason: result.info };
      rules = result.newDatabase.as(null);
    }
    void this.ref(p).set(resolved);
    this.server.targaryen = rules;
    return { ok: true };
  }

  /** Multi-path update at `path` (keys may be paths), checking the rules for `actor`. */
  update(path: string, patch: Record<string, unknown>, actor: Actor, now = Date.now()): Outcome {
    const p = normalizePath(path);
    const resolved: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      const target = [p, normalizePath(key)].filter(Boolean).join('/');
      resolved[normalizePath(key)] = resolveServerValues(value, now, (rel) =>
        this.plainAt([target, ...rel].join('/')),
      );
    }
    if (Object.keys(resolved).length === 0) return { ok: true };
    let rules: RulesDatabase;
    if (actor === 'admin') {
      let next = this.server.targaryen;
      for (const [key, value] of Object.entries(resolved)) {
        next = withDataIn(next, [p, key].filter(Boolean).join('/'), value, now);
      }
      rules = next;
    } else {
      const result = this.server.targaryen.as(actor).update('/' + p, resolved, now);
      if (!result.allowed) return { ok: false, reason: result.info };
      rules = result.newDatabase.as(null);
    }
    void this.ref(p).update(resolved);
    this.server.targaryen = rules;
    return { ok: true };
  }

  /** Whether `actor` could write `value` at `path` now (used when an onDisconnect is queued). */
  canWrite(path: string, value: unknown, actor: Actor, merge: boolean, now = Date.now()): Outcome {
    if (actor === 'admin') return { ok: true };
    const p = '/' + normalizePath(path);
    const resolved = resolveServerValues(value, now);
    const db = this.server.targaryen.as(actor);
    const result =
      merge && resolved !== null && typeof resolved === 'object'
        ? db.update(p, resolved as Record<string, unknown>, now)
        : db.write(p, resolved, undefined, now);
    return result.allowed ? { ok: true } : { ok: false, reason: result.info };
  }

  private plainAt(path: string): unknown {
    let node: unknown = this.read(path);
    if (node !== null && typeof node === 'object' && '.value' in node) {
      node = (node as Record<string, unknown>)['.value'];
    }
    return node;
  }

  private withData(path: string, value: unknown, now: number): RulesDatabase {
    return withDataIn(this.server.targaryen, path, value, now);
  }
}

/** targaryen's DataNode, of which only `$set` is used here. */
interface DataNode {
  $set(path: string, value: unknown, priority: undefined, now: number): unknown;
}

function withDataIn(db: RulesDatabase, path: string, value: unknown, now: number): RulesDatabase {
  const root = db.root as DataNode;
  return db.with({ data: root.$set('/' + path, value, undefined, now), now });
}

/** Accepts a rules file's content (`{ rules: {...} }`) or its `rules` object alone. */
function rulesBody(rules: object): object {
  const r = rules as { rules?: unknown };
  return typeof r.rules === 'object' && r.rules !== null ? r.rules : rules;
}

/** Segments of a path, re-exported for the connection layer. */
export { pathSegments };
