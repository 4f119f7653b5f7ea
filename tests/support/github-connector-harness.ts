/**
 * The GitHub connector on the stand-in, for the connector's tests: a GitHub Enterprise
 * Server at the stand-in's root, or github.com with its API host led to the stand-in,
 * and the shapes the tests compare with.
 */
import { afterEach } from 'vitest';
import { createGitHubConnector } from '../../shared/trackers/github/connector';
import type { TrackerImport, TrackerResult } from '../../shared/trackers/contract';
import type { FetchLike } from '../../shared/trackers/http';
import {
  PAY_ISSUES,
  payProject,
  startGitHubStandIn,
  STORY_POINTS_FIELD,
  type GitHubStandIn,
  type GitHubStandInOptions,
} from './github-stand-in';

export const TOKEN = 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
export const NOW = Date.parse('2026-11-29T08:00:00Z');
export const PROJECT_ID = payProject().id;
export const STORY_POINTS = `project:${PROJECT_ID}:${STORY_POINTS_FIELD.id}`;
export const LABEL = { id: 'label:estimate', name: 'estimate: N label', decimals: true };

/** Starts a stand-in per test, closed after it; `github()` connects to it. */
export function useGitHub() {
  let standIn: GitHubStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  return async function github(
    options: Partial<GitHubStandInOptions> = {},
    { token = TOKEN, dotCom = false } = {},
  ) {
    standIn = await startGitHubStandIn({
      token: TOKEN,
      issues: [
        ...PAY_ISSUES,
        { repo: 'acme/pay', number: 146, title: 'Loose', body: '', labels: [] },
      ],
      projects: [payProject()],
      ...options,
    });
    const origin = standIn.baseUrl;
    const fetchVia: FetchLike = (url, init) =>
      fetch(url.replace(/^https:\/\/api\.github\.com/, origin), init);
    const connector = createGitHubConnector(
      { kind: 'github', baseUrl: dotCom ? 'https://github.com' : origin, token },
      { now: () => NOW, fetch: fetchVia },
    );
    return { standIn, connector };
  };
}

/** Each request as its operation's name, or its method and path for REST. */
export const ops = (s: GitHubStandIn) =>
  s.requests.map((r) => r.operation ?? `${r.method} ${r.path}`);

/** An import's keys, or its failure. */
export const keys = (answer: TrackerResult<TrackerImport>) =>
  answer.ok ? answer.value.stories.map((s) => s.key) : answer.failure;
