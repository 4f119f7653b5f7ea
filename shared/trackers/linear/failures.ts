/**
 * Linear's answers turned into the contract's failures (docs/trackers.md, "Linear: what
 * each failure looks like on the wall"), on the rules every connector shares (../http.ts).
 * Linear's GraphQL API reports refusals as `errors` whose `extensions.type` names the
 * kind (`authentication error`, `forbidden`, `ratelimited`, `invalid input` …, the
 * types its SDK reads) and `extensions.code` (`RATELIMITED`), with status 200 or 400.
 * A rate limit's window ends at `X-RateLimit-Requests-Reset` or
 * `X-RateLimit-Complexity-Reset`, both in UTC epoch milliseconds.
 */
import type { TrackerFailure, TrackerFailureKind } from '../contract';
import { failure, parseRetryAfter } from '../failure';
import type { CallContext, VendorTerms } from '../http';

/** One entry of a GraphQL answer's `errors`, as Linear writes it. */
export interface LinearGraphQLError {
  message?: unknown;
  extensions?: {
    type?: unknown;
    code?: unknown;
    userPresentableMessage?: unknown;
  } | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `errors` of a body, or an empty list when it has none. */
export function errorsOf(body: string): LinearGraphQLError[] {
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) && Array.isArray(parsed.errors)
      ? parsed.errors.filter(isObject).map((e) => e as LinearGraphQLError)
      : [];
  } catch {
    return [];
  }
}

/** What an error says to a person: Linear's presentable message, else its message. */
const messageOf = (e: LinearGraphQLError): string => {
  const presentable = e.extensions?.userPresentableMessage;
  if (typeof presentable === 'string' && presentable !== '') return presentable;
  return typeof e.message === 'string' ? e.message : '';
};

const reasonsOf = (errors: readonly LinearGraphQLError[]) =>
  [...new Set(errors.map(messageOf).filter((m) => m !== ''))].join(' ');

/** Linear's reasons from an error body; empty when it gives none. */
export const linearReasons = (body: string): string => reasonsOf(errorsOf(body));

export const LINEAR_TERMS: VendorTerms = {
  name: 'Linear',
  credentialsHint: 'wrong or revoked API key',
  reasons: linearReasons,
};

const typeOf = (e: LinearGraphQLError) =>
  typeof e.extensions?.type === 'string' ? e.extensions.type.toLowerCase() : '';
const codeOf = (e: LinearGraphQLError) =>
  typeof e.extensions?.code === 'string' ? e.extensions.code.toUpperCase() : '';

/** The contract's kind of one error, as its type, code or message tells it. */
function kindOf(e: LinearGraphQLError): TrackerFailureKind {
  const type = typeOf(e);
  const code = codeOf(e);
  const message = typeof e.message === 'string' ? e.message : '';
  if (type === 'ratelimited' || code === 'RATELIMITED') return 'rate-limited';
  if (type === 'authentication error' || code === 'AUTHENTICATION_ERROR') return 'credentials';
  if (type === 'forbidden' || code === 'FORBIDDEN' || type === 'feature not accessible') {
    return 'permission';
  }
  if (code === 'ENTITY_NOT_FOUND' || /entity not found|could not find referenced/i.test(message)) {
    return 'not-found';
  }
  if (type === 'internal error' || type === 'lock timeout') return 'unavailable';
  return 'invalid';
}

/** The order in which one kind outweighs another when several errors came together. */
const WEIGHT: readonly TrackerFailureKind[] = [
  'rate-limited',
  'credentials',
  'permission',
  'not-found',
  'unavailable',
  'invalid',
];

const epochMs = (value: string | null) => {
  const text = value?.trim();
  return text && /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * The wait a rate limit asks for: `Retry-After` when sent; else until the reset of the
 * limit that is spent (`X-RateLimit-{Requests,Complexity}-Remaining` 0), or the later of
 * the resets told; else the back-off. A page cannot read these headers unless Linear
 * exposes them to it, and then waits the back-off.
 */
export function rateLimitWait(headers: Headers, now: number, backoff: number): number {
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter !== null) return retryAfter;
  const limits = ['requests', 'complexity'].map((name) => ({
    spent: headers.get(`x-ratelimit-${name}-remaining`)?.trim() === '0',
    reset: epochMs(headers.get(`x-ratelimit-${name}-reset`)),
  }));
  const told = limits.filter((l) => l.reset !== null);
  const spent = told.filter((l) => l.spent);
  const resets = (spent.length > 0 ? spent : told).map((l) => l.reset!);
  if (resets.length === 0) return backoff;
  return Math.max(0, Math.max(...resets) - now);
}

const said = (text: string, reason: string) => (reason ? `${text} Linear says: ${reason}` : text);

/** Errors Linear reported (with status 200 or 400), as the failure they tell. */
export function graphqlFailure(
  errors: readonly LinearGraphQLError[],
  context: Pick<CallContext, 'what' | 'secrets' | 'now' | 'backoffMs'>,
  headers: Headers = new Headers(),
): TrackerFailure {
  const kinds = errors.map(kindOf);
  const kind = WEIGHT.find((k) => kinds.includes(k)) ?? 'invalid';
  const reason = reasonsOf(errors);
  const { what, secrets } = context;
  switch (kind) {
    case 'rate-limited':
      return failure(
        'rate-limited',
        said('Linear asks to slow down (rate limited).', reason),
        secrets,
        rateLimitWait(headers, context.now, context.backoffMs || 60_000),
      );
    case 'credentials':
      return failure(
        'credentials',
        said(`Linear did not accept the credential (${LINEAR_TERMS.credentialsHint}).`, reason),
        secrets,
      );
    case 'permission':
      return failure(
        'permission',
        said(`The Linear key may not do this for ${what}.`, reason),
        secrets,
      );
    case 'not-found':
      return failure(
        'not-found',
        said(
          `${what.charAt(0).toUpperCase()}${what.slice(1)} was not found in Linear, or the key cannot see it.`,
          reason,
        ),
        secrets,
      );
    case 'unavailable':
      return failure(
        'unavailable',
        said('Linear is unavailable.', reason),
        secrets,
        context.backoffMs || 2_000,
      );
    default:
      return failure('invalid', said(`Linear refused ${what}.`, reason), secrets);
  }
}

/**
 * A rate limit, whatever its status (Linear answers it 400 with `RATELIMITED`; a 429 is
 * read the same way), waited out by Linear's headers; null for every other answer.
 */
export function rateLimitRefusal(
  response: Response,
  text: string,
  context: CallContext,
): TrackerFailure | null {
  const errors = errorsOf(text);
  const limited = response.status === 429 || errors.some((e) => kindOf(e) === 'rate-limited');
  if (!limited) return null;
  return failure(
    'rate-limited',
    said('Linear asks to slow down (rate limited).', reasonsOf(errors)),
    context.secrets,
    rateLimitWait(response.headers, context.now, context.backoffMs || 60_000),
  );
}

/** A 4xx carrying GraphQL `errors` (Linear's 400 for most refusals), read by its errors. */
export function erroredStatus(
  status: number,
  body: string,
  context: CallContext,
): TrackerFailure | null {
  const errors = errorsOf(body);
  if (errors.length === 0) return null;
  const read = graphqlFailure(errors, context);
  // A 401 or 403 without a type Linear names still says what its status says.
  if (read.kind === 'invalid' && (status === 401 || status === 403)) return null;
  return read;
}
