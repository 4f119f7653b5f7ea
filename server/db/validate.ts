/**
 * Checks of everything a client sends the local database, before any of it
 * reaches the data, the query engine or the rules. Anything the official SDK
 * would never send (it validates the same limits before sending) is refused
 * here with a reason, for that request only.
 *
 * Limits follow the Realtime Database's documented ones where it has them
 * (keys of at most 768 bytes without `. $ # [ ] /` or control characters,
 * 32 levels of depth) and {@link ConnectionLimits} otherwise. Unlike the
 * Realtime Database, keys named like JavaScript object members (`valueOf`,
 * `constructor`, `__proto__`, ...) are refused too: the rules evaluator would
 * find the member instead of a rule or a child, so such a key would skip the rules.
 */
import { isRecord, type WireQuery } from './wire';

/** Per-connection limits of the local database; a client past one is disconnected or refused. */
export interface ConnectionLimits {
  /** Largest message in bytes, whether sent as one frame or announced as several (4 MiB). */
  maxMessageBytes: number;
  /** Most frames a message may be announced in (enough for the largest message in the SDK's 16 KiB frames). */
  maxFramesPerMessage: number;
  /** Most listens open at once on one connection. */
  maxListens: number;
  /** Most bytes queued for a client that does not read them (16 MiB). */
  maxQueuedBytes: number;
  /**
   * Most values one write may hold: every key's value counts one, an object or an
   * array (empty ones too) as well as a string, number or boolean. Bigger writes are
   * refused before any of their work is done, so they cannot stall everyone.
   */
  maxWriteValues: number;
  /**
   * Most paths one multi-path update may write. Each path is checked by the rules from
   * the root down on its own, so a path costs more than a value: 2,000 deletes of
   * made-up codes held the server for hundreds of milliseconds.
   */
  maxUpdatePaths: number;
  /**
   * Most children one node may hold after a write; a write that would add one more is
   * refused. Bounds what one write to a node costs (its node is copied) and what each
   * read of it serialises.
   */
  maxChildren: number;
  /** Most onDisconnect operations one connection may queue. */
  maxOnDisconnect: number;
  /** Most bytes (paths and JSON values) of the onDisconnect writes one connection may queue. */
  maxOnDisconnectBytes: number;
  /**
   * Most different queries one connection may listen to on one path: each one is
   * evaluated again on every change there, so this bounds a client's CPU.
   */
  maxQueriesPerPath: number;
  /** Most bytes the whole database may hold as JSON, all clients together; a write past it is refused. */
  maxStoredBytes: number;
  /**
   * Longest time, in ms, a message announced in frames or a REST request's body may take
   * to arrive whole; what arrived of it is held in memory until then.
   */
  maxPartialMs: number;
  /** Most connections (websockets, REST requests and streams) open at once, all clients together. */
  maxConnections: number;
  /**
   * Most of those from one remote address. Many phones behind one company NAT share an
   * address, so this is generous; an operator may set it (see `connectionLimitsFrom`).
   */
  maxConnectionsPerAddress: number;
  /** Most REST event streams (`Accept: text/event-stream`) open at once, all clients together. */
  maxEventStreams: number;
  /** Most of those one client (one remote address) may hold, so that it cannot lock the others out. */
  maxEventStreamsPerClient: number;
}

/** The SDK splits messages into frames of this many characters. */
export const SDK_FRAME_CHARS = 16384;

/** The limits `npm run db`, `npm start` and the kiosk run with. */
export const DEFAULT_LIMITS: ConnectionLimits = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxFramesPerMessage: Math.ceil((4 * 1024 * 1024) / SDK_FRAME_CHARS),
  maxListens: 1000,
  maxQueuedBytes: 16 * 1024 * 1024,
  // The product's largest write, a backlog import replacing the backlog with 500 stories
  // (the backlog, each story and its key, title and description, currentStory, and
  // backlogReplacedAt, a server value of two), is 2,004. No more, because the rules check costs each value: at 2,048 the costliest
  // write a client can shape holds the other rooms for about the 50 ms the threat model
  // allows (docs/threat-model.md; bench/README.md, hostile).
  maxWriteValues: 2048,
  // The product's widest update, a backlog import appending 500 stories (one path each)
  // and currentStory, writes 501 paths.
  maxUpdatePaths: 512,
  // The product's largest nodes: a floor's rooms under `screens` (about 200), a backlog (500).
  maxChildren: 10_000,
  maxOnDisconnect: 1000,
  // A phone queues one presence removal of about 100 bytes.
  maxOnDisconnectBytes: 256 * 1024,
  // A wall or a phone listens to one query per path; the SDK adds one while a query changes.
  maxQueriesPerPath: 50,
  // 200 rooms with full configs, sessions and histories take a few tens of MiB.
  maxStoredBytes: 512 * 1024 * 1024,
  maxPartialMs: 10_000,
  // A floor of 200 rooms is about 4,200 websockets (20 phones and a wall each).
  maxConnections: 5000,
  // A company network of 50 rooms' phones behind one address.
  maxConnectionsPerAddress: 1000,
  maxEventStreams: 1000,
  maxEventStreamsPerClient: 100,
};

