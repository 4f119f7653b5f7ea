/**
 * Pure pieces of the Realtime Database wire protocol (version 5) that the local
 * server needs: server values, the query object of a tagged listen or get, and
 * the credential a client may send. Message formats follow the firebase 12 SDK
 * (`@firebase/database`, PersistentConnection and queryParamsGetQueryObject).
 */

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

/**
 * Replaces server values by what they stand for at `now`: `{".sv": "timestamp"}`
 * by the server's time, `{".sv": {"increment": n}}` by the current number plus n
 * (n alone when the current value is not a number), as the real server does.
 *
 * @param current - reads the value currently stored at a path relative to the write
 */
export function resolveServerValues(
  value: unknown,
  now: number,
  current: (relativePath: string[]) => unknown = () => null,
  at: string[] = [],
): unknown {
  if (!isRecord(value)) return value;
  if ('.sv' in value) {
    const sv = value['.sv'];
    if (sv === 'timestamp') return now;
    if (isRecord(sv) && typeof sv.increment === 'number') {
      const base = current(at);
      return (typeof base === 'number' ? base : 0) + sv.increment;
    }
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = resolveServerValues(child, now, current, [...at, key]);
  }
  return out;
}

/** Who a connection acts as. */
export type Credential = { kind: 'admin' } | { kind: 'user'; auth: Record<string, unknown> };

/**
 * Reads the credential of an `auth`/`gauth` request. The emulator convention is
 * followed: the literal token `owner` is an administrator (rules bypassed); any
 * other token must be a JWT, whose claims are trusted unverified (this is a local
 * test server, as the emulator is), giving `auth.uid` from `sub` or `user_id`.
 * Returns null for anything else.
 */
export function parseCredential(cred: unknown): Credential | null {
  if (cred === 'owner') return { kind: 'admin' };
  if (typeof cred !== 'string') return null;
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
