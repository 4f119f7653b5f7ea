/** A Jira connection's credential and how it is sent (docs/trackers.md, "The token"). */
import { basicCredential } from '../basic-auth';
import type { TrackerKind } from '../contract';

/** What a Jira connector needs to call a site. */
export interface JiraCredentials {
  kind: TrackerKind;
  /** Checked by `checkBaseUrl`, without a trailing slash. */
  baseUrl: string;
  /** Jira Cloud's account e-mail; absent for a Data Center/Server PAT. */
  email?: string;
  token: string;
}

/** Cloud speaks REST v3 (ADF descriptions); Data Center/Server v2. */
export function apiVersion(credentials: JiraCredentials): '3' | '2' {
  return credentials.kind === 'jira-cloud' ? '3' : '2';
}

/** Cloud: basic auth with `email:apiToken`; Data Center/Server: a bearer PAT. */
export function authorization(credentials: JiraCredentials): string {
  return credentials.kind === 'jira-cloud'
    ? `Basic ${basicCredential(credentials.email ?? '', credentials.token)}`
    : `Bearer ${credentials.token}`;
}

/** Every form in which the credential could leak into a message: hidden wherever seen. */
export function secretsOf(credentials: JiraCredentials): string[] {
  const basic = authorization({ ...credentials, kind: 'jira-cloud' }).slice('Basic '.length);
  return [credentials.token, basic, encodeURIComponent(credentials.token)];
}
