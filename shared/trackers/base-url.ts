/**
 * A tracker's address as the person typed it, checked before any credential is sent
 * to it: https only, except a server on this very computer (the stand-in, a tunnel),
 * and nothing but a scheme, a host, a port and a path. Every connector uses it.
 */
import type { TrackerResult } from './contract';

/** Whether a URL's host name is this computer: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** How a tracker's address is named in a refusal. */
export interface AddressTerms {
  /** 'Jira', 'Azure DevOps'. */
  vendor: string;
  /** An address the person could enter, shown when theirs is not one. */
  example: string;
}

const JIRA_ADDRESS: AddressTerms = { vendor: 'Jira', example: 'https://acme.atlassian.net' };

/** The site's root without a trailing slash, or why it cannot be used. */
export function checkBaseUrl(
  raw: string,
  terms: AddressTerms = JIRA_ADDRESS,
): TrackerResult<string> {
  const refuse = (message: string): TrackerResult<string> => ({
    ok: false,
    failure: { kind: 'invalid', message },
  });
  const { vendor, example } = terms;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse(`The ${vendor} address is not a web address: enter e.g. ${example}.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return refuse(
      `The ${vendor} address must start with https:// (plain http is allowed only for this computer), so the token is never sent unencrypted.`,
    );
  }
  if (url.username || url.password) {
    return refuse(`The ${vendor} address must not carry a user name or password: enter the token.`);
  }
  if (url.search || url.hash) {
    return refuse(`The ${vendor} address is the site’s root, without ?… or #…`);
  }
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
