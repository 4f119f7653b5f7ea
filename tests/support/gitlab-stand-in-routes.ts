/**
 * What the GitLab stand-in (gitlab-stand-in.ts) answers to each documented REST API v4
 * call, once the request has passed its credential check and its scripted failures:
 * `GET /user`; a project's or group's issue list with `state`, `labels`, `milestone`,
 * `iteration_title`, `iteration_id`, `iids[]`, `per_page` and `page`, answered with
 * GitLab's offset paging headers; one issue's `GET` and `PUT` (the weight).
 */
import { INSUFFICIENT_SCOPE, issueJson, type StandInIssue } from './gitlab-stand-in-data';

export interface RouteAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GitLabWorldOptions {
  username: string;
  /** GitLab Free: issues carry no `weight`, and a PUT ignores one. */
  free: boolean;
  /** The token's scopes: without `api`, a write is refused `insufficient_scope`. */
  scopes: readonly string[];
  /** Leave out `x-total`, `x-total-pages` and `rel="last"`, as GitLab does past 10,000. */
  withoutTotals: boolean;
  /** Leave out `x-next-page`, so only `Link` tells the next page. */
  withoutNextPageHeader: boolean;
}

const notFound = (what: 'Project' | 'Group'): RouteAnswer => ({
  status: 404,
  body: { message: `404 ${what} Not Found` },
});
const badRequest = (error: string): RouteAnswer => ({ status: 400, body: { error } });
const STATES = ['opened', 'closed', 'all'];

/** The projects' issues, as writes left them, and GitLab's answers about them. */
export class GitLabWorld {
  readonly issues: StandInIssue[];
  /** The GitLab's root (`http://127.0.0.1:{port}/gitlab`), set once the server listens. */
  web = '';

  constructor(
    issues: readonly StandInIssue[],
    private readonly options: GitLabWorldOptions,
  ) {
    this.issues = issues.map((i) => structuredClone(i));
  }

  issue(key: string): StandInIssue | undefined {
    return this.issues.find((i) => `${i.project}#${i.iid}` === key);
  }

  private json(issue: StandInIssue) {
    return issueJson(issue, this.web, !this.options.free);
  }

  /** A project by `:id`, its path (GitLab's paths ignore case); null when none. */
  private project(id: string): string | null {
    const wanted = id.toLowerCase();
    return this.issues.find((i) => i.project.toLowerCase() === wanted)?.project ?? null;
  }

  answer(method: string, path: string, query: URLSearchParams, body: unknown): RouteAnswer {
    // Each segment arrives encoded: `acme%2Fpay` is one `:id`.
    const segments = path.split('/').slice(1).map(decodeURIComponent);
    const [root, id, sub, iid, extra] = segments;
    if (method === 'GET' && path === '/user') return this.user();
    if (root === 'groups' && id && sub === 'issues' && iid === undefined && method === 'GET') {
      const prefix = `${id.toLowerCase()}/`;
      const known = this.issues.some((i) => i.project.toLowerCase().startsWith(prefix));
      if (!known) return notFound('Group');
      return this.list(path, query, (i) => i.project.toLowerCase().startsWith(prefix));
    }
    if (root !== 'projects' || !id || sub !== 'issues' || extra !== undefined) {
      return { status: 404, body: { error: '404 Not Found' } };
    }
    const project = this.project(id);
    if (!project) return notFound('Project');
    if (iid === undefined) {
      return method === 'GET'
        ? this.list(path, query, (i) => i.project === project)
        : { status: 405, body: { message: '405 Method Not Allowed' } };
    }
    const issue = /^\d+$/.test(iid) ? this.issue(`${project}#${iid}`) : undefined;
    if (!issue) return { status: 404, body: { message: '404 Not found' } };
    if (method === 'GET') return { status: 200, body: this.json(issue) };
    if (method === 'PUT') return this.update(issue, body);
    return { status: 405, body: { message: '405 Method Not Allowed' } };
  }

  private user(): RouteAnswer {
    const { username } = this.options;
    return {
      status: 200,
      body: {
        id: 1,
        username,
        name: 'Ana Lima',
        state: 'active',
        web_url: `${this.web}/${username}`,
      },
    };
  }

