/**
 * An Azure DevOps stand-in on loopback that answers as Microsoft's REST reference says
 * (api-version 7.1: status codes, headers, bodies), for the connector's tests and the
 * browser test of the Firebase deployment. docs/trackers.md ("Azure DevOps: the
 * stand-in") lists what it covers: WIQL and saved queries, `workitemsbatch` (at most
 * 200 ids), the work item types' fields, the documented JSON Patch write, Azure's error
 * bodies, a wrong PAT answered 401 or with the 203 sign-in page, scripted failures,
 * and CORS as the service answers a page: a preflight naming the methods and headers
 * it allows, and the page's origin echoed on every answer. It records each request
 * without its secret: only the auth scheme and whether the credential matched.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAILURE_BODIES, SIGN_IN_PAGE, type StandInWorkItem } from './azure-stand-in-data';
import { AzureOrganization, send, type SavedQuery } from './azure-stand-in-routes';
import {
  authSchemeOf,
  listenOnLoopback,
  preflightOf,
  readBody,
  retryAfterHeader,
  ScriptedFailures,
  urlOf,
  type RecordedPreflight,
  type ScriptedMatch,
} from './tracker-stand-in-base';

export * from './azure-stand-in-data';
export type { RecordedPreflight, SavedQuery };

export interface AzureStandInOptions {
  /** The PAT it accepts (with any user name, as Azure DevOps does). */
  token: string;
  /** The organization's path (`/acme`) or a Server collection's (`/tfs/DefaultCollection`). */
  collectionPath?: string;
  project: string;
  workItems?: StandInWorkItem[];
  savedQueries?: SavedQuery[];
  /** The account's display name in `connectionData`. */
  account?: string;
  /** A wrong PAT gets the 203 sign-in page instead of a 401. */
  badTokenAnswer?: 401 | 203;
  /** The origin its links start with (the public name a browser reaches it by). */
  publicOrigin?: string;
}

/** A request as received: never the credential, only its scheme and whether it matched. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string;
  /** The page's origin, for a call from a browser. */
  origin: string | null;
  auth: 'basic' | 'bearer' | 'none' | 'other';
  authOk: boolean;
}

/** A failure answered instead of the documented success, for matching calls. */
export interface ScriptedFailure extends ScriptedMatch {
  /** A status, or 'drop' to close the connection without an answer. */
  status: number | 'drop';
  /** `Retry-After` as sent (seconds or an HTTP date). */
  retryAfter?: string;
  /** The body; absent, Azure's for the status. */
  body?: unknown;
}

export interface AzureStandIn {
  /** The organization's address (`http://127.0.0.1:{port}/acme`). */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly preflights: RecordedPreflight[];
  /** The work items, as PATCHes left them. */
  readonly items: Map<number, StandInWorkItem>;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

/** The headers Azure DevOps lets a page send, as its preflight answers them. */
export const CORS_ALLOWED_HEADERS =
  'authorization, content-type, accept, x-tfs-fedauthredirect, x-tfs-session, x-vss-reauthenticationaction, x-vss-forcemsapassthrough';
export const CORS_ALLOWED_METHODS = 'OPTIONS, GET, HEAD, POST, PUT, PATCH, DELETE';

/** The CORS headers of an answer to a page at `origin`. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'ActivityId, X-TFS-Session, X-VSS-E2EID',
    vary: 'Origin',
  };
}

/** Whether `authorization` is basic auth of any user name and `token`. */
function carriesToken(authorization: string, token: string): boolean {
  const basic = /^Basic (.+)$/.exec(authorization)?.[1];
  if (!basic) return false;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) === token;
}

function record(req: IncomingMessage, body: unknown, token: string): RecordedRequest {
  const url = urlOf(req);
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    contentType: req.headers['content-type'] ?? '',
    origin: req.headers.origin ?? null,
    auth: authSchemeOf(req, ['basic', 'bearer']),
    authOk: carriesToken(req.headers.authorization ?? '', token),
  };
}

export async function startAzureStandIn(options: AzureStandInOptions): Promise<AzureStandIn> {
  const organization = new AzureOrganization(options);
  const requests: RecordedRequest[] = [];
  const preflights: RecordedPreflight[] = [];
  const failures = new ScriptedFailures<ScriptedFailure>();

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      // The preflight carries no credential and is answered for any path.
      preflights.push(preflightOf(req));
      res.writeHead(200, {
        ...cors,
        'access-control-allow-methods': CORS_ALLOWED_METHODS,
        'access-control-allow-headers': CORS_ALLOWED_HEADERS,
        'access-control-max-age': '3600',
      });
      res.end();
      return;
    }
    const r = record(req, await readBody(req), options.token);
    requests.push(r);
    const scripted = failures.take(r.method, r.path);
    if (scripted?.status === 'drop') {
      req.socket.destroy();
      return;
    }
    // Every answer, a failure's too, carries the CORS headers: a page reads its status.
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (scripted) {
      return send(
        res,
        scripted.status,
        scripted.body ?? FAILURE_BODIES[scripted.status] ?? {},
        retryAfterHeader(scripted.retryAfter),
      );
    }
    if (!r.authOk) {
      if (options.badTokenAnswer === 203) {
        res.writeHead(203, { 'content-type': 'text/html; charset=utf-8' });
        res.end(SIGN_IN_PAGE);
        return;
      }
      return send(res, 401, FAILURE_BODIES[401], {
        'www-authenticate':
          'Bearer authorization_uri=https://login.microsoftonline.com/common, Basic realm="https://dev.azure.com/"',
        'x-tfs-fedauthrealm': 'https://app.vssps.visualstudio.com/',
      });
    }
    organization.route(res, r);
  };

  const server = await listenOnLoopback(answer, (res) => send(res, 500, FAILURE_BODIES[503]));
  organization.origin = options.publicOrigin ?? server.origin;
  return {
    baseUrl: `${server.origin}${options.collectionPath ?? '/acme'}`,
    port: server.port,
    requests,
    preflights,
    items: organization.items,
    fail: (rule) => failures.add(rule),
    close: server.close,
  };
}
