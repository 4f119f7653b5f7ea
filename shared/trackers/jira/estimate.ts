/**
 * Writing one estimate, and only the estimate field: the value is read first and not
 * written again when Jira already holds it, so a retried or repeated write changes
 * nothing and sends no notification.
 */
import type { EstimateWrite, TrackerResult } from '../contract';
import { failure } from '../failure';
import type { JiraClient } from './client';

/** A Jira issue key: a project key, a dash and a number ('PAY-142'). */
const ISSUE_KEY = /^[A-Za-z][A-Za-z0-9_]*-\d+$/;
/** A field id ('customfield_10016', 'timeestimate'). */
const FIELD_ID = /^[A-Za-z0-9_]+$/;

/** Checks a write's key, field and value before anything goes into a URL or a body. */
export function checkWrite(write: EstimateWrite): string | null {
  if (!ISSUE_KEY.test(write.key)) return `“${write.key}” is not a Jira issue key (like PAY-142).`;
  if (!FIELD_ID.test(write.fieldId)) return `“${write.fieldId}” is not a Jira field id.`;
  if (!Number.isFinite(write.value)) return 'Only a number can be written as an estimate.';
  return null;
}

export async function writeEstimate(
  client: JiraClient,
  write: EstimateWrite,
): Promise<TrackerResult<{ written: boolean }>> {
  const problem = checkWrite(write);
  if (problem) return { ok: false, failure: failure('invalid', problem) };
  const path = `/issue/${encodeURIComponent(write.key)}`;
  const current = await client.call<{ fields?: Record<string, unknown> }>(
    'GET',
    `${path}?fields=${encodeURIComponent(write.fieldId)}`,
    write.key,
  );
  if (!current.ok) return current;
  if (current.value?.fields?.[write.fieldId] === write.value) {
    return { ok: true, value: { written: false } };
  }
  const put = await client.call('PUT', path, write.key, {
    fields: { [write.fieldId]: write.value },
  });
  if (!put.ok) return put;
  return { ok: true, value: { written: true } };
}
