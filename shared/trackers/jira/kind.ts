/** Jira as the connection service uses it: the setup checked, then a connector made. */
import { checkBaseUrl } from '../base-url';
import type { ConnectorKind } from '../connector';
import { createJiraConnector } from './connector';

export const JIRA_KIND: ConnectorKind = {
  credentialsOf(setup) {
    const base = checkBaseUrl(setup.baseUrl);
    if (!base.ok) return base;
    return {
      ok: true,
      value: {
        kind: setup.kind,
        baseUrl: base.value,
        token: setup.token,
        ...(setup.kind === 'jira-cloud' ? { email: setup.email ?? '' } : {}),
      },
    };
  },
  create: (credentials, options) => createJiraConnector(credentials, options),
};
