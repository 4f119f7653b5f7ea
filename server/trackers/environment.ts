/**
 * A tracker connection given to `npm start` in its environment rather than on the wall.
 * Jira:
 * `STORY_POINT_JIRA_URL` and `STORY_POINT_JIRA_TOKEN`, with `STORY_POINT_JIRA_EMAIL` for
 * Jira Cloud's API token (basic auth); without an e-mail the token is a Data
 * Center/Server PAT. Azure DevOps: `STORY_POINT_AZURE_DEVOPS_URL`, `…_PROJECT` and
 * `…_TOKEN`. Problems are reported without the token.
 */
import {
  checkOrganization,
  checkProject,
  type AzureCredentials,
} from '../../shared/trackers/azure/credentials';
import { checkBaseUrl } from '../../shared/trackers/base-url';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import type { JiraCredentials } from '../../shared/trackers/jira/credentials';

export const JIRA_ENV = {
  url: 'STORY_POINT_JIRA_URL',
  email: 'STORY_POINT_JIRA_EMAIL',
  token: 'STORY_POINT_JIRA_TOKEN',
} as const;

/** The environment's connection, or null when none is set (or it is unusable, reported). */
export function jiraFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): JiraCredentials | null {
  const url = env[JIRA_ENV.url]?.trim();
  const token = env[JIRA_ENV.token]?.trim();
  const email = env[JIRA_ENV.email]?.trim();
  if (!url && !token) return null;
  if (!url || !token) {
    report(`Jira from the environment needs both ${JIRA_ENV.url} and ${JIRA_ENV.token}; ignored.`);
    return null;
  }
  const base = checkBaseUrl(url);
  if (!base.ok) {
    report(`${JIRA_ENV.url}: ${base.failure.message} Ignored.`);
    return null;
  }
  return email
    ? { kind: 'jira-cloud', baseUrl: base.value, email, token }
    : { kind: 'jira-server', baseUrl: base.value, token };
}

export const AZURE_DEVOPS_ENV = {
  url: 'STORY_POINT_AZURE_DEVOPS_URL',
  project: 'STORY_POINT_AZURE_DEVOPS_PROJECT',
  token: 'STORY_POINT_AZURE_DEVOPS_TOKEN',
} as const;

/**
 * An Azure DevOps connection from the environment: the organization's (or collection's)
 * address, the project and a PAT, all three; null when none is set (or it is unusable,
 * reported without the PAT).
 */
export function azureDevOpsFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): AzureCredentials | null {
  const url = env[AZURE_DEVOPS_ENV.url]?.trim();
  const project = env[AZURE_DEVOPS_ENV.project]?.trim();
  const token = env[AZURE_DEVOPS_ENV.token]?.trim();
  if (!url && !project && !token) return null;
  if (!url || !project || !token) {
    const { url: u, project: p, token: t } = AZURE_DEVOPS_ENV;
    report(`Azure DevOps from the environment needs ${u}, ${p} and ${t}; ignored.`);
    return null;
  }
  const base = checkOrganization(url);
  if (!base.ok) {
    report(`${AZURE_DEVOPS_ENV.url}: ${base.failure.message} Ignored.`);
    return null;
  }
  const checked = checkProject(project);
  if (!checked.ok) {
    report(`${AZURE_DEVOPS_ENV.project}: ${checked.failure.message} Ignored.`);
    return null;
  }
  return { kind: 'azure-devops', baseUrl: base.value, project: checked.value, token };
}

/** The environment's tracker connection: Jira's, else Azure DevOps'; one only. */
export function trackerFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): TrackerCredentials | null {
  const jira = jiraFromEnvironment(env, report);
  const azure = azureDevOpsFromEnvironment(env, report);
  if (jira && azure) {
    report('Both Jira and Azure DevOps are set in the environment; Jira is used.');
  }
  return jira ?? azure;
}
