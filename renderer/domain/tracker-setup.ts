/**
 * What the person enters to connect a tracker, checked before it is sent (Options, Issue
 * tracker): an address the connector can call (Jira's site, Azure DevOps' organization
 * or collection, GitHub or a GitHub Enterprise Server), the account's e-mail for Jira
 * Cloud, the project for Azure DevOps, and a token. Says what is missing, so nothing is
 * sent that the tracker would refuse.
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

/** What the address field holds before the person types: GitHub's own for GitHub. */
export function defaultSite(kind: TrackerKind): string {
  return kind === 'github' ? GITHUB_COM : '';
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

/** The setup to send, or what is wrong with the input. */
export function checkSetup(
  input: SetupInput,
): { ok: true; setup: TrackerSetup } | { ok: false; problem: SetupProblem } {
  const site = siteAddress(input.site);
  const baseUrl = site !== null && input.kind === 'github' ? gitHubRoot(site) : site;
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
