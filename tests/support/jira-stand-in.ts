/**
 * A Jira stand-in on loopback that answers as Atlassian's REST reference says (status
 * codes, headers, bodies), for the connector's tests and the wall's end-to-end test.
 * docs/trackers.md ("The stand-in") lists what it covers: Cloud's `/rest/api/3/search/jql`
 * with `nextPageToken`, the removed `/rest/api/3/search` (410), Data Center's
 * `/rest/api/2/search` with `startAt`/`total`, `myself`, `field`, editmeta of team- and
 * company-managed projects, issue GET and PUT (204), and every failure the wall shows,
 * scripted per call. It records each request without its secret: only the auth scheme
 * and whether the credential matched.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProjectStyle, StandInIssue } from './jira-stand-in-data';
import { FAILURE_BODIES, JiraSite, send } from './jira-stand-in-routes';

export * from './jira-stand-in-data';

export interface JiraStandInOptions {
  kind: 'jira-cloud' | 'jira-server';
  /** Cloud: the account e-mail of basic auth. */
  email?: string;
  /** The API token (Cloud) or PAT (Data Center) it accepts. */
  token: string;
  issues?: StandInIssue[];
  /** Each project's style by key; a project not listed is company-managed. */
  projects?: Record<string, ProjectStyle>;
  /**
   * Serve the API under this path, as Atlassian's gateway for scoped tokens does
   * (`/ex/jira/{cloudId}`); serverInfo then names `site` as the site's address.
   */
  gatewayPath?: string;
  site?: string;
}

/** A request as received: never the credential, only its scheme and whether it matched. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: 'basic' | 'bearer' | 'none' | 'other';
  authOk: boolean;
}

/** A failure answered instead of the documented success, for matching calls. */
export interface ScriptedFailure {
  method?: string;
  /** The request path, or a pattern of it (`/rest/api/3/issue/PAY-1`). */
  path?: string | RegExp;
  /** A status, or 'drop' to close the connection without an answer. */
  status: number | 'drop';
  /** `Retry-After` as sent (seconds or an HTTP date). */
  retryAfter?: string;
  /** The body; absent, Jira's documented one for the status. */
  body?: unknown;
  /** How many matching calls fail; default 1. */
  times?: number;
}

export interface JiraStandIn {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The issues, as PUTs left them. */
  readonly issues: Map<string, StandInIssue>;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startJiraStandIn(options: JiraStandInOptions): Promise<JiraStandIn> {
  const site = new JiraSite(options);
  const expected = site.expectedAuthorization();
  const requests: RecordedRequest[] = [];
  const failures: ScriptedFailure[] = [];

  /** The first scripted failure for this request, used up by one call. */
  const scriptedFor = (record: RecordedRequest): ScriptedFailure | undefined => {
    const scripted = failures.find(
      (f) =>
        (f.method === undefined || f.method === record.method) &&
        (f.path === undefined ||
          (typeof f.path === 'string' ? f.path === record.path : f.path.test(record.path))),
    );
    if (scripted) {
      scripted.times = (scripted.times ?? 1) - 1;
      if (scripted.times <= 0) failures.splice(failures.indexOf(scripted), 1);
    }
    return scripted;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const authorization = req.headers.authorization ?? '';
      const scheme = /^(\w+) /.exec(authorization)?.[1]?.toLowerCase();
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await readBody(req),
        auth:
          authorization === ''
            ? 'none'
            : scheme === 'basic' || scheme === 'bearer'
              ? scheme
              : 'other',
        authOk: authorization === expected,
      };
      requests.push(record);
      const scripted = scriptedFor(record);
      if (!scripted) return site.route(res, record);
      if (scripted.status === 'drop') {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = scripted.retryAfter
        ? { 'retry-after': scripted.retryAfter }
        : {};
      send(res, scripted.status, scripted.body ?? FAILURE_BODIES[scripted.status] ?? {}, headers);
    })().catch(() => {
      if (!res.headersSent) {
        send(res, 500, { errorMessages: ['Internal server error'], errors: {} });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${site.origin}${options.gatewayPath ?? ''}`,
    requests,
    issues: site.issues,
    fail: (rule) => void failures.push({ ...rule }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
