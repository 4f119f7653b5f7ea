/**
 * A project's answers (documents.ts' `FilterFields`, `FilterValues` and `FilterIssue`)
 * read as what a view's filter is matched against (view-filter.ts). Anything GitHub
 * leaves out reads as absent, never as a match.
 */
import type { FieldValue, FilterableItem, FilterFields } from './view-filter';
import type { IterationSpan } from './view-iterations';

interface Span {
  title?: unknown;
  startDate?: unknown;
  duration?: unknown;
}

/** A project's fields as `FilterFields` answers them. */
export interface FilterFieldNodes {
  nodes?:
    | ({
        name?: unknown;
        dataType?: unknown;
        configuration?: { iterations?: Span[] | null; completedIterations?: Span[] | null } | null;
      } | null)[]
    | null;
}

/** An item's values as `FilterValues` answers them. */
export interface FilterValueNodes {
  nodes?:
    | ({
        field?: { id?: unknown; name?: unknown } | null;
        number?: unknown;
        name?: unknown;
      } & Span)[]
    | null;
}

/** An issue's metadata as `FilterIssue` (and `StoryIssue`) answer them. */
export interface FilterIssueNode {
  state?: unknown;
  assignees?: { nodes?: ({ login?: unknown } | null)[] | null } | null;
  milestone?: { title?: unknown } | null;
  repository?: { nameWithOwner?: unknown } | null;
  labels?: { nodes?: ({ name?: unknown } | null)[] | null } | null;
}

const KINDS = { SINGLE_SELECT: 'option', ITERATION: 'iteration', NUMBER: 'number' } as const;

function spanOf(span: Span | null | undefined): IterationSpan | null {
  if (!span || typeof span.title !== 'string' || typeof span.startDate !== 'string') return null;
  if (typeof span.duration !== 'number') return null;
  return { title: span.title, startDate: span.startDate, duration: span.duration };
}

/** The fields a filter may name, and today (`now`) as GitHub's dates are written. */
export function filterFieldsOf(fields: FilterFieldNodes | undefined, now: number): FilterFields {
  const found: FilterFields = {
    kinds: new Map(),
    iterations: new Map(),
    today: new Date(now).toISOString().slice(0, 10),
  };
  for (const field of fields?.nodes ?? []) {
    const kind = KINDS[field?.dataType as keyof typeof KINDS];
    if (typeof field?.name !== 'string' || kind === undefined) continue;
    const name = field.name.trim().toLowerCase();
    found.kinds.set(name, kind);
    if (kind !== 'iteration') continue;
    const config = field.configuration;
    const spans = [...(config?.iterations ?? []), ...(config?.completedIterations ?? [])];
    found.iterations.set(
      name,
      spans.map(spanOf).filter((s) => s !== null),
    );
  }
  return found;
}

function valueOf(node: NonNullable<FilterValueNodes['nodes']>[number]): FieldValue | null {
  if (typeof node.number === 'number') return { kind: 'number', number: node.number };
  if (typeof node.name === 'string') return { kind: 'option', name: node.name };
  const iteration = spanOf(node);
  return iteration ? { kind: 'iteration', iteration } : null;
}

const strings = (list: readonly unknown[]) =>
  list.filter((v): v is string => typeof v === 'string');

/** An issue item as a filter reads it. */
export function filterableOf(
  issue: FilterIssueNode,
  values: FilterValueNodes | undefined,
): FilterableItem {
  const byName = new Map<string, FieldValue>();
  for (const node of values?.nodes ?? []) {
    const name = node?.field?.name;
    const value = node ? valueOf(node) : null;
    if (typeof name === 'string' && value) byName.set(name.trim().toLowerCase(), value);
  }
  const milestone = issue.milestone?.title;
  const repository = issue.repository?.nameWithOwner;
  return {
    open: issue.state !== 'CLOSED',
    repository: typeof repository === 'string' ? repository : '',
    labels: strings((issue.labels?.nodes ?? []).map((l) => l?.name)),
    assignees: strings((issue.assignees?.nodes ?? []).map((a) => a?.login)),
    milestone: typeof milestone === 'string' ? milestone : null,
    values: byName,
  };
}
