/**
 * Pure pieces of the Realtime Database wire protocol (version 5) that the local
 * server needs: the names of its messages, actions and fields, server values, the
 * query object of a tagged listen or get, and the claims of a token a client may
 * send. Message formats follow the firebase 12 SDK (`@firebase/database`,
 * PersistentConnection, Connection and queryParamsGetQueryObject).
 *
 * A message is `{t: type, d: body}`. A control message (`t: 'c'`) carries
 * `{t: kind, d: data}`: the server's handshake, a client's ping and its pong. A
 * data message (`t: 'd'`) from a client is a request `{r: number, a: action, b: body}`,
 * answered by `{r, b: {s: status, d: data}}`; the server's pushes are `{a: 'd', b: {p, d, t}}`.
 */

/** The type of a message (its `t`). */
export const MessageType = { control: 'c', data: 'd' } as const;

/** The kind of a control message (its body's `t`). */
export const ControlKind = { handshake: 'h', ping: 'p', pong: 'o' } as const;

/** The actions a client's request names (its `a`). */
export const Action = {
  /** Listen with a query tag. */
  listen: 'q',
  /** Listen (an older SDK's name for the same). */
  listenPlain: 'l',
  unlisten: 'n',
  /** Read once. */
  get: 'g',
  /** Set a value; with a hash (`h`), a transaction's compare-and-set. */
  put: 'p',
  /** Update several paths below one (a merge). */
  merge: 'm',
  onDisconnectPut: 'o',
  onDisconnectMerge: 'om',
  onDisconnectCancel: 'oc',
  auth: 'auth',
  /** Auth with a Google OAuth token (admin SDKs): a token like any other here. */
  gauth: 'gauth',
  unauth: 'unauth',
} as const;

export type ActionName = (typeof Action)[keyof typeof Action];

/** The body of a client's request (its `b`), each member as the client sent it. */
export interface RequestBody {
  /** Path. */
  p?: unknown;
  /** Data written. */
  d?: unknown;
  /** Query object ({@link WireQuery}). */
  q?: unknown;
  /** Tag of a query listen. */
  t?: unknown;
  /** Hash of the data a transaction was computed on. */
  h?: unknown;
  /** Token of `auth` and `gauth`. */
  cred?: unknown;
}

/** The status of an answer (its `s`). */
export const Status = {
  ok: 'ok',
  permissionDenied: 'permission_denied',
  invalidToken: 'invalid_token',
  invalidPath: 'invalid_path',
  invalidQuery: 'invalid_query',
  invalidData: 'invalid_data',
  /** A transaction built on data that has changed since. */
  dataStale: 'datastale',
  /** Refused by one of the server's limits, with the reason as its data. */
  limitExceeded: 'limit_exceeded',
  internalError: 'internal_error',
} as const;

/** The server's push of a listen's data (the action of a message it sends). */
export const PUSH_DATA = 'd';

/** The query object the SDK sends with `q` (listen), `n` (unlisten) and `g` (get). */
export interface WireQuery {
  /** Index: '.key', '.value', '.priority' or a child path; absent means priority. */
  i?: string;
  /** Start value, start name, start inclusive. */
  sp?: unknown;
  sn?: string;
  sin?: boolean;
  /** End value, end name, end inclusive. */
  ep?: unknown;
  en?: string;
  ein?: boolean;
  /** Limit and the side it counts from: 'l' (limitToFirst) or 'r' (limitToLast). */
  l?: number;
  vf?: 'l' | 'r';
}

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A server value that cannot be resolved to a value the database keeps. */
export class InvalidServerValue extends Error {}

/**
 * Replaces server values by what they stand for at `now`: `{".sv": "timestamp"}`
 * by the server's time, `{".sv": {"increment": n}}` by the current number plus n
 * (n alone when the current value is not a number), as the real server does. An
 * increment whose result is not a finite number throws {@link InvalidServerValue}.
 *
 * @param current - reads the value currently stored at a path relative to the write;
 *   without it an increment counts from 0
 */
export function resolveServerValues(
  value: unknown,
  now: number,
  current?: (relativePath: string[]) => unknown,
  at: string[] = [],
): unknown {
  if (!isRecord(value)) return value;
  if ('.sv' in value) {
    const sv = value['.sv'];
    // Stryker disable next-line ConditionalExpression,StringLiteral: targaryen resolves a timestamp left in place with the same `now`, so skipping this changes no stored value
    if (sv === 'timestamp') return now;
    if (isRecord(sv) && typeof sv.increment === 'number') {
      const base = current?.(at);
      const sum = (typeof base === 'number' ? base : 0) + sv.increment;
      if (!Number.isFinite(sum)) throw new InvalidServerValue('increment past the largest number');
      return sum;
    }
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = resolveServerValues(child, now, current, [...at, key]);
  }
  return out;
}

/** Who a connection acts as, by the claims of its token. */
export type Credential = { kind: 'user'; auth: Record<string, unknown> };

/**
 * Reads the claims of a JWT sent with `auth`/`gauth`, unverified, as Firebase's
 * emulator does: `auth.uid` from `user_id` or `sub`. Only used when a test
 * deliberately enables it (`trustTokenClaims`); the emulator's admin token
 * `owner` is an ordinary unparsable token here: nothing sent over the wire
 * makes a client admin. Returns null for anything that is not a JWT with a
 * JSON object as its payload.
 */
export function parseCredential(cred: unknown): Credential | null {
  if (typeof cred !== 'string' || cred.length > 16384) return null;
  const parts = cred.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (!isRecord(claims)) return null;
    const uid = claims.user_id ?? claims.sub;
    return {
      kind: 'user',
      auth: { uid, provider: claims.provider_id ?? 'custom', token: claims },
    };
  } catch {
    return null;
  }
}

/** Splits a database path into its segments, ignoring leading, trailing and double slashes. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** The canonical form of a path: segments joined by '/', no leading slash; '' for the root. */
export function normalizePath(path: string): string {
  return pathSegments(path).join('/');
}
