/**
 * What the Jira stand-in (jira-stand-in.ts) answers to each documented call, once the
 * request has passed its scripted failures: one site, Cloud or Data Center.
 */
import type { ServerResponse } from 'node:http';
import {
  editScreen,
  SITE_FIELDS,
  type ProjectStyle,
  type StandInIssue,
} from './jira-stand-in-data';
import type { JiraStandInOptions, RecordedRequest } from './jira-stand-in';

/** Jira's own bodies for each failure status. */
export const FAILURE_BODIES: Record<number, unknown> = {
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

export function send(
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

/** What a JQL the stand-in understands asks for: all issues, some projects, or some keys. */
type JqlFilter = { projects: string[] } | { keys: string[] } | null;

const listOf = (one: string | undefined, many: string | undefined) =>
  (one ?? many ?? '').split(',').map((p) => p.trim().replace(/"/g, ''));

/**
 * `project = PAY`, `project in (PAY, OPS)`, `key = PAY-1`, `key in (PAY-1, PAY-2)` (or
 * `issuekey`), each with an ORDER BY or none; null for all; 'invalid' for anything else.
 */
function filterOfJql(jql: string): JqlFilter | 'invalid' {
  const query = jql.replace(/\border\s+by\b.*$/i, '').trim();
  if (query === '') return null;
  const match = /^(project|key|issuekey)\s*(?:=\s*"?([\w-]+)"?|in\s*\(([^)]*)\))$/i.exec(query);
  if (!match) return 'invalid';
  const list = listOf(match[2], match[3]);
  return match[1]?.toLowerCase() === 'project'
    ? { projects: list }
    : { keys: list.map((k) => k.toUpperCase()) };
}

const jqlError = (jql: string) => ({
  errorMessages: [`Error in the JQL Query: '${jql}' cannot be parsed.`],
  errors: {},
});

/**
 * What Jira says of each key of a `key` clause it cannot find: one that is no issue key
 * at all, or one of no issue. Strict validation (the default; Cloud's search/jql has no
 * other) answers them as a 400; `validateQuery=warn` (Data Center) as warnings beside
 * the issues that were found.
 */
function missingKeys(keys: readonly string[], issues: ReadonlyMap<string, unknown>): string[] {
  return keys.flatMap((key) =>
    !/^[A-Z][A-Z0-9_]*-[1-9][0-9]*$/.test(key)
      ? [`The issue key '${key}' for field 'key' is invalid.`]
      : issues.has(key)
        ? []
        : [`An issue with key '${key}' does not exist for field 'key'.`],
  );
}

/** The site's state and its answers. */
export class JiraSite {
  readonly cloud: boolean;
  readonly api: string;
  readonly issues: Map<string, StandInIssue>;
  /** Set once the server listens. */
  origin = '';

  constructor(private readonly options: JiraStandInOptions) {
    this.cloud = options.kind === 'jira-cloud';
    this.api = `${options.gatewayPath ?? ''}/rest/api/${this.cloud ? '3' : '2'}`;
    this.issues = new Map(
      (options.issues ?? []).map((issue) => [issue.key, structuredClone(issue)]),
    );
  }

  /** The Authorization header the site accepts. */
  expectedAuthorization(): string {
    const { email, token } = this.options;
    return this.cloud
      ? `Basic ${Buffer.from(`${email ?? ''}:${token}`).toString('base64')}`
      : `Bearer ${token}`;
  }

  styleOf(key: string): ProjectStyle {
    return this.options.projects?.[key.replace(/-\d+$/, '')] ?? 'company-managed';
  }

  issueJson(issue: StandInIssue, wanted: string[] | null) {
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
        ...(this.cloud ? { simplified: this.styleOf(issue.key) === 'team-managed' } : {}),
      },
      ...issue.fields,
    };
    const fields =
      wanted === null
        ? all
        : Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
    return {
      id: String(10000 + [...this.issues.keys()].indexOf(issue.key)),
      key: issue.key,
      self: `${this.origin}${this.api}/issue/${issue.key}`,
      fields,
    };
  }

  /** Answers one request whose credential and scripted failures were already looked at. */
  route(res: ServerResponse, record: RecordedRequest): void {
    const { method, path } = record;
    const api = this.api;
    if (this.cloud && path === `${api}/search`) return send(res, 410, REMOVED_SEARCH);
    if (!record.authOk) {
      return send(res, 401, FAILURE_BODIES[401], {
        'www-authenticate': 'OAuth realm="https%3A%2F%2Fjira.example"',
      });
    }
    if (method === 'GET' && path === `${api}/myself`) return send(res, 200, this.myself());
    if (method === 'GET' && path === `${api}/field`) return send(res, 200, SITE_FIELDS);
    if (method === 'GET' && path === `${api}/serverInfo`) return send(res, 200, this.serverInfo());
    const searchPath = this.cloud ? `${api}/search/jql` : `${api}/search`;
    if (path === searchPath && (method === 'GET' || method === 'POST')) {
      return this.search(res, record);
    }
    const issuePath = new RegExp(`^${api}/issue/([^/]+)(/editmeta)?$`).exec(path);
    if (issuePath) return this.issue(res, record, issuePath[1] ?? '', Boolean(issuePath[2]));
    send(res, 404, { errorMessages: [`null for uri: ${path}`], errors: {} });
  }

  private myself() {
    return this.cloud
      ? {
          accountId: '5b10a2844c20165700ede21g',
          accountType: 'atlassian',
          emailAddress: this.options.email,
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
        };
  }

  private serverInfo() {
    const site = this.options.site ?? `${this.origin}${this.options.gatewayPath ?? ''}`;
    return this.cloud
      ? {
          baseUrl: site,
          displayUrl: site,
          version: '1001.0.0-SNAPSHOT',
          deploymentType: 'Cloud',
          serverTitle: 'Jira',
        }
      : { baseUrl: site, version: '9.12.0', deploymentType: 'Server', serverTitle: 'Jira' };
  }

  /** Cloud's search/jql (nextPageToken) or Data Center's search (startAt, total). */
  private search(res: ServerResponse, record: RecordedRequest): void {
    const input = (record.method === 'GET' ? record.query : (record.body ?? {})) as Record<
      string,
      unknown
    >;
    const jql = String(input.jql ?? '');
    const rawFields = typeof input.fields === 'string' ? input.fields.split(',') : input.fields;
    const fieldsAsked = Array.isArray(rawFields)
      ? rawFields.map(String)
      : this.cloud
        ? ['id']
        : null;
    const asked = Number(input.maxResults ?? 50);
    const maxResults = Math.max(1, Math.min(asked, this.cloud ? 100 : 1000));
    const filter = filterOfJql(jql);
    if (filter === 'invalid') return send(res, 400, jqlError(jql));
    const missing = filter && 'keys' in filter ? missingKeys(filter.keys, this.issues) : [];
    const warn = !this.cloud && String(input.validateQuery ?? '') === 'warn';
    if (missing.length > 0 && !warn) return send(res, 400, { errorMessages: missing, errors: {} });
    const all = [...this.issues.values()].filter(
      (i) =>
        filter === null ||
        ('keys' in filter
          ? filter.keys.includes(i.key)
          : filter.projects.includes(i.key.replace(/-\d+$/, ''))),
    );
    const token = String(input.nextPageToken ?? '');
    const startAt = this.cloud
      ? token === ''
        ? 0
        : Number(Buffer.from(token, 'base64url').toString('utf8').replace('offset:', ''))
      : Number(input.startAt ?? 0);
    const page = all
      .slice(startAt, startAt + maxResults)
      .map((i) => this.issueJson(i, fieldsAsked));
    if (!this.cloud) {
      return send(res, 200, {
        expand: 'schema,names',
        startAt,
        maxResults,
        total: all.length,
        issues: page,
        ...(missing.length > 0 ? { warningMessages: missing } : {}),
      });
    }
    const end = startAt + page.length;
    const isLast = end >= all.length;
    // The last page carries no nextPageToken at all (JRACLOUD-92184).
    send(res, 200, {
      issues: page,
      ...(isLast ? {} : { nextPageToken: Buffer.from(`offset:${end}`).toString('base64url') }),
      isLast,
    });
  }

  /** An issue's GET, editmeta and PUT. */
  private issue(res: ServerResponse, record: RecordedRequest, rawKey: string, editmeta: boolean) {
    const issue = this.issues.get(decodeURIComponent(rawKey));
    if (!issue) return send(res, 404, FAILURE_BODIES[404]);
    const screen = editScreen(this.styleOf(issue.key));
    if (record.method === 'GET' && editmeta) return send(res, 200, { fields: screen });
    if (record.method === 'GET') {
      const wanted = record.query.fields ? record.query.fields.split(',') : null;
      return send(res, 200, this.issueJson(issue, wanted));
    }
    if (record.method !== 'PUT' || editmeta) {
      return send(res, 405, { errorMessages: ['Method not allowed'], errors: {} });
    }
    const fields = ((record.body ?? {}) as { fields?: Record<string, unknown> }).fields ?? {};
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
    send(res, 204);
  }
}
