/**
 * The estimate fields a GitHub import offers (docs/trackers.md, "GitHub: the field
 * written"): a Projects v2 project's number fields, one found by its name (Estimate,
 * Story Points, Points, Size), and, for issues found outside a project, the
 * `estimate: N` label. A field's id says which it is, so a write needs nothing else:
 * `project:{project node id}:{field node id}` or `label:estimate`.
 */
import type { EstimateField, TrackerResult } from '../contract';
import type { GitHubClient } from './client';
import { PROJECTS_FIELDS } from './documents';

export const LABEL_FIELD: EstimateField = {
  id: 'label:estimate',
  name: 'estimate: N label',
  decimals: true,
};

/** The names a project's estimate field goes by, in the order looked for (any case). */
export const ESTIMATE_NAMES = ['estimate', 'story points', 'points', 'size'] as const;

/** Projects whose fields an import outside a project offers, at most. */
export const MAX_PROJECTS_ASKED = 10;

/** A project as the `ProjectFields` fragment answers it. */
export interface ProjectNode {
  id?: unknown;
  title?: unknown;
  fields?: { nodes?: ({ id?: unknown; name?: unknown; dataType?: unknown } | null)[] | null };
}

export const projectFieldId = (projectId: string, fieldId: string) =>
  `project:${projectId}:${fieldId}`;

/** A field id's project and field node ids, or null when it is no project field's. */
export function parseProjectFieldId(id: string): { project: string; field: string } | null {
  const match = /^project:([A-Za-z0-9_=-]{1,200}):([A-Za-z0-9_=-]{1,200})$/.exec(id);
  return match ? { project: match[1]!, field: match[2]! } : null;
}

/**
 * A project's number fields, by name. `titled` names each with its project (an import
 * outside a project may offer the fields of several).
 */
export function numberFields(
  project: ProjectNode | null | undefined,
  titled = false,
): EstimateField[] {
  if (!project || typeof project.id !== 'string') return [];
  const projectId = project.id;
  const title = typeof project.title === 'string' ? project.title : '';
  return (project.fields?.nodes ?? [])
    .filter(
      (f): f is { id: string; name: string; dataType: string } =>
        typeof f?.id === 'string' && typeof f.name === 'string' && f.dataType === 'NUMBER',
    )
    .map((f) => ({
      id: projectFieldId(projectId, f.id),
      name: titled && title ? `${title}: ${f.name}` : f.name,
      decimals: true,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The field named as an estimate is, first by {@link ESTIMATE_NAMES}' order, or null. */
export function foundField(fields: readonly EstimateField[]): EstimateField | null {
  for (const name of ESTIMATE_NAMES) {
    const found = fields.find((f) => f.name.trim().toLowerCase() === name);
    if (found) return found;
  }
  return null;
}

/** The number fields of the projects `ids` (the first {@link MAX_PROJECTS_ASKED}). */
export async function fieldsOfProjects(
  client: GitHubClient,
  ids: readonly string[],
): Promise<TrackerResult<EstimateField[]>> {
  const asked = [...new Set(ids)].slice(0, MAX_PROJECTS_ASKED);
  if (asked.length === 0) return { ok: true, value: [] };
  const answer = await client.graphql<{ nodes?: (ProjectNode | null)[] }>(
    PROJECTS_FIELDS,
    { ids: asked },
    'the projects’ fields',
    // A project the token cannot read is left out, not a failure of the import.
    () => true,
  );
  if (!answer.ok) {
    // The fields are an offer beside the label: an import is not refused for them.
    return answer.failure.kind === 'permission' || answer.failure.kind === 'not-found'
      ? { ok: true, value: [] }
      : answer;
  }
  return {
    ok: true,
    value: (answer.value.data?.nodes ?? []).flatMap((project) => numberFields(project, true)),
  };
}
