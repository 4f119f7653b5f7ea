/**
 * GitLab's REST API v4 on the shared HTTP caller (../http.ts): the token in the
 * `PRIVATE-TOKEN` header, every path under `{root}/api/v4`, a 429's wait read from
 * GitLab's rate-limit headers and a 403 `insufficient_scope` said with its fix. A list
 * call answers its headers too, since GitLab pages in them.
 */
import type { TrackerResult } from '../contract';
import { createHttpCaller, type HttpAnswer, type HttpCallerOptions } from '../http';
import { apiRoot, secretsOf, TOKEN_HEADER, type GitLabCredentials } from './credentials';
import { GITLAB_TERMS, rateLimitRefusal, scopeFailure } from './failures';

export interface GitLabClient {
  /** The REST API's root (`https://gitlab.com/api/v4`), without a trailing slash. */
  readonly api: string;
  /** `GET {api}{path}` with its headers; `what` names the call in a failure. */
  list<T>(path: string, what: string): Promise<TrackerResult<HttpAnswer<T>>>;
  get<T>(path: string, what: string): Promise<TrackerResult<T | null>>;
  put<T>(path: string, what: string, body: unknown): Promise<TrackerResult<T | null>>;
}

export function createGitLabClient(
  credentials: GitLabCredentials,
  options: HttpCallerOptions = {},
): GitLabClient {
  const api = apiRoot(credentials.baseUrl);
  const http = createHttpCaller({
    ...options,
    vendor: GITLAB_TERMS,
    credentialHeader: TOKEN_HEADER,
    authorization: credentials.token,
    secrets: secretsOf(credentials),
    refusal: rateLimitRefusal,
    special: scopeFailure,
  });
  return {
    api,
    list: (path, what) => http.exchange('GET', `${api}${path}`, what),
    get: (path, what) => http.request('GET', `${api}${path}`, what),
    put: (path, what, body) => http.request('PUT', `${api}${path}`, what, { body }),
  };
}

/** A project's or group's path as GitLab's API takes it in a URL: `acme%2Fpay`. */
export const encodedPath = (path: string) => encodeURIComponent(path);
