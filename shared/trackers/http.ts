/**
 * A tracker's REST API over plain `fetch` (Node 20, Electron's main process and a
 * browser alike), the part every connector shares: the credential sent, no redirect
 * followed, JSON read, each answer's status turned into the contract's failure in the
 * vendor's words, and a count of calls in a row that found the site down so the
 * back-off it suggests grows (2 s, 4 s, 8 s …). Each vendor names itself and says how
 * to read its error bodies (docs/trackers.md, "What the wall shows").
 */
import type { TrackerFailure, TrackerResult } from './contract';
import { backoffMs, failure, parseRetryAfter } from './failure';

/** `fetch`, or a fake in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** How long one call may take before it counts as a network failure. */
export const CALL_TIMEOUT_MS = 30_000;

/** What a failed call was about, for a message that names it. */
export interface CallContext {
  /** e.g. "the query", "PAY-142". */
  what: string;
  secrets: readonly string[];
  now: number;
  /** The back-off for a 5xx without `Retry-After` (grows with each failure in a row). */
  backoffMs: number;
}

/** How a vendor is named, and how its refusals are read. */
export interface VendorTerms {
  /** 'Jira', 'Azure DevOps'. */
  name: string;
  /** Why a credential is refused, in the 401's sentence ("wrong or expired token"). */
  credentialsHint: string;
  /** The vendor's own reasons from an error body; empty when it gives none. */
  reasons(body: string): string;
}

/**
 * What a call was about (`what`) at the start of a sentence: words ("the query", "work
 * item 101") capitalised; a reference or key (`acme/pay#12`, `PAY-142`) is code and
 * keeps its case, or it would name another repository or none.
 */
export const sentenceStart = (what: string) =>
  /^[a-z]+ /.test(what) ? `${what.charAt(0).toUpperCase()}${what.slice(1)}` : what;

/** The failure of a non-2xx answer, in `vendor`'s words and with its reasons. */
export function failureOfStatus(
  status: number,
  retryAfter: string | null,
  body: string,
  context: CallContext,
  vendor: VendorTerms,
): TrackerFailure {
  const reasons = vendor.reasons(body);
  const { name } = vendor;
  const said = (fallback: string) => (reasons ? `${fallback} ${name} says: ${reasons}` : fallback);
  const { what, secrets } = context;
  switch (true) {
    case status === 401:
      return failure(
        'credentials',
        said(`${name} did not accept the credential (${vendor.credentialsHint}).`),
        secrets,
      );
    case status === 403:
      return failure(
        'permission',
        said(`The ${name} account may not do this for ${what}.`),
        secrets,
      );
    case status === 404:
      return failure(
        'not-found',
        said(`${sentenceStart(what)} was not found in ${name}, or the account cannot see it.`),
        secrets,
      );
    case status === 410:
      return failure(
        'removed',
        said(
          `${name} no longer serves this API for ${what} (410 Gone); the connector needs an update.`,
        ),
        secrets,
      );
    case status === 400 || status === 422:
      return failure('invalid', said(`${name} refused ${what}.`), secrets);
    case status === 429: {
      const wait = parseRetryAfter(retryAfter, context.now) ?? context.backoffMs;
      return failure('rate-limited', said(`${name} asks to slow down (429).`), secrets, wait);
    }
    case status >= 500: {
      const wait = parseRetryAfter(retryAfter, context.now) ?? context.backoffMs;
      return failure('unavailable', said(`${name} is unavailable (${status}).`), secrets, wait);
    }
    default:
      return failure('invalid', said(`${name} answered ${status} for ${what}.`), secrets);
  }
}

/** The failure of a call that got no answer (offline, DNS, refused, timed out). */
export function failureOfNetwork(
  error: unknown,
  context: Pick<CallContext, 'secrets' | 'backoffMs'>,
  vendorName: string,
): TrackerFailure {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const detail =
    cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'no answer';
  return failure(
    'network',
    `${vendorName} could not be reached (${detail}).`,
    context.secrets,
    context.backoffMs,
  );
}

export interface HttpCallerOptions {
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
}

