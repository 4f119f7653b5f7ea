/**
 * A Projects v2 project (docs/trackers.md, "GitHub: the query" and "the field written"):
 * its URL read (`{web}/orgs/ORG/projects/N[/views/V]` or `{web}/users/USER/…`), its
 * issues imported page by page with their number values (draft items and pull requests
 * skipped), and an estimate written to one of its number fields, read first and not
 * written again when the item already holds it. GitHub's API filters neither a
 * project's items nor a view's: a view's filter is read and applied here to the items
 * fetched (view-filter.ts), what the wall cannot apply of it said in `notApplied`.
 */
import type { EstimateWrite, TrackerResult } from '../contract';
import { failure } from '../failure';
import type { GitHubClient, GraphQLAnswer } from './client';
import {
  ISSUE_PROJECT_ITEMS,
  ORGANIZATION_PROJECT,
  PROJECT_ITEMS,
  SET_NUMBER_FIELD,
  USER_PROJECT,
} from './documents';
import { foundField, numberFields, parseProjectFieldId, type ProjectNode } from './fields';
import { readIssue, referenceText, type IssueNode, type IssueReference } from './issues';
import { PAGE_SIZE } from './search';
import type { EstimateField } from '../contract';
import { passes, readViewFilter, type ViewFilter } from './view-filter';
import {
  filterableOf,
  filterFieldsOf,
  type FilterFieldNodes,
  type FilterIssueNode,
  type FilterValueNodes,
} from './view-items';

/** A project's address, read from its URL. */
export interface ProjectAddress {
  owner: 'organization' | 'user';
  login: string;
  number: number;
  view: number | null;
}

