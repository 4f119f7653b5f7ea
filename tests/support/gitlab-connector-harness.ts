/**
 * The GitLab connector on the stand-in, for the connector's tests: a self-managed GitLab
 * at the stand-in's root (a relative root too), or GitLab.com led to the stand-in, and
 * the shapes the tests compare with.
 */
import { createGitLabConnector } from '../../shared/trackers/gitlab/connector';
import {
  PAY_ISSUES,
  startGitLabStandIn,
  type GitLabStandIn,
  type GitLabStandInOptions,
} from './gitlab-stand-in';
import { useStandInConnector } from './tracker-connector-harness';

export { keys, NOW } from './tracker-connector-harness';

export const TOKEN = 'glpat-AbCdEfGhIjKlMnOpQrSt0123456789';
export const WEIGHT = { id: 'weight', name: 'Weight', decimals: false };

/** Starts a stand-in per test, closed after it; `gitlab()` connects to it. */
export const useGitLab = () =>
  useStandInConnector<GitLabStandInOptions, GitLabStandIn>({
    start: startGitLabStandIn,
    defaults: () => ({ token: TOKEN, issues: PAY_ISSUES }),
    cloud: 'https://gitlab.com',
    cloudApi: 'https://gitlab.com',
    create: (baseUrl, token, options) =>
      createGitLabConnector({ kind: 'gitlab', baseUrl, token }, options),
  });

/** Each request as its method and path under the API, with its query. */
export const calls = (s: GitLabStandIn) =>
  s.requests.map(
    (r) => `${r.method} ${r.apiPath}${r.query.size > 0 ? `?${r.query.toString()}` : ''}`,
  );
