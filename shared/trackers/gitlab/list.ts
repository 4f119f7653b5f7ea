/**
 * Issues fetched from GitLab's issue list API (docs/trackers.md, "GitLab: the query"):
 * a project's (`GET /projects/:id/issues`) or a group's (`GET /groups/:id/issues`) with
 * the filters as GitLab names them, paged 100 at a time by offset up to the limit; and
 * issues by reference, one call per project with `iids[]`. The next page is the one
 * `x-next-page` names, or `Link: rel="next"` names (its `page`; the URL itself is never
 * followed, so the token goes nowhere else). More matched than the limit when `x-total`
 * says so, or a next page exists once the limit is reached.
 */
import type { TrackerResult } from '../contract';
import { failure } from '../failure';
import { referencesAsked } from '../references';
import { encodedPath, type GitLabClient } from './client';
import { referenceOf, referenceText, type GitLabIssue, type IssueReference } from './issues';
import type { IssueList } from './query';

/** GitLab's largest page. */
export const PAGE_SIZE = 100;

/** Issues found, in order, and whether more matched than the limit. */
export interface FoundIssues {
  issues: GitLabIssue[];
  truncated: boolean;
}

/** The list's query string as GitLab's issue list API takes it. */
export function listParams(list: IssueList): URLSearchParams {
  const params = new URLSearchParams({ state: list.state });
  if (list.labels.length > 0) params.set('labels', list.labels.join(','));
  if (list.milestone !== undefined) params.set('milestone', list.milestone);
  if (list.iteration === 'current') params.set('iteration_id', 'Current');
  else if (list.iteration) params.set('iteration_title', list.iteration.title);
  return params;
}

/** The next page's number from GitLab's headers, or null on the last page. */
export function nextPage(headers: Headers): number | null {
  const next = headers.get('x-next-page')?.trim();
  if (next && /^\d+$/.test(next)) return Number(next);
  const link = headers.get('link') ?? '';
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (!match) continue;
    try {
      const page = new URL(match[1]!).searchParams.get('page');
      if (page && /^\d+$/.test(page)) return Number(page);
    } catch {
      // A link that is no URL names no page.
    }
  }
  return null;
}

const asIssues = (body: unknown): GitLabIssue[] =>
  Array.isArray(body)
    ? body.filter((i): i is GitLabIssue => typeof i === 'object' && i !== null)
    : [];

/** A project's or group's issues, paged up to `limit`. */
export async function listIssues(
  client: GitLabClient,
  list: IssueList,
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const base = `/${list.scope === 'group' ? 'groups' : 'projects'}/${encodedPath(list.path)}/issues`;
  const what = `${list.scope === 'group' ? 'the group' : 'the project'} ${list.path}`;
  const params = listParams(list);
  params.set('per_page', String(Math.min(PAGE_SIZE, limit)));
  const issues: GitLabIssue[] = [];
  let page = 1;
  for (;;) {
    params.set('page', String(page));
    const answer = await client.list<unknown>(`${base}?${params.toString()}`, what);
    if (!answer.ok) return answer;
    const found = asIssues(answer.value.body);
    const taken = found.slice(0, limit - issues.length);
    issues.push(...taken);
    const next = nextPage(answer.value.headers);
    if (issues.length >= limit) {
      const total = Number(answer.value.headers.get('x-total') ?? '');
      const more = next !== null || (Number.isFinite(total) && total > limit);
      return { ok: true, value: { issues, truncated: more || found.length > taken.length } };
    }
    // A next page that is not after this one would never end: stop there.
    if (next === null || next <= page || found.length === 0) {
      return { ok: true, value: { issues, truncated: false } };
    }
    page = next;
  }
}

/** The issues of `references`, in their order, each once; up to `limit`. */
export async function issuesByReferences(
  client: GitLabClient,
  references: readonly IssueReference[],
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const { asked, truncated } = referencesAsked(references, referenceText, limit);
  const byProject = new Map<string, IssueReference[]>();
  for (const r of asked) byProject.set(r.project, [...(byProject.get(r.project) ?? []), r]);
  const found = new Map<string, GitLabIssue>();
  for (const [project, refs] of byProject) {
    for (let start = 0; start < refs.length; start += PAGE_SIZE) {
      const batch = refs.slice(start, start + PAGE_SIZE);
      const params = new URLSearchParams({ state: 'all', per_page: String(PAGE_SIZE) });
      for (const r of batch) params.append('iids[]', String(r.iid));
      const what =
        batch.length === 1 ? `issue ${referenceText(batch[0]!)}` : `the issues of ${project}`;
      const answer = await client.list<unknown>(
        `/projects/${encodedPath(project)}/issues?${params.toString()}`,
        what,
      );
      // A project not found (or not seen by the token) leaves its references out, as a
      // reference of no issue is left out: 'Send all estimates' names them missing.
      if (!answer.ok && answer.failure.kind === 'not-found') continue;
      if (!answer.ok) return answer;
      for (const issue of asIssues(answer.value.body)) {
        const reference = referenceOf(issue);
        // GitLab answers the reference with the project's path as it is written there.
        const key = reference ? `${project}#${reference.iid}` : `${project}#${String(issue.iid)}`;
        found.set(key.toLowerCase(), issue);
      }
    }
  }
  const issues = asked
    .map((r) => found.get(referenceText(r).toLowerCase()))
    .filter((i): i is GitLabIssue => i !== undefined);
  if (issues.length === 0 && asked.length > 0) {
    const names = asked.slice(0, 5).map(referenceText).join(', ');
    return {
      ok: false,
      failure: failure(
        'not-found',
        `GitLab has no issue ${names}${asked.length > 5 ? ' …' : ''} that the token can see.`,
      ),
    };
  }
  return { ok: true, value: { issues, truncated } };
}
