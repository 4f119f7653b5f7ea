/**
 * The failure rules every connector shares (docs/trackers.md, "What the wall shows"):
 * when to try again (`Retry-After` or a growing back-off) and how a tracker's reason is
 * cleaned before it reaches the wall: one line, cut short, and never a credential.
 */
import type { TrackerFailure, TrackerFailureKind, TrackerResult } from './contract';

/** The longest reason the wall shows; a tracker's HTML error page is cut here. */
export const MAX_MESSAGE_LENGTH = 300;

/** The first wait after a 5xx or a network failure; it doubles with each one after. */
export const FIRST_BACKOFF_MS = 2_000;
/** The longest wait the back-off grows to. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * `Retry-After` in milliseconds from `now`: delta-seconds ("120") or an HTTP date.
 * A date in the past waits 0; anything unreadable is null (the back-off decides).
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_BACKOFF_MS * 12);
  // Only a date with a day and a time counts: Date.parse reads "5" as a year 2005.
  if (!/[A-Za-z]{3}.*\d{1,2}:\d{2}/.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** The wait before try `attempt` (0 for the first retry): 2 s, 4 s, 8 s … up to 5 minutes. */
export function backoffMs(attempt: number): number {
  const step = Math.max(0, Math.floor(attempt));
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(step, 20), MAX_BACKOFF_MS);
}

/**
 * A reason fit for the wall: every secret replaced (the token, the basic-auth value and
 * anything after an `Authorization:`/`Basic `/`Bearer ` word), whitespace made one line,
 * and the whole cut to {@link MAX_MESSAGE_LENGTH}.
 */
export function cleanMessage(text: string, secrets: readonly string[] = []): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length >= 4) clean = clean.split(secret).join('[hidden]');
  }
  clean = clean
    .replace(/\b(authorization\s*[:=]\s*)\S+(\s+\S+)?/gi, '$1[hidden]')
    .replace(/\b(Basic|Bearer)\s+[A-Za-z0-9._~+/=-]{16,}/g, '$1 [hidden]')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > MAX_MESSAGE_LENGTH
    ? `${clean.slice(0, MAX_MESSAGE_LENGTH - 1).trimEnd()}…`
    : clean;
}

/** A failure with its message cleaned of `secrets`. */
export function failure(
  kind: TrackerFailureKind,
  message: string,
  secrets: readonly string[] = [],
  retryAfterMs?: number,
): TrackerFailure {
  return {
    kind,
    message: cleanMessage(message, secrets),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

/** A request refused before any call (a query or key the tracker cannot take), as a result. */
export const invalid = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

/** Whether the wall tries a failure of this kind again by itself. */
export function isRetried(kind: TrackerFailureKind): boolean {
  return kind === 'rate-limited' || kind === 'unavailable' || kind === 'network';
}
