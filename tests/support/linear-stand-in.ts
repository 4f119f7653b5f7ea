/**
 * A Linear stand-in on loopback that answers as Linear's API docs say, for the
 * connector's tests and the browser wall's. docs/trackers.md ("Linear: the stand-in")
 * lists what it covers: `POST /graphql`, every document validated against Linear's
 * published schema and executed over its teams, cycles, projects, labels and issues
 * (linear-stand-in-graphql.ts); a personal API key as the whole `Authorization` value
 * (a `Bearer` one refused, as Linear keeps Bearer for OAuth tokens), refused with 400
 * and an `authentication error`; the `X-RateLimit-{Requests,Complexity}-*` headers on
 * every answer (resets in epoch milliseconds); scripted failures (RATELIMITED with 400
 * and its headers, Linear's typed errors with 200 or 400, a 5xx, or no answer); and CORS
 * as api.linear.app answers a page. It records each request without its secret: only
 * the scheme and whether it matched.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AUTHENTICATION_ERROR,
  FORBIDDEN_ERROR,
  INTERNAL_ERROR,
  notFoundError,
  RATELIMITED_ERROR,
  SAMPLE_CYCLES,
  SAMPLE_ISSUES,
  SAMPLE_PROJECTS,
  SAMPLE_TEAMS,
  type StandInIssue,
} from './linear-stand-in-data';
import { LinearWorld, type LinearWorldOptions } from './linear-stand-in-graphql';
import {
  listenOnLoopback,
  preflightOf,
  readBody,
  ScriptedFailures,
  sendBody,
  urlOf,
  type RecordedPreflight,
  type ScriptedMatch,
} from './tracker-stand-in-base';

export * from './linear-stand-in-data';
export { LinearWorld } from './linear-stand-in-graphql';
export type { RecordedPreflight };

export interface LinearStandInOptions extends Partial<LinearWorldOptions> {
  token: string;
  issues?: StandInIssue[];
}

/** A request as received: never the key, only its scheme and whether it matched. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The GraphQL operation's name (`Issues`, `SetEstimate`). */
  operation: string | null;
  variables: unknown;
  origin: string | null;
  /** `key`: a bare value, as Linear takes a personal API key. */
  auth: 'key' | 'bearer' | 'none';
  authOk: boolean;
}

/** A failure answered instead of the documented success, for matching calls. */
export interface ScriptedFailure extends ScriptedMatch {
  operation?: string;
  /** A status with no GraphQL body (a 5xx from Linear's edge), or 'drop' for no answer. */
  status?: number | 'drop';
  /** Linear's typed error, with `errorStatus` (400 unless said; RATELIMITED always 400). */
  graphql?: 'RATELIMITED' | 'AUTHENTICATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND' | 'INTERNAL';
  errorStatus?: number;
  /** A spent request limit: remaining 0 and this reset (epoch ms). */
  requestsReset?: number;
  /** A spent complexity limit: remaining 0 and this reset (epoch ms). */
  complexityReset?: number;
  body?: unknown;
}

export interface LinearStandIn {
  /** The API's address, standing for `https://api.linear.app`. */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly preflights: RecordedPreflight[];
  readonly world: LinearWorld;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

/** The CORS headers the stand-in answers a page with, as api.linear.app is taken to. */
export const CORS_HEADERS: Record<string, string> = { 'access-control-allow-origin': '*' };
export const CORS_PREFLIGHT: Record<string, string> = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '86400',
};

const ERRORS = {
  RATELIMITED: RATELIMITED_ERROR,
  AUTHENTICATION_ERROR,
  FORBIDDEN: FORBIDDEN_ERROR,
  NOT_FOUND: notFoundError('Issue'),
  INTERNAL: INTERNAL_ERROR,
};

function record(req: IncomingMessage, body: unknown, token: string): RecordedRequest {
  const authorization = req.headers.authorization ?? '';
  const query = (body as { query?: unknown } | undefined)?.query;
  return {
    method: req.method ?? 'GET',
    path: urlOf(req).pathname,
    operation:
      typeof query === 'string'
        ? (/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null)
        : null,
    variables: (body as { variables?: unknown } | undefined)?.variables,
    origin: req.headers.origin ?? null,
    auth: authorization === '' ? 'none' : /^Bearer /i.test(authorization) ? 'bearer' : 'key',
    authOk: authorization === token,
  };
}

export async function startLinearStandIn(options: LinearStandInOptions): Promise<LinearStandIn> {
  const world = new LinearWorld(options.issues ?? SAMPLE_ISSUES, {
    teams: options.teams ?? SAMPLE_TEAMS,
    cycles: options.cycles ?? SAMPLE_CYCLES,
    projects: options.projects ?? SAMPLE_PROJECTS,
    displayName: options.displayName ?? 'Ana Lima',
    email: options.email ?? 'ana@acme.test',
    readOnly: options.readOnly ?? false,
  });
  const requests: RecordedRequest[] = [];
  const preflights: RecordedPreflight[] = [];
  const failures = new ScriptedFailures<ScriptedFailure>();
  let used = 0;

  /** Linear's rate-limit headers, sent with every answer to a known key. */
  const limitHeaders = (s?: ScriptedFailure): Record<string, string> => {
    used += 1;
    const hour = Date.now() + 3_600_000;
    return {
      'x-ratelimit-requests-limit': '5000',
      'x-ratelimit-requests-remaining':
        s?.requestsReset === undefined ? String(Math.max(0, 5000 - used)) : '0',
      'x-ratelimit-requests-reset': String(s?.requestsReset ?? hour),
      'x-ratelimit-complexity-limit': '3000000',
      'x-ratelimit-complexity-remaining': s?.complexityReset === undefined ? '2999000' : '0',
      'x-ratelimit-complexity-reset': String(s?.complexityReset ?? hour),
      'x-complexity': '120',
    };
  };

  const scriptedAnswer = (res: ServerResponse, s: ScriptedFailure) => {
    const headers = limitHeaders(s);
    if (s.graphql) {
      const status = s.graphql === 'RATELIMITED' ? 400 : (s.errorStatus ?? 400);
      return sendBody(res, status, s.body ?? { errors: [ERRORS[s.graphql]] }, headers);
    }
    const page = '<html><body>Bad gateway</body></html>';
    sendBody(res, s.status as number, s.body ?? page, headers, 'text/html');
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      preflights.push(preflightOf(req));
      res.writeHead(204, CORS_PREFLIGHT);
      res.end();
      return;
    }
    const body = await readBody(req);
    const r = record(req, body, options.token);
    requests.push(r);
    const scripted = failures.take(
      r.method,
      r.path,
      (f) => f.operation === undefined || f.operation === r.operation,
    );
    if (scripted?.status === 'drop') {
      req.socket.destroy();
      return;
    }
    if (scripted) return scriptedAnswer(res, scripted);
    if (r.path !== '/graphql') return sendBody(res, 404, `Cannot ${r.method} ${r.path}`);
    if (!r.authOk) return sendBody(res, 400, { errors: [AUTHENTICATION_ERROR] });
    const answered = world.answer(body);
    sendBody(res, answered.status, answered.body, limitHeaders());
  };

  const server = await listenOnLoopback(answer, (res) =>
    sendBody(res, 500, { errors: [INTERNAL_ERROR] }),
  );
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
