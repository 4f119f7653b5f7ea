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
import type { ProjectStyle, StandInIssue } from './jira-stand-in-data';
import { FAILURE_BODIES, JiraSite, send } from './jira-stand-in-routes';
import {
  authSchemeOf,
  listenOnLoopback,
  readBody,
  retryAfterHeader,
  ScriptedFailures,
  urlOf,
  type ScriptedMatch,
} from './tracker-stand-in-base';

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
export interface ScriptedFailure extends ScriptedMatch {
  /** A status, or 'drop' to close the connection without an answer. */
  status: number | 'drop';
  /** `Retry-After` as sent (seconds or an HTTP date). */
  retryAfter?: string;
  /** The body; absent, Jira's documented one for the status. */
  body?: unknown;
}

export interface JiraStandIn {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The issues, as PUTs left them. */
  readonly issues: Map<string, StandInIssue>;
  fail(rule: ScriptedFailure): void;
  close(): Promise<void>;
}

export async function startJiraStandIn(options: JiraStandInOptions): Promise<JiraStandIn> {
  const site = new JiraSite(options);
  const expected = site.expectedAuthorization();
  const requests: RecordedRequest[] = [];
  const failures = new ScriptedFailures<ScriptedFailure>();

  const server = await listenOnLoopback(
    async (req, res) => {
      const url = urlOf(req);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await readBody(req),
        auth: authSchemeOf(req, ['basic', 'bearer']),
        authOk: (req.headers.authorization ?? '') === expected,
      };
      requests.push(record);
      const scripted = failures.take(record.method, record.path);
      if (!scripted) return site.route(res, record);
      if (scripted.status === 'drop') {
        req.socket.destroy();
        return;
      }
      send(
        res,
        scripted.status,
        scripted.body ?? FAILURE_BODIES[scripted.status] ?? {},
        retryAfterHeader(scripted.retryAfter),
      );
    },
    (res) => send(res, 500, { errorMessages: ['Internal server error'], errors: {} }),
  );
  site.origin = server.origin;
  return {
    baseUrl: `${site.origin}${options.gatewayPath ?? ''}`,
    requests,
    issues: site.issues,
    fail: (rule) => failures.add(rule),
    close: server.close,
  };
}
