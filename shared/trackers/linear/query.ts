/**
 * The import's one text box, read (docs/trackers.md, "Linear: the query"), in three forms:
 * 1. issue identifiers only, `ENG-123 ENG-124` (spaces or commas between);
 * 2. a team's key with filters: `ENG cycle:current`, `ENG cycle:next`, `ENG cycle:42`,
 *    `ENG project:"Checkout v2"`, `ENG label:Ready label:Backend`, `state:"In Review"`
 *    (or `state:all`; without one, issues neither completed nor canceled);
 * 3. a Linear page's URL: an issue's, a team's cycle's or issues', or a project's, read
 *    into the forms above.
 * Anything else is refused with a sentence naming the forms.
 */
import type { TrackerResult } from '../contract';
import { failure } from '../failure';
import { isTeamKey, parseIdentifier, type IssueIdentifier } from './issues';

export type CycleFilter = 'current' | 'next' | 'previous' | { number: number };

/** A team's (or a project's) issues, filtered as Linear's `IssueFilter` takes them. */
export interface IssueList {
  /** The team's key, upper case; absent for a project's issues from a pasted URL. */
  team?: string;
  cycle?: CycleFilter;
  /** A project by name (typed) or by its URL's slug id (pasted). */
  project?: { name: string } | { slugId: string };
  /** Every one must be on an issue. */
  labels: string[];
  /** A workflow state's name; 'all' for every state; absent: not completed or canceled. */
  state?: string;
}

export type LinearQuery =
  { form: 'identifiers'; identifiers: IssueIdentifier[] } | { form: 'list'; list: IssueList };

export const QUERY_HELP =
  'Enter a team’s key with filters such as ENG cycle:current, ENG project:"Checkout v2" or ENG label:Ready, a Linear page’s URL, or issue identifiers such as ENG-123.';

const invalid = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

/** The identifiers of a text made only of them, or null. */
export function identifiersOf(text: string): IssueIdentifier[] | null {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return null;
  const found = words.map(parseIdentifier);
  return found.every((i) => i !== null) ? (found as IssueIdentifier[]) : null;
}

/** `name:value` or `name:"a value"` words, and bare words. */
const WORD = /([A-Za-z_]+):(?:"([^"]*)"|(\S+))|"([^"]*)"|(\S+)/g;

function cycleOf(value: string): CycleFilter | null {
  const lower = value.toLowerCase();
  if (lower === 'current' || lower === 'active') return 'current';
  if (lower === 'next' || lower === 'previous') return lower;
  return /^[1-9]\d{0,5}$/.test(value) ? { number: Number(value) } : null;
}

/** A filter applied to `list`, or why it cannot be. */
function applyFilter(list: IssueList, name: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `The filter ${name}: needs a value (quote one with spaces).`;
  switch (name.toLowerCase()) {
    case 'cycle': {
      const cycle = cycleOf(trimmed);
      if (!cycle) return 'cycle: is current, next, previous or a cycle’s number.';
      list.cycle = cycle;
      return null;
    }
    case 'project':
      list.project = { name: trimmed };
      return null;
    case 'label':
    case 'labels':
      list.labels.push(trimmed);
      return null;
    case 'state':
      list.state = trimmed.toLowerCase() === 'all' ? 'all' : trimmed;
      return null;
    default:
      return `Linear’s import knows no filter ${name}: (it takes cycle:, project:, label: and state:).`;
  }
}

/** Form 2: the team's key, then filters. */
export function parseFilters(text: string): TrackerResult<IssueList> {
  const words = [...text.matchAll(WORD)];
  const team = words[0]?.[5];
  if (team === undefined || !isTeamKey(team)) return invalid(QUERY_HELP);
  const list: IssueList = { team: team.toUpperCase(), labels: [] };
  for (const word of words.slice(1)) {
    if (word[1] === undefined) {
      return invalid(
        `“${word[0]}” is not a filter: after the team’s key, write cycle:, project:, label: or state: (quotes around a value with spaces).`,
      );
    }
    const problem = applyFilter(list, word[1], word[2] ?? word[3] ?? '');
    if (problem) return invalid(problem);
  }
  return { ok: true, value: list };
}

const NOT_A_LIST = `Paste a Linear issue’s, team cycle’s or project’s page, or write the team and its filters. ${QUERY_HELP}`;

/**
 * Form 3: `https://linear.app/{workspace}/issue/ENG-123/…`,
 * `…/team/ENG/cycle/{current|next|previous|42}`, `…/team/ENG/all` (or active, backlog:
 * the team's open issues) or `…/project/{slug}-{id}/…`.
 */
export function parseLinearUrl(text: string): TrackerResult<LinearQuery> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid(QUERY_HELP);
  }
  if (url.protocol !== 'https:' || !/^(www\.)?linear\.app$/i.test(url.hostname)) {
    return invalid(`This page is not on linear.app. ${QUERY_HELP}`);
  }
  const [, section, name, part, value] = url.pathname.split('/').filter((s) => s !== '');
  if (section === 'issue' && name) {
    const identifier = parseIdentifier(name);
    if (identifier) return { ok: true, value: { form: 'identifiers', identifiers: [identifier] } };
  }
  if (section === 'project' && name) {
    const slugId =
      /-([0-9a-f]{8,16})$/i.exec(name)?.[1] ?? (/^[0-9a-f]{8,16}$/i.test(name) ? name : null);
    if (slugId) {
      return { ok: true, value: { form: 'list', list: { project: { slugId }, labels: [] } } };
    }
  }
  if (section === 'team' && name && isTeamKey(name)) {
    const list: IssueList = { team: name.toUpperCase(), labels: [] };
    if (part === 'cycle' && value) {
      const cycle = cycleOf(value);
      if (cycle) return { ok: true, value: { form: 'list', list: { ...list, cycle } } };
    } else if (part === undefined || ['all', 'active', 'backlog'].includes(part)) {
      return { ok: true, value: { form: 'list', list } };
    }
  }
  return invalid(NOT_A_LIST);
}

/** The query in one of its three forms, or why it is none. */
export function parseQuery(query: string): TrackerResult<LinearQuery> {
  const text = query.trim();
  if (text === '') return invalid(QUERY_HELP);
  const identifiers = identifiersOf(text);
  if (identifiers) return { ok: true, value: { form: 'identifiers', identifiers } };
  if (/^https?:\/\//i.test(text)) return parseLinearUrl(text);
  const list = parseFilters(text);
  return list.ok ? { ok: true, value: { form: 'list', list: list.value } } : list;
}
