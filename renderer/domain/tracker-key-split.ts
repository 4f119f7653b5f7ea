/**
 * 'Send all estimates' looks a backlog's keys up in one query; Jira refuses that whole
 * query (400) when even one key is of no issue. This isolates such keys by asking again
 * in halves, so the list can show every key that was found and each that was not
 * (docs/tracker-wall.md, Send all estimates). Pure over the lookup it is given.
 */
import type {
  EstimateField,
  TrackerFailure,
  TrackerFieldProblem,
  TrackerImport,
  TrackerResult,
  TrackerStory,
} from '../../shared/trackers/contract';

/**
 * At most this many lookups for one Send all: halving costs about 2·log2(n) calls per bad
 * key, so this isolates a few bad keys in a 500-story backlog while a CSV of mostly stale
 * keys gets the tracker's refusal instead of hundreds of calls.
 */
export const MAX_KEY_LOOKUPS = 60;

export interface KeysFound {
  stories: TrackerStory[];
  /** The keys the tracker refused to look up, one by one: it has no such issue. */
  missing: string[];
  /** The field of the first lookup that found one, as {@link TrackerImport.field}. */
  field: EstimateField | null;
  /** Every number field any lookup offered, once each. */
  fields: EstimateField[];
  /**
   * Why no field can be written, as {@link TrackerImport.fieldProblem} (a GitLab without
   * weights), when a lookup said so and none offered a field.
   */
  fieldProblem: TrackerFieldProblem | null;
  /** How many lookups it took. */
  calls: number;
}

/** One lookup of `keys` (the tracker's own query for them). */
export type LookUp = (keys: readonly string[]) => Promise<TrackerResult<TrackerImport>>;

/**
 * Looks `keys` up; a lookup refused as 'invalid' is split in halves until each refused
 * key stands alone. Any other failure (credentials, 429, network: not about a key) stops
 * at once and is answered as it is; so is the first refusal when the splitting would pass
 * `maxCalls`.
 */
export async function lookUpKeys(
  keys: readonly string[],
  lookUp: LookUp,
  maxCalls = MAX_KEY_LOOKUPS,
): Promise<TrackerResult<KeysFound>> {
  const found: KeysFound = {
    stories: [],
    missing: [],
    field: null,
    fields: [],
    fieldProblem: null,
    calls: 0,
  };
  let firstRefusal: TrackerFailure | null = null;
  // Depth first, left half first, so the list's order and the calls are predictable.
  const pending: (readonly string[])[] = [keys];
  while (pending.length > 0) {
    const group = pending.shift()!;
    if (found.calls >= maxCalls && firstRefusal) return { ok: false, failure: firstRefusal };
    found.calls += 1;
    let result: TrackerResult<TrackerImport>;
    try {
      result = await lookUp(group);
    } catch {
      result = { ok: false, failure: { kind: 'network', message: '' } };
    }
    if (result.ok) {
      add(found, result.value);
      continue;
    }
    if (result.failure.kind !== 'invalid') return result;
    firstRefusal ??= result.failure;
    if (group.length === 1) found.missing.push(group[0]!);
    else {
      const half = Math.ceil(group.length / 2);
      pending.unshift(group.slice(0, half), group.slice(half));
    }
  }
  return { ok: true, value: found };
}

function add(found: KeysFound, value: TrackerImport): void {
  found.stories.push(...value.stories);
  found.field ??= value.field;
  for (const field of value.fields) {
    if (!found.fields.some((f) => f.id === field.id)) found.fields.push(field);
  }
  found.fieldProblem =
    found.field === null && found.fields.length === 0
      ? (found.fieldProblem ?? value.fieldProblem ?? null)
      : null;
}
