/**
 * Jira's answers turned into the contract's failures (docs/trackers.md, "What the wall
 * shows"). Jira explains a refusal in `{ errorMessages: [], errors: { field: reason } }`;
 * a proxy in front of it may answer HTML, which is never shown.
 */
import type { TrackerFailure } from '../contract';
import { failure, parseRetryAfter } from '../failure';

/** The part of Jira's 400 that says the field is missing from the edit screen. */
const NOT_ON_SCREEN = /not on the appropriate screen/i;

/** Jira's own reasons from an error body, joined; empty when it has none (or is not JSON). */
export function jiraReasons(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { errorMessages, errors, message } = parsed as Record<string, unknown>;
  const reasons: string[] = [];
  if (Array.isArray(errorMessages)) {
    reasons.push(...errorMessages.filter((m): m is string => typeof m === 'string'));
  }
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, reason] of Object.entries(errors)) {
      if (typeof reason === 'string') reasons.push(`${field}: ${reason}`);
    }
  }
  if (reasons.length === 0 && typeof message === 'string') reasons.push(message);
  return reasons.join(' ');
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What a failed call was about, for a message that names it. */
export interface CallContext {
  /** e.g. "the query", "PAY-142". */
  what: string;
  secrets: readonly string[];
  now: number;
  /** The back-off for a 5xx without `Retry-After` (grows with each failure in a row). */
  backoffMs: number;
}

/** The failure of a non-2xx answer. */
export function failureOfResponse(
  status: number,
  retryAfter: string | null,
  body: string,
  context: CallContext,
): TrackerFailure {
  const reasons = jiraReasons(body);
  const said = (fallback: string) => (reasons ? `${fallback} Jira says: ${reasons}` : fallback);
  const { what, secrets } = context;
  switch (true) {
    case status === 401:
      return failure(
        'credentials',
        said('Jira did not accept the credential (wrong or expired token, or the wrong e-mail).'),
        secrets,
      );
    case status === 403:
      return failure('permission', said(`The Jira account may not do this for ${what}.`), secrets);
    case status === 404:
      return failure(
        'not-found',
        said(`${capitalized(what)} was not found in Jira, or the account cannot see it.`),
        secrets,
      );
    case status === 410:
      return failure(
        'removed',
        said(
          `Jira no longer serves this API for ${what} (410 Gone); the connector needs an update.`,
        ),
        secrets,
      );
    // Jira's reason alone: the wall says the fix in its own language before it.
    case status === 400 && NOT_ON_SCREEN.test(reasons):
      return failure('not-on-screen', reasons, secrets);
    case status === 400 || status === 422:
      return failure('invalid', said(`Jira refused ${what}.`), secrets);
    case status === 429: {
      const wait = parseRetryAfter(retryAfter, context.now) ?? context.backoffMs;
      return failure('rate-limited', said('Jira asks to slow down (429).'), secrets, wait);
    }
    case status >= 500: {
      const wait = parseRetryAfter(retryAfter, context.now) ?? context.backoffMs;
      return failure('unavailable', said(`Jira is unavailable (${status}).`), secrets, wait);
    }
    default:
      return failure('invalid', said(`Jira answered ${status} for ${what}.`), secrets);
  }
}

/** The failure of a call that got no answer (offline, DNS, refused, timed out). */
export function failureOfNetwork(
  error: unknown,
  context: Pick<CallContext, 'secrets' | 'backoffMs'>,
): TrackerFailure {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const detail =
    cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'no answer';
  return failure(
    'network',
    `Jira could not be reached (${detail}).`,
    context.secrets,
    context.backoffMs,
  );
}
