/**
 * The import's one text box, read (docs/trackers.md, "GitLab: the query"), in three forms:
 * 1. issue references only, `acme/pay#12 acme/web/pay#13` (spaces or commas between);
 * 2. a project, or `group:` and a group, with filters: `acme/pay label:ready
 *    milestone:"Sprint 12"`, `group:acme iteration:"Sprint 3"`, `acme/pay iteration:current`,
 *    `state:opened|closed|all` (opened unless said);
 * 3. an issue list's URL pasted from GitLab, read into form 2.
 * Anything else is refused with a sentence naming the forms.
 */
import type { TrackerResult } from '../contract';
import { invalid } from '../failure';
import { referencesOf } from '../references';
import { isGitLabPath, parseReference, type IssueReference } from './issues';

export type IssueState = 'opened' | 'closed' | 'all';

/** A project's or a group's issues, filtered as GitLab's issue list API takes them. */
export interface IssueList {
  scope: 'project' | 'group';
  path: string;
  /** Every one must be on an issue (GitLab's `labels`, comma-separated: AND). */
  labels: string[];
  milestone?: string;
  /** An iteration's title, or the current iteration (`iteration_id=Current`). */
  iteration?: { title: string } | 'current';
  state: IssueState;
}

export type GitLabQuery =
  { form: 'references'; references: IssueReference[] } | { form: 'list'; list: IssueList };

export const QUERY_HELP =
  'Enter a project with filters such as acme/pay label:ready milestone:"Sprint 12", a group such as group:acme iteration:current, an issue list’s URL, or issue references such as acme/pay#12.';

/** `name:value` or `name:"a value"` words, and bare words. */
const WORD = /([A-Za-z_]+):(?:"([^"]*)"|(\S+))|"([^"]*)"|(\S+)/g;

const STATES: readonly string[] = ['opened', 'closed', 'all'];

/** A filter applied to `list`, or why it cannot be. */
function applyFilter(list: IssueList, name: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `The filter ${name}: needs a value (quote one with spaces).`;
  switch (name.toLowerCase()) {
    case 'label':
    case 'labels':
      // GitLab's `labels` takes names separated by commas: one holding a comma cannot be asked.
      if (trimmed.includes(','))
        return `GitLab cannot filter by a label with a comma (${trimmed}).`;
      list.labels.push(trimmed);
      return null;
    case 'milestone':
      list.milestone = trimmed;
      return null;
    case 'iteration':
      list.iteration = trimmed.toLowerCase() === 'current' ? 'current' : { title: trimmed };
      return null;
    case 'state':
      if (!STATES.includes(trimmed.toLowerCase())) return 'state: is opened, closed or all.';
      list.state = trimmed.toLowerCase() as IssueState;
      return null;
    default:
      return `GitLab’s import knows no filter ${name}: (it takes label:, milestone:, iteration: and state:).`;
  }
}

/** Form 2: the scope, then filters. */
export function parseFilters(text: string): TrackerResult<IssueList> {
  const words = [...text.matchAll(WORD)];
  const first = words[0];
  if (!first) return invalid(QUERY_HELP);
  let list: IssueList;
  if (first[1]?.toLowerCase() === 'group') {
    const path = first[3] ?? first[2] ?? '';
    if (!isGitLabPath(path)) return invalid(`“${path}” is not a GitLab group’s path.`);
    list = { scope: 'group', path, labels: [], state: 'opened' };
  } else {
    const path = first[5];
    if (path === undefined || !isGitLabPath(path, 2)) return invalid(QUERY_HELP);
    list = { scope: 'project', path, labels: [], state: 'opened' };
  }
  for (const word of words.slice(1)) {
    if (word[1] === undefined) {
      return invalid(
        `“${word[0]}” is not a filter: after the project or group, write label:, milestone:, iteration: or state: (quotes around a value with spaces).`,
      );
    }
    const problem = applyFilter(list, word[1], word[2] ?? word[3] ?? '');
    if (problem) return invalid(problem);
  }
  return { ok: true, value: list };
}

const single = (params: URLSearchParams, ...names: string[]) =>
  names.map((n) => params.get(n)).find((v): v is string => v !== null && v.trim() !== '');

/**
 * Form 3: `{root}/acme/pay/-/issues?label_name[]=ready&milestone_title=Sprint%2012` or
 * `{root}/groups/acme/-/issues?…`, on the connected GitLab (`web`), read into form 2.
 */
export function parseListUrl(text: string, web: string): TrackerResult<IssueList> | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const root = new URL(web);
  const rootPath = root.pathname.replace(/\/+$/, '');
  if (url.origin !== root.origin || !url.pathname.startsWith(`${rootPath}/`)) {
    return invalid(
      `This page is not on the connected GitLab (${web}): connect to its server first, or write the project and its filters.`,
    );
  }
  const path = decodeURIComponent(url.pathname.slice(rootPath.length + 1));
  const match = /^(groups\/)?(.+?)\/-\/issues\/?$/.exec(path);
  if (!match) {
    return invalid(
      `Paste a project’s or group’s issue list (…/-/issues?…), or write the project and its filters. ${QUERY_HELP}`,
    );
  }
  const scope = match[1] ? 'group' : 'project';
  const scopePath = match[2]!;
  if (!isGitLabPath(scopePath, scope === 'project' ? 2 : 1)) return invalid(QUERY_HELP);
  const params = url.searchParams;
  const list: IssueList = { scope, path: scopePath, labels: [], state: 'opened' };
  for (const label of [...params.getAll('label_name[]'), ...params.getAll('label_name')]) {
    if (label.trim() !== '') list.labels.push(label.trim());
  }
  const milestone = single(params, 'milestone_title');
  if (milestone) list.milestone = milestone;
  const iteration = single(params, 'iteration_title');
  const iterationId = single(params, 'iteration_id');
  if (iteration) list.iteration = { title: iteration };
  else if (iterationId?.toLowerCase() === 'current') list.iteration = 'current';
  const state = single(params, 'state')?.toLowerCase();
  if (state && STATES.includes(state)) list.state = state as IssueState;
  return { ok: true, value: list };
}

/** The query in one of its three forms, or why it is none. */
export function parseQuery(query: string, web: string): TrackerResult<GitLabQuery> {
  const text = query.trim();
  if (text === '') return invalid(QUERY_HELP);
  const references = referencesOf(text, parseReference);
  if (references) return { ok: true, value: { form: 'references', references } };
  const fromUrl = /^https?:\/\//i.test(text) ? parseListUrl(text, web) : null;
  const list = fromUrl ?? parseFilters(text);
  return list.ok ? { ok: true, value: { form: 'list', list: list.value } } : list;
}
