/**
 * The estimate fields a GitHub import offers (docs/trackers.md, "GitHub: the field
 * written"): a Projects v2 project's number fields, one found by its name (Estimate,
 * Story Points, Points, Size), and, for issues found outside a project, the
 * `estimate: N` label. A field's id says which it is, so a write needs nothing else:
 * `project:{project node id}:{field node id}` or `label:estimate`.
 */
import type { EstimateField } from '../contract';
import type { GitHubClient } from './client';
import { ISSUES_PROJECTS, PROJECTS_FIELDS } from './documents';
import { projectIdsOf, type IssueNode } from './issues';

export const LABEL_FIELD: EstimateField = {
  id: 'label:estimate',
  name: 'estimate: N label',
  decimals: true,
};

/** The names a project's estimate field goes by, in the order looked for (any case). */
export const ESTIMATE_NAMES = ['estimate', 'story points', 'points', 'size'] as const;

/** Projects whose fields an import outside a project offers, at most. */
export const MAX_PROJECTS_ASKED = 10;
/** Issues whose projects are looked up for that offer (the first of the import). */
export const MAX_ISSUES_ASKED = 100;

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

/**
 * The number fields of the projects `issues` are in (the first {@link MAX_ISSUES_ASKED}
 * issues, {@link MAX_PROJECTS_ASKED} projects), named 'Project: Field'. An offer beside
 * the label, so it is best effort: whatever refuses it (a token without the Projects
 * permission, a limit reached) offers none rather than failing the import.
 */
export async function fieldsOfIssuesProjects(
  client: GitHubClient,
  issues: readonly IssueNode[],
): Promise<EstimateField[]> {
  const issueIds = issues
    .map((issue) => issue.id)
    .filter((id): id is string => typeof id === 'string')
    .slice(0, MAX_ISSUES_ASKED);
  if (issueIds.length === 0) return [];
  const everything = () => true;
  const found = await client.graphql<{ nodes?: (IssueNode | null)[] }>(
    ISSUES_PROJECTS,
    { ids: issueIds },
    'the issues’ projects',
    everything,
  );
  if (!found.ok) return [];
  const ids = [...new Set((found.value.data.nodes ?? []).flatMap(projectIdsOf))];
  if (ids.length === 0) return [];
  const answer = await client.graphql<{ nodes?: (ProjectNode | null)[] }>(
    PROJECTS_FIELDS,
    { ids: ids.slice(0, MAX_PROJECTS_ASKED) },
    'the projects’ fields',
    everything,
  );
  if (!answer.ok) return [];
  return (answer.value.data.nodes ?? []).flatMap((project) => numberFields(project, true));
}
