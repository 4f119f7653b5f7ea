/**
 * A GitHub connection's credential and where it is sent (docs/trackers.md, "GitHub: the
 * token to make"): a fine-grained (or classic) personal access token as `Bearer`, for
 * github.com or a GitHub Enterprise Server. github.com's API lives on its own host
 * (`https://api.github.com`, `…/graphql`); a server's under its root (`{root}/api/v3`,
 * `{root}/api/graphql`).
 */
import { checkBaseUrl } from '../base-url';
import type { TrackerResult } from '../contract';

/** github.com's address as the wall keeps it. */
export const GITHUB_COM = 'https://github.com';

/** What the GitHub connector needs to call github.com or a server. */
export interface GitHubCredentials {
  kind: 'github';
  /** `https://github.com` or a server's root, checked, without a trailing slash. */
  baseUrl: string;
  token: string;
}

/** Where a connection's calls go and where its issues' pages are. */
export interface GitHubEndpoints {
  graphql: string;
  /** The REST API's root, without a trailing slash. */
  rest: string;
  /** Where people open issues and projects (`https://github.com`). */
  web: string;
}

export function endpointsOf(baseUrl: string): GitHubEndpoints {
  if (baseUrl === GITHUB_COM) {
    return {
      graphql: 'https://api.github.com/graphql',
      rest: 'https://api.github.com',
      web: GITHUB_COM,
    };
  }
  return { graphql: `${baseUrl}/api/graphql`, rest: `${baseUrl}/api/v3`, web: baseUrl };
}

export function authorization(credentials: Pick<GitHubCredentials, 'token'>): string {
  return `Bearer ${credentials.token}`;
}

/** Every form in which the token could leak into a message: hidden wherever seen. */
export function secretsOf(credentials: Pick<GitHubCredentials, 'token'>): string[] {
  const { token } = credentials;
  return [token, encodeURIComponent(token)];
}

const GITHUB_HOSTS = new Set(['github.com', 'www.github.com', 'api.github.com']);

/**
 * The address: `https://github.com` (also as typed with `www.` or as the API's host), or
 * a GitHub Enterprise Server's root such as `https://ghe.acme.local` (its API's address,
 * `…/api/v3` or `…/api/graphql`, is taken as the root it belongs to).
 */
export function checkGitHubAddress(raw: string): TrackerResult<string> {
  const base = checkBaseUrl(raw.trim() === '' ? GITHUB_COM : raw, {
    vendor: 'GitHub',
    example: GITHUB_COM,
  });
  if (!base.ok) return base;
  const url = new URL(base.value);
  if (!GITHUB_HOSTS.has(url.hostname.toLowerCase())) {
    return { ok: true, value: base.value.replace(/\/api(\/v3|\/graphql)?$/i, '') };
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    return {
      ok: false,
      failure: {
        kind: 'invalid',
        message:
          'Enter https://github.com as the GitHub address (the repository, project or issues go in the import’s query).',
      },
    };
  }
  return { ok: true, value: GITHUB_COM };
}
