/**
 * The work items of a query's ids, read in batches: `POST {project}/_apis/wit/
 * workitemsbatch` takes at most 200 ids a call. Only the fields the import needs are
 * asked for, and a work item deleted since the query is left out (`errorPolicy: omit`
 * answers null for it) rather than failing the import.
 */
import type { TrackerResult } from '../contract';
import type { AzureClient } from './client';

/** Ids per batch call, Azure's cap. */
export const BATCH_SIZE = 200;

/** A work item as the batch answers it. */
export interface AzureWorkItem {
  id: number;
  fields: Record<string, unknown>;
  _links?: { html?: { href?: unknown } };
}

interface Batch {
  value?: unknown[];
}

const isWorkItem = (item: unknown): item is AzureWorkItem =>
  typeof (item as AzureWorkItem | null)?.id === 'number' &&
  typeof (item as AzureWorkItem).fields === 'object' &&
  (item as AzureWorkItem).fields !== null;

/** The work items of `ids` with `fields` read, in the order of `ids`. */
export async function readWorkItems(
  client: AzureClient,
  ids: readonly number[],
  fields: readonly string[],
): Promise<TrackerResult<AzureWorkItem[]>> {
  const byId = new Map<number, AzureWorkItem>();
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const answer = await client.call<Batch>('POST', 'wit/workitemsbatch', 'the work items', {
      body: { ids: ids.slice(start, start + BATCH_SIZE), fields, errorPolicy: 'omit' },
    });
    if (!answer.ok) return answer;
    for (const item of Array.isArray(answer.value?.value) ? answer.value.value : []) {
      if (isWorkItem(item)) byId.set(item.id, item);
    }
  }
  return {
    ok: true,
    value: ids.map((id) => byId.get(id)).filter((i): i is AzureWorkItem => i !== undefined),
  };
}
