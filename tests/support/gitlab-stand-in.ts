/**
 * A GitLab stand-in on loopback that answers as GitLab's REST API v4 docs say, for the
 * connector's tests and the browser wall's. docs/trackers.md ("GitLab: the stand-in")
 * lists what it covers: the API under a root (a relative root such as `/gitlab` too),
 * `PRIVATE-TOKEN` or `Bearer` auth with 401 `{"message":"401 Unauthorized"}`, the calls
 * of gitlab-stand-in-routes.ts with GitLab's paging headers, a Free plan whose issues
 * carry no weight, a token with `read_api` only, scripted failures (a status with
 * GitLab's headers and body, or no answer) and CORS as GitLab's API answers a page: any
 * origin without credentials, the paging headers exposed. It records each request
 * without its secret: only the scheme and whether it matched.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_EXPOSED, FAILURE_BODIES, type StandInIssue } from './gitlab-stand-in-data';
import { GitLabWorld, type GitLabWorldOptions } from './gitlab-stand-in-routes';
import {
  authSchemeOf,
  listenOnLoopback,
  preflightOf,
  readBody,
  retryAfterHeader,
  ScriptedFailures,
  sendBody,
  urlOf,
  type RecordedPreflight,
  type ScriptedMatch,
} from './tracker-stand-in-base';

export * from './gitlab-stand-in-data';
export { GitLabWorld } from './gitlab-stand-in-routes';
export type { RecordedPreflight };

export interface GitLabStandInOptions extends Partial<GitLabWorldOptions> {
  token: string;
  issues?: StandInIssue[];
  /** A relative root (`/gitlab`): the API at `/gitlab/api/v4`. */
  relativeRoot?: string;
}

/** A request as received: never the credential, only its scheme and whether it matched. */
export interface RecordedRequest {
  method: string;
  /** The path as sent, encoded (`/api/v4/projects/acme%2Fpay/issues`). */
  path: string;
  /** The path under the API's root (`/projects/acme%2Fpay/issues`). */
  apiPath: string;
  query: URLSearchParams;
  body: unknown;
  origin: string | null;
  auth: 'private-token' | 'bearer' | 'none' | 'other';
  authOk: boolean;
}

/**
 * A failure answered instead of the documented success, for matching calls; its `path`
 * is matched against the path under the API's root.
 */
export interface ScriptedFailure extends ScriptedMatch {
  /** A status, or 'drop' to close the connection without an answer. */
  status: number | 'drop';
  retryAfter?: string;
  /** A 429's `RateLimit-Reset` (epoch seconds), with GitLab's other RateLimit-* headers. */
  rateLimitReset?: number;
  body?: unknown;
}

export interface GitLabStandIn {
  /** The GitLab's root (`http://127.0.0.1:{port}` or with its relative root). */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly preflights: RecordedPreflight[];
  readonly world: GitLabWorld;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

/** GitLab's own page for a path outside its API. */
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html><head><title>Not Found (404)</title></head><body><h1>404</h1><p>Page not found</p></body></html>';

/** What GitLab's Rack::Cors answers a page's preflight for `/api/*` with. */
export const CORS_PREFLIGHT_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';

/** GitLab answers a string starting with `<` as its HTML page, other text as plain. */
function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const html = typeof body === 'string' && body.startsWith('<');
  sendBody(
    res,
    status,
    body,
    { 'cache-control': 'no-cache', ...headers },
    `${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
  );
}

function authOf(req: IncomingMessage, token: string): Pick<RecordedRequest, 'auth' | 'authOk'> {
  const privateToken = req.headers['private-token'];
  if (typeof privateToken === 'string') {
    return { auth: 'private-token', authOk: privateToken === token };
  }
  const auth = authSchemeOf(req, ['bearer']);
  const credential = (req.headers.authorization ?? '').slice('Bearer '.length);
  return { auth, authOk: auth === 'bearer' && credential === token };
}

/** GitLab's RateLimit-* headers on a throttled answer (Rack::Attack). */
function rateLimitHeaders(reset: number): Record<string, string> {
  return {
    'ratelimit-name': 'throttle_authenticated_api',
    'ratelimit-limit': '2000',
    'ratelimit-observed': '2001',
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(reset),
    'ratelimit-resettime': new Date(reset * 1000).toUTCString(),
  };
}

export async function startGitLabStandIn(options: GitLabStandInOptions): Promise<GitLabStandIn> {
  const world = new GitLabWorld(options.issues ?? [], {
    username: options.username ?? 'ana-lima',
    free: options.free ?? false,
    scopes: options.scopes ?? ['api'],
    withoutTotals: options.withoutTotals ?? false,
    withoutNextPageHeader: options.withoutNextPageHeader ?? false,
  });
  const root = (options.relativeRoot ?? '').replace(/\/+$/, '');
  const apiRoot = `${root}/api/v4`;
  const requests: RecordedRequest[] = [];
  const preflights: RecordedPreflight[] = [];
  const failures = new ScriptedFailures<ScriptedFailure>();

  const scriptedAnswer = (res: ServerResponse, s: ScriptedFailure) => {
    const status = s.status as number;
    const headers: Record<string, string> = {
      ...retryAfterHeader(s.retryAfter),
      ...(s.rateLimitReset !== undefined ? rateLimitHeaders(s.rateLimitReset) : {}),
    };
    send(res, status, s.body ?? FAILURE_BODIES[status] ?? { message: `${status}` }, headers);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = urlOf(req);
    const underApi = url.pathname.startsWith(`${apiRoot}/`);
    // GitLab's Rack::Cors answers only /api/*, for any origin and without cookies.
    if (underApi && req.headers.origin) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-expose-headers', CORS_EXPOSED);
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS' && underApi) {
      const preflight = preflightOf(req);
      preflights.push(preflight);
      const asked = preflight.headers;
      res.writeHead(200, {
        'access-control-allow-methods': CORS_PREFLIGHT_METHODS,
        // `headers: :any` echoes what the page asks for.
        ...(asked ? { 'access-control-allow-headers': asked } : {}),
        'access-control-max-age': '7200',
        'content-type': 'text/plain',
      });
      res.end();
      return;
    }
    const r: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      apiPath: underApi ? url.pathname.slice(apiRoot.length) : url.pathname,
      query: url.searchParams,
      body: await readBody(req),
      origin: req.headers.origin ?? null,
      ...authOf(req, options.token),
    };
    requests.push(r);
    if (!underApi) return send(res, 404, NOT_FOUND_PAGE);
    const scripted = failures.take(r.method, r.apiPath);
    if (scripted?.status === 'drop') {
      req.socket.destroy();
      return;
    }
    if (scripted) return scriptedAnswer(res, scripted);
    if (!r.authOk) return send(res, 401, FAILURE_BODIES[401]);
    const routed = world.answer(r.method, r.apiPath, r.query, r.body);
    send(res, routed.status, routed.body, routed.headers);
  };

  const server = await listenOnLoopback(answer, (res) => send(res, 500, FAILURE_BODIES[500]));
  const baseUrl = `${server.origin}${root}`;
  world.web = baseUrl;
  return {
    baseUrl,
    port: server.port,
    requests,
    preflights,
    world,
    fail: (rule) => failures.add(rule),
    close: server.close,
  };
}
