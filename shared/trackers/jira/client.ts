/**
 * Jira's REST API over plain `fetch` (Node 20, Electron's main process and a browser
 * alike): one request helper that sends the credential, reads JSON and turns every
 * failure into the contract's, and remembers how many calls in a row found the site
 * down so the back-off it suggests grows (2 s, 4 s, 8 s …).
 */
import type { TrackerResult } from '../contract';
import { backoffMs, failure } from '../failure';
import { apiVersion, authorization, secretsOf, type JiraCredentials } from './credentials';
import { failureOfNetwork, failureOfResponse } from './failures';

/** `fetch`, or a stand-in in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** How long one call may take before it counts as a network failure. */
export const CALL_TIMEOUT_MS = 30_000;

export interface JiraClientOptions {
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
}

/** One Jira site, called with one credential. */
export interface JiraClient {
  readonly credentials: JiraCredentials;
  readonly version: '3' | '2';
  /**
   * Calls `/rest/api/{version}{path}`. A 204 answers null; `what` names the call in a
   * failure's message ("PAY-142", "the query").
   */
  call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    what: string,
    body?: unknown,
  ): Promise<TrackerResult<T | null>>;
}

export function createJiraClient(
  credentials: JiraCredentials,
  options: JiraClientOptions = {},
): JiraClient {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const version = apiVersion(credentials);
  const secrets = secretsOf(credentials);
  // Calls in a row that found the site down or unreachable: the next back-off's step.
  let downInARow = 0;
  const nextBackoff = () => backoffMs(downInARow++);

  return {
    credentials,
    version,
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, what: string, body?: unknown) {
      const headers: Record<string, string> = {
        authorization: authorization(credentials),
        accept: 'application/json',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetchFn(`${credentials.baseUrl}/rest/api/${version}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          // Never follow a redirect: it could carry the credential to another host.
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS),
        });
      } catch (error) {
        return {
          ok: false,
          failure: failureOfNetwork(error, { secrets, backoffMs: nextBackoff() }),
        };
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 500 || response.status === 429) {
        const context = { what, secrets, now: now(), backoffMs: nextBackoff() };
        return {
          ok: false,
          failure: failureOfResponse(
            response.status,
            response.headers.get('retry-after'),
            text,
            context,
          ),
        };
      }
      downInARow = 0;
      if (response.status === 0 || (response.status >= 300 && response.status < 400)) {
        return {
          ok: false,
          failure: failure(
            'invalid',
            `Jira answered with a redirect for ${what}: check the site address (it may point to a login page or another host).`,
            secrets,
          ),
        };
      }
      if (!response.ok) {
        const context = { what, secrets, now: now(), backoffMs: 0 };
        return {
          ok: false,
          failure: failureOfResponse(
            response.status,
            response.headers.get('retry-after'),
            text,
            context,
          ),
        };
      }
      if (response.status === 204 || text === '') return { ok: true, value: null };
      try {
        return { ok: true, value: JSON.parse(text) as T };
      } catch {
        return {
          ok: false,
          failure: failure(
            'invalid',
            `The site did not answer as Jira’s REST API does for ${what}: check the address.`,
            secrets,
          ),
        };
      }
    },
  };
}