/** Longest key or path, in UTF-8 bytes. */
const MAX_KEY_BYTES = 768;
/** Deepest path (write path plus the depth of the value). */
const MAX_DEPTH = 32;
// eslint-disable-next-line no-control-regex
const BAD_KEY = /[.$#[\]/\u0000-\u001f\u007f]/;
/** The keys of a value written with a priority (`setWithPriority`): this database keeps none. */
const PRIORITY_KEYS = new Set(['.value', '.priority']);
const INDEXES = new Set(['.key', '.value', '.priority']);

/** A check's result: the clean value, or why it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** Why a write past {@link ConnectionLimits.maxWriteValues} is refused. */
export const WRITE_TOO_LARGE = 'write larger than its limit of values';
/** Why an update past {@link ConnectionLimits.maxUpdatePaths} is refused. */
export const UPDATE_TOO_WIDE = 'update of more paths than its limit';
/** Why a value with a priority is refused. */
export const NO_PRIORITIES = 'priorities are not supported: this database keeps none';

function keyProblem(key: string): string | null {
  if (key.length === 0) return 'empty key';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return 'key longer than 768 bytes';
  if (BAD_KEY.test(key))
    return `key "${key.slice(0, 40)}" contains . $ # [ ] / or a control character`;
  // Object.prototype has no prototype of its own: `in` sees exactly its members.
  if (key in Object.prototype)
    return `key "${key}" is the name of a JavaScript object member, which this database does not store`;
  return null;
}

/**
 * A path a client names: a string of valid keys joined by '/'. The root
 * ('' or '/') is a path too unless `allowRoot` is false.
 */
export function checkPath(path: unknown, allowRoot = true): Checked<string[]> {
  if (typeof path !== 'string') return refuse('path is not a string');
  if (Buffer.byteLength(path, 'utf8') > MAX_KEY_BYTES) return refuse('path longer than 768 bytes');
  const segments = path.split('/').filter((s) => s.length > 0);
  if (segments.length === 0 && !allowRoot) return refuse('empty path');
  if (segments.length > MAX_DEPTH) return refuse('path deeper than 32 levels');
  for (const s of segments) {
    const problem = keyProblem(s);
    if (problem) return refuse(problem);
  }
  return { ok: true, value: segments };
}

/**
 * Why a server value (`{".sv": ...}`) cannot be taken: only a timestamp or a finite
 * increment, alone in its object, and never inside an array (the service refuses one there).
 */
function serverValueProblem(value: Record<string, unknown>, inArray: boolean): string | null {
  if (inArray) return 'a server value inside an array';
  const sv = value['.sv'];
  // Number.isFinite is false for anything but a finite number (no coercion).
  const known = sv === 'timestamp' || (isRecord(sv) && Number.isFinite(sv.increment));
  return known && Object.keys(value).length === 1 ? null : 'invalid server value';
}

/** What a write may still hold, counted down as it is walked. */
interface Budget {
  values: number;
}

/** Whether a value is a node that holds children: an object or an array. */
function isNode(value: unknown): value is Record<string, unknown> | unknown[] {
  return Array.isArray(value) || isRecord(value);
}

/** Why a value that is not a node cannot be kept, or null if it can. */
function leafProblem(value: unknown): string | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'number is not finite';
  return 'unsupported value';
}

/**
 * Counts the values of a value a client writes (every node, objects and arrays
 * included) and checks its keys, types and depth. `depth` is the depth of the path it
 * is written at. The walk stops at the first value past the budget, so a refused write
 * costs no more than the largest accepted one.
 */
function walkValue(value: unknown, depth: number, budget: Budget, inArray: boolean): string | null {
  budget.values -= 1;
  if (budget.values < 0) return WRITE_TOO_LARGE;
  if (depth > MAX_DEPTH) return 'data deeper than 32 levels';
  if (!isNode(value)) return leafProblem(value);
  const array = Array.isArray(value);
  // A server value ({".sv": ...}) is one value, resolved by the server.
  if (!array && '.sv' in value) return serverValueProblem(value, inArray);
  // for-in, not Object.entries: a value past the budget is refused before the rest of its keys are listed.
  for (const key in value) {
    if (PRIORITY_KEYS.has(key)) return NO_PRIORITIES;
    const child = (value as Record<string, unknown>)[key];
    const problem = keyProblem(key) ?? walkValue(child, depth + 1, budget, array);
    if (problem) return problem;
  }
  return null;
}

/** The data of a set (`p`) or onDisconnect set (`o`) at a path of `depth` segments. */
export function checkValue(value: unknown, depth: number, maxValues: number): Checked<unknown> {
  const problem = walkValue(
    value === undefined ? null : value,
    depth,
    { values: maxValues },
    false,
  );
  return problem ? refuse(problem) : { ok: true, value: value ?? null };
}

