/**
 * A GitHub stand-in on loopback that answers as GitHub's docs say, for the connector's
 * tests and the browser test of the Firebase deployment. docs/trackers.md ("GitHub: the
 * stand-in") lists what it covers: `POST /graphql` (github.com's API host) and
 * `/api/graphql` with `/api/v3` (GitHub Enterprise Server), every document validated
 * against GitHub's published schema and executed over its issues and projects
 * (github-stand-in-graphql.ts); the REST label calls the connector makes; `Bearer`
 * auth with 401 "Bad credentials"; the x-ratelimit-* headers on every answer; scripted
 * failures (a status with its headers, or GraphQL `errors` with status 200); and CORS
 * as api.github.com answers a page: any origin, a preflight, the headers it exposes.
 * It records each request without its secret: only the scheme and whether it matched.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FAILURE_BODIES,
  GRAPHQL_ERRORS,
  restError,
  type StandInIssue,
  type StandInProject,
} from './github-stand-in-data';
import { GitHubWorld } from './github-stand-in-graphql';
import {
  authSchemeOf,
  listenOnLoopback,
  preflightOf,
  readBody,
  ScriptedFailures,
  sendBody,
  urlOf,
  type RecordedPreflight,
  type ScriptedMatch,
} from './tracker-stand-in-base';

export * from './github-stand-in-data';
export type { RecordedPreflight };

export interface GitHubStandInOptions {
  token: string;
  issues?: StandInIssue[];
  projects?: StandInProject[];
  /** The token's user. */
  login?: string;
  /** The token may read but not write (issues, projects): writes answer 403 / FORBIDDEN. */
  readOnly?: boolean;
  /** Where issues' pages are (`https://github.com`); the stand-in's own origin when unset. */
  webOrigin?: string;
}

/** A request as received: never the credential, only its scheme and whether it matched. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** A GraphQL call's operation name (`Search`, `SetNumberField`). */
  operation: string | null;
  origin: string | null;
  auth: 'bearer' | 'token' | 'basic' | 'none' | 'other';
  authOk: boolean;
}

/** A failure answered instead of the documented success, for matching calls. */
export interface ScriptedFailure extends ScriptedMatch {
  /** Only GraphQL calls of this operation. */
  operation?: string;
  /** A status, or 'drop' to close the connection without an answer; 200 with `graphql`. */
  status?: number | 'drop';
  /** GraphQL `errors` of this type, answered with status 200. */
  graphql?: 'NOT_FOUND' | 'FORBIDDEN' | 'RATE_LIMITED';
  retryAfter?: string;
  /** A spent primary limit: `x-ratelimit-remaining: 0` and this reset (epoch seconds). */
  rateLimitReset?: number;
  body?: unknown;
}

export interface GitHubStandIn {
  /** A GitHub Enterprise Server's root (`http://127.0.0.1:{port}`). */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly preflights: RecordedPreflight[];
  /** The issues and projects, as writes left them. */
  readonly world: GitHubWorld;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

/** The CORS headers api.github.com answers every request with. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};
/** What its preflight allows. */
export const CORS_PREFLIGHT: Record<string, string> = {
  'access-control-allow-headers':
    'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-max-age': '86400',
};

/** GitHub answers a string as an HTML page. */
const send = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
) => sendBody(res, status, body, headers, 'text/html; charset=utf-8');

/** The API path without a server's prefix (`/api/graphql` → `/graphql`, `/api/v3/x` → `/x`). */
const apiPath = (path: string) =>
  path === '/api/graphql' ? '/graphql' : path.startsWith('/api/v3/') ? path.slice(7) : path;

