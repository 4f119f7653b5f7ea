/** GitLab as the connection service uses it: the address checked, then a connector made. */
import type { ConnectorKind } from '../connector';
import { createGitLabConnector } from './connector';
import { checkGitLabAddress } from './credentials';

export const GITLAB_KIND: ConnectorKind = {
  credentialsOf(setup) {
    const base = checkGitLabAddress(setup.baseUrl);
    if (!base.ok) return base;
    return { ok: true, value: { kind: 'gitlab', baseUrl: base.value, token: setup.token } };
  },
  create: (credentials, options) =>
    createGitLabConnector(
      { kind: 'gitlab', baseUrl: credentials.baseUrl, token: credentials.token },
      options,
    ),
};
