/**
 * Linear's GraphQL API on the shared HTTP caller (../http.ts): the key as the whole
 * `Authorization` value, every call a POST to `{api}/graphql`, a rate limit read from
 * Linear's headers whatever the status, and `errors` answered with status 200 or 400
 * told as the failure they are (failures.ts).
 */
import type { TrackerResult } from '../contract';
import { createHttpCaller, type HttpCallerOptions } from '../http';
import { graphqlEndpoint, secretsOf, type LinearCredentials } from './credentials';
import {
  erroredStatus,
  graphqlFailure,
  LINEAR_TERMS,
  rateLimitRefusal,
  type LinearGraphQLError,
} from './failures';

export interface LinearClient {
  /** Sends a document with its variables; any error fails the call. */
  graphql<T>(
    document: string,
    variables: Record<string, unknown>,
    what: string,
  ): Promise<TrackerResult<T>>;
}

interface RawAnswer {
  data?: unknown;
  errors?: unknown;
}

export function createLinearClient(
  credentials: LinearCredentials,
  options: HttpCallerOptions = {},
): LinearClient {
  const secrets = secretsOf(credentials);
  const now = options.now ?? Date.now;
  const http = createHttpCaller({
    ...options,
    vendor: LINEAR_TERMS,
    authorization: credentials.token,
    secrets,
    refusal: rateLimitRefusal,
    special: erroredStatus,
  });
  const endpoint = graphqlEndpoint(credentials.baseUrl);

  return {
    async graphql<T>(document: string, variables: Record<string, unknown>, what: string) {
      const answer = await http.request<RawAnswer>('POST', endpoint, what, {
        body: { query: document, variables },
      });
      if (!answer.ok) return answer;
      const errors = Array.isArray(answer.value?.errors)
        ? (answer.value.errors as LinearGraphQLError[])
        : [];
      if (errors.length > 0) {
        return {
          ok: false,
          failure: graphqlFailure(errors, { what, secrets, now: now(), backoffMs: 0 }),
        };
      }
      const data = answer.value?.data;
      if (data === null || typeof data !== 'object') {
        return {
          ok: false,
          failure: {
            kind: 'invalid',
            message: `The site did not answer as Linear’s GraphQL API does for ${what}.`,
          },
        };
      }
      return { ok: true, value: data as T };
    },
  };
}