  private update(issue: StandInIssue, body: unknown): RouteAnswer {
    if (!this.options.scopes.includes('api')) {
      return {
        status: 403,
        body: INSUFFICIENT_SCOPE,
        headers: {
          'www-authenticate':
            'Bearer realm="Protected by OAuth 2.0", error="insufficient_scope", error_description="The request requires higher privileges than provided by the access token.", scope="api"',
        },
      };
    }
    const weight = (body as { weight?: unknown } | undefined)?.weight;
    if (weight === undefined) {
      return badRequest(
        'assignee_id, assignee_ids, confidential, created_at, description, discussion_locked, due_date, issue_type, labels, milestone_id, state_event, title, weight are missing, at least one parameter must be provided',
      );
    }
    // Grape coerces the weight to an integer: anything else is invalid.
    if (typeof weight !== 'number' || !Number.isInteger(weight)) {
      return badRequest('weight is invalid');
    }
    if (weight < 0) {
      return { status: 400, body: { message: { weight: ['must be greater than or equal to 0'] } } };
    }
    // GitLab Free ignores a weight it has no feature for.
    if (!this.options.free) issue.weight = weight;
    return { status: 200, body: this.json(issue) };
  }

  /** A list, filtered and paged as GitLab's issue list API does. */
  private list(
    path: string,
    query: URLSearchParams,
    within: (i: StandInIssue) => boolean,
  ): RouteAnswer {
    const state = query.get('state') ?? 'all';
    if (!STATES.includes(state)) return badRequest('state does not have a valid value');
    if (query.has('iteration_id') && query.has('iteration_title')) {
      return badRequest('iteration_id, iteration_title are mutually exclusive');
    }
    const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? '20') || 20));
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const labels = (query.get('labels') ?? '')
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l !== '');
    const milestone = query.get('milestone');
    const iterationTitle = query.get('iteration_title');
    const iterationId = query.get('iteration_id');
    const iids = query.getAll('iids[]').map(Number);
    const matching = this.issues.filter(
      (i) =>
        within(i) &&
        (state === 'all' || (i.state ?? 'opened') === state) &&
        labels.every((l) => i.labels.some((own) => own.toLowerCase() === l)) &&
        (milestone === null || i.milestone === milestone) &&
        (iterationTitle === null || i.iteration?.title === iterationTitle) &&
        (iterationId === null ||
          (iterationId.toLowerCase() === 'current'
            ? i.iteration?.current === true
            : String(i.iteration?.id) === iterationId)) &&
        (iids.length === 0 || iids.includes(i.iid)),
    );
    const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
    const shown = matching.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      body: shown.map((i) => this.json(i)),
      headers: this.pagingHeaders(path, query, page, perPage, matching.length, totalPages),
    };
  }

  /** GitLab's offset paging headers, `Link` built on the request's own query. */
  private pagingHeaders(
    path: string,
    query: URLSearchParams,
    page: number,
    perPage: number,
    total: number,
    totalPages: number,
  ): Record<string, string> {
    const { withoutTotals, withoutNextPageHeader } = this.options;
    const next = page < totalPages ? String(page + 1) : '';
    const prev = page > 1 ? String(page - 1) : '';
    const link = (to: number, rel: string) => {
      const params = new URLSearchParams(query);
      params.set('page', String(to));
      return `<${this.web}/api/v4${path}?${params.toString()}>; rel="${rel}"`;
    };
    const links = [
      ...(prev ? [link(page - 1, 'prev')] : []),
      ...(next ? [link(page + 1, 'next')] : []),
      link(1, 'first'),
      ...(withoutTotals ? [] : [link(totalPages, 'last')]),
    ];
    return {
      link: links.join(', '),
      'x-page': String(page),
      'x-per-page': String(perPage),
      'x-prev-page': prev,
      ...(withoutNextPageHeader ? {} : { 'x-next-page': next }),
      ...(withoutTotals ? {} : { 'x-total': String(total), 'x-total-pages': String(totalPages) }),
    };
  }
}
