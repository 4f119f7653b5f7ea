/**
 * Writing one estimate, and only the estimate field: the value is read first and not
 * written again when Azure DevOps already holds it, so a retried or repeated write
 * changes nothing and adds no revision. The write is the documented JSON Patch,
 * `PATCH {org}/_apis/wit/workitems/{id}` with `application/json-patch+json` and
 * `[{ "op": "add", "path": "/fields/{field}", "value": n }]` ("add" sets a field
 * whether or not it held a value).
 */
import type { EstimateWrite, TrackerResult } from '../contract';
import { failure } from '../failure';
import type { AzureClient } from './client';

/** A work item's key: its id ('1234'). */
const WORK_ITEM_ID = /^[1-9]\d{0,9}$/;
/** A field's reference name ('Microsoft.VSTS.Scheduling.StoryPoints', 'Custom.Estimate'). */
const FIELD_REFERENCE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

export const JSON_PATCH = 'application/json-patch+json';

/** Checks a write's key, field and value before anything goes into a URL or a body. */
export function checkWrite(write: EstimateWrite): string | null {
  if (!WORK_ITEM_ID.test(write.key)) {
    return `“${write.key}” is not an Azure DevOps work item id (like 1234).`;
  }
  if (!FIELD_REFERENCE.test(write.fieldId)) {
    return `“${write.fieldId}” is not an Azure DevOps field reference name.`;
  }
  if (!Number.isFinite(write.value)) return 'Only a number can be written as an estimate.';
  return null;
}

interface WorkItemFields {
  fields?: Record<string, unknown>;
}

export async function writeEstimate(
  client: AzureClient,
  write: EstimateWrite,
): Promise<TrackerResult<{ written: boolean }>> {
  const problem = checkWrite(write);
  if (problem) return { ok: false, failure: failure('invalid', problem) };
  const what = `work item ${write.key}`;
  const current = await client.call<WorkItemFields>('GET', `wit/workitems/${write.key}`, what, {
    scope: 'organization',
    query: { fields: write.fieldId },
  });
  if (!current.ok) return current;
  if (current.value?.fields?.[write.fieldId] === write.value) {
    return { ok: true, value: { written: false } };
  }
  const patch = await client.call('PATCH', `wit/workitems/${write.key}`, what, {
    scope: 'organization',
    body: [{ op: 'add', path: `/fields/${write.fieldId}`, value: write.value }],
    contentType: JSON_PATCH,
  });
  if (!patch.ok) return patch;
  return { ok: true, value: { written: true } };
}
