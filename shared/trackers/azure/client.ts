/**
 * Azure DevOps' REST API on the shared HTTP caller (../http.ts): the PAT as basic auth,
 * `api-version=7.1` on every call, the project's or the organization's path, and
 * Azure's way of explaining failures (and of answering a bad PAT with a sign-in page).
 */
import type { TrackerResult } from '../contract';
import { createHttpCaller, type HttpCallerOptions, type HttpRequest } from '../http';
import { authorization, secretsOf, type AzureCredentials } from './credentials';
import { AZURE_TERMS, signInPage } from './failures';

/** The REST API version every call names (Azure DevOps Server 2022.1 and Services). */
export const API_VERSION = '7.1';

export interface AzureCall extends HttpRequest {
  /** `organization`: under the organization (`{org}/_apis/…`); else the project's. */
  scope?: 'project' | 'organization';
  /** Query parameters besides `api-version`. */
  query?: Record<string, string>;
  /** Another version, or null for none (`connectionData` answers only without one). */
  apiVersion?: string | null;
}

/** One organization and project, called with one PAT. */
export interface AzureClient {
  readonly credentials: AzureCredentials;
  /** Calls `{org}[/{project}]/_apis/{path}?…&api-version=7.1`; `what` names it in a failure. */
  call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    what: string,
    call?: AzureCall,
  ): Promise<TrackerResult<T | null>>;
  /** Where people open work item `id`. */
  webUrl(id: number): string;
}

export function createAzureClient(
  credentials: AzureCredentials,
  options: HttpCallerOptions = {},
): AzureClient {
  const http = createHttpCaller({
    ...options,
    vendor: AZURE_TERMS,
    authorization: authorization(credentials),
    secrets: secretsOf(credentials),
    refusal: signInPage,
  });
  const project = `${credentials.baseUrl}/${encodeURIComponent(credentials.project)}`;
  return {
    credentials,
    call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, what: string, call: AzureCall = {}) {
      const root = call.scope === 'organization' ? credentials.baseUrl : project;
      const version = call.apiVersion === undefined ? API_VERSION : call.apiVersion;
      const query = new URLSearchParams({
        ...call.query,
        ...(version === null ? {} : { 'api-version': version }),
      });
      const { body, contentType } = call;
      return http.request<T>(
        method,
        `${root}/_apis/${path}${query.size > 0 ? `?${query}` : ''}`,
        what,
        {
          ...(body === undefined ? {} : { body }),
          ...(contentType === undefined ? {} : { contentType }),
        },
      );
    },
    webUrl: (id) => `${project}/_workitems/edit/${id}`,
  };
}
