/**
 * A GitHub issue as a story (docs/trackers.md, "GitHub: the query"): its key is the
 * reference `owner/repo#142`, its description the Markdown body kept as the text it
 * already is (only HTML comments, which GitHub does not show, are dropped), its page the
 * issue's own. References are read and checked here, before any reaches a document.
 */
import type { TrackerResult, TrackerStory } from '../contract';
import { failure } from '../failure';
import { markdownText } from '../markdown';
import type { GitHubClient } from './client';

/** An issue as the documents' `StoryIssue` fragment answers it. */
export interface IssueNode {
  id?: unknown;
  number?: unknown;
  title?: unknown;
  body?: unknown;
  url?: unknown;
  repository?: { nameWithOwner?: unknown } | null;
  labels?: { nodes?: ({ name?: unknown } | null)[] | null } | null;
  projectItems?: { nodes?: ({ project?: { id?: unknown } | null } | null)[] | null } | null;
}

/** An issue's reference, checked. */
export interface IssueReference {
  owner: string;
  repo: string;
  number: number;
}

/**
 * `owner/repo#N` as GitHub names it: an owner of letters, digits and single hyphens
 * (at most 39), a repository of letters, digits, `.`, `_` and `-` (at most 100).
 */
export const REFERENCE =
  /^([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/([A-Za-z0-9._-]{1,100})#([1-9]\d{0,9})$/;

export function parseReference(text: string): IssueReference | null {
  const match = REFERENCE.exec(text.trim());
  if (!match) return null;
  const [, owner, repo, number] = match;
  if (repo === '.' || repo === '..' || Number(number) > 2 ** 31 - 1) return null;
  return { owner: owner!, repo: repo!, number: Number(number) };
}

export const referenceText = (r: IssueReference) => `${r.owner}/${r.repo}#${r.number}`;

/**
 * The issue `reference` names, as `document` reads it (its repository's `issue(number:)`)
 * before a write; one GitHub does not have is a not-found failure naming it.
 */
export async function readIssue<T>(
  client: GitHubClient,
  document: string,
  reference: IssueReference,
): Promise<TrackerResult<T>> {
  const what = referenceText(reference);
  const answer = await client.graphql<{ repository?: { issue?: T | null } | null }>(
    document,
    { owner: reference.owner, name: reference.repo, number: reference.number },
    what,
  );
  if (!answer.ok) return answer;
  const issue = answer.value.data.repository?.issue;
  if (!issue) return { ok: false, failure: failure('not-found', `GitHub has no issue ${what}.`) };
  return { ok: true, value: issue };
}

/** A label that holds an estimate: `estimate: 5`, `estimate: 0.5`. */
const ESTIMATE_LABEL = /^estimate:\s*(\d{1,6}(?:\.\d{1,3})?)$/i;

/** The label that says `value`. */
export const estimateLabel = (value: number) => `estimate: ${String(value)}`;

/** The number an estimate label holds, or null for any other label. */
export function labelEstimate(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const match = ESTIMATE_LABEL.exec(name.trim());
  return match ? Number(match[1]) : null;
}

/** Whether a label is an estimate label at all (`estimate: …`, whatever follows). */
export const isEstimateLabel = (name: string) => /^estimate:/i.test(name.trim());

export const labelNames = (issue: IssueNode): string[] =>
  (issue.labels?.nodes ?? [])
    .map((label) => label?.name)
    .filter((name): name is string => typeof name === 'string');

/** The estimate of an issue's labels: the one number they hold, or null (none, or two). */
export function estimateOfLabels(names: readonly string[]): number | null {
  const values = [...new Set(names.map(labelEstimate).filter((v): v is number => v !== null))];
  return values.length === 1 ? values[0]! : null;
}

/**
 * The story of an issue node, or null when the node is no issue (a pull request, a
 * draft); `web` is where its page is when GitHub gives no URL.
 */
export function storyOf(
  issue: IssueNode | null | undefined,
  estimate: number | null,
  web: string,
): TrackerStory | null {
  if (!issue || typeof issue.number !== 'number') return null;
  const repository = issue.repository?.nameWithOwner;
  if (typeof repository !== 'string') return null;
  return {
    key: `${repository}#${issue.number}`,
    title: typeof issue.title === 'string' ? issue.title : '',
    description: markdownText(issue.body),
    estimate,
    url:
      typeof issue.url === 'string' && /^https?:\/\//.test(issue.url)
        ? issue.url
        : `${web}/${repository}/issues/${issue.number}`,
  };
}

/** The projects (node ids) an issue is in, as `projectItems` answers them. */
export const projectIdsOf = (issue: IssueNode | null | undefined): string[] =>
  (issue?.projectItems?.nodes ?? [])
    .map((item) => item?.project?.id)
    .filter((id): id is string => typeof id === 'string');
