/**
 * A GitLab issue as a story (docs/trackers.md, "GitLab: the query"): its key the issue's
 * full reference `acme/pay#12` (a subgroup's path included, `acme/web/pay#12`), its
 * description the Markdown kept as the text it is (only HTML comments, which GitLab does
 * not show, are dropped), its estimate the weight. References are read and checked here,
 * before any reaches a URL.
 */
import type { TrackerStory } from '../contract';
import { markdownText } from '../markdown';

/** An issue as GitLab's REST API answers it (the fields the connector reads). */
export interface GitLabIssue {
  iid?: unknown;
  project_id?: unknown;
  title?: unknown;
  description?: unknown;
  web_url?: unknown;
  /** Absent where the plan has no issue weights (GitLab Free); null when none is set. */
  weight?: unknown;
  references?: { full?: unknown } | null;
}

/** An issue's reference, checked: the project's full path and the issue's iid. */
export interface IssueReference {
  project: string;
  iid: number;
}

/**
 * One segment of a GitLab path (a group, a subgroup or a project): letters, digits,
 * `_`, `-` and `.`, not starting with `-`, not ending in `.git` or `.atom`.
 */
const SEGMENT = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/;

/** Whether a text is a project's or group's full path (`acme`, `acme/web/pay`). */
export function isGitLabPath(path: string, minSegments = 1): boolean {
  const segments = path.split('/');
  if (segments.length < minSegments || segments.length > 21) return false;
  return segments.every(
    (s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !/\.(git|atom)$/i.test(s),
  );
}

/** `group/project#12` as GitLab names an issue, its project's path at least two segments. */
export function parseReference(text: string): IssueReference | null {
  const match = /^(.+)#([1-9]\d{0,9})$/.exec(text.trim());
  if (!match) return null;
  const [, project, iid] = match;
  if (!isGitLabPath(project!, 2) || Number(iid) > 2 ** 31 - 1) return null;
  return { project: project!, iid: Number(iid) };
}

export const referenceText = (r: IssueReference) => `${r.project}#${r.iid}`;

/** Whether GitLab told this issue's weight at all (a plan with weights always does). */
export const hasWeight = (issue: GitLabIssue) => 'weight' in issue;

/** The weight as the estimate: a number, or null (none set, or no weights at all). */
export const weightOf = (issue: GitLabIssue): number | null =>
  typeof issue.weight === 'number' && Number.isFinite(issue.weight) ? issue.weight : null;

/** The reference of an issue GitLab answered, or null when it names none. */
export function referenceOf(issue: GitLabIssue): IssueReference | null {
  const full = issue.references?.full;
  return typeof full === 'string' ? parseReference(full) : null;
}

/**
 * The story of an issue, or null when GitLab's answer is no issue; `web` is the GitLab's
 * root, where its page is when GitLab gives no `web_url`.
 */
export function storyOf(issue: GitLabIssue | null | undefined, web: string): TrackerStory | null {
  if (!issue) return null;
  const reference = referenceOf(issue);
  if (!reference) return null;
  return {
    key: referenceText(reference),
    title: typeof issue.title === 'string' ? issue.title : '',
    description: markdownText(issue.description),
    estimate: weightOf(issue),
    url:
      typeof issue.web_url === 'string' && /^https?:\/\//.test(issue.web_url)
        ? issue.web_url
        : `${web}/${reference.project}/-/issues/${reference.iid}`,
  };
}
