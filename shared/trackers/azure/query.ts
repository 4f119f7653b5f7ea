/**
 * The import's query: a WIQL text (`SELECT … FROM WorkItems …`), or a saved query by its
 * id or its path ('Shared Queries/Sprint 12'). WIQL answers ids only, so the query asks
 * for one more than the limit with `$top` to tell a truncated import; a tree or
 * one-hop query answers links, whose work items are taken in order, each once.
 */
import type { TrackerResult } from '../contract';
import { invalid } from '../failure';
import type { AzureClient } from './client';

/** The ids found in the query's order, at most `limit`, and whether more matched. */
export interface QueryIds {
  ids: number[];
  truncated: boolean;
}

interface WorkItemReference {
  id?: unknown;
}

interface QueryResult {
  workItems?: WorkItemReference[];
  workItemRelations?: { source?: WorkItemReference | null; target?: WorkItemReference | null }[];
}

/** A saved query as `GET …/wit/queries/{id|path}?$expand=wiql` answers it. */
interface SavedQuery {
  name?: unknown;
  wiql?: unknown;
  isFolder?: unknown;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each work item id of an answer once, in the answer's order. */
export function idsOf(result: QueryResult | null): number[] {
  const seen = new Set<number>();
  const add = (ref: WorkItemReference | null | undefined) => {
    const id = ref?.id;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) seen.add(id);
  };
  if (Array.isArray(result?.workItems)) result.workItems.forEach(add);
  if (Array.isArray(result?.workItemRelations)) {
    for (const link of result.workItemRelations) {
      add(link?.source);
      add(link?.target);
    }
  }
  return [...seen];
}

async function runWiql(
  client: AzureClient,
  wiql: string,
  limit: number,
): Promise<TrackerResult<QueryResult | null>> {
  return client.call<QueryResult>('POST', 'wit/wiql', 'the query', {
    body: { query: wiql },
    query: { $top: String(limit + 1) },
  });
}

/** The saved query's WIQL by its id or path; a folder is refused. */
async function savedWiql(client: AzureClient, idOrPath: string): Promise<TrackerResult<string>> {
  const path = idOrPath
    .split('/')
    .filter((part) => part !== '')
    .map(encodeURIComponent)
    .join('/');
  const saved = await client.call<SavedQuery>('GET', `wit/queries/${path}`, 'the saved query', {
    query: { $expand: 'wiql' },
  });
  if (!saved.ok) return saved;
  const name = typeof saved.value?.name === 'string' ? saved.value.name : idOrPath;
  if (saved.value?.isFolder === true) {
    return invalid(`“${name}” is a folder of queries: choose one query in it.`);
  }
  const wiql = saved.value?.wiql;
  if (typeof wiql !== 'string' || wiql.trim() === '') {
    return invalid(`Azure DevOps gave no WIQL for the saved query “${name}”.`);
  }
  return { ok: true, value: wiql };
}

/** Runs `input` (WIQL, or a saved query's id or path) for at most `limit` ids. */
export async function queryIds(
  client: AzureClient,
  input: string,
  limit: number,
): Promise<TrackerResult<QueryIds>> {
  const text = input.trim();
  if (text === '') {
    return invalid(
      'Enter a WIQL query (SELECT [System.Id] FROM WorkItems WHERE …), or a saved query’s id or path.',
    );
  }
  let answer: TrackerResult<QueryResult | null>;
  if (/^select\b/i.test(text)) {
    answer = await runWiql(client, text, limit);
  } else if (GUID.test(text)) {
    answer = await client.call<QueryResult>('GET', `wit/wiql/${text}`, 'the saved query', {
      query: { $top: String(limit + 1) },
    });
  } else {
    const wiql = await savedWiql(client, text);
    if (!wiql.ok) return wiql;
    answer = await runWiql(client, wiql.value, limit);
  }
  if (!answer.ok) return answer;
  const ids = idsOf(answer.value);
  return { ok: true, value: { ids: ids.slice(0, limit), truncated: ids.length > limit } };
}