/** One site called with one credential, as a connector's client sets it up. */
export interface HttpCallerSetup extends HttpCallerOptions {
  vendor: VendorTerms;
  /** The credential header's value (`Authorization` unless `credentialHeader` names another). */
  authorization: string;
  /** The header the credential goes in, when not `authorization` (GitLab's `private-token`). */
  credentialHeader?: string;
  /** Every form of the credential, hidden wherever it would show. */
  secrets: readonly string[];
  /**
   * The failure of an answer the vendor's status alone does not tell (a sign-in page,
   * GitHub's rate limits told in its own headers). Asked first for every answer, a 429's
   * and a 5xx's too, with the back-off those would wait.
   */
  refusal?: (response: Response, text: string, context: CallContext) => TrackerFailure | null;
  /** A 4xx the vendor explains in its own way (Jira's not-on-screen), or null. */
  special?: (status: number, body: string, context: CallContext) => TrackerFailure | null;
}

export interface HttpRequest {
  body?: unknown;
  /** The body's type; `application/json` unless said (Azure's json-patch). */
  contentType?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success's body with its headers, for a vendor that pages in headers (GitLab). */
export interface HttpAnswer<T> {
  body: T | null;
  headers: Headers;
}

export interface HttpCaller {
  /** Calls `url`. A 204 or empty answer is null; `what` names the call in a failure. */
  request<T>(
    method: HttpMethod,
    url: string,
    what: string,
    request?: HttpRequest,
  ): Promise<TrackerResult<T | null>>;
  /** As {@link request}, with the answer's headers beside its body. */
  exchange<T>(
    method: HttpMethod,
    url: string,
    what: string,
    request?: HttpRequest,
  ): Promise<TrackerResult<HttpAnswer<T>>>;
}

export function createHttpCaller(setup: HttpCallerSetup): HttpCaller {
  const fetchFn = setup.fetch ?? ((url, init) => fetch(url, init));
  const now = setup.now ?? Date.now;
  const { vendor, secrets } = setup;
  // Calls in a row that found the site down or unreachable: the next back-off's step.
  let downInARow = 0;
  const nextBackoff = () => backoffMs(downInARow++);
  const fail = (f: TrackerFailure): TrackerResult<never> => ({ ok: false, failure: f });

  async function exchange<T>(
    method: HttpMethod,
    url: string,
    what: string,
    request: HttpRequest = {},
  ): Promise<TrackerResult<HttpAnswer<T>>> {
    const { body } = request;
    const headers: Record<string, string> = {
      [setup.credentialHeader ?? 'authorization']: setup.authorization,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    let response: Response;
    try {
      response = await fetchFn(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // Never follow a redirect: it could carry the credential to another host.
        redirect: 'manual',
        signal: AbortSignal.timeout(setup.timeoutMs ?? CALL_TIMEOUT_MS),
      });
    } catch (error) {
      return fail(failureOfNetwork(error, { secrets, backoffMs: nextBackoff() }, vendor.name));
    }
    const text = await response.text().catch(() => '');
    const retryAfter = response.headers.get('retry-after');
    if (response.status >= 500 || response.status === 429) {
      const context = { what, secrets, now: now(), backoffMs: nextBackoff() };
      const refused = setup.refusal?.(response, text, context);
      return fail(refused ?? failureOfStatus(response.status, retryAfter, text, context, vendor));
    }
    downInARow = 0;
    const context = { what, secrets, now: now(), backoffMs: 0 };
    const refused = setup.refusal?.(response, text, context);
    if (refused) return fail(refused);
    if (response.status === 0 || (response.status >= 300 && response.status < 400)) {
      return fail(
        failure(
          'invalid',
          `${vendor.name} answered with a redirect for ${what}: check the site address (it may point to a login page or another host).`,
          secrets,
        ),
      );
    }
    if (!response.ok) {
      const special = setup.special?.(response.status, text, context);
      return fail(special ?? failureOfStatus(response.status, retryAfter, text, context, vendor));
    }
    const answered = (value: T | null) => ({
      ok: true as const,
      value: { body: value, headers: response.headers },
    });
    if (response.status === 204 || text === '') return answered(null);
    try {
      return answered(JSON.parse(text) as T);
    } catch {
      return fail(
        failure(
          'invalid',
          `The site did not answer as ${vendor.name}’s REST API does for ${what}: check the address.`,
          secrets,
        ),
      );
    }
  }

  return {
    exchange,
    async request<T>(
      method: HttpMethod,
      url: string,
      what: string,
      request: HttpRequest = {},
    ): Promise<TrackerResult<T | null>> {
      const answer = await exchange<T>(method, url, what, request);
      return answer.ok ? { ok: true, value: answer.value.body } : answer;
    },
  };
}
