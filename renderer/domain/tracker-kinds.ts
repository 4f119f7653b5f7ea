/**
 * What the wall says and does differently per tracker (docs/tracker-wall.md): the one
 * place that maps a {@link TrackerKind} to the name the wall shows ('In Azure DevOps ✓'),
 * the query language its import takes, and how 'Send all estimates' recognises its keys
 * and looks them up. Brand names are not translated: every language shows them as here.
 */
import type { TrackerKind } from '../../shared/trackers/contract';
import { isJiraKey, keysQuery } from './tracker-own';

/** Every kind the wall offers, in the order Options lists them. */
export const TRACKER_KINDS: readonly TrackerKind[] = [
  'jira-cloud',
  'jira-server',
  'azure-devops',
  'github',
  'gitlab',
  'linear',
];

/** The kind a wall that never connected speaks of: its lists before Azure came were Jira's. */
export const DEFAULT_TRACKER_KIND: TrackerKind = 'jira-cloud';

const NAMES: Record<TrackerKind, string> = {
  'jira-cloud': 'Jira',
  'jira-server': 'Jira',
  'azure-devops': 'Azure DevOps',
  github: 'GitHub',
  gitlab: 'GitLab',
  linear: 'Linear',
};

/**
 * The name the wall's sentences give the tracker: 'Jira', 'Azure DevOps', 'GitHub',
 * 'GitLab', 'Linear'.
 */
export function trackerName(kind: TrackerKind): string {
  return NAMES[kind];
}

/** True for a kind this wall knows (a value read back from local storage). */
export function isTrackerKind(value: unknown): value is TrackerKind {
  return typeof value === 'string' && (TRACKER_KINDS as readonly string[]).includes(value);
}

/**
 * The query language of a kind's import: GitHub's is its issue search (or a project, or
 * issues), GitLab's a project or group with filters (or an issue list, or issues),
 * Linear's a team with filters (or a cycle's, project's or issue's address, or issues).
 */
export type QueryLanguage = 'jql' | 'wiql' | 'github' | 'gitlab' | 'linear';

export function queryLanguage(kind: TrackerKind): QueryLanguage {
  if (kind === 'azure-devops') return 'wiql';
  if (kind === 'github' || kind === 'gitlab' || kind === 'linear') return kind;
  return 'jql';
}

/**
 * The name of a query language that has one of its own ('JQL', 'WIQL'), the same in every
 * language; null for GitHub's search and GitLab's and Linear's filters, which the wall
 * names by a word in the language shown.
 */
export function queryLanguageName(kind: TrackerKind): string | null {
  const language = queryLanguage(kind);
  return hasName(language) ? language.toUpperCase() : null;
}

/** The query languages with a name of their own. */
type NamedLanguage = 'jql' | 'wiql';

function hasName(language: QueryLanguage): language is NamedLanguage {
  return language === 'jql' || language === 'wiql';
}

/**
 * The English word for a query language without a name: GitHub's search, GitLab's and
 * Linear's filters.
 */
const QUERY_WORDS: Record<Exclude<QueryLanguage, NamedLanguage>, string> = {
  github: 'search',
  gitlab: 'filters',
  linear: 'filters',
};

/**
 * The name the preview gives an import by query: 'Azure DevOps (WIQL)'; for GitHub
 * 'GitHub (search)', for GitLab 'GitLab (filters)' and for Linear 'Linear (filters)',
 * the word in brackets `word` in the language shown.
 */
export function queryFormatName(kind: TrackerKind, word?: string): string {
  const language = queryLanguage(kind);
  const shown = hasName(language) ? language.toUpperCase() : (word ?? QUERY_WORDS[language]);
  return `${trackerName(kind)} (${shown})`;
}

/*
 * The queries the import's help shows, isolated left to right (LRI … PDI): a query is
 * code, and in a right-to-left sentence its brackets and quotes would otherwise move.
 */
export const JQL_EXAMPLE = '\u2066project = PAY AND sprint in openSprints()\u2069';
export const WIQL_EXAMPLE =
  "\u2066SELECT [System.Id] FROM WorkItems WHERE [System.State] = 'New'\u2069";
export const SAVED_QUERY_EXAMPLE = '\u2066Shared Queries/Sprint 12\u2069';
/** GitHub's three forms: an issue search naming its repository, a project, issue references. */
export const GITHUB_SEARCH_EXAMPLE = '\u2066repo:acme/pay is:open label:ready\u2069';
export const GITHUB_PROJECT_EXAMPLE = '\u2066https://github.com/orgs/acme/projects/7\u2069';
export const GITHUB_ISSUES_EXAMPLE = '\u2066acme/pay#142 acme/pay#143\u2069';
/** GitLab's: a project with filters, a group in its current iteration, issue references. */
export const GITLAB_PROJECT_EXAMPLE = '\u2066acme/pay label:ready milestone:"Sprint 12"\u2069';
export const GITLAB_GROUP_EXAMPLE = '\u2066group:acme iteration:current\u2069';
export const GITLAB_FILTERS = '\u2066label: milestone: iteration: state:\u2069';
export const GITLAB_ISSUES_EXAMPLE = '\u2066acme/pay#12 acme/web/shop#7\u2069';
/** Linear's: a team's current cycle, a team with its filters, issue identifiers. */
export const LINEAR_TEAM_EXAMPLE = '\u2066ENG cycle:current\u2069';
export const LINEAR_FILTERS = '\u2066cycle: project: label: state:\u2069';
export const LINEAR_ISSUES_EXAMPLE = '\u2066ENG-123 ENG-124\u2069';

