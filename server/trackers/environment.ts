/**
 * A tracker connection given to `npm start` in its environment rather than on the wall.
 * Jira:
 * `STORY_POINT_JIRA_URL` and `STORY_POINT_JIRA_TOKEN`, with `STORY_POINT_JIRA_EMAIL` for
 * Jira Cloud's API token (basic auth); without an e-mail the token is a Data
 * Center/Server PAT. Azure DevOps: `STORY_POINT_AZURE_DEVOPS_URL`, `…_PROJECT` and
 * `…_TOKEN`. GitHub: `STORY_POINT_GITHUB_TOKEN`, with `STORY_POINT_GITHUB_URL` for a
 * GitHub Enterprise Server (https://github.com when unset). GitLab:
 * `STORY_POINT_GITLAB_TOKEN`, with `STORY_POINT_GITLAB_URL` for a self-managed GitLab
 * (https://gitlab.com when unset). Linear: `STORY_POINT_LINEAR_API_KEY` (Linear is cloud
 * only, so no address). Problems are reported without the token.
 */
import {
  checkOrganization,
  checkProject,
  type AzureCredentials,
} from '../../shared/trackers/azure/credentials';
import { checkBaseUrl } from '../../shared/trackers/base-url';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import {
  checkGitHubAddress,
  GITHUB_COM,
  type GitHubCredentials,
} from '../../shared/trackers/github/credentials';
import {
  checkGitLabAddress,
  GITLAB_COM,
  type GitLabCredentials,
} from '../../shared/trackers/gitlab/credentials';
import type { JiraCredentials } from '../../shared/trackers/jira/credentials';
import { LINEAR_API, type LinearCredentials } from '../../shared/trackers/linear/credentials';

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

export const GITHUB_ENV = {
  url: 'STORY_POINT_GITHUB_URL',
  token: 'STORY_POINT_GITHUB_TOKEN',
} as const;

/**
 * A GitHub connection from the environment: the token, and the address of a GitHub
 * Enterprise Server when it is not github.com; null when no token is set (or the
 * address is unusable, reported without the token).
 */
export function githubFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): GitHubCredentials | null {
  const url = env[GITHUB_ENV.url]?.trim();
  const token = env[GITHUB_ENV.token]?.trim();
  if (!token) {
    if (url) report(`GitHub from the environment needs ${GITHUB_ENV.token}; ignored.`);
    return null;
  }
  const base = checkGitHubAddress(url || GITHUB_COM);
  if (!base.ok) {
    report(`${GITHUB_ENV.url}: ${base.failure.message} Ignored.`);
    return null;
  }
  return { kind: 'github', baseUrl: base.value, token };
}

export const GITLAB_ENV = {
  url: 'STORY_POINT_GITLAB_URL',
  token: 'STORY_POINT_GITLAB_TOKEN',
} as const;

/**
 * A GitLab connection from the environment: the token, and the address of a
 * self-managed GitLab when it is not GitLab.com; null when no token is set (or the
 * address is unusable, reported without the token).
 */
export function gitlabFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): GitLabCredentials | null {
  const url = env[GITLAB_ENV.url]?.trim();
  const token = env[GITLAB_ENV.token]?.trim();
  if (!token) {
    if (url) report(`GitLab from the environment needs ${GITLAB_ENV.token}; ignored.`);
    return null;
  }
  const base = checkGitLabAddress(url || GITLAB_COM);
  if (!base.ok) {
    report(`${GITLAB_ENV.url}: ${base.failure.message} Ignored.`);
    return null;
  }
  return { kind: 'gitlab', baseUrl: base.value, token };
}

export const LINEAR_ENV = { token: 'STORY_POINT_LINEAR_API_KEY' } as const;

/** A Linear connection from the environment: the personal API key; null when unset. */
export function linearFromEnvironment(env: NodeJS.ProcessEnv): LinearCredentials | null {
  const token = env[LINEAR_ENV.token]?.trim();
  return token ? { kind: 'linear', baseUrl: LINEAR_API, token } : null;
}

/** The environment's tracker connection (Jira, Azure DevOps, GitHub, GitLab or Linear); one only. */
export function trackerFromEnvironment(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): TrackerCredentials | null {
  const set = [
    { name: 'Jira', credentials: jiraFromEnvironment(env, report) },
    { name: 'Azure DevOps', credentials: azureDevOpsFromEnvironment(env, report) },
    { name: 'GitHub', credentials: githubFromEnvironment(env, report) },
    { name: 'GitLab', credentials: gitlabFromEnvironment(env, report) },
    { name: 'Linear', credentials: linearFromEnvironment(env) },
  ].filter((t) => t.credentials !== null);
  if (set.length > 1) {
    const names = set.map((t) => t.name);
    report(
      `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are set in the environment; ${names[0]} is used.`,
    );
  }
  return set[0]?.credentials ?? null;
}
