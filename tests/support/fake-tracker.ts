/**
 * An in-memory {@link TrackerService} for the wall's tracker stores: a Jira site (or an
 * Azure DevOps project, GitHub or GitLab, when connected as one) with
 * issues and their estimates, one account whose token is 'good', and answers a test can
 * script per write (a 429 first, a 404). It records every call, so a test sees exactly
 * what the wall asked of the tracker.
 */
import type {
  EstimateField,
  EstimateWrite,
  TrackerFailure,
  TrackerFieldProblem,
  TrackerImport,
  TrackerResult,
  TrackerService,
  TrackerSetup,
  TrackerStatus,
  TrackerStory,
} from '../../shared/trackers/contract';

export const STORY_POINTS: EstimateField = {
  id: 'customfield_10016',
  name: 'Story Points',
  decimals: true,
};

/** An issue of the fake site. */
export function fakeIssue(
  key: string,
  title = `Story ${key}`,
  estimate: number | null = null,
): TrackerStory {
  return { key, title, description: '', estimate, url: `https://acme.atlassian.net/browse/${key}` };
}

/**
 * A query of GitHub or GitLab issue references only (`acme/pay#1`, GitLab's
 * `acme/web/pay#1`), as both name them here (lower case); else null.
 */
function references(query: string): string[] | null {
  const refs = query.split(/[\s,]+/).filter((r) => r !== '');
  if (refs.length === 0 || !refs.every((r) => /^[\w.-]+(?:\/[\w.-]+)+#\d+$/.test(r))) return null;
  return refs.map((r) => r.toLowerCase());
}

export class FakeTracker implements TrackerService {
  connection: TrackerStatus | null = null;
  /** The site's issues by key; a write changes the estimate here. */
  readonly issues = new Map<string, TrackerStory>();
  /** What an import answers as the field found (null: the person must pick). */
  field: EstimateField | null = STORY_POINTS;
  fields: EstimateField[] = [STORY_POINTS];
  /** Why an import has no field, as a GitLab without weights answers (with no field). */
  fieldProblem: TrackerFieldProblem | null = null;
  readonly queries: { query: string; limit: number }[] = [];
  /** Every write asked for, in order (also the ones answered with a failure). */
  readonly writes: EstimateWrite[] = [];
  /** Failures the next writes of a key answer, in turn, before they succeed. */
  readonly failWrites = new Map<string, TrackerFailure[]>();
  /**
   * Jira's strict query validation: a key query naming a key of no issue is refused as a
   * whole (400), in Jira's words for each such key. Off: such keys are simply absent.
   */
  strictKeys = false;
  /** Failures scripted for the queries by their turn (0: the first query). */
  readonly failQueries = new Map<number, TrackerFailure>();
  /** Set by a test: every call answers this. */
  down: TrackerFailure | null = null;
  /** Set by a test: writes wait until it is called (one at a time). */
  hold: Promise<void> | null = null;

  constructor(issues: TrackerStory[] = []) {
    for (const issue of issues) this.issues.set(issue.key, issue);
  }

  status(): Promise<TrackerResult<TrackerStatus | null>> {
    return this.answer(() => this.connection);
  }

  connect(setup: TrackerSetup): Promise<TrackerResult<TrackerStatus>> {
    if (setup.token !== 'good')
      return Promise.resolve({
        ok: false,
        failure: { kind: 'credentials', message: 'Unauthorized' },
      });
    return this.answer(() => {
      this.connection = {
        kind: setup.kind,
        baseUrl: setup.baseUrl,
        ...(setup.project === undefined ? {} : { project: setup.project }),
        account: 'Ann Example',
      };
      return this.connection;
    });
  }

  disconnect(): Promise<TrackerResult<null>> {
    return this.answer(() => {
      this.connection = null;
      return null;
    });
  }

  importByQuery(query: string, limit: number): Promise<TrackerResult<TrackerImport>> {
    const failure = this.failQueries.get(this.queries.length);
    this.queries.push({ query, limit });
    if (failure) return Promise.resolve({ ok: false, failure });
    // JQL's 'key in (A-1, A-2)', WIQL's '[System.Id] IN (101, 102)' or GitHub's and
    // GitLab's references 'acme/pay#1 acme/pay#2' find those keys; any other query finds every issue.
    const keys =
      /(?:^key in|\[System\.Id\] IN) \(([^)]*)\)/.exec(query)?.[1]?.split(', ') ??
      references(query);
    const unknown = this.strictKeys ? (keys ?? []).filter((k) => !this.issues.has(k)) : [];
    if (unknown.length > 0) {
      const message = unknown
        .map((k) => `An issue with key '${k}' does not exist for field 'key'.`)
        .join(' ');
      return Promise.resolve({ ok: false, failure: { kind: 'invalid', message } });
    }
    return this.answer(() => {
      const stories = [...this.issues.values()].filter((s) => !keys || keys.includes(s.key));
      return {
        stories: stories.slice(0, limit),
        truncated: stories.length > limit,
        field: this.field,
        fields: this.fields,
        ...(this.fieldProblem ? { fieldProblem: this.fieldProblem } : {}),
      };
    });
  }

  async writeEstimate(write: EstimateWrite): Promise<TrackerResult<{ written: boolean }>> {
    this.writes.push(write);
    if (this.hold) await this.hold;
    const failure = this.failWrites.get(write.key)?.shift();
    if (failure) return { ok: false, failure };
    if (this.down) return { ok: false, failure: this.down };
    const issue = this.issues.get(write.key);
    if (!issue)
      return { ok: false, failure: { kind: 'not-found', message: 'Issue does not exist' } };
    const written = issue.estimate !== write.value;
    this.issues.set(write.key, { ...issue, estimate: write.value });
    return { ok: true, value: { written } };
  }

  /** The writes that reached an issue, as 'KEY=value'. */
  get landed(): string[] {
    return this.writes.map((w) => `${w.key}=${w.value}`);
  }

  private answer<T>(value: () => T): Promise<TrackerResult<T>> {
    if (this.down) return Promise.resolve({ ok: false, failure: this.down });
    return Promise.resolve({ ok: true, value: value() });
  }
}
