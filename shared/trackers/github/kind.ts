/** GitHub as the connection service uses it: the address checked, then a connector made. */
import type { ConnectorKind } from '../connector';
import { createGitHubConnector } from './connector';
import { checkGitHubAddress } from './credentials';

export const GITHUB_KIND: ConnectorKind = {
  credentialsOf(setup) {
    const base = checkGitHubAddress(setup.baseUrl);
    if (!base.ok) return base;
    return { ok: true, value: { kind: 'github', baseUrl: base.value, token: setup.token } };
  },
  create: (credentials, options) =>
    createGitHubConnector(
      { kind: 'github', baseUrl: credentials.baseUrl, token: credentials.token },
      options,
    ),
};