/**
 * The first of `paths` (as segments) that lies below another one of them, with that one,
 * both as `/a/b`. Joined by a character that no key holds and that sorts before every
 * other, a path's descendants follow it at once (`a`, `a/c`, `a-b`), as in the SDK's order
 * of paths; joined by '/', `a-b` would come between (`-` sorts before `/`).
 */
function overlap(paths: readonly string[][]): [string, string] | null {
  const sorted = paths.map((segments) => segments.join('\u0000')).sort();
  for (let i = 1; i < sorted.length; i += 1) {
    const above = sorted[i - 1] as string;
    const below = sorted[i] as string;
    if (below.startsWith(`${above}\u0000`)) {
      return [above, below].map((key) => `/${key.replaceAll('\u0000', '/')}`) as [string, string];
    }
  }
  return null;
}

/**
 * The data of an update (`m`) or onDisconnect update (`om`): an object whose
 * keys are paths below the update's path, none below another (as the SDK checks),
 * each with a value; their values count together.
 */
export function checkPatch(
  patch: unknown,
  depth: number,
  limits: Pick<ConnectionLimits, 'maxWriteValues' | 'maxUpdatePaths'>,
): Checked<Record<string, unknown>> {
  if (!isRecord(patch)) return refuse('update needs an object');
  if (Object.keys(patch).length > limits.maxUpdatePaths) return refuse(UPDATE_TOO_WIDE);
  const budget = { values: limits.maxWriteValues };
  const paths: string[][] = [];
  for (const key in patch) {
    const path = checkPath(key, false);
    if (!path.ok) return path;
    const problem = walkValue(patch[key], depth + path.value.length, budget, false);
    if (problem) return refuse(problem);
    paths.push(path.value);
  }
  const both = overlap(paths);
  if (both) return refuse(`update path ${both[0]} is an ancestor of ${both[1]}`);
  return { ok: true, value: patch };
}

/**
 * Checks a whole tree as loaded from the data file: the same keys, types and depth as
 * a write, and at most `maxChildren` children per node; no value budget (it is the
 * data itself). Returns the problem, or null.
 */
export function checkStoredTree(value: unknown, maxChildren: number): string | null {
  return walkStored(value, 0, maxChildren);
}

function walkStored(value: unknown, depth: number, maxChildren: number): string | null {
  if (depth > MAX_DEPTH) return 'data deeper than 32 levels';
  if (!isNode(value)) return leafProblem(value);
  const entries = Object.entries(value);
  if (entries.length > maxChildren) return `a node with more than ${maxChildren} children`;
  for (const [key, child] of entries) {
    const problem = keyProblem(key) ?? walkStored(child, depth + 1, maxChildren);
    if (problem) return problem;
  }
  return null;
}

function isIndexValue(v: unknown): boolean {
  return (
    v === null ||
    typeof v === 'boolean' ||
    Number.isFinite(v) || // false for anything but a finite number (no coercion)
    (typeof v === 'string' && v.length <= MAX_KEY_BYTES)
  );
}

/**
 * The query object of a listen, unlisten or get, rebuilt from its known
 * members with their types checked; absent stays absent.
 */
export function checkQuery(q: unknown): Checked<WireQuery | undefined> {
  if (q === undefined || q === null) return { ok: true, value: undefined };
  if (!isRecord(q)) return refuse('query is not an object');
  const out: WireQuery = {};
  if (q.i !== undefined) {
    if (typeof q.i !== 'string') return refuse('query index is not a string');
    if (!INDEXES.has(q.i)) {
      const path = checkPath(q.i, false);
      if (!path.ok) return refuse(`query index: ${path.reason}`);
    }
    out.i = q.i;
  }
  for (const side of ['s', 'e'] as const) {
    const value = q[`${side}p`];
    const name = q[`${side}n`];
    const inclusive = q[`${side}in`];
    if (value !== undefined) {
      if (!isIndexValue(value)) return refuse(`query ${side}p is not a valid index value`);
      out[`${side}p`] = value;
    }
    if (name !== undefined) {
      if (typeof name !== 'string' || name.length > MAX_KEY_BYTES)
        return refuse(`query ${side}n is not a key`);
      out[`${side}n`] = name;
    }
    if (inclusive !== undefined) {
      if (typeof inclusive !== 'boolean') return refuse(`query ${side}in is not a boolean`);
      out[`${side}in`] = inclusive;
    }
  }
  if (q.l !== undefined) {
    if (typeof q.l !== 'number' || !Number.isSafeInteger(q.l) || q.l < 0)
      return refuse('query limit is not a non-negative integer');
    out.l = q.l;
  }
  if (q.vf !== undefined) {
    if (q.vf !== 'l' && q.vf !== 'r') return refuse("query vf is not 'l' or 'r'");
    out.vf = q.vf;
  }
  return { ok: true, value: out };
}

/** A listen's tag: a number, or absent for an untagged listen. */
export function checkTag(tag: unknown): Checked<number | undefined> {
  if (tag === undefined || tag === null) return { ok: true, value: undefined };
  if (typeof tag !== 'number' || !Number.isSafeInteger(tag)) return refuse('tag is not an integer');
  return { ok: true, value: tag };
}
