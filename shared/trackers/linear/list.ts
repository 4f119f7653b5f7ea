/**
 * Issues fetched through Linear's `issues(filter:)` (docs/trackers.md, "Linear: the
 * query"): a team's or a project's with the filters as Linear's `IssueFilter` names
 * them, or issues by identifier (each team's numbers in one filter), paged by cursor
 * 100 at a time up to the limit. A team named is looked up first, so a key Linear does
 * not know is said as such rather than found empty.
 */
import type { TrackerResult } from '../contract';
import { failure } from '../failure';
import type { LinearClient } from './client';
import { ISSUES, TEAMS } from './documents';
import { identifierText, type IssueIdentifier, type LinearIssue } from './issues';
import type { IssueList } from './query';
import type { LinearTeam } from './scale';

/** Linear's page size here (it allows up to 250; 100 keeps each answer's complexity low). */
export const PAGE_SIZE = 100;

/** Issues found, in order, whether more matched than the limit, and their teams. */
export interface FoundIssues {
  issues: LinearIssue[];
  truncated: boolean;
  teams: LinearTeam[];
}

type Filter = Record<string, unknown>;

const CYCLES: Record<string, Filter> = {
  current: { isActive: { eq: true } },
  next: { isNext: { eq: true } },
  previous: { isPrevious: { eq: true } },
};

/** The list's `IssueFilter`. */
export function filterOf(list: IssueList): Filter {
  const filter: Filter = {};
  if (list.team) filter.team = { key: { eq: list.team } };
  if (list.cycle) {
    filter.cycle =
      typeof list.cycle === 'string' ? CYCLES[list.cycle] : { number: { eq: list.cycle.number } };
  }
  if (list.project) {
    filter.project =
      'name' in list.project
        ? { name: { eqIgnoreCase: list.project.name } }
        : { slugId: { eq: list.project.slugId } };
  }
  if (list.labels.length > 0) {
    filter.and = list.labels.map((name) => ({
      labels: { some: { name: { eqIgnoreCase: name } } },
    }));
  }
  if (list.state === undefined) filter.state = { type: { nin: ['completed', 'canceled'] } };
  else if (list.state !== 'all') filter.state = { name: { eqIgnoreCase: list.state } };
  return filter;
}

interface IssuesPage {
  issues?: {
    pageInfo?: { hasNextPage?: unknown; endCursor?: unknown };
    nodes?: unknown;
  };
}

const asIssues = (nodes: unknown): LinearIssue[] =>
  Array.isArray(nodes)
    ? nodes.filter((i): i is LinearIssue => typeof i === 'object' && i !== null)
    : [];

/** Each team once, by key, from the issues' own. */
const teamsOf = (issues: readonly LinearIssue[]) => [
  ...new Map(
    issues.filter((i) => i.team).map((i) => [String(i.team!.key), i.team as LinearTeam]),
  ).values(),
];

/** The issues matching `filter`, paged by cursor up to `limit`. */
export async function pagedIssues(
  client: LinearClient,
  filter: Filter,
  limit: number,
  what: string,
): Promise<TrackerResult<{ issues: LinearIssue[]; truncated: boolean }>> {
  const issues: LinearIssue[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: TrackerResult<IssuesPage> = await client.graphql<IssuesPage>(
      ISSUES,
      { filter, first: Math.min(PAGE_SIZE, limit - issues.length), after },
      what,
    );
    if (!answer.ok) return answer;
    const found = asIssues(answer.value.issues?.nodes);
    const taken = found.slice(0, limit - issues.length);
    issues.push(...taken);
    const info: { hasNextPage?: unknown; endCursor?: unknown } | undefined =
      answer.value.issues?.pageInfo;
    const next: string | null =
      info?.hasNextPage === true && typeof info.endCursor === 'string' ? info.endCursor : null;
    if (issues.length >= limit) {
      return {
        ok: true,
        value: { issues, truncated: next !== null || found.length > taken.length },
      };
    }
    // A page that brings nothing, or the same cursor again, would never end: stop there.
    if (next === null || next === after || found.length === 0) {
      return { ok: true, value: { issues, truncated: false } };
    }
    after = next;
  }
}

/** The team of `key`, or a not-found failure naming it. */
async function teamOf(client: LinearClient, key: string): Promise<TrackerResult<LinearTeam>> {
  const answer = await client.graphql<{ teams?: { nodes?: unknown } }>(
    TEAMS,
    { filter: { key: { eq: key } } },
    `the team ${key}`,
  );
  if (!answer.ok) return answer;
  const nodes = answer.value.teams?.nodes;
  const team = Array.isArray(nodes) ? (nodes[0] as LinearTeam | undefined) : undefined;
  if (!team) {
    return {
      ok: false,
      failure: failure('not-found', `Linear has no team ${key} that the key can see.`),
    };
  }
  return { ok: true, value: team };
}

/** A team's or a project's issues, filtered, up to `limit`. */
export async function listIssues(
  client: LinearClient,
  list: IssueList,
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const team = list.team ? await teamOf(client, list.team) : null;
  if (team && !team.ok) return team;
  const what = list.team ? `the issues of team ${list.team}` : 'the project’s issues';
  const found = await pagedIssues(client, filterOf(list), limit, what);
  if (!found.ok) return found;
  const teams = team ? [team.value] : teamsOf(found.value.issues);
  return { ok: true, value: { ...found.value, teams } };
}

/** The issues of `identifiers`, in their order, each once; up to `limit`. */
export async function issuesByIdentifiers(
  client: LinearClient,
  identifiers: readonly IssueIdentifier[],
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const unique = [...new Map(identifiers.map((i) => [identifierText(i), i])).values()];
  const asked = unique.slice(0, limit);
  const byTeam = new Map<string, number[]>();
  for (const i of asked) byTeam.set(i.team, [...(byTeam.get(i.team) ?? []), i.number]);
  const filter = {
    or: [...byTeam].map(([key, numbers]) => ({
      team: { key: { eq: key } },
      number: { in: numbers },
    })),
  };
  const what = asked.length === 1 ? `issue ${identifierText(asked[0]!)}` : 'the issues asked';
  const found = await pagedIssues(client, filter, asked.length, what);
  if (!found.ok) return found;
  const byKey = new Map(found.value.issues.map((i) => [String(i.identifier).toUpperCase(), i]));
  // An identifier of no issue (or one the key cannot see) is left out: 'Send all
  // estimates' names it missing.
  const issues = asked
    .map((i) => byKey.get(identifierText(i)))
    .filter((i): i is LinearIssue => i !== undefined);
  if (issues.length === 0 && asked.length > 0) {
    const names = asked.slice(0, 5).map(identifierText).join(', ');
    return {
      ok: false,
      failure: failure(
        'not-found',
        `Linear has no issue ${names}${asked.length > 5 ? ' …' : ''} that the key can see.`,
      ),
    };
  }
  return {
    ok: true,
    value: { issues, truncated: unique.length > asked.length, teams: teamsOf(issues) },
  };
}
