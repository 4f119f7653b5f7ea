/**
 * What the GitHub stand-in (github-stand-in.ts) holds: issues in repositories, Projects
 * v2 projects with their fields, views and items, and GitHub's documented bodies for
 * the failures it answers. Node ids are shaped as GitHub's (`I_…`, `PVT_…`, `PVTF_…`,
 * `PVTI_…`) so nothing relies on their form.
 */

/** An issue (or a pull request, which GitHub numbers alike) in a repository. */
export interface StandInIssue {
  /** `owner/repo`. */
  repo: string;
  number: number;
  title: string;
  body: string;
  labels: string[];
  state?: 'open' | 'closed';
  assignees?: string[];
  milestone?: string;
  /** A pull request: found by a search for is:pr, never by `repository.issue`. */
  pull?: boolean;
}

/** An iteration of an iteration field: its first day and its length in days. */
export interface StandInIteration {
  title: string;
  startDate: string;
  duration: number;
  /** Listed in `completedIterations` rather than `iterations`, as GitHub does. */
  completed?: boolean;
}

export interface StandInField {
  id: string;
  name: string;
  dataType: 'NUMBER' | 'TEXT' | 'SINGLE_SELECT' | 'ITERATION' | 'DATE' | 'TITLE';
  /** A single-select field's options. */
  options?: string[];
  /** An iteration field's iterations. */
  iterations?: StandInIteration[];
}

/** A project's item: an issue (by reference), a draft or a pull request. */
export interface StandInItem {
  id: string;
  /** `owner/repo#N` of an issue or pull request, or a draft's title. */
  content: { issue: string } | { draft: string };
  /** Number values by field id. */
  values: Record<string, number>;
  /** A single-select option's name or an iteration's title, by field id. */
  picks?: Record<string, string>;
  archived?: boolean;
}

export interface StandInProject {
  id: string;
  owner: { kind: 'organization' | 'user'; login: string };
  number: number;
  title: string;
  fields: StandInField[];
  views: { number: number; filter: string }[];
  items: StandInItem[];
}

export const issueKey = (issue: Pick<StandInIssue, 'repo' | 'number'>) =>
  `${issue.repo}#${issue.number}`;

export const nodeId = (prefix: string, text: string) =>
  `${prefix}_${Buffer.from(text).toString('base64url')}`;

export const PAY = 'acme/pay';

/** Three stories of acme/pay, one with an estimate label and an HTML comment in its body. */
export const PAY_ISSUES: StandInIssue[] = [
  {
    repo: PAY,
    number: 142,
    title: 'Pay by card',
    body: '<!-- template: story -->\r\nAs a buyer I pay by card.\r\n\r\n- [ ] Visa\r\n- [ ] **Mastercard** & Amex',
    labels: ['ready', 'estimate: 5'],
    assignees: ['ana'],
    milestone: 'Q4',
  },
  {
    repo: PAY,
    number: 143,
    title: 'Refund a payment',
    body: 'Full <or> partial.',
    labels: ['ready'],
  },
  {
    repo: PAY,
    number: 144,
    title: 'Receipt shows the wrong total',
    body: '',
    labels: ['bug'],
    state: 'closed',
  },
  { repo: PAY, number: 145, title: 'Bump the card SDK', body: '', labels: ['ready'], pull: true },
];

export const STORY_POINTS_FIELD: StandInField = {
  id: 'PVTF_storypoints',
  name: 'Story Points',
  dataType: 'NUMBER',
};
export const HOURS_FIELD: StandInField = { id: 'PVTF_hours', name: 'Hours', dataType: 'NUMBER' };
const STATUS_FIELD: StandInField = {
  id: 'PVTF_status',
  name: 'Status',
  dataType: 'SINGLE_SELECT',
  options: ['Todo', 'In progress', 'Done'],
};
/** Sprints of two weeks; the harness's NOW (2026-11-29) falls in Sprint 12. */
const ITERATION_FIELD: StandInField = {
  id: 'PVTF_iteration',
  name: 'Iteration',
  dataType: 'ITERATION',
  iterations: [
    { title: 'Sprint 11', startDate: '2026-11-09', duration: 14, completed: true },
    { title: 'Sprint 12', startDate: '2026-11-23', duration: 14 },
    { title: 'Sprint 13', startDate: '2026-12-07', duration: 14 },
  ],
};
const TITLE_FIELD: StandInField = { id: 'PVTF_title', name: 'Title', dataType: 'TITLE' };

/** Project 7's views, by number, with filters in GitHub's project filter syntax. */
export const PAY_VIEWS = {
  all: 1,
  openReady: 2,
  currentSprint: 3,
  notBug: 4,
  statuses: 5,
  partly: 6,
  nextUnassigned: 7,
  exact: 8,
  previousSprint: 9,
} as const;

