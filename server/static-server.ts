/**
 * A small static server for the production renderer build: serves `dist/web`,
 * answers every app route with index.html, the phone's (`/{code}/vote`) with the
 * prerendered join page in the phone's language when the build has one
 * (server/vote-page-choice.ts), and
 * serves the runtime `config.json` that points the app at its database. Every
 * response carries the kiosk's Content-Security-Policy, with the database this
 * browser is told to use added to `connect-src` (one policy function for both,
 * `shared/content-security-policy.ts`). Used by `npm start` and the end-to-end tests.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentSecurityPolicy } from '../shared/content-security-policy';
import { parseRoute } from '../shared/route';
import { chooseVotePage, votePageHeaders, type VotePage } from './vote-page-choice';
import { sendWallPage } from './wall-page';
import type { WallFirstPaint } from './wall-first-paint';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Text files sent gzip-compressed to browsers that accept it (as Firebase Hosting does). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

/** Compressed bodies by file, compressed once per version of the file (assets never change). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzipped(file: string, mtimeMs: number): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = await gzipAsync(await readFile(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** Folder of the build (index.html and assets/). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * The runtime config to serve as /config.json. A function receives the
   * hostname the browser used, so a phone on the LAN is pointed at the same
   * machine's database rather than at its own 127.0.0.1.
   */
  config?: object | ((requestHost: string) => object);
  /**
   * Answers a request itself and returns true (the room server's tracker API,
   * server/trackers/api.ts); false leaves it to the files.
   */
  api?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Draws the room's cards into the wall's page (`/{code}`; server/wall-first-paint.ts);
   * absent, or when it draws none, the wall gets index.html as it is.
   */
  wallFirstPaint?: WallFirstPaint;
}

/**
 * Whether an Accept-Encoding header accepts gzip: listed (or `*`, when gzip is not
 * listed) with a quality above zero; `gzip;q=0` refuses it.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const codings = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    codings.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const quality = codings.get('gzip') ?? codings.get('x-gzip') ?? codings.get('*') ?? 0;
  return quality > 0;
}

/** Ends a request that could not be answered with a 500, or cuts it when already started. */
function fail(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': CONTENT_TYPES['.txt'] });
  res.end('Could not read the file');
}

/** A running static server. */
export interface StaticServer {
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** Starts the server; resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  const server: Server = createServer((req, res) => {
    if (options.api?.(req, res)) return;
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
      const config =
        typeof options.config === 'function' ? options.config(hostname) : options.config;
      const settings = config as Record<string, unknown> | undefined;
      res.setHeader('content-security-policy', contentSecurityPolicy(settings ?? null));
      res.setHeader('x-content-type-options', 'nosniff');
      if (url.pathname === '/config.json' && config) {
        res.writeHead(200, {
          'content-type': CONTENT_TYPES['.json'],
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(config));
        return;
      }
      let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
      if (!file.startsWith(root)) file = indexFile;
      let info = await stat(file).catch(() => null);
      let votePage: VotePage | null = null;
      const ext = path.extname(file);
      if (!info?.isFile()) {
        // Unknown asset: a real 404 so a broken image shows as broken. Anything
        // else is an app route and gets the app.
        if (ext && ext !== '.html' && url.pathname.startsWith('/assets/')) {
          res.writeHead(404, { 'content-type': CONTENT_TYPES['.txt'] });
          res.end('Not found');
          return;
        }
        const route = parseRoute(url.pathname);
        // The wall's page comes with the room's cards in the HTML when it has any
        // (server/wall-first-paint.ts).
        const firstPaint =
          route.kind === 'wall' && options.wallFirstPaint
            ? await options.wallFirstPaint({
                code: route.code,
                headers: req.headers,
                config: settings,
              })
            : null;
        if (firstPaint) {
          const index = await readFile(indexFile, 'utf8');
          await sendWallPage(req, res, index, firstPaint, contentSecurityPolicy(settings ?? null));
          return;
        }
        // The phone's page comes with its join form in the HTML, in the phone's language
        // (scripts/prerender-plugin.ts, server/vote-page-choice.ts).
        const vote = route.kind === 'vote';
        votePage = vote ? await chooseVotePage(root, req.headers, settings) : null;
        file = votePage?.file ?? indexFile;
        info = votePage?.info ?? (await stat(file).catch(() => null));
        if (!info) {
          res.writeHead(503, { 'content-type': CONTENT_TYPES['.txt'] });
          res.end('The renderer is not built yet: run `npm run build:web`.');
          return;
        }
      }
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      const immutable = url.pathname.startsWith('/assets/');
      const headers = {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(votePage ? votePageHeaders(votePage) : {}),
      };
      // A phone on a mobile network gets a third of the bytes (bench phone-start).
      if (COMPRESSIBLE.has(path.extname(file)) && acceptsGzip(req.headers['accept-encoding'])) {
        const body = await gzipped(file, info.mtimeMs);
        res.writeHead(200, {
          ...headers,
          'content-encoding': 'gzip',
          'content-length': String(body.length),
        });
        res.end(body);
        return;
      }
      // The file can vanish or become unreadable after stat: answer 500, do not crash.
      const size = info.size;
      const stream = createReadStream(file);
      stream.once('error', () => fail(res));
      stream.once('open', () => {
        res.writeHead(200, {
          ...headers,
          'content-length': String(size),
        });
        stream.pipe(res);
      });
    })().catch(() => fail(res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    port,
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
