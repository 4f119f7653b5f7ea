/**
 * A Linear connection's credential and where it is sent (docs/trackers.md, "Linear: the
 * key to make"): a personal API key (`lin_api_…`), sent as `Authorization: <key>` with
 * no scheme, as Linear's docs say for API keys. Linear is a cloud service only, so its
 * address is always `https://api.linear.app`; only a server on this computer (the
 * stand-in) may stand for it.
 */
import { checkBaseUrl, isLoopbackHost } from '../base-url';
import type { TrackerResult } from '../contract';

/** Linear's API host, the only address a Linear connection has. */
export const LINEAR_API = 'https://api.linear.app';

/** What the Linear connector needs. */
export interface LinearCredentials {
  kind: 'linear';
  /** `https://api.linear.app` (or the stand-in's loopback address in tests). */
  baseUrl: string;
  token: string;
}

/** Linear's GraphQL endpoint under the API's address. */
export const graphqlEndpoint = (baseUrl: string) => `${baseUrl}/graphql`;

/** Every form in which the key could leak into a message: hidden wherever seen. */
export function secretsOf(credentials: Pick<LinearCredentials, 'token'>): string[] {
  const { token } = credentials;
  return [token, encodeURIComponent(token)];
}

const LINEAR_HOSTS = new Set(['linear.app', 'www.linear.app', 'api.linear.app']);

/**
 * The address: empty, or anything on linear.app (a pasted page or the API's endpoint),
 * is `https://api.linear.app`; a loopback server is kept as given (a stand-in); any
 * other host is refused, since Linear has no self-managed server.
 */
export function checkLinearAddress(raw: string): TrackerResult<string> {
  if (raw.trim() === '') return { ok: true, value: LINEAR_API };
  const base = checkBaseUrl(raw, { vendor: 'Linear', example: LINEAR_API });
  if (!base.ok) return base;
  const url = new URL(base.value);
  const host = url.hostname.toLowerCase();
  if (LINEAR_HOSTS.has(host) && url.protocol === 'https:') return { ok: true, value: LINEAR_API };
  if (isLoopbackHost(host)) return { ok: true, value: base.value.replace(/\/graphql$/i, '') };
  return {
    ok: false,
    failure: {
      kind: 'invalid',
      message: `Linear is a cloud service only: its API is ${LINEAR_API}, and no other address can stand for it.`,
    },
  };
}
