/**
 * An Azure DevOps connection's credential and how it is sent (docs/trackers.md, "Azure
 * DevOps: the token to make"): a personal access token as basic auth with an empty
 * user name, for an organization (`https://dev.azure.com/{org}`, or the older
 * `https://{org}.visualstudio.com`) or a Server collection, and one project.
 */
import { basicCredential } from '../basic-auth';
import { checkBaseUrl } from '../base-url';
import type { TrackerResult } from '../contract';

/** What the Azure DevOps connector needs to call an organization. */
export interface AzureCredentials {
  kind: 'azure-devops';
  /** The organization's or collection's address, checked, without a trailing slash. */
  baseUrl: string;
  /** The project's name (or id). */
  project: string;
  token: string;
}

/** `Basic base64(":" + PAT)`: Azure DevOps ignores the user name of a PAT. */
export function authorization(credentials: Pick<AzureCredentials, 'token'>): string {
  return `Basic ${basicCredential('', credentials.token)}`;
}

/** Every form in which the credential could leak into a message: hidden wherever seen. */
export function secretsOf(credentials: Pick<AzureCredentials, 'token'>): string[] {
  const { token } = credentials;
  return [token, basicCredential('', token), encodeURIComponent(token)];
}

const refuse = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: { kind: 'invalid', message },
});

/** Characters Azure DevOps refuses in a project's name (and that would bend a URL). */
const BAD_PROJECT = /[\\/:*?"<>|;#$%{},+=[\]]|\p{Cc}/u;

/**
 * The organization's address: `https://dev.azure.com/{org}` (only the organization:
 * a project in it is named apart), `https://{org}.visualstudio.com`, or a Server
 * collection such as `https://tfs.example.com/tfs/DefaultCollection`.
 */
export function checkOrganization(raw: string): TrackerResult<string> {
  const base = checkBaseUrl(raw, {
    vendor: 'Azure DevOps',
    example: 'https://dev.azure.com/your-organization',
  });
  if (!base.ok) return base;
  const url = new URL(base.value);
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (url.hostname.toLowerCase() === 'dev.azure.com' && segments.length !== 1) {
    return refuse(
      'Enter the organization’s address, https://dev.azure.com/{organization}, and the project apart.',
    );
  }
  if (/\.visualstudio\.com$/i.test(url.hostname) && segments.length !== 0) {
    return refuse(
      'Enter the organization’s address, https://{organization}.visualstudio.com, and the project apart.',
    );
  }
  return base;
}

/** The project's name, trimmed, or why it cannot be one. */
export function checkProject(raw: string | undefined): TrackerResult<string> {
  const project = (raw ?? '').trim();
  if (project === '') return refuse('Enter the Azure DevOps project.');
  if (project.length > 64 || BAD_PROJECT.test(project) || /^[._]|\.$/.test(project)) {
    return refuse(`“${project.slice(0, 64)}” is not an Azure DevOps project name.`);
  }
  return { ok: true, value: project };
}
