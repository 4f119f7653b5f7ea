/**
 * The Content-Security-Policy of Story Point's pages, one policy wherever they
 * are served: the kiosk's `app://` protocol (`app-protocol.ts`), `npm start`'s
 * and the tests' static server (`server/static-server.ts`) and Firebase
 * Hosting (`firebase.json`, checked against {@link CONTENT_SECURITY_POLICY} by
 * a test). No Electron or DOM here: Node and the kiosk's main bundle import it.
 */

/**
 * The hash of `renderer/boot.js`, the one script index.html carries inline (so the
 * placeholder paints and the page's code starts loading without a round trip first).
 * The build refuses to inline a boot script whose hash is not this one, and says
 * the new value; firebase.json repeats it (a test compares).
 */
export const BOOT_SCRIPT_HASH = 'sha256-Jpzd8//YfC2b0tMaSgXsdX1xCxWdUVd4cQzcFDL94Os=';

/**
 * The trackers' cloud APIs a browser wall calls itself (docs/trackers.md, "Where the
 * calls run"): Azure DevOps (and its older `{org}.visualstudio.com` addresses), GitHub,
 * GitLab.com and Linear. Jira is not among them: it refuses a page's calls, so the
 * kiosk's main process or the room server calls it, outside any page's policy. A
 * self-managed server is added by name (`trackerOrigins`, {@link contentSecurityPolicy}).
 */
export const TRACKER_CLOUD_ORIGINS = [
  'https://dev.azure.com',
  'https://*.visualstudio.com',
  'https://api.github.com',
  'https://gitlab.com',
  'https://api.linear.app',
] as const;

/**
 * The policy: our own scripts only (files from our origin, and the inline boot
 * script by its hash); data from the local database (127.0.0.1 /
 * localhost), Firebase or the trackers' cloud APIs; card pictures from anywhere on
 * http(s), since participants choose them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' https: http: data: blob:",
  "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:* ws://localhost:* http://localhost:* " +
    'https://*.firebaseio.com wss://*.firebaseio.com https://*.firebasedatabase.app ' +
    `wss://*.firebasedatabase.app https://*.googleapis.com ${TRACKER_CLOUD_ORIGINS.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' '${BOOT_SCRIPT_HASH}'`,
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** At most this many self-managed tracker servers are added. */
export const MAX_TRACKER_ORIGINS = 8;

/** An https origin by name, with an optional port: nothing a policy could read otherwise. */
const HTTPS_ORIGIN = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?$/;

/** A local database on another machine: its ws:// and http:// origins, or none. */
function databaseSources(runtimeConfig: Record<string, unknown> | null): string[] {
  const db = runtimeConfig?.database as { host?: unknown; port?: unknown } | undefined;
  if (
    !db ||
    typeof db.host !== 'string' ||
    !/^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])$/.test(db.host) ||
    ['127.0.0.1', 'localhost'].includes(db.host) ||
    typeof db.port !== 'number' ||
    !Number.isInteger(db.port) ||
    db.port <= 0 ||
    db.port >= 65536
  ) {
    return [];
  }
  const origin = `${db.host}:${db.port}`;
  return [`ws://${origin}`, `http://${origin}`];
}

/**
 * The self-managed tracker servers `trackerOrigins` names (Azure DevOps Server, GitLab
 * self-managed): each an `https://host[:port]` origin, lower-cased, at most
 * {@link MAX_TRACKER_ORIGINS}; anything else (a path, a wildcard, a `;`) is ignored.
 */
export function trackerOrigins(runtimeConfig: Record<string, unknown> | null): string[] {
  const listed = runtimeConfig?.trackerOrigins;
  if (!Array.isArray(listed)) return [];
  const origins = listed
    .filter((o): o is string => typeof o === 'string' && HTTPS_ORIGIN.test(o))
    .map((o) => o.toLowerCase())
    .filter((o) => Number(/:(\d+)$/.exec(o)?.[1] ?? 443) < 65536);
  return [...new Set(origins)].slice(0, MAX_TRACKER_ORIGINS);
}

/**
 * The policy for a runtime config. A local database on another machine (the
 * meeting room's own server on the LAN) and the self-managed tracker servers the
 * config names are added to `connect-src`; loopback, Firebase and the trackers' cloud
 * APIs are already allowed. A host that is not a plain name or IP address is
 * ignored, so a settings file cannot widen the policy with a `;`.
 */
export function contentSecurityPolicy(runtimeConfig: Record<string, unknown> | null): string {
  const added = [...databaseSources(runtimeConfig), ...trackerOrigins(runtimeConfig)];
  if (added.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace(/(connect-src [^;]*)/, `$1 ${added.join(' ')}`);
}
