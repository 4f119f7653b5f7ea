/**
 * What the wall says and does differently per tracker (docs/tracker-wall.md): the one
 * place that maps a {@link TrackerKind} to the name the wall shows ('In Azure DevOps ✓'),
 * the query language its import takes, and how 'Send all estimates' recognises its keys
 * and looks them up. Brand names are not translated: every language shows them as here.
 */
import type { TrackerKind } from '../../shared/trackers/contract';
import { isJiraKey, keysQuery } from './tracker-own';

/** Every kind the wall offers, in the order Options lists them. */
export const TRACKER_KINDS: readonly TrackerKind[] = ['jira-cloud', 'jira-server', 'azure-devops'];

/** The kind a wall that never connected speaks of: its lists before Azure came were Jira's. */
export const DEFAULT_TRACKER_KIND: TrackerKind = 'jira-cloud';

const NAMES: Record<TrackerKind, string> = {
  'jira-cloud': 'Jira',
  'jira-server': 'Jira',
  'azure-devops': 'Azure DevOps',
};

/** The name the wall's sentences give the tracker: 'Jira', 'Azure DevOps'. */
export function trackerName(kind: TrackerKind): string {
  return NAMES[kind];
}

/** True for a kind this wall knows (a value read back from local storage). */
export function isTrackerKind(value: unknown): value is TrackerKind {
  return typeof value === 'string' && (TRACKER_KINDS as readonly string[]).includes(value);
}

/** The query language of a kind's import. */
export type QueryLanguage = 'jql' | 'wiql';

export function queryLanguage(kind: TrackerKind): QueryLanguage {
  return kind === 'azure-devops' ? 'wiql' : 'jql';
}

/** The name the preview gives an import by query: 'Azure DevOps (WIQL)'. */
export function queryFormatName(kind: TrackerKind): string {
  return `${trackerName(kind)} (${queryLanguage(kind).toUpperCase()})`;
}

/*
 * The queries the import's help shows, isolated left to right (LRI … PDI): a query is
 * code, and in a right-to-left sentence its brackets and quotes would otherwise move.
 */
export const JQL_EXAMPLE = '\u2066project = PAY AND sprint in openSprints()\u2069';
export const WIQL_EXAMPLE =
  "\u2066SELECT [System.Id] FROM WorkItems WHERE [System.State] = 'New'\u2069";
export const SAVED_QUERY_EXAMPLE = '\u2066Shared Queries/Sprint 12\u2069';

/** How 'Send all estimates' finds a backlog's keys at one kind of tracker. */
export interface KeyLookup {
  /** True for a key of this tracker's form; only those are looked up. */
  isKey(key: string): boolean;
  /** The query that finds `keys` (each passing `isKey`, so none is the query's syntax). */
  query(keys: readonly string[]): string;
}

/** An Azure DevOps work item id ('1234'): Azure's ids are positive 32-bit integers. */
const AZURE_ID = /^[1-9][0-9]{0,9}$/;

const JIRA_LOOKUP: KeyLookup = { isKey: isJiraKey, query: keysQuery };

const AZURE_LOOKUP: KeyLookup = {
  isKey: (key) => AZURE_ID.test(key) && Number(key) <= 2 ** 31 - 1,
  query: (keys) =>
    `SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (${keys
      .filter(AZURE_LOOKUP.isKey)
      .join(', ')}) ORDER BY [System.Id]`,
};

export function keyLookup(kind: TrackerKind): KeyLookup {
  return kind === 'azure-devops' ? AZURE_LOOKUP : JIRA_LOOKUP;
}
