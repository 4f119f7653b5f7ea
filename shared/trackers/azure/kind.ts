/** Azure DevOps as the connection service uses it: the setup checked, then a connector made. */
import type { ConnectorKind } from '../connector';
import { createAzureConnector } from './connector';
import { checkOrganization, checkProject } from './credentials';

export const AZURE_DEVOPS_KIND: ConnectorKind = {
  credentialsOf(setup) {
    const base = checkOrganization(setup.baseUrl);
    if (!base.ok) return base;
    const project = checkProject(setup.project);
    if (!project.ok) return project;
    return {
      ok: true,
      value: {
        kind: 'azure-devops',
        baseUrl: base.value,
        project: project.value,
        token: setup.token,
      },
    };
  },
  create: (credentials, options) =>
    createAzureConnector(
      {
        kind: 'azure-devops',
        baseUrl: credentials.baseUrl,
        project: credentials.project ?? '',
        token: credentials.token,
      },
      options,
    ),
};
