/**
 * A Jira connection given to `npm start` in its environment rather than on the wall:
 * `STORY_POINT_JIRA_URL` and `STORY_POINT_JIRA_TOKEN`, with `STORY_POINT_JIRA_EMAIL` for
 * Jira Cloud's API token (basic auth); without an e-mail the token is a Data
 * Center/Server PAT. Problems are reported without the token.
 */
import type { JiraCredentials } from '../../shared/trackers/jira/credentials';
import { checkBaseUrl } from '../../shared/trackers/base-url';

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
