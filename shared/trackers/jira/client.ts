/**
 * Jira's REST API on the shared HTTP caller (../http.ts): the credential of the kind
 * (basic or bearer), the API version's path, and Jira's way of explaining failures.
 */
import type { TrackerResult } from '../contract';
import { createHttpCaller, type HttpCallerOptions } from '../http';
import { apiVersion, authorization, secretsOf, type JiraCredentials } from './credentials';
import { JIRA_TERMS, notOnScreen } from './failures';

export { CALL_TIMEOUT_MS, type FetchLike } from '../http';

export type JiraClientOptions = HttpCallerOptions;

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
  const version = apiVersion(credentials);
  const http = createHttpCaller({
    ...options,
    vendor: JIRA_TERMS,
    authorization: authorization(credentials),
    secrets: secretsOf(credentials),
    special: notOnScreen,
  });
  return {
    credentials,
    version,
    call: <T>(method: 'GET' | 'POST' | 'PUT', path: string, what: string, body?: unknown) =>
      http.request<T>(method, `${credentials.baseUrl}/rest/api/${version}${path}`, what, {
        ...(body === undefined ? {} : { body }),
      }),
  };
}
