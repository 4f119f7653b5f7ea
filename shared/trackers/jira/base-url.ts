/**
 * A Jira site's address as the person typed it, checked before any credential is sent
 * to it: https only, except a server on this very computer (the stand-in, a tunnel),
 * and nothing but a scheme, a host, a port and a path.
 */
import type { TrackerResult } from '../contract';

/** Whether a URL's host name is this computer: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The site's root without a trailing slash, or why it cannot be used. */
export function checkBaseUrl(raw: string): TrackerResult<string> {
  const refuse = (message: string): TrackerResult<string> => ({
    ok: false,
    failure: { kind: 'invalid', message },
  });
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse('The Jira address is not a web address: enter e.g. https://acme.atlassian.net.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return refuse(
      'The Jira address must start with https:// (plain http is allowed only for this computer), so the token is never sent unencrypted.',
    );
  }
  if (url.username || url.password) {
    return refuse('The Jira address must not carry a user name or password: enter the token.');
  }
  if (url.search || url.hash) {
    return refuse('The Jira address is the site’s root, without ?… or #…');
  }
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
