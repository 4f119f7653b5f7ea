/**
 * A tracker connected with an access token at an address (GitHub, GitLab, Linear), as the
 * connection service uses it: the address checked by the tracker's own rule, then its
 * connector made for that address and token.
 */
import type { ConnectorKind, TrackerConnector } from './connector';
import type { TrackerResult } from './contract';
import type { HttpCallerOptions } from './http';

/** A token tracker's credentials: where, and the token. */
export interface TokenCredentials<K extends string> {
  kind: K;
  baseUrl: string;
  token: string;
}

export function tokenTrackerKind<K extends 'github' | 'gitlab' | 'linear'>(
  kind: K,
  checkAddress: (raw: string) => TrackerResult<string>,
  create: (credentials: TokenCredentials<K>, options: HttpCallerOptions) => TrackerConnector,
): ConnectorKind {
  return {
    credentialsOf(setup) {
      const base = checkAddress(setup.baseUrl);
      if (!base.ok) return base;
      return { ok: true, value: { kind, baseUrl: base.value, token: setup.token } };
    },
    create: (credentials, options) =>
      create({ kind, baseUrl: credentials.baseUrl, token: credentials.token }, options),
  };
}
