/**
 * Finding the estimate field rather than guessing it (docs/trackers.md, "The field
 * written"): an issue's edit metadata names the fields that edit screen has;
 * team-managed projects call theirs 'Story point estimate', company-managed ones
 * 'Story Points'. When neither is there, the person picks from the site's number fields.
 */
import type { EstimateField, TrackerResult } from '../contract';
import type { JiraClient } from './client';

/** The estimate fields' names, team-managed first. */
export const ESTIMATE_FIELD_NAMES = ['Story point estimate', 'Story Points'] as const;

interface JiraFieldSchema {
  type?: unknown;
}

/** One entry of `GET /field`. */
interface JiraField {
  id?: unknown;
  name?: unknown;
  schema?: JiraFieldSchema;
}

/** One entry of an editmeta's `fields` (keyed by field id). */
interface EditableField {
  name?: unknown;
  schema?: JiraFieldSchema;
}

const isEstimateName = (name: unknown): boolean =>
  typeof name === 'string' &&
  ESTIMATE_FIELD_NAMES.some((known) => known.toLowerCase() === name.trim().toLowerCase());

/** Jira's number fields all take decimals (0.5 for a '½'). */
const numberField = (id: string, name: string): EstimateField => ({ id, name, decimals: true });

/** The site's number fields, by name, for the person to pick from. */
export async function numberFields(client: JiraClient): Promise<TrackerResult<EstimateField[]>> {
  const answer = await client.call<JiraField[]>('GET', '/field', 'the field list');
  if (!answer.ok) return answer;
  const list = Array.isArray(answer.value) ? answer.value : [];
  const fields = list
    .filter(
      (f): f is JiraField & { id: string; name: string } =>
        typeof f?.id === 'string' && typeof f.name === 'string' && f.schema?.type === 'number',
    )
    .map((f) => numberField(f.id, f.name))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { ok: true, value: fields };
}

/** Ids of the site's fields that bear an estimate field's name (read with the search). */
export function estimateCandidates(fields: readonly EstimateField[]): string[] {
  return fields.filter((f) => isEstimateName(f.name)).map((f) => f.id);
}

/** A project's kind, as Jira Cloud tells it (`project.simplified`); null when not told. */
export type ProjectKind = 'team-managed' | 'company-managed' | null;

/**
 * The names to look for, most likely first: team-managed projects estimate in 'Story
 * point estimate', company-managed ones (and every Data Center project) in 'Story Points',
 * though their screens may carry the other too.
 */
const namesFor = (kind: ProjectKind): readonly string[] =>
  kind === 'team-managed' ? ESTIMATE_FIELD_NAMES : [...ESTIMATE_FIELD_NAMES].reverse();

/**
 * The estimate field on one issue's edit screen, from `GET /issue/{key}/editmeta`: a
 * number field with the name its project kind uses, or the other name; null when the
 * screen has neither.
 */
export async function estimateFieldOf(
  client: JiraClient,
  key: string,
  kind: ProjectKind,
): Promise<TrackerResult<EstimateField | null>> {
  const answer = await client.call<{ fields?: Record<string, EditableField> }>(
    'GET',
    `/issue/${encodeURIComponent(key)}/editmeta`,
    key,
  );
  if (!answer.ok) return answer;
  const editable = Object.entries(answer.value?.fields ?? {}).filter(
    ([, f]) => f?.schema?.type === 'number' && typeof f.name === 'string',
  );
  for (const wanted of namesFor(kind)) {
    const found = editable.find(
      ([, f]) => String(f.name).trim().toLowerCase() === wanted.toLowerCase(),
    );
    if (found) return { ok: true, value: numberField(found[0], String(found[1].name)) };
  }
  return { ok: true, value: null };
}
