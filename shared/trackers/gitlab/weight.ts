/**
 * The estimate as the issue's weight (docs/trackers.md, "GitLab: the field written"):
 * the field found by the issues themselves, since GitLab tells a weight only where the
 * plan has them (GitLab Free's issues carry no `weight` key, and a PUT ignores one). A
 * write reads the issue first, writes nothing when it holds the value, else sends
 * `PUT /projects/:id/issues/:iid` with `{ "weight": N }` and checks GitLab kept it.
 * Weights are whole numbers of zero or more: anything else is refused before a call.
 */
import type { EstimateField, TrackerImport, TrackerResult } from '../contract';
import { failure } from '../failure';
import { encodedPath, type GitLabClient } from './client';
import {
  hasWeight,
  referenceText,
  weightOf,
  type GitLabIssue,
  type IssueReference,
} from './issues';

/** GitLab's one estimate field. */
export const WEIGHT_FIELD: EstimateField = { id: 'weight', name: 'Weight', decimals: false };

/** What the wall is told when the GitLab has no weights. */
export const NO_WEIGHT_MESSAGE =
  'This GitLab has no issue weights (a paid plan’s feature): estimates cannot be written back.';

/** The field part of an import: the weight, or none with the reason. */
export function fieldOf(
  issues: readonly GitLabIssue[],
): Pick<TrackerImport, 'field' | 'fields' | 'fieldProblem'> {
  // No issue says nothing of the plan: the weight is offered, as GitLab's API documents it.
  if (issues.length === 0 || issues.some(hasWeight)) {
    return { field: WEIGHT_FIELD, fields: [WEIGHT_FIELD] };
  }
  return { field: null, fields: [], fieldProblem: 'no-weight' };
}

const refuse = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

/** Why `value` cannot be a weight, or null when it can. */
export function weightProblem(value: number): string | null {
  if (Number.isInteger(value) && value >= 0) return null;
  return `GitLab’s weight takes whole numbers of zero or more: ${String(value)} is not written.`;
}

export async function writeWeight(
  client: GitLabClient,
  reference: IssueReference,
  value: number,
): Promise<TrackerResult<{ written: boolean }>> {
  const problem = weightProblem(value);
  if (problem) return refuse(problem);
  const what = `issue ${referenceText(reference)}`;
  const path = `/projects/${encodedPath(reference.project)}/issues/${reference.iid}`;
  const read = await client.get<GitLabIssue>(path, what);
  if (!read.ok) return read;
  const issue = read.value;
  if (!issue || typeof issue !== 'object') {
    return { ok: false, failure: failure('not-found', `GitLab has no ${what}.`) };
  }
  if (!hasWeight(issue)) return refuse(NO_WEIGHT_MESSAGE);
  if (weightOf(issue) === value) return { ok: true, value: { written: false } };
  const written = await client.put<GitLabIssue>(path, what, { weight: value });
  if (!written.ok) return written;
  if (!written.value || weightOf(written.value) !== value) {
    return refuse(`GitLab did not keep the weight ${String(value)} on ${what}.`);
  }
  return { ok: true, value: { written: true } };
}
