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
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  editScreen,
  SITE_FIELDS,
  type ProjectStyle,
  type StandInIssue,
} from './jira-stand-in-data';

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

/** Jira's own bodies for each failure status. */
const FAILURE_BODIES: Record<number, unknown> = {
  400: { errorMessages: ['The request is invalid.'], errors: {} },
  401: {
    errorMessages: [
      'You are not authenticated. Authentication required to perform this operation.',
    ],
    errors: {},
  },
  403: { errorMessages: ['You do not have permission to edit this issue.'], errors: {} },
  404: {
    errorMessages: ['Issue does not exist or you do not have permission to see it.'],
    errors: {},
  },
  429: { errorMessages: ['Rate limit exceeded.'], errors: {} },
  503: { errorMessages: ['Service unavailable, please try again later.'], errors: {} },
};

const REMOVED_SEARCH = {
  errorMessages: [
    'The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046',
  ],
  errors: {},
};

const notOnScreen = (id: string) => ({
  errorMessages: [],
  errors: { [id]: `Field '${id}' cannot be set. It is not on the appropriate screen, or unknown.` },
});

function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
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

/** The projects a JQL names (`project = PAY`, `project in (PAY, OPS)`); null for all. */
function projectsOfJql(jql: string): string[] | null | 'invalid' {
  const query = jql.replace(/\border\s+by\b.*$/i, '').trim();
  if (query === '') return null;
  const match = /^project\s*(?:=\s*"?([\w-]+)"?|in\s*\(([^)]*)\))$/i.exec(query);
  if (!match) return 'invalid';
  return (match[1] ?? match[2] ?? '').split(',').map((p) => p.trim().replace(/"/g, ''));
}

export async function startJiraStandIn(options: JiraStandInOptions): Promise<JiraStandIn> {
  const cloud = options.kind === 'jira-cloud';
  const version = cloud ? '3' : '2';
  const api = `/rest/api/${version}`;
  const issues = new Map(
    (options.issues ?? []).map((issue) => [issue.key, structuredClone(issue)]),
  );
  const styleOf = (key: string): ProjectStyle =>
    options.projects?.[key.replace(/-\d+$/, '')] ?? 'company-managed';
  const requests: RecordedRequest[] = [];
  const failures: ScriptedFailure[] = [];
  const expected = cloud
    ? `Basic ${Buffer.from(`${options.email ?? ''}:${options.token}`).toString('base64')}`
    : `Bearer ${options.token}`;

  const issueJson = (issue: StandInIssue, wanted: string[] | null) => {
    const project = issue.key.replace(/-\d+$/, '');
    const all: Record<string, unknown> = {
      summary: issue.summary,
      description: issue.description,
      // Cloud tells a team-managed project by `simplified`; Data Center has no such thing.
      project: {
        id: String(10000 + project.length),
        key: project,
        name: `Project ${project}`,
        projectTypeKey: 'software',
        ...(cloud ? { simplified: styleOf(issue.key) === 'team-managed' } : {}),
      },
      ...issue.fields,
    };
    const fields =
      wanted === null
        ? all
        : Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
    return {
      id: String(10000 + [...issues.keys()].indexOf(issue.key)),
      key: issue.key,
      self: `${baseUrl}${api}/issue/${issue.key}`,
      fields,
    };
  };

  const search = (
    jql: string,
    fieldsAsked: string[] | null,
    startAt: number,
    maxResults: number,
  ) => {
    const projects = projectsOfJql(jql);
    if (projects === 'invalid') return null;
    const all = [...issues.values()].filter(
      (i) => projects === null || projects.includes(i.key.replace(/-\d+$/, '')),
    );
    const page = all.slice(startAt, startAt + maxResults).map((i) => issueJson(i, fieldsAsked));
    return { all, page };
  };

  const route = async (req: IncomingMessage, res: ServerResponse, record: RecordedRequest) => {
    const { method, path, query, body } = record;
    const input = (body ?? {}) as Record<string, unknown>;
    if (cloud && path === '/rest/api/3/search') return send(res, 410, REMOVED_SEARCH);
    if (!record.authOk) {
      return send(res, 401, FAILURE_BODIES[401], {
        'www-authenticate': 'OAuth realm="https%3A%2F%2Fjira.example"',
      });
    }
    if (path === `${api}/myself` && method === 'GET') {
      return send(
        res,
        200,
        cloud
          ? {
              accountId: '5b10a2844c20165700ede21g',
              accountType: 'atlassian',
              emailAddress: options.email,
              displayName: 'Ana Lima',
              active: true,
              timeZone: 'Europe/Lisbon',
            }
          : {
              key: 'JIRAUSER10100',
              name: 'alima',
              emailAddress: 'ana@example.com',
              displayName: 'Ana Lima',
              active: true,
            },
      );
    }
    if (path === `${api}/field` && method === 'GET') return send(res, 200, SITE_FIELDS);
    const searchPath = cloud ? `${api}/search/jql` : `${api}/search`;
    if (path === searchPath && (method === 'GET' || method === 'POST')) {
      const jql = String((method === 'GET' ? query.jql : input.jql) ?? '');
      const rawFields = method === 'GET' ? query.fields?.split(',') : input.fields;
      const fieldsAsked = Array.isArray(rawFields) ? rawFields.map(String) : cloud ? ['id'] : null;
      const asked = Number((method === 'GET' ? query.maxResults : input.maxResults) ?? 50);
      const maxResults = Math.max(1, Math.min(asked, cloud ? 100 : 1000));
      if (cloud) {
        const token = String((method === 'GET' ? query.nextPageToken : input.nextPageToken) ?? '');
        const startAt =
          token === ''
            ? 0
            : Number(Buffer.from(token, 'base64url').toString('utf8').replace('offset:', ''));
        const found = search(jql, fieldsAsked, startAt, maxResults);
        if (!found)
          return send(res, 400, {
            errorMessages: [`Error in the JQL Query: '${jql}' cannot be parsed.`],
            errors: {},
          });
        const end = startAt + found.page.length;
        const isLast = end >= found.all.length;
        // The last page carries no nextPageToken at all (JRACLOUD-92184).
        return send(res, 200, {
          issues: found.page,
          ...(isLast ? {} : { nextPageToken: Buffer.from(`offset:${end}`).toString('base64url') }),
          isLast,
        });
      }
      const startAt = Number((method === 'GET' ? query.startAt : input.startAt) ?? 0);
      const found = search(jql, fieldsAsked, startAt, maxResults);
      if (!found)
        return send(res, 400, {
          errorMessages: [`Error in the JQL Query: '${jql}' cannot be parsed.`],
          errors: {},
        });
      return send(res, 200, {
        expand: 'schema,names',
        startAt,
        maxResults,
        total: found.all.length,
        issues: found.page,
      });
    }
    const issuePath = new RegExp(`^${api}/issue/([^/]+)(/editmeta)?$`).exec(path);
    const issue = issuePath ? issues.get(decodeURIComponent(issuePath[1] ?? '')) : undefined;
    if (issuePath && !issue) return send(res, 404, FAILURE_BODIES[404]);
    if (issuePath && issue) {
      const screen = editScreen(styleOf(issue.key));
      if (issuePath[2] && method === 'GET') return send(res, 200, { fields: screen });
      if (method === 'GET')
        return send(res, 200, issueJson(issue, query.fields ? query.fields.split(',') : null));
      if (method === 'PUT') {
        const fields = (input.fields ?? {}) as Record<string, unknown>;
        for (const [id, value] of Object.entries(fields)) {
          if (!(id in screen)) return send(res, 400, notOnScreen(id));
          const type = (screen[id] as { schema: { type: string } }).schema.type;
          if (type === 'number' && typeof value !== 'number' && value !== null) {
            return send(res, 400, {
              errorMessages: [],
              errors: { [id]: 'Operation value must be a number' },
            });
          }
        }
        Object.assign(issue.fields, fields);
        return send(res, 204);
      }
    }
    return send(res, 404, { errorMessages: ['null for uri: ' + path], errors: {} });
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
      const scripted = failures.find(
        (f) =>
          (f.method === undefined || f.method === record.method) &&
          (f.path === undefined ||
            (typeof f.path === 'string' ? f.path === record.path : f.path.test(record.path))),
      );
      if (scripted) {
        scripted.times = (scripted.times ?? 1) - 1;
        if (scripted.times <= 0) failures.splice(failures.indexOf(scripted), 1);
        if (scripted.status === 'drop') {
          req.socket.destroy();
          return;
        }
        const headers: Record<string, string> = scripted.retryAfter
          ? { 'retry-after': scripted.retryAfter }
          : {};
        return send(
          res,
          scripted.status,
          scripted.body ?? FAILURE_BODIES[scripted.status] ?? {},
          headers,
        );
      }
      await route(req, res, record);
    })().catch(() => {
      if (!res.headersSent)
        send(res, 500, { errorMessages: ['Internal server error'], errors: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    issues,
    fail: (rule) => void failures.push({ ...rule }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
