/**
 * The `app://story-point/…` protocol: serves the bundled renderer (dist/web)
 * so `/{code}` and `/{code}/vote` work with no dev server and no network,
 * serves the runtime config as `/config.json`, and sets the
 * Content-Security-Policy on every response.
 */
import { readFile as fsReadFile } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../shared/content-security-policy';

export { CONTENT_SECURITY_POLICY, contentSecurityPolicy };

/** Scheme of the app's own pages. */
export const APP_SCHEME = 'app';
/** Host part of the app's URLs. */
export const APP_HOST = 'story-point';
/** The app's origin: the only one its window may show and IPC may answer. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Registers the scheme's privileges. Electron only accepts this before the
 * app is ready, so `main/index.ts` calls it at load time. `standard` gives the
 * scheme real origins and relative URLs, `secure` makes it a secure context,
 * `supportFetchAPI` lets the renderer fetch `/config.json`.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/** What the request handler needs. */
export interface AppRequestHandlerOptions {
  /** Folder holding the renderer build (index.html, assets/). */
  webRoot: string;
  /** The runtime config to serve as /config.json; null answers 404 as a static host would. */
  getRuntimeConfig: () => Record<string, unknown> | null;
  /** File reader; defaults to fs (Electron's fs also reads inside app.asar). */
  readFile?: (file: string) => Promise<Uint8Array>;
}

function respond(
  status: number,
  body: BodyInit | null,
  contentType: string,
  csp: string = CONTENT_SECURITY_POLICY,
): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': contentType,
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      // index.html and config.json change with the build and the settings.
      'cache-control': 'no-store',
    },
  });
}

/**
 * Builds the protocol handler. Unknown hosts and paths escaping the web root
 * get 404; a missing file under `/assets/` (a stale chunk) is a real 404; any
 * other path is an app route and gets index.html, the same fallback as
 * Firebase Hosting's rewrite and `npm start`'s server.
 */
export function createAppRequestHandler(
  options: AppRequestHandlerOptions,
): (request: Request) => Promise<Response> {
  const root = path.resolve(options.webRoot);
  const readFile = options.readFile ?? ((file: string) => fsReadFile(file));
  const notFound = () => respond(404, 'Not found', CONTENT_TYPES['.txt']!);

  const serveFile = async (file: string, csp: string): Promise<Response | null> => {
    try {
      const data = await readFile(file);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return respond(200, data as BodyInit, type, csp);
    } catch {
      return null;
    }
  };

  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return respond(405, 'Method not allowed', CONTENT_TYPES['.txt']!);
    }
    const config = options.getRuntimeConfig();
    const csp = contentSecurityPolicy(config);
    if (url.pathname === '/config.json') {
      return config
        ? respond(200, JSON.stringify(config), CONTENT_TYPES['.json']!, csp)
        : notFound();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
    if (file !== root && !file.startsWith(root + path.sep)) return notFound();
    const indexFile = path.join(root, 'index.html');
    if (file !== root) {
      const found = await serveFile(file, csp);
      if (found) return found;
      if (pathname.startsWith('/assets/')) return notFound();
    }
    return (await serveFile(indexFile, csp)) ?? notFound();
  };
}

/** Installs the handler on the app's session. Call once the app is ready. */
export function setupAppProtocol(
  protocol: Pick<Protocol, 'handle'>,
  options: AppRequestHandlerOptions,
): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(options));
}

/**
 * True when `url` is on the app origin (anything unparsable is not). Compares
 * scheme and host rather than `URL.origin`, because Node's URL gives custom
 * schemes the opaque origin "null" even where Chromium treats them as standard.
 */
export function isAppUrl(url: string, origin: string = APP_ORIGIN): boolean {
  try {
    const u = new URL(url);
    const o = new URL(origin);
    return u.protocol === o.protocol && u.host === o.host && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** The app URL of a path, e.g. `appUrl('/team-a')`. */
export function appUrl(pathname = '/'): string {
  return `${APP_ORIGIN}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
