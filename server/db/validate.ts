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
  /** Most values (leaves) one write may hold; bigger writes are refused so they cannot stall everyone. */
  maxWriteLeaves: number;
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
  maxWriteLeaves: 1000,
  maxOnDisconnect: 1000,
  // A phone queues one presence removal of about 100 bytes.
  maxOnDisconnectBytes: 256 * 1024,
  // A wall or a phone listens to one query per path; the SDK adds one while a query changes.
  maxQueriesPerPath: 50,
  // 200 rooms with full configs, sessions and histories take a few tens of MiB.
  maxStoredBytes: 512 * 1024 * 1024,
  maxEventStreams: 1000,
  maxEventStreamsPerClient: 100,
};

/** Longest key or path, in UTF-8 bytes. */
const MAX_KEY_BYTES = 768;
/** Deepest path (write path plus the depth of the value). */
const MAX_DEPTH = 32;
// eslint-disable-next-line no-control-regex
const BAD_KEY = /[.$#[\]/\u0000-\u001f\u007f]/;
/** Keys with a meaning of their own inside a value. */
const SPECIAL_KEYS = new Set(['.sv', '.value', '.priority']);
const INDEXES = new Set(['.key', '.value', '.priority']);

/** A check's result: the clean value, or why it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

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

function isServerValue(value: Record<string, unknown>): boolean {
  const sv = value['.sv'];
  return (
    sv === 'timestamp' ||
    // Number.isFinite is false for anything but a finite number (no coercion).
    (isRecord(sv) && Number.isFinite(sv.increment))
  );
}

/**
 * Counts the leaves of a value a client writes and checks its keys, types and
 * depth. `depth` is the depth of the path it is written at.
 */
function walkValue(value: unknown, depth: number, budget: { leaves: number }): string | null {
  if (depth > MAX_DEPTH) return 'data deeper than 32 levels';
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    budget.leaves -= 1;
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'number is not finite';
    budget.leaves -= 1;
  } else if (isRecord(value) || Array.isArray(value)) {
    if (!Array.isArray(value) && '.sv' in value) {
      // A server value ({".sv": ...}) is one value, resolved by the server.
      if (!isServerValue(value) || Object.keys(value).length !== 1) return 'invalid server value';
      budget.leaves -= 1;
    } else {
      for (const [key, child] of Object.entries(value)) {
        if (!SPECIAL_KEYS.has(key)) {
          const problem = keyProblem(key);
          if (problem) return problem;
        }
        const problem = walkValue(child, depth + 1, budget);
        if (problem) return problem;
      }
    }
  } else {
    return 'unsupported value';
  }
  return budget.leaves < 0 ? `write larger than its limit of values` : null;
}

/** The data of a set (`p`) or onDisconnect set (`o`) at a path of `depth` segments. */
export function checkValue(value: unknown, depth: number, maxLeaves: number): Checked<unknown> {
  const problem = walkValue(value === undefined ? null : value, depth, { leaves: maxLeaves });
  return problem ? refuse(problem) : { ok: true, value: value ?? null };
}

/**
 * The data of an update (`m`) or onDisconnect update (`om`): an object whose
 * keys are paths below the update's path, each with a value.
 */
export function checkPatch(
  patch: unknown,
  depth: number,
  maxLeaves: number,
): Checked<Record<string, unknown>> {
  if (!isRecord(patch)) return refuse('update needs an object');
  const budget = { leaves: maxLeaves };
  for (const [key, value] of Object.entries(patch)) {
    const path = checkPath(key, false);
    if (!path.ok) return path;
    const problem = walkValue(value, depth + path.value.length, budget);
    if (problem) return refuse(problem);
  }
  return { ok: true, value: patch };
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
