/**
 * The reconnect schedule (see reconnect.ts) and its optional setting in
 * `config.json`: `"reconnect": { "delaysMs": [2000, 4000] }` restarts the connection
 * 2 s after it was lost, then every 4 s. Kept apart from reconnect.ts so the runtime
 * config can read it without loading the Firebase SDK.
 */

/** The default schedule: a restart every 4 s while disconnected. */
export const DEFAULT_RECONNECT_DELAYS_MS: readonly number[] = [4_000];

/** Bounds of a configured delay: faster would hammer the server, slower is the SDK's own backoff. */
export const RECONNECT_DELAY_BOUNDS_MS = { min: 200, max: 60_000 } as const;

/**
 * Reads `config.json`'s `reconnect`. Absent: no delays (the default applies). Anything
 * malformed is a problem to report, and the default applies.
 */
export function parseReconnectSchedule(raw: unknown): {
  delaysMs?: readonly number[];
  problem?: string;
} {
  if (raw === undefined) return {};
  const delays = (raw as { delaysMs?: unknown } | null)?.delaysMs;
  const { min, max } = RECONNECT_DELAY_BOUNDS_MS;
  if (
    Array.isArray(delays) &&
    delays.length >= 1 &&
    delays.length <= 10 &&
    delays.every((d) => Number.isInteger(d) && d >= min && d <= max)
  ) {
    return { delaysMs: delays as number[] };
  }
  return {
    problem: `config.json "reconnect" needs "delaysMs": 1 to 10 whole numbers of milliseconds from ${min} to ${max}; using the default.`,
  };
}
