/**
 * Pure pieces of the Realtime Database wire protocol (version 5) that the local
 * server needs: server values, the query object of a tagged listen or get, and
 * the claims of a token a client may send. Message formats follow the firebase 12 SDK
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
  // Stryker disable next-line ArrowFunction: an increment counts from 0 when the current value is not a number, null and undefined alike
  current: (relativePath: string[]) => unknown = () => null,
  at: string[] = [],
): unknown {
  if (!isRecord(value)) return value;
  if ('.sv' in value) {
    const sv = value['.sv'];
    // Stryker disable next-line ConditionalExpression,StringLiteral: targaryen resolves a timestamp left in place with the same `now`, so skipping this changes no stored value
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
