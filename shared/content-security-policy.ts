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
export const BOOT_SCRIPT_HASH = 'sha256-GzVFG8Fb/8VzVcj/POEMg0CBrfPI0O99Z88SwalioB8=';

/**
 * The policy: our own scripts only (files from our origin, and the inline boot
 * script by its hash); data from the local database (127.0.0.1 /
 * localhost) or Firebase; card pictures from anywhere on http(s), since
 * participants choose them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' https: http: data: blob:",
  "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:* ws://localhost:* http://localhost:* " +
    'https://*.firebaseio.com wss://*.firebaseio.com https://*.firebasedatabase.app ' +
    'wss://*.firebasedatabase.app https://*.googleapis.com',
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' '${BOOT_SCRIPT_HASH}'`,
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy for a runtime config. A local database on another machine (the
 * meeting room's own server on the LAN) is added to `connect-src`; loopback
 * and Firebase are already allowed. A host that is not a plain name or IP
 * address is ignored, so a settings file cannot widen the policy with a `;`.
 */
export function contentSecurityPolicy(runtimeConfig: Record<string, unknown> | null): string {
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
    return CONTENT_SECURITY_POLICY;
  }
  const origin = `${db.host}:${db.port}`;
  return CONTENT_SECURITY_POLICY.replace(
    /(connect-src [^;]*)/,
    `$1 ws://${origin} http://${origin}`,
  );
}
