/**
 * What the GitLab stand-in (gitlab-stand-in.ts) holds: projects' issues with their
 * labels, milestones, iterations and weights, and GitLab's documented bodies for the
 * failures it answers. An issue is answered in the shape of GitLab's REST API v4
 * (`GET /projects/:id/issues/:iid`), `weight` left out on a Free plan as GitLab does.
 */

/** An issue of a project (its full path, a subgroup's included). */
export interface StandInIssue {
  project: string;
  iid: number;
  title: string;
  description: string | null;
  labels: string[];
  state?: 'opened' | 'closed';
  milestone?: string;
  iteration?: StandInIteration;
  /** null when none is set. */
  weight: number | null;
}

export interface StandInIteration {
  id: number;
  title: string;
  /** The iteration running now (`iteration_id=Current`). */
  current?: boolean;
}

export const PAY = 'acme/pay';
export const WEB_PAY = 'acme/web/pay';

export const SPRINT_3: StandInIteration = { id: 301, title: 'Sprint 3', current: true };
export const SPRINT_2: StandInIteration = { id: 300, title: 'Sprint 2' };

/** Stories of acme/pay and of a subgroup's project, one closed, one in no iteration. */
export const PAY_ISSUES: StandInIssue[] = [
  {
    project: PAY,
    iid: 12,
    title: 'Pay by card',
    description:
      '<!-- template: story -->\r\nAs a buyer I pay by card.\r\n\r\n- [ ] Visa\r\n- [ ] **Mastercard** & Amex',
    labels: ['ready', 'backend'],
    milestone: 'Sprint 12',
    iteration: SPRINT_3,
    weight: 5,
  },
  {
    project: PAY,
    iid: 13,
    title: 'Refund a payment',
    description: 'Full <or> partial.',
    labels: ['ready'],
    milestone: 'Sprint 12',
    iteration: SPRINT_2,
    weight: null,
  },
  {
    project: PAY,
    iid: 14,
    title: 'Receipt shows the wrong total',
    description: null,
    labels: ['bug'],
    state: 'closed',
    weight: 2,
  },
  {
    project: WEB_PAY,
    iid: 7,
    title: 'Checkout page',
    description: 'The web checkout.',
    labels: ['ready'],
    iteration: SPRINT_3,
    weight: 3,
  },
];

/** `count` open issues of `project`, numbered from 1, weights 0–8. */
export const manyIssues = (project: string, count: number): StandInIssue[] =>
  Array.from({ length: count }, (_, i) => ({
    project,
    iid: i + 1,
    title: `Story ${i + 1}`,
    description: '',
    labels: ['ready'],
    weight: i % 9,
  }));

export const issueKey = (issue: Pick<StandInIssue, 'project' | 'iid'>) =>
  `${issue.project}#${issue.iid}`;

/** A stable number for a text (project and milestone ids). */
export const idOf = (text: string) =>
  [...text].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_000, 7);

const AT = '2026-11-20T09:00:00.000Z';

/** An issue as GitLab's REST API answers it; `weights` false for a Free plan. */
export function issueJson(issue: StandInIssue, web: string, weights: boolean) {
  const projectId = idOf(issue.project);
  return {
    id: projectId * 1000 + issue.iid,
    iid: issue.iid,
    project_id: projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state ?? 'opened',
    created_at: AT,
    updated_at: AT,
    closed_at: issue.state === 'closed' ? AT : null,
    labels: issue.labels,
    milestone: issue.milestone
      ? { id: idOf(issue.milestone), iid: 1, title: issue.milestone, state: 'active' }
      : null,
    assignees: [],
    author: { id: 1, username: 'ana-lima', name: 'Ana Lima', state: 'active' },
    type: 'ISSUE',
    issue_type: 'issue',
    user_notes_count: 0,
    web_url: `${web}/${issue.project}/-/issues/${issue.iid}`,
    references: { short: `#${issue.iid}`, relative: `#${issue.iid}`, full: issueKey(issue) },
    ...(weights
      ? {
          weight: issue.weight,
          iteration: issue.iteration
            ? { id: issue.iteration.id, title: issue.iteration.title, state: 2 }
            : null,
        }
      : {}),
    _links: { self: `${web}/api/v4/projects/${projectId}/issues/${issue.iid}` },
  };
}

/** GitLab's documented failure bodies, by status. */
export const FAILURE_BODIES: Record<number, unknown> = {
  400: { message: '400 Bad request - weight is invalid' },
  401: { message: '401 Unauthorized' },
  403: { message: '403 Forbidden' },
  404: { message: '404 Project Not Found' },
  429: 'Retry later\n',
  500: { message: '500 Internal Server Error' },
  502: '<!DOCTYPE html><html><head><title>GitLab is not responding (502)</title></head><body><h1>502</h1><p>Whoops, GitLab is taking too much time to respond.</p></body></html>',
  503: '<!DOCTYPE html><html><head><title>Deploy in progress</title></head><body><h1>Deploy in progress</h1><p>Please try again in a few minutes.</p></body></html>',
};

/** A token without the `api` scope trying to write, as GitLab answers it. */
export const INSUFFICIENT_SCOPE = {
  error: 'insufficient_scope',
  error_description: 'The request requires higher privileges than provided by the access token.',
  scope: 'api',
};

/** The CORS headers GitLab's API answers a page with (config/application.rb's Rack::Cors). */
export const CORS_EXPOSED =
  'Link, X-Total, X-Total-Pages, X-Per-Page, X-Page, X-Next-Page, X-Prev-Page, X-Gitlab-Blob-Id, X-Gitlab-Commit-Id, X-Gitlab-Content-Sha256, X-Gitlab-Encoding, X-Gitlab-File-Name, X-Gitlab-File-Path, X-Gitlab-Last-Commit-Id, X-Gitlab-Ref, X-Gitlab-Size, X-Request-Id, ETag';
