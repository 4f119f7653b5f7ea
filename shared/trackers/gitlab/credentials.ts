/**
 * A GitLab connection's credential and where it is sent (docs/trackers.md, "GitLab: the
 * token to make"): a personal, group or project access token with the `api` scope, sent
 * as `PRIVATE-TOKEN`, for GitLab.com or a self-managed GitLab, whose REST API lives at
 * `{root}/api/v4` (a relative root such as `https://acme.local/gitlab` included).
 */
import { checkBaseUrl } from '../base-url';
import type { TrackerResult } from '../contract';

/** GitLab.com's address as the wall keeps it. */
export const GITLAB_COM = 'https://gitlab.com';

/** What the GitLab connector needs to call GitLab.com or a self-managed server. */
export interface GitLabCredentials {
  kind: 'gitlab';
  /** `https://gitlab.com` or a server's root, checked, without a trailing slash. */
  baseUrl: string;
  token: string;
}

/** The REST API's root under a GitLab's root. */
export const apiRoot = (baseUrl: string) => `${baseUrl}/api/v4`;

/** The header GitLab reads an access token from. */
export const TOKEN_HEADER = 'private-token';

/** Every form in which the token could leak into a message: hidden wherever seen. */
export function secretsOf(credentials: Pick<GitLabCredentials, 'token'>): string[] {
  const { token } = credentials;
  return [token, encodeURIComponent(token)];
}

const GITLAB_HOSTS = new Set(['gitlab.com', 'www.gitlab.com']);

const refuse = (message: string): TrackerResult<string> => ({
  ok: false,
  failure: { kind: 'invalid', message },
});

/**
 * The address: `https://gitlab.com` (also as typed with `www.`), or a self-managed
 * root such as `https://gitlab.acme.local` or `https://acme.local/gitlab`. A pasted API
 * root (`…/api/v4`) is taken to the server's root; an empty one is GitLab.com.
 */
export function checkGitLabAddress(raw: string): TrackerResult<string> {
  const base = checkBaseUrl(raw.trim() === '' ? GITLAB_COM : raw, {
    vendor: 'GitLab',
    example: GITLAB_COM,
  });
  if (!base.ok) return base;
  const root = base.value.replace(/\/api\/v4$/i, '');
  const url = new URL(root);
  if (url.pathname.includes('/-/')) {
    return refuse(
      'Enter the GitLab server’s address only, e.g. https://gitlab.com (the project, group or issues go in the import’s query).',
    );
  }
  if (!GITLAB_HOSTS.has(url.hostname.toLowerCase())) return { ok: true, value: root };
  if (url.pathname !== '/' && url.pathname !== '') {
    return refuse(
      'Enter https://gitlab.com as the GitLab address (the project, group or issues go in the import’s query).',
    );
  }
  return { ok: true, value: GITLAB_COM };
}
