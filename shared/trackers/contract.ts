/**
 * The contract between the wall and a tracker connector (docs/trackers.md). One
 * connector per tracker; each runs wherever the wall's calls can run: the kiosk's
 * main process (over IPC), the room server (over its loopback-only HTTP API) or, for
 * trackers that accept cross-origin calls, the wall's own browser. The wall sees only
 * this interface: which of the three carries a call is the transport's business.
 *
 * Credentials cross this contract once, in {@link TrackerSetup}, and never come back:
 * no answer, failure or story carries a token, and none is ever logged.
 */

/** The trackers a connector exists for. */
export type TrackerKind =
  'jira-cloud' | 'jira-server' | 'azure-devops' | 'github' | 'gitlab' | 'linear';

/** What the person at the wall enters to connect. */
export interface TrackerSetup {
  kind: TrackerKind;
  /**
   * The site's root, e.g. `https://acme.atlassian.net` or `https://jira.acme.local/jira`;
   * for Azure DevOps the organization (`https://dev.azure.com/acme`) or the Server
   * collection (`https://tfs.acme.local/tfs/DefaultCollection`); for GitHub
   * `https://github.com` or a GitHub Enterprise Server's root (`https://ghe.acme.local`);
   * for GitLab `https://gitlab.com` or a self-managed root (`https://acme.local/gitlab`);
   * for Linear always `https://api.linear.app` (Linear is cloud only).
   */
  baseUrl: string;
  /** Jira Cloud's account e-mail (basic auth with an API token); absent for a PAT. */
  email?: string;
  /** Azure DevOps: the project the queries and work items belong to (its name). */
  project?: string;
  /**
   * The API token or personal access token (Azure DevOps: a PAT, sent as basic auth with
   * an empty user name; GitHub: a fine-grained or classic PAT, sent as `Bearer`; GitLab: a
   * personal, group or project access token with the `api` scope, sent as `PRIVATE-TOKEN`;
   * Linear: a personal API key `lin_api_…`, sent as `Authorization: <key>` without a scheme).
   * Write-only: never returned.
   */
  token: string;
  /** Browser walls only: keep the token in this browser (otherwise only for this page). */
  remember?: boolean;
}

/** A connection as the wall may see it: everything but the credential. */
export interface TrackerStatus {
  kind: TrackerKind;
  baseUrl: string;
  /** Azure DevOps: the project connected to. */
  project?: string;
  /** The account the credential belongs to, as the tracker names it. */
  account: string;
}

/** A field a story's estimate can be written to. */
export interface EstimateField {
  id: string;
  name: string;
  /** Whether the field takes 0.5 (a card '½'). */
  decimals: boolean;
  /**
   * The only values the field takes, ascending, when the tracker fixes them (Linear's
   * team estimate scale); absent when any number of the field's kind is taken.
   */
  scale?: number[];
  /** The scale's name as the tracker calls it ('Fibonacci', 'T-shirt'), with `scale`. */
  scaleName?: string;
}

/** One story as a tracker returned it, ready for the backlog's preview. */
export interface TrackerStory {
  /**
   * The tracker's key ('PAY-142'; an Azure DevOps work item's id, '1234'; 'acme/pay#142';
   * GitLab's full reference, 'acme/web/pay#12'; Linear's issue identifier, 'ENG-123').
   */
  key: string;
  title: string;
  /** Plain text (ADF or HTML turned into text; GitHub's Markdown kept as written). */
  description: string;
  /** The estimate the tracker holds now, shown as 'Was 5'; null when none. */
  estimate: number | null;
  /** The page at the tracker. */
  url: string;
}

/** The result of an import by query. */
export interface TrackerImport {
  stories: TrackerStory[];
  /** Whether more stories matched than the backlog's 500 (the rest was not fetched). */
  truncated: boolean;
  /** The estimate field found for these stories, or null when the person must pick one. */
  field: EstimateField | null;
  /** Number fields the person may pick from when `field` is null (or to change it). */
  fields: EstimateField[];
  /**
   * Why no estimate field can be written for these stories, when that is the tracker's
   * doing rather than a pick left to the person: `no-weight`, a GitLab whose plan has no
   * issue weights (GitLab Free); `estimates-off`, a Linear team that does not use
   * estimates (its estimation type is 'not used'). Absent otherwise.
   */
  fieldProblem?: TrackerFieldProblem;
  /**
   * The parts of the tracker's own filter the import could not apply, as written there
   * (a GitHub project view's `assignee:@me`, `updated:>@today-7d`): the import ran with
   * the rest, so it may hold more than the tracker's view shows. Absent when all applied.
   */
  notApplied?: string[];
}

/** Why an import's stories have no estimate field to write (see {@link TrackerImport}). */
export type TrackerFieldProblem = 'no-weight' | 'estimates-off';

/** Why a call failed, as the wall tells it. */
export type TrackerFailureKind =
  | 'credentials' // 401: wrong or expired credential
  | 'permission' // 403: the account may not do this
  | 'not-found' // 404: the issue (or site) is gone; not retried
  | 'not-on-screen' // Jira 400: the field is not on the edit screen
  | 'invalid' // 400 otherwise: the tracker refused the value or the query
  | 'removed' // 410: an API the tracker no longer serves
  | 'rate-limited' // 429: retried after `retryAfterMs`
  | 'unavailable' // 5xx: retried after `retryAfterMs` or a back-off
  | 'network' // no answer: retried
  | 'cross-origin'; // the tracker refuses calls from a web page: use the kiosk or npm start

export interface TrackerFailure {
  kind: TrackerFailureKind;
  /** The tracker's own reason, cleaned of anything secret, one line. */
  message: string;
  /** When to try again, from `Retry-After` or the back-off; absent when not retried. */
  retryAfterMs?: number;
}

export type TrackerResult<T> = { ok: true; value: T } | { ok: false; failure: TrackerFailure };

/** An estimate to write. */
export interface EstimateWrite {
  key: string;
  fieldId: string;
  value: number;
}

/** What the wall may ask of a connector, wherever it runs. */
export interface TrackerService {
  /** The connection now set up, or null. */
  status(): Promise<TrackerResult<TrackerStatus | null>>;
  /** Checks the credential with the tracker and keeps it; answers the account. */
  connect(setup: TrackerSetup): Promise<TrackerResult<TrackerStatus>>;
  /** Forgets the credential. */
  disconnect(): Promise<TrackerResult<null>>;
  /**
   * Runs a query (JQL for Jira; for Azure DevOps a WIQL query, or a saved query's id or
   * path; for GitHub a project's URL, issue references or an issue search; for GitLab
   * issue references, a project or group with filters, or an issue list's URL; for Linear
   * issue identifiers, a team with a cycle, project, labels or state, or a Linear URL), following
   * the paging up to `limit` stories.
   */
  importByQuery(query: string, limit: number): Promise<TrackerResult<TrackerImport>>;
  /**
   * Writes one estimate, and only the estimate field. Reads the value first and does
   * not write when the tracker already holds it (`written: false`).
   */
  writeEstimate(write: EstimateWrite): Promise<TrackerResult<{ written: boolean }>>;
}
