/**
 * GitHub's GraphQL and REST APIs on the shared HTTP caller (../http.ts): the token as
 * `Bearer`, github.com's API host or a server's `/api/graphql` and `/api/v3`, the rate
 * limits read from GitHub's headers, and a GraphQL answer's `errors` (sent with status
 * 200) told as the failure they are.
 */
import type { TrackerResult } from '../contract';
import { createHttpCaller, type CallContext, type HttpCallerOptions } from '../http';
import {
  authorization,
  endpointsOf,
  secretsOf,
  type GitHubCredentials,
  type GitHubEndpoints,
} from './credentials';
import {
  graphqlFailure,
  graphqlRateLimit,
  GITHUB_TERMS,
  rateLimitRefusal,
  type GraphQLError,
} from './failures';

/** A GraphQL answer: its data, and the errors GitHub reported beside it. */
export interface GraphQLAnswer<T> {
  data: T;
  errors: GraphQLError[];
}

/** Which of a GraphQL answer's errors a caller can bear (a reference of no issue). */
export type ErrorFilter = (error: GraphQLError) => boolean;

export interface GitHubClient {
  readonly endpoints: GitHubEndpoints;
  /**
   * Sends a document with its variables. Errors fail the call, except those `bearable`
   * accepts when data came with them (then they are handed back beside the data).
   */
  graphql<T>(
    document: string,
    variables: Record<string, unknown>,
    what: string,
    bearable?: ErrorFilter,
  ): Promise<TrackerResult<GraphQLAnswer<T>>>;
  /** Calls the REST API at `path` (`/repos/…`); `what` names it in a failure. */
  rest<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    what: string,
    body?: unknown,
  ): Promise<TrackerResult<T | null>>;
}

interface RawAnswer {
  data?: unknown;
  errors?: unknown;
}

export function createGitHubClient(
  credentials: GitHubCredentials,
  options: HttpCallerOptions = {},
): GitHubClient {
  const endpoints = endpointsOf(credentials.baseUrl);
  const secrets = secretsOf(credentials);
  const now = options.now ?? Date.now;
  const http = createHttpCaller({
    ...options,
    vendor: GITHUB_TERMS,
    authorization: authorization(credentials),
    secrets,
    // A rate limit is told with the answer's headers, so it is read where they are seen.
    refusal: (response, text, context) =>
      rateLimitRefusal(response, text, context) ?? graphqlRateLimit(response, text, context),
  });

  return {
    endpoints,

    async graphql<T>(
      document: string,
      variables: Record<string, unknown>,
      what: string,
      bearable: ErrorFilter = () => false,
    ): Promise<TrackerResult<GraphQLAnswer<T>>> {
      const answer = await http.request<RawAnswer>('POST', endpoints.graphql, what, {
        body: { query: document, variables },
      });
      if (!answer.ok) return answer;
      const errors = Array.isArray(answer.value?.errors)
        ? (answer.value.errors as GraphQLError[])
        : [];
      const data = (answer.value?.data ?? null) as T | null;
      const unbearable = errors.filter((e) => !bearable(e));
      if (unbearable.length > 0 || (errors.length > 0 && data === null)) {
        const context: Pick<CallContext, 'what' | 'secrets' | 'now'> = {
          what,
          secrets,
          now: now(),
        };
        return {
          ok: false,
          failure: graphqlFailure(unbearable.length > 0 ? unbearable : errors, context),
        };
      }
      if (data === null) {
        return {
          ok: false,
          failure: {
            kind: 'invalid',
            message: `GitHub answered no data for ${what}: check the address.`,
          },
        };
      }
      return { ok: true, value: { data: data as T, errors } };
    },

    rest<T>(method: 'GET' | 'POST' | 'DELETE', path: string, what: string, body?: unknown) {
      return http.request<T>(
        method,
        `${endpoints.rest}${path}`,
        what,
        body === undefined ? {} : { body },
      );
    },
  };
}
