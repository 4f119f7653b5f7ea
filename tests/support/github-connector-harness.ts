/**
 * The GitHub connector on the stand-in, for the connector's tests: a GitHub Enterprise
 * Server at the stand-in's root, or github.com with its API host led to the stand-in,
 * and the shapes the tests compare with.
 */
import { createGitHubConnector } from '../../shared/trackers/github/connector';
import {
  PAY_ISSUES,
  payProject,
  startGitHubStandIn,
  STORY_POINTS_FIELD,
  type GitHubStandIn,
  type GitHubStandInOptions,
} from './github-stand-in';
import { useStandInConnector } from './tracker-connector-harness';

export { keys, NOW } from './tracker-connector-harness';

export const TOKEN = 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
export const PROJECT_ID = payProject().id;
export const STORY_POINTS = `project:${PROJECT_ID}:${STORY_POINTS_FIELD.id}`;
export const LABEL = { id: 'label:estimate', name: 'estimate: N label', decimals: true };

/** Starts a stand-in per test, closed after it; `github()` connects to it. */
export const useGitHub = () =>
  useStandInConnector<GitHubStandInOptions, GitHubStandIn>({
    start: startGitHubStandIn,
    defaults: () => ({
      token: TOKEN,
      issues: [
        ...PAY_ISSUES,
        { repo: 'acme/pay', number: 146, title: 'Loose', body: '', labels: [] },
      ],
      projects: [payProject()],
    }),
    cloud: 'https://github.com',
    cloudApi: 'https://api.github.com',
    create: (baseUrl, token, options) =>
      createGitHubConnector({ kind: 'github', baseUrl, token }, options),
  });

/** Each request as its operation's name, or its method and path for REST. */
export const ops = (s: GitHubStandIn) =>
  s.requests.map((r) => r.operation ?? `${r.method} ${r.path}`);
