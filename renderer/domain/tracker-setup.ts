/**
 * What the person enters to connect a tracker, checked before it is sent (Options, Issue
 * tracker): an address the connector can call (Jira's site, Azure DevOps' organization
 * or collection, GitHub or a GitHub Enterprise Server, GitLab.com or a self-managed
 * GitLab; none for Linear, which is cloud only), the account's e-mail for Jira Cloud, the
 * project for Azure DevOps, and a token (Linear's: an API key). Says what is missing, so
 * nothing is sent that the tracker would refuse.
 */
import type { TrackerKind, TrackerSetup } from '../../shared/trackers/contract';

/** What is missing or wrong, as the Options section names it. */
export type SetupProblem = 'badSite' | 'needEmail' | 'needProject' | 'needToken';

/** The entered fields, as typed. */
export interface SetupInput {
  kind: TrackerKind;
  site: string;
  email: string;
  /** Azure DevOps: the project's name. */
  project: string;
  token: string;
  /** A browser wall: keep the token in this browser ('Remember on this device'). */
  remember: boolean;
}

/** An http(s) address with a host, without its trailing slash; null for anything else. */
export function siteAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return null;
  if (url.search || url.hash) return null;
  return url.href.replace(/\/+$/, '');
}

/** GitHub's own address; its API is at api.github.com, which the connector knows. */
export const GITHUB_COM = 'https://github.com';

/** GitLab.com's address; its API is at /api/v4 under it, as on any GitLab. */
export const GITLAB_COM = 'https://gitlab.com';

/** Linear's API, the only one there is: the form asks Linear for no address. */
export const LINEAR_API = 'https://api.linear.app';

/** Whether the form asks for an address: every tracker but Linear. */
export function asksSite(kind: TrackerKind): boolean {
  return kind !== 'linear';
}

/** What the address field holds before the person types: GitHub's and GitLab's own. */
export function defaultSite(kind: TrackerKind): string {
  if (kind === 'github') return GITHUB_COM;
  return kind === 'gitlab' ? GITLAB_COM : '';
}

/**
 * GitHub's root: github.com, or a GitHub Enterprise Server's root, which serves its API
 * under /api. A pasted address of the API, a repository or a project is taken to its
 * server's root ('https://api.github.com' and 'https://github.com/acme/pay' are
 * github.com), as that is all the connector needs.
 */
function gitHubRoot(address: string): string {
  const url = new URL(address);
  const host = url.hostname.toLowerCase();
  if (host === 'api.github.com' || host === 'www.github.com' || host === 'github.com')
    return GITHUB_COM;
  return url.origin;
}

/**
 * GitLab's root: gitlab.com, or a self-managed GitLab's root, which may have a path of
 * its own (`https://acme.local/gitlab`). A pasted address is taken to it, as that is all
 * the connector needs: any page on gitlab.com is gitlab.com; the API's (`…/api/v4…`) is
 * cut before `/api/v4`; a project's, group's or issue's page (GitLab's `/-/` in its path,
 * or `/groups/…`) is its server's origin, since a page cannot tell a relative root from a
 * group's path. A page's query and fragment are dropped: a root has none.
 */
function gitLabRoot(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  url.search = '';
  url.hash = '';
  const address = siteAddress(url.href);
  if (address === null) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'gitlab.com' || host === 'www.gitlab.com') return GITLAB_COM;
  const path = url.pathname;
  const api = /\/api\/v4(?:\/|$)/i.exec(path);
  if (api) return `${url.origin}${path.slice(0, api.index)}`;
  if (path.includes('/-/') || /^\/groups\//i.test(path)) return url.origin;
  return address;
}

/** The address the connector is given for `kind`, or null when `site` is none. */
function baseUrlOf(kind: TrackerKind, site: string): string | null {
  if (kind === 'linear') return LINEAR_API;
  if (kind === 'gitlab') return gitLabRoot(site);
  const address = siteAddress(site);
  return address !== null && kind === 'github' ? gitHubRoot(address) : address;
}

/** The setup to send, or what is wrong with the input. */
export function checkSetup(
  input: SetupInput,
): { ok: true; setup: TrackerSetup } | { ok: false; problem: SetupProblem } {
  const baseUrl = baseUrlOf(input.kind, input.site);
  if (baseUrl === null) return { ok: false, problem: 'badSite' };
  const email = input.email.trim();
  if (input.kind === 'jira-cloud' && !/^[^\s@]+@[^\s@]+$/.test(email))
    return { ok: false, problem: 'needEmail' };
  const project = input.project.trim();
  if (input.kind === 'azure-devops' && project === '') return { ok: false, problem: 'needProject' };
  // A token's own spaces are not ours to remove; spaces around it come from a paste.
  const token = input.token.trim();
  if (token === '') return { ok: false, problem: 'needToken' };
  const setup: TrackerSetup = { kind: input.kind, baseUrl, token };
  if (input.kind === 'jira-cloud') setup.email = email;
  if (input.kind === 'azure-devops') setup.project = project;
  if (input.remember) setup.remember = true;
  return { ok: true, setup };
}
