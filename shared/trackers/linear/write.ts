/**
 * The estimate written (docs/trackers.md, "Linear: the field written"): the issue read
 * first with its team's scale; nothing written when it holds the value; a value outside
 * the team's scale refused with the scale named (before any call when an import already
 * told the team's scale); else `issueUpdate` with `{ estimate: N }`, checked kept.
 */
import type { TrackerResult } from '../contract';
import { failure } from '../failure';
import type { LinearClient } from './client';
import { ISSUE_ESTIMATE, SET_ESTIMATE } from './documents';
import { estimateOf, identifierText, type IssueIdentifier, type LinearIssue } from './issues';
import { scaleProblem, type LinearTeam } from './scale';

const refuse = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

/** The teams an import told, by key: their scales checked before a call. */
export type KnownTeams = Map<string, LinearTeam>;

export async function writeEstimate(
  client: LinearClient,
  identifier: IssueIdentifier,
  value: number,
  known: KnownTeams,
): Promise<TrackerResult<{ written: boolean }>> {
  const key = identifierText(identifier);
  const knownTeam = known.get(identifier.team);
  const early = knownTeam ? scaleProblem(knownTeam, value) : null;
  if (early) return refuse(early);
  const what = `issue ${key}`;
  const read = await client.graphql<{ issue?: LinearIssue | null }>(
    ISSUE_ESTIMATE,
    { id: key },
    what,
  );
  if (!read.ok) return read;
  const issue = read.value.issue;
  if (!issue || typeof issue !== 'object') {
    return { ok: false, failure: failure('not-found', `Linear has no ${what}.`) };
  }
  if (estimateOf(issue) === value) return { ok: true, value: { written: false } };
  if (issue.team) {
    known.set(identifier.team, issue.team);
    const problem = scaleProblem(issue.team, value);
    if (problem) return refuse(problem);
  }
  const written = await client.graphql<{
    issueUpdate?: { success?: unknown; issue?: LinearIssue | null } | null;
  }>(SET_ESTIMATE, { id: typeof issue.id === 'string' ? issue.id : key, estimate: value }, what);
  if (!written.ok) return written;
  const payload = written.value.issueUpdate;
  if (payload?.success !== true || !payload.issue || estimateOf(payload.issue) !== value) {
    return refuse(`Linear did not keep the estimate ${String(value)} on ${what}.`);
  }
  return { ok: true, value: { written: true } };
}
