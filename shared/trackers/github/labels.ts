/**
 * The estimate as a label, for issues outside a project (docs/trackers.md, "GitHub: the
 * field written"): the issue's labels are read first, nothing is written when
 * `estimate: N` is its only estimate label; otherwise the new label is added with REST
 * `POST /repos/{owner}/{repo}/issues/{number}/labels` (which creates a label the
 * repository lacks) and every other `estimate: …` label is removed with `DELETE
 * …/labels/{name}`. Adding first means a failure half way leaves the new value on the
 * issue, and a retry removes what is left of the old one.
 */
import type { TrackerResult } from '../contract';
import type { GitHubClient } from './client';
import { ISSUE_LABELS } from './documents';
import {
  estimateLabel,
  isEstimateLabel,
  labelEstimate,
  labelNames,
  readIssue,
  referenceText,
  type IssueNode,
  type IssueReference,
} from './issues';

export async function writeLabelEstimate(
  client: GitHubClient,
  reference: IssueReference,
  value: number,
): Promise<TrackerResult<{ written: boolean }>> {
  const what = referenceText(reference);
  // Only a value its label reads back as: else every write would add it again.
  if (labelEstimate(estimateLabel(value)) !== value) {
    return {
      ok: false,
      failure: {
        kind: 'invalid',
        message: `${value} cannot be written as an estimate label (at most 6 digits and 3 decimals).`,
      },
    };
  }
  const read = await readIssue<IssueNode>(client, ISSUE_LABELS, reference);
  if (!read.ok) return read;
  const issue = read.value;
  // Compared by value: GitHub's label names ignore case ('Estimate: 5' is 'estimate: 5').
  const held = labelNames(issue).filter(isEstimateLabel);
  const holds = held.some((name) => labelEstimate(name) === value);
  const stale = held.filter((name) => labelEstimate(name) !== value);
  if (holds && stale.length === 0) return { ok: true, value: { written: false } };
  const path = `/repos/${encodeURIComponent(reference.owner)}/${encodeURIComponent(reference.repo)}/issues/${reference.number}/labels`;
  if (!holds) {
    const added = await client.rest('POST', path, what, { labels: [estimateLabel(value)] });
    if (!added.ok) return added;
  }
  for (const name of stale) {
    const removed = await client.rest('DELETE', `${path}/${encodeURIComponent(name)}`, what);
    // Gone already (another tab, a person): what the write wanted.
    if (!removed.ok && removed.failure.kind !== 'not-found') return removed;
  }
  return { ok: true, value: { written: true } };
}
