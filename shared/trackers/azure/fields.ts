/**
 * Finding the estimate field rather than guessing it (docs/trackers.md, "Azure DevOps:
 * the field written"): the work item type's own fields
 * (`GET {project}/_apis/wit/workitemtypes/{type}/fields`) name the process's estimate,
 * Story Points (Agile), Effort (Scrum) or Size (CMMI). The project's fields
 * (`GET {project}/_apis/wit/fields`) say which are numbers, for the person to pick from.
 */
import type { EstimateField, TrackerResult } from '../contract';
import type { AzureClient } from './client';

/** The processes' estimate fields, in the order looked for. */
export const ESTIMATE_FIELDS = [
  'Microsoft.VSTS.Scheduling.StoryPoints',
  'Microsoft.VSTS.Scheduling.Effort',
  'Microsoft.VSTS.Scheduling.Size',
] as const;

/** One entry of `wit/fields`. */
interface AzureField {
  referenceName?: unknown;
  name?: unknown;
  type?: unknown;
  readOnly?: unknown;
}

interface FieldList {
  value?: AzureField[];
}

/** The project's fields: all their reference names, and the numbers to pick from. */
export interface ProjectFields {
  known: Set<string>;
  /** Number fields a value can be written to (double takes 0.5, integer not), by name. */
  numbers: EstimateField[];
}

export async function projectFields(client: AzureClient): Promise<TrackerResult<ProjectFields>> {
  const answer = await client.call<FieldList>('GET', 'wit/fields', 'the field list');
  if (!answer.ok) return answer;
  const list = Array.isArray(answer.value?.value) ? answer.value.value : [];
  const known = new Set(
    list.map((f) => f?.referenceName).filter((r): r is string => typeof r === 'string'),
  );
  const numbers = list
    .filter(
      (f): f is AzureField & { referenceName: string; name: string } =>
        typeof f?.referenceName === 'string' &&
        typeof f.name === 'string' &&
        (f.type === 'double' || f.type === 'integer') &&
        f.readOnly !== true,
    )
    .map((f) => ({ id: f.referenceName, name: f.name, decimals: f.type === 'double' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { ok: true, value: { known, numbers } };
}

/**
 * The estimate field of work item type `type`: the first of {@link ESTIMATE_FIELDS} the
 * type carries and the project lists as a number (`numbers`), or null.
 */
export async function estimateFieldOf(
  client: AzureClient,
  type: string,
  numbers: readonly EstimateField[],
): Promise<TrackerResult<EstimateField | null>> {
  const answer = await client.call<FieldList>(
    'GET',
    `wit/workitemtypes/${encodeURIComponent(type)}/fields`,
    `the work item type ${type}`,
  );
  if (!answer.ok) return answer;
  const carried = new Set(
    (Array.isArray(answer.value?.value) ? answer.value.value : []).map((f) => f?.referenceName),
  );
  for (const id of ESTIMATE_FIELDS) {
    const field = numbers.find((f) => f.id === id);
    if (field && carried.has(id)) return { ok: true, value: field };
  }
  return { ok: true, value: null };
}