/** Pages of items read at most (drafts and pull requests count, and are skipped). */
export const MAX_ITEM_PAGES = 50;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The project a URL names under `web` (`https://github.com`), or null when it is none. */
export function parseProjectUrl(text: string, web: string): ProjectAddress | null {
  const root = escapeRegExp(web.replace(/^https?:\/\//i, ''));
  const match = new RegExp(
    `^(?:https?://)?(?:www\\.)?${root}/(orgs|users)/([A-Za-z0-9-]{1,39})/projects/(\\d{1,9})(?:/views/(\\d{1,9}))?/?(?:[?#].*)?$`,
    'i',
  ).exec(text.trim());
  if (!match) return null;
  return {
    owner: match[1]!.toLowerCase() === 'orgs' ? 'organization' : 'user',
    login: match[2]!,
    number: Number(match[3]),
    view: match[4] === undefined ? null : Number(match[4]),
  };
}

/** Whether the text looks like a project's URL at all (to say when it is not this server's). */
export const looksLikeProjectUrl = (text: string) =>
  /^https?:\/\/\S+\/(orgs|users)\/[^/\s]+\/projects\/\d+/i.test(text.trim());

/** A project as the project's document answers it, with its view when one was asked. */
type ViewedProject = ProjectNode & {
  view?: { id?: unknown; filter?: unknown } | null;
  filterFields?: FilterFieldNodes;
};

type OwnerData = Record<string, { projectV2?: ViewedProject | null } | null>;

interface ItemNode {
  id?: unknown;
  isArchived?: unknown;
  fieldValues?: NumberValues & FilterValueNodes;
  content?: (IssueNode & FilterIssueNode & { __typename?: unknown }) | null;
}

interface NumberValues {
  nodes?: ({ number?: unknown; field?: { id?: unknown } | null } | null)[] | null;
}

interface ItemsPage {
  pageInfo?: { hasNextPage?: unknown; endCursor?: unknown };
  nodes?: (ItemNode | null)[] | null;
}

interface ItemsData {
  node?: { items?: ItemsPage } | null;
}

/** The number an item holds in field `fieldNodeId`, or null. */
function numberIn(values: NumberValues | undefined, fieldNodeId: string): number | null {
  const value = (values?.nodes ?? []).find((v) => v?.field?.id === fieldNodeId);
  return typeof value?.number === 'number' ? value.number : null;
}

/** A project's issues and their estimates in the field found. */
export interface ProjectImport {
  issues: { issue: IssueNode; estimate: number | null }[];
  truncated: boolean;
  field: EstimateField | null;
  fields: EstimateField[];
  /** The terms of the view's filter the wall could not apply (the rest was applied). */
  notApplied: string[];
}

async function readProject(
  client: GitHubClient,
  address: ProjectAddress,
): Promise<TrackerResult<ViewedProject & { id: string }>> {
  const what = `the project ${address.login}/${address.number}`;
  const answer = await client.graphql<OwnerData>(
    address.owner === 'organization' ? ORGANIZATION_PROJECT : USER_PROJECT,
    {
      login: address.login,
      number: address.number,
      view: address.view ?? 0,
      withView: address.view !== null,
    },
    what,
  );
  if (!answer.ok) return answer;
  const project = answer.value.data?.[address.owner]?.projectV2;
  if (!project || typeof project.id !== 'string') {
    return { ok: false, failure: failure('not-found', `GitHub has no ${what}.`) };
  }
  if (address.view !== null && !project.view) {
    return {
      ok: false,
      failure: failure(
        'not-found',
        `The project ${address.login}/${address.number} has no view ${address.view}.`,
      ),
    };
  }
  return { ok: true, value: project as ViewedProject & { id: string } };
}

/** The view's filter read against the project's fields; none (all items) without a view. */
function viewFilterOf(project: ViewedProject, now: number): ViewFilter {
  const filter = project.view?.filter;
  if (typeof filter !== 'string') return { tests: [], notApplied: [] };
  return readViewFilter(filter, filterFieldsOf(project.filterFields, now));
}

/** The project's issues, paged up to `limit`, with the estimate field found in it. */
export async function importProject(
  client: GitHubClient,
  address: ProjectAddress,
  limit: number,
  now: number,
): Promise<TrackerResult<ProjectImport>> {
  const project = await readProject(client, address);
  if (!project.ok) return project;
  const view = viewFilterOf(project.value, now);
  const { notApplied } = view;
  const fields = numberFields(project.value);
  const field = foundField(fields);
  const fieldNodeId = field ? parseProjectFieldId(field.id)!.field : null;
  const issues: ProjectImport['issues'] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_ITEM_PAGES; page += 1) {
    const answer: TrackerResult<GraphQLAnswer<ItemsData>> = await client.graphql<ItemsData>(
      PROJECT_ITEMS,
      { project: project.value.id, first: PAGE_SIZE, after },
      `the project ${address.login}/${address.number}`,
    );
    if (!answer.ok) return answer;
    const items: ItemsPage | undefined = answer.value.data.node?.items;
    const found = (items?.nodes ?? []).filter(
      (item): item is ItemNode =>
        item?.content?.__typename === 'Issue' &&
        item.isArchived !== true &&
        passes(view, filterableOf(item.content, item.fieldValues)),
    );
    const room = limit - issues.length;
    for (const item of found.slice(0, room)) {
      const estimate = fieldNodeId ? numberIn(item.fieldValues, fieldNodeId) : null;
      issues.push({ issue: item.content!, estimate });
    }
    const more = items?.pageInfo?.hasNextPage === true;
    // At the limit with items left: truncated (what follows may be drafts only).
    if (issues.length === limit) {
      const truncated = found.length > room || more;
      return { ok: true, value: { issues, truncated, field, fields, notApplied } };
    }
    const cursor: unknown = items?.pageInfo?.endCursor;
    if (!more || typeof cursor !== 'string') {
      return { ok: true, value: { issues, truncated: false, field, fields, notApplied } };
    }
    after = cursor;
  }
  return { ok: true, value: { issues, truncated: true, field, fields, notApplied } };
}

/** An issue's items in projects, with their number values. */
interface IssueItems {
  projectItems?: {
    nodes?: ({ id?: unknown; project?: { id?: unknown }; fieldValues?: NumberValues } | null)[];
  };
}

/** Writes `write.value` to a project's number field, unless the issue's item holds it. */
export async function writeProjectEstimate(
  client: GitHubClient,
  reference: IssueReference,
  write: EstimateWrite,
): Promise<TrackerResult<{ written: boolean }>> {
  const ids = parseProjectFieldId(write.fieldId)!;
  const what = referenceText(reference);
  const read = await readIssue<IssueItems>(client, ISSUE_PROJECT_ITEMS, reference);
  if (!read.ok) return read;
  const issue = read.value;
  const item = (issue.projectItems?.nodes ?? []).find((i) => i?.project?.id === ids.project);
  if (!item || typeof item.id !== 'string') {
    return {
      ok: false,
      failure: failure(
        'invalid',
        `${what} is not in the project whose field was chosen: add it to the project, or write the estimate as a label.`,
      ),
    };
  }
  if (numberIn(item.fieldValues, ids.field) === write.value) {
    return { ok: true, value: { written: false } };
  }
  const set = await client.graphql(
    SET_NUMBER_FIELD,
    { project: ids.project, item: item.id, field: ids.field, value: write.value },
    what,
  );
  if (!set.ok) return set;
  return { ok: true, value: { written: true } };
}