/**
 * The field a GitHub import without a project writes to: an `estimate: N` label on the
 * issue (docs/tracker-wall.md). The connector names it in English; the wall says it in
 * the language shown, by this id.
 */
export const GITHUB_LABEL_FIELD_ID = 'label:estimate';
/** The label's text, as GitHub shows it on the issue: the same in every language. */
export const GITHUB_LABEL = 'estimate: N';

/** How 'Send all estimates' finds a backlog's keys at one kind of tracker. */
export interface KeyLookup {
  /** True for a key of this tracker's form; only those are looked up. */
  isKey(key: string): boolean;
  /** The query that finds `keys` (each passing `isKey`, so none is the query's syntax). */
  query(keys: readonly string[]): string;
  /**
   * The key as the tracker compares it, so a key in the backlog finds the issue the
   * tracker answered with ('Acme/Pay#1' is GitHub's 'acme/pay#1').
   */
  same(key: string): string;
}

const MAX_INT32 = 2 ** 31 - 1;

const JIRA_LOOKUP: KeyLookup = { isKey: isJiraKey, query: keysQuery, same: (key) => key };

const AZURE_LOOKUP: KeyLookup = {
  // An Azure DevOps work item id ('1234'): Azure's ids are positive 32-bit integers.
  isKey: (key) => /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= MAX_INT32,
  query: (keys) =>
    `SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (${keys
      .filter(AZURE_LOOKUP.isKey)
      .join(', ')}) ORDER BY [System.Id]`,
  same: (key) => key,
};

/**
 * True for a GitHub issue reference `owner/repo#142`, by GitHub's rules: an owner (user or
 * organization) of letters, digits and hyphens, up to 39, not starting or ending with a
 * hyphen; a repository of letters, digits, '.', '_' and '-', up to 100, but not '.' or
 * '..'; an issue number, a positive 32-bit integer as GraphQL's Int.
 */
function isGitHubRef(key: string): boolean {
  const match =
    /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)\/([A-Za-z0-9._-]{1,100})#([1-9][0-9]{0,9})$/.exec(
      key,
    );
  if (!match) return false;
  const [, , repo, number] = match;
  return repo !== '.' && repo !== '..' && Number(number) <= MAX_INT32;
}

const GITHUB_LOOKUP: KeyLookup = {
  isKey: isGitHubRef,
  // The connector reads a query of references only as those issues, fetched by number.
  query: (keys) => keys.filter(isGitHubRef).join(' '),
  // GitHub's owners and repositories are named without regard to case; numbers are numbers.
  same: (key) => key.toLowerCase(),
};

/** A project sits under a group and at most 20 levels of subgroups. */
const GITLAB_MAX_SEGMENTS = 21;

/**
 * True for one segment of a GitLab path (a group, a subgroup or a project), by GitLab's
 * rules: letters, digits, '_', '-' and '.', not starting with '-', up to 255, not '.' or
 * '..' and not ending in '.git' or '.atom'.
 */
function isGitLabSegment(segment: string): boolean {
  return (
    /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/.test(segment) &&
    segment !== '.' &&
    segment !== '..' &&
    !/\.(?:git|atom)$/i.test(segment)
  );
}

/**
 * A GitLab issue reference `group/subgroup/project#12`: a project's full path (a
 * namespace and the project, so two segments or more) and an issue's iid, a positive
 * 32-bit integer.
 */
function isGitLabRef(key: string): boolean {
  const match = /^([^#\s]+)#([1-9][0-9]{0,9})$/.exec(key);
  if (!match) return false;
  const [, path = '', iid] = match;
  const segments = path.split('/');
  return (
    segments.length >= 2 &&
    segments.length <= GITLAB_MAX_SEGMENTS &&
    segments.every(isGitLabSegment) &&
    Number(iid) <= MAX_INT32
  );
}

const GITLAB_LOOKUP: KeyLookup = {
  isKey: isGitLabRef,
  // The connector reads a query of references only as those issues, fetched by iid.
  query: (keys) => keys.filter(isGitLabRef).join(' '),
  // GitLab finds groups and projects by path without regard to case; iids are numbers.
  same: (key) => key.toLowerCase(),
};

/**
 * True for a Linear issue identifier `ENG-123`: the team's key (letters and digits, at
 * most 7, as Linear's team settings take it) and the issue's number (up to nine digits,
 * as the connector reads it). Linear shows keys in capitals and finds an identifier in
 * any case.
 */
const isLinearId = (key: string) => /^[A-Za-z0-9]{1,7}-[1-9][0-9]{0,8}$/.test(key);

/** An identifier as Linear writes it: in capitals. */
const linearCase = (key: string) => key.toUpperCase();

const LINEAR_LOOKUP: KeyLookup = {
  isKey: isLinearId,
  // The connector reads a query of identifiers only as those issues; Linear writes them
  // in capitals, so the query does too.
  query: (keys) => keys.filter(isLinearId).map(linearCase).join(' '),
  same: linearCase,
};

const LOOKUPS: Record<TrackerKind, KeyLookup> = {
  'jira-cloud': JIRA_LOOKUP,
  'jira-server': JIRA_LOOKUP,
  'azure-devops': AZURE_LOOKUP,
  github: GITHUB_LOOKUP,
  gitlab: GITLAB_LOOKUP,
  linear: LINEAR_LOOKUP,
};

export function keyLookup(kind: TrackerKind): KeyLookup {
  return LOOKUPS[kind];
}
