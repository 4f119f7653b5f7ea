/** Linear as the connection service uses it: the address checked, then a connector made. */
import type { ConnectorKind } from '../connector';
import { createLinearConnector } from './connector';
import { checkLinearAddress } from './credentials';

export const LINEAR_KIND: ConnectorKind = {
  credentialsOf(setup) {
    const base = checkLinearAddress(setup.baseUrl);
    if (!base.ok) return base;
    return { ok: true, value: { kind: 'linear', baseUrl: base.value, token: setup.token } };
  },
  create: (credentials, options) =>
    createLinearConnector(
      { kind: 'linear', baseUrl: credentials.baseUrl, token: credentials.token },
      options,
    ),
};
