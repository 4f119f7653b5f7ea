/**
 * The GitLab connector on the stand-in, for the connector's tests: a self-managed GitLab
 * at the stand-in's root (a relative root too), or GitLab.com led to the stand-in, and
 * the shapes the tests compare with.
 */
import { afterEach } from 'vitest';
import type { TrackerImport, TrackerResult } from '../../shared/trackers/contract';
import { createGitLabConnector } from '../../shared/trackers/gitlab/connector';
import type { FetchLike } from '../../shared/trackers/http';
import {
  PAY_ISSUES,
  startGitLabStandIn,
  type GitLabStandIn,
  type GitLabStandInOptions,
} from './gitlab-stand-in';

export const TOKEN = 'glpat-AbCdEfGhIjKlMnOpQrSt0123456789';
export const NOW = Date.parse('2026-11-29T08:00:00Z');
export const WEIGHT = { id: 'weight', name: 'Weight', decimals: false };

/** Starts a stand-in per test, closed after it; `gitlab()` connects to it. */
export function useGitLab() {
  let standIn: GitLabStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  return async function gitlab(
    options: Partial<GitLabStandInOptions> = {},
    { token = TOKEN, dotCom = false } = {},
  ) {
    standIn = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES, ...options });
    const origin = standIn.baseUrl;
    // GitLab.com's calls led to the stand-in, as if it were gitlab.com.
    const fetchVia: FetchLike = (url, init) =>
      fetch(url.replace(/^https:\/\/gitlab\.com/, origin), init);
    const connector = createGitLabConnector(
      { kind: 'gitlab', baseUrl: dotCom ? 'https://gitlab.com' : origin, token },
      { now: () => NOW, fetch: fetchVia },
    );
    return { standIn, connector };
  };
}

/** Each request as its method and path under the API, with its query. */
export const calls = (s: GitLabStandIn) =>
  s.requests.map(
    (r) => `${r.method} ${r.apiPath}${r.query.size > 0 ? `?${r.query.toString()}` : ''}`,
  );

/** An import's keys, or its failure. */
export const keys = (answer: TrackerResult<TrackerImport>) =>
  answer.ok ? answer.value.stories.map((s) => s.key) : answer.failure;
