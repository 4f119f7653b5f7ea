/**
 * What the person enters to connect a tracker, checked before it is sent (Options, Issue
 * tracker): an address the connector can call (Jira's site, Azure DevOps' organization
 * or collection), the account's e-mail for Jira Cloud, the project for Azure DevOps, and
 * a token. Says what is missing, so nothing is sent that the tracker would refuse.
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

/** The setup to send, or what is wrong with the input. */
export function checkSetup(
  input: SetupInput,
): { ok: true; setup: TrackerSetup } | { ok: false; problem: SetupProblem } {
  const baseUrl = siteAddress(input.site);
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