function record(req: IncomingMessage, body: unknown, token: string): RecordedRequest {
  const authorization = req.headers.authorization ?? '';
  const query = (body as { query?: unknown } | undefined)?.query;
  return {
    method: req.method ?? 'GET',
    path: urlOf(req).pathname,
    body,
    operation:
      typeof query === 'string'
        ? (/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null)
        : null,
    origin: req.headers.origin ?? null,
    auth: authSchemeOf(req, ['bearer', 'token', 'basic']),
    // GitHub takes a PAT as `Bearer` or `token`.
    authOk: authorization === `Bearer ${token}` || authorization === `token ${token}`,
  };
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  const world = new GitHubWorld(
    options.issues ?? [],
    options.projects ?? [],
    options.login ?? 'ana-lima',
  );
  const requests: RecordedRequest[] = [];
  const preflights: RecordedPreflight[] = [];
  const failures = new ScriptedFailures<ScriptedFailure>();
  let used = 0;

  /** The rate-limit headers GitHub sends with every authenticated answer. */
  const limitHeaders = (path: string, spentUntil?: number): Record<string, string> => {
    used += 1;
    const reset = spentUntil ?? Math.floor(Date.now() / 1000) + 3600;
    return {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': spentUntil === undefined ? String(Math.max(0, 5000 - used)) : '0',
      'x-ratelimit-used': spentUntil === undefined ? String(used) : '5000',
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': path === '/graphql' ? 'graphql' : 'core',
      'x-github-request-id': `C0DE:${used.toString(16).toUpperCase()}`,
    };
  };

  const scriptedAnswer = (res: ServerResponse, s: ScriptedFailure, path: string) => {
    const headers = {
      ...limitHeaders(path, s.rateLimitReset),
      ...(s.retryAfter ? { 'retry-after': s.retryAfter } : {}),
    };
    if (s.graphql) {
      return send(res, 200, s.body ?? { data: null, errors: [GRAPHQL_ERRORS[s.graphql]] }, headers);
    }
    const status = s.status as number;
    const body =
      s.body ??
      (status === 403 && s.rateLimitReset !== undefined
        ? restError(
            'API rate limit exceeded for user ID 583231. If you reach out to GitHub Support for help, please include the request ID C0DE:1.',
            403,
            'rest/overview/resources-in-the-rest-api#rate-limiting',
          )
        : status === 403 && s.retryAfter
          ? restError(
              'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
              403,
              'rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            )
          : (FAILURE_BODIES[status] ?? {}));
    send(res, status, body, headers);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      preflights.push(preflightOf(req));
      res.writeHead(204, { ...CORS_HEADERS, ...CORS_PREFLIGHT });
      res.end();
      return;
    }
    const r = record(req, await readBody(req), options.token);
    requests.push(r);
    const path = apiPath(r.path);
    const scripted = failures.take(
      r.method,
      path,
      (f) => f.operation === undefined || f.operation === r.operation,
    );
    if (scripted?.status === 'drop') {
      req.socket.destroy();
      return;
    }
    // Every answer, a failure's too, carries the CORS headers: a page reads its status.
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (scripted) return scriptedAnswer(res, scripted, path);
    if (!r.authOk) {
      const doc = path === '/graphql' ? 'graphql' : 'rest';
      return send(res, 401, restError('Bad credentials', 401, doc));
    }
    const headers = limitHeaders(path);
    if (r.method === 'POST' && path === '/graphql') {
      return send(res, 200, world.answer(r.body, options.readOnly === true), headers);
    }
    const rest = labelRoute(world, r, path, options.readOnly === true);
    send(res, rest.status, rest.body, headers);
  };

  const server = await listenOnLoopback(answer, (res) => send(res, 500, FAILURE_BODIES[503]));
  world.web = options.webOrigin ?? server.origin;
  return {
    baseUrl: server.origin,
    port: server.port,
    requests,
    preflights,
    world,
    fail: (rule) => failures.add(rule),
    close: server.close,
  };
}

const LABELS_DOC = 'rest/issues/labels';

/** A label as REST answers it. */
const labelOf = (name: string, repo: string) => ({
  id: Buffer.from(name).readUIntBE(0, Math.min(6, name.length)),
  node_id: `LA_${Buffer.from(name).toString('base64url')}`,
  url: `https://api.github.com/repos/${repo}/labels/${encodeURIComponent(name)}`,
  name,
  color: 'ededed',
  default: false,
  description: null,
});

/**
 * The REST label calls: `POST /repos/{o}/{r}/issues/{n}/labels` (adds, creating a label
 * the repository lacks; names compared without case) and `DELETE …/labels/{name}`
 * (404 "Label does not exist" when the issue has none of that name).
 */
function labelRoute(
  world: GitHubWorld,
  r: RecordedRequest,
  path: string,
  readOnly: boolean,
): { status: number; body: unknown } {
  const match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/labels(?:\/([^/]+))?$/.exec(path);
  const notFound = { status: 404, body: restError('Not Found', 404, LABELS_DOC) };
  if (!match) return notFound;
  const [, owner, repo, number, name] = match;
  const issue = world.issue(`${decodeURIComponent(owner!)}/${decodeURIComponent(repo!)}#${number}`);
  if (!issue) return notFound;
  if (readOnly && r.method !== 'GET') {
    return {
      status: 403,
      body: restError('Resource not accessible by personal access token', 403, LABELS_DOC),
    };
  }
  const all = () => issue.labels.map((l) => labelOf(l, issue.repo));
  if (r.method === 'POST' && name === undefined) {
    const labels = (r.body as { labels?: unknown } | undefined)?.labels;
    if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string' && l.trim() !== '')) {
      return {
        status: 422,
        body: restError('Invalid request. "labels" wasn\'t supplied.', 422, LABELS_DOC),
      };
    }
    for (const label of labels as string[]) {
      if (!issue.labels.some((l) => l.toLowerCase() === label.toLowerCase()))
        issue.labels.push(label);
    }
    return { status: 200, body: all() };
  }
  if (r.method === 'DELETE' && name !== undefined) {
    const wanted = decodeURIComponent(name).toLowerCase();
    const at = issue.labels.findIndex((l) => l.toLowerCase() === wanted);
    if (at < 0) return { status: 404, body: restError('Label does not exist', 404, LABELS_DOC) };
    issue.labels.splice(at, 1);
    return { status: 200, body: all() };
  }
  return notFound;
}
