/**
 * Where phones open the participant page: the join link and QR code on the wall.
 *
 * The page's own origin is no good in the kiosk (`app://story-point` opens on no
 * phone), so the runtime config names the public address of the participant pages
 * (`site`); a Firebase project without one is served by Firebase Hosting at
 * `https://{projectId}.web.app`. Only where neither is known does the wall fall back
 * to the address it was opened with, and only if that is http(s): a loopback
 * address is shown with a note, since phones cannot reach it.
 */
import { votePath } from './route';

/** A `site` value checked: its normalised origin, or why it was refused. */
export type SiteCheck = { ok: true; site: string } | { ok: false; problem: string };

/**
 * Validates a configured `site`: an absolute http or https address of the participant
 * pages at the root of a host (the app's routes are `/{code}/vote`), with no user
 * name, query or fragment. Returns the origin without a trailing slash.
 */
export function checkSite(raw: unknown): SiteCheck {
  const refuse = (why: string): SiteCheck => ({
    ok: false,
    problem: `"site" ${why}; the wall's join link uses another address.`,
  });
  if (typeof raw !== 'string' || raw.trim() === '') return refuse('must be a non-empty string');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse('is not an absolute address such as https://my-project.web.app');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(`must be an http or https address, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') return refuse('must not contain a user name');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return refuse('must be the root of a host, with no path, query or fragment');
  }
  return { ok: true, site: url.origin };
}

/** Firebase project IDs: 6 to 30 lowercase letters, digits and hyphens. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** Firebase Hosting's default address of a project, or undefined for an invalid ID. */
export function firebaseHostingSite(projectId: unknown): string | undefined {
  return typeof projectId === 'string' && PROJECT_ID.test(projectId)
    ? `https://${projectId}.web.app`
    : undefined;
}

/** True for host names that reach only this computer (`localhost`, 127.0.0.0/8, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  // Stryker disable next-line Regex: only IPv6 addresses have brackets, so the anchors change nothing
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1'
  );
}

/**
 * The base address of the join link: `origin` (no trailing slash) and whether it is
 * reachable from this computer only. Null when there is no address a phone could
 * open (the kiosk's `app://` page with no `site`).
 */
export type JoinSite = { origin: string; loopbackOnly: boolean } | null;

/**
 * Chooses the join link's base address.
 *
 * @param site - the runtime config's `site` (already validated), if any
 * @param pageOrigin - `location.origin` of the wall page
 */
export function joinSite(site: string | undefined, pageOrigin: string): JoinSite {
  const candidate = site ?? pageOrigin;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { origin: url.origin, loopbackOnly: isLoopbackHost(url.hostname) };
}

/** The participant page of a screen code at a join site. */
export function joinUrl(site: NonNullable<JoinSite>, code: string): string {
  return site.origin + votePath(code);
}
