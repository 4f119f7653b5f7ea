/**
 * GitHub's answers turned into the contract's failures (docs/trackers.md, "GitHub: what
 * each failure looks like on the wall"), on the rules every connector shares (../http.ts).
 * GitHub tells its limits in headers: a primary rate limit is a 403 or 429 with
 * `x-ratelimit-remaining: 0`, to wait until `x-ratelimit-reset` (epoch seconds); a
 * secondary one a 403 or 429 with `retry-after`, or without it at least a minute. Its
 * GraphQL API answers most refusals with status 200 and an `errors` list whose `type`
 * says why (NOT_FOUND, FORBIDDEN, RATE_LIMITED…).
 */
import type { TrackerFailure } from '../contract';
import { failure, parseRetryAfter } from '../failure';
import { sentenceStart, type CallContext, type VendorTerms } from '../http';
import { isObject, jsonObjectOf } from '../json-object';

/** The wait of a secondary rate limit that names none: GitHub says at least a minute. */
export const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** One entry of a GraphQL answer's `errors`. */
export interface GraphQLError {
  type?: unknown;
  message?: unknown;
  path?: unknown;
}

/** GitHub's reasons from an error body: REST's `message`, or GraphQL's `errors`' messages. */
export function githubReasons(body: string): string {
  const parsed = jsonObjectOf(body);
  if (!parsed) return '';
  if (Array.isArray(parsed.errors)) {
    const messages = parsed.errors
      .map((e: unknown) => (isObject(e) && typeof e.message === 'string' ? e.message : ''))
      .filter((m) => m !== '');
    if (messages.length > 0) return messages.join(' ');
  }
  return typeof parsed.message === 'string' ? parsed.message : '';
}

export const GITHUB_TERMS: VendorTerms = {
  name: 'GitHub',
  credentialsHint: 'wrong, expired or revoked personal access token, or one for another server',
  reasons: githubReasons,
};

/** The wait until `x-ratelimit-reset` (epoch seconds), or null when it says none. */
function untilReset(headers: Headers, now: number): number | null {
  const reset = headers.get('x-ratelimit-reset');
  if (!reset || !/^\d+$/.test(reset.trim())) return null;
  // A second more: the window turns at the reset's second, not before.
  return Math.max(0, Number(reset) * 1000 - now) + 1000;
}

/**
 * The wait a rate-limited answer asks for, as GitHub's docs order it: `retry-after`;
 * else, when `x-ratelimit-remaining` is 0, until `x-ratelimit-reset`; else a minute.
 */
export function rateLimitWait(headers: Headers, now: number): number {
  const spent = headers.get('x-ratelimit-remaining')?.trim() === '0';
  return (
    parseRetryAfter(headers.get('retry-after'), now) ??
    (spent ? untilReset(headers, now) : null) ??
    SECONDARY_LIMIT_WAIT_MS
  );
}

const rateLimited = (reason: string, wait: number, context: Pick<CallContext, 'secrets'>) =>
  failure(
    'rate-limited',
    `GitHub asks to slow down${reason ? `: ${reason}` : '.'}`,
    context.secrets,
    wait,
  );

/**
 * A rate limit told by a 403 or 429 (GitHub's headers decide the wait), or null for a
 * plain 403 (a permission) and every other answer.
 */
export function rateLimitRefusal(
  response: Response,
  text: string,
  context: CallContext,
): TrackerFailure | null {
  const { status, headers } = response;
  if (status !== 403 && status !== 429) return null;
  const reason = githubReasons(text);
  const limited =
    status === 429 ||
    headers.get('x-ratelimit-remaining') === '0' ||
    headers.has('retry-after') ||
    /rate limit/i.test(reason);
  return limited ? rateLimited(reason, rateLimitWait(headers, context.now), context) : null;
}

const isRateLimit = (error: GraphQLError) =>
  error.type === 'RATE_LIMITED' ||
  (typeof error.message === 'string' && /rate limit/i.test(error.message));

/** A 200 whose GraphQL `errors` say the rate limit is spent, waited out by its headers. */
export function graphqlRateLimit(
  response: Response,
  text: string,
  context: CallContext,
): TrackerFailure | null {
  if (!response.ok || !text.includes('"errors"')) return null;
  const errors = jsonObjectOf(text)?.errors;
  if (!Array.isArray(errors) || !errors.some((e) => isObject(e) && isRateLimit(e))) return null;
  return rateLimited(githubReasons(text), rateLimitWait(response.headers, context.now), context);
}

/** The GraphQL `errors` of a 200 (other than a rate limit), as the failure they tell. */
export function graphqlFailure(
  errors: readonly GraphQLError[],
  context: Pick<CallContext, 'what' | 'secrets' | 'now'>,
): TrackerFailure {
  const messages = errors
    .map((e) => (typeof e.message === 'string' ? e.message : ''))
    .filter((m) => m !== '');
  const reason = messages.join(' ');
  const said = (text: string) => (reason ? `${text} GitHub says: ${reason}` : text);
  const types = new Set(errors.map((e) => e.type));
  const { what, secrets } = context;
  if (errors.some(isRateLimit)) {
    // Seen without its headers (graphqlRateLimit reads them first): a minute.
    return rateLimited(reason, SECONDARY_LIMIT_WAIT_MS, context);
  }
  if (
    types.has('FORBIDDEN') ||
    types.has('INSUFFICIENT_SCOPES') ||
    /resource not accessible/i.test(reason)
  ) {
    return failure('permission', said(`The GitHub account may not do this for ${what}.`), secrets);
  }
  if (types.has('NOT_FOUND')) {
    return failure(
      'not-found',
      said(`${sentenceStart(what)} was not found in GitHub, or the token cannot see it.`),
      secrets,
    );
  }
  return failure('invalid', said(`GitHub refused ${what}.`), secrets);
}