/**
 * Acme's project 7: the three issues, a draft and the pull request; 142 holds 8 points
 * and is in progress in Sprint 12 (assigned to ana, milestone Q4), 143 is to do in
 * Sprint 13, the closed 144 was done in Sprint 11.
 */
export function payProject(
  fields: StandInField[] = [STORY_POINTS_FIELD, HOURS_FIELD],
): StandInProject {
  return {
    id: nodeId('PVT', 'acme/7'),
    owner: { kind: 'organization', login: 'acme' },
    number: 7,
    title: 'Payments roadmap',
    fields: [TITLE_FIELD, STATUS_FIELD, ITERATION_FIELD, ...fields],
    views: [
      { number: PAY_VIEWS.all, filter: '' },
      { number: PAY_VIEWS.openReady, filter: 'is:open label:ready' },
      { number: PAY_VIEWS.currentSprint, filter: 'iteration:@current' },
      { number: PAY_VIEWS.notBug, filter: '-label:bug' },
      { number: PAY_VIEWS.statuses, filter: 'status:"In progress",todo' },
      { number: PAY_VIEWS.partly, filter: 'is:open assignee:@me updated:>@today-7d wallet' },
      { number: PAY_VIEWS.nextUnassigned, filter: 'no:assignee hours:<=3 iteration:@next' },
      {
        number: PAY_VIEWS.exact,
        filter: 'milestone:Q4 repo:acme/pay story-points:>=8 iteration:"Sprint 12" is:issue',
      },
      { number: PAY_VIEWS.previousSprint, filter: 'iteration:@previous' },
    ],
    items: [
      {
        id: 'PVTI_142',
        content: { issue: `${PAY}#142` },
        values: { [STORY_POINTS_FIELD.id]: 8 },
        picks: { [STATUS_FIELD.id]: 'In progress', [ITERATION_FIELD.id]: 'Sprint 12' },
      },
      { id: 'PVTI_draft', content: { draft: 'Think about wallets' }, values: {} },
      {
        id: 'PVTI_143',
        content: { issue: `${PAY}#143` },
        values: { [HOURS_FIELD.id]: 3 },
        picks: { [STATUS_FIELD.id]: 'Todo', [ITERATION_FIELD.id]: 'Sprint 13' },
      },
      { id: 'PVTI_145', content: { issue: `${PAY}#145` }, values: {} },
      {
        id: 'PVTI_144',
        content: { issue: `${PAY}#144` },
        values: {},
        picks: { [STATUS_FIELD.id]: 'Done', [ITERATION_FIELD.id]: 'Sprint 11' },
      },
    ],
  };
}

/** `count` issues of acme/big, numbered from 1, for paging. */
export function manyIssues(count: number): StandInIssue[] {
  return Array.from({ length: count }, (_, i) => ({
    repo: 'acme/big',
    number: i + 1,
    title: `Story ${i + 1}`,
    body: '',
    labels: [],
  }));
}

/** A user's project holding `issues`, for paging a project past the limit. */
export function bigProject(issues: readonly StandInIssue[]): StandInProject {
  return {
    id: nodeId('PVT', 'ana/3'),
    owner: { kind: 'user', login: 'ana' },
    number: 3,
    title: 'Big board',
    fields: [{ id: 'PVTF_estimate', name: 'estimate', dataType: 'NUMBER' }],
    views: [],
    items: issues.map((issue) => ({
      id: `PVTI_big_${issue.number}`,
      content: { issue: issueKey(issue) },
      values: {},
    })),
  };
}

const docs = (path: string) => `https://docs.github.com/${path}`;

/** GitHub's REST error body. */
export const restError = (message: string, status: number, doc = 'rest') => ({
  message,
  documentation_url: docs(doc),
  status: String(status),
});

/** The bodies GitHub answers a failure with, by status. */
export const FAILURE_BODIES: Record<number, unknown> = {
  401: restError('Bad credentials', 401),
  403: restError('Resource not accessible by personal access token', 403),
  404: restError('Not Found', 404),
  429: restError(
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    429,
    'rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
  ),
  502: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  503: restError('Service Unavailable', 503),
};

/** The GraphQL `errors` GitHub answers with status 200, by type. */
export const GRAPHQL_ERRORS: Record<string, unknown> = {
  NOT_FOUND: { type: 'NOT_FOUND', message: 'Could not resolve to a node with the global id.' },
  FORBIDDEN: {
    type: 'FORBIDDEN',
    message: 'Resource not accessible by personal access token',
  },
  RATE_LIMITED: {
    type: 'RATE_LIMITED',
    message: 'API rate limit already exceeded for user ID 583231.',
  },
};
