/**
 * What a listen is sent when its value changes: the whole value, or only the one child
 * that changed. A room's wall and phones listen to the whole room; a vote changes one
 * participant's record, and sending that record alone (about 200 bytes) instead of the
 * room (20 records, about 2.5 KB) to each of the room's 21 listeners is most of what a
 * room server spends on a vote. The SDK applies a push at a child's path to the view
 * it listens to, tagged queries included, as it does with the real service's pushes.
 */
import { getOrAdd } from './memo';
import { isRecord } from './wire';

/** A value as JSON text, and each child's JSON when it is an object. */
export interface Encoded {
  json: string;
  children: ReadonlyMap<string, string> | null;
}

/** One changed child: its key and its new value as JSON. */
export interface ChildChange {
  key: string;
  json: string;
}

/**
 * The JSON of each object child encoded so far. The values come from the data tree,
 * frozen and shared while their node is unchanged (data-tree.ts), so the records a
 * vote did not touch are not encoded again.
 */
const encoded = new WeakMap<object, string>();

/** `value` as JSON, encoded once per frozen object (see {@link encoded}). */
export function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) {
    return JSON.stringify(value);
  }
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    encoded.set(value, json);
  }
  return json;
}

/**
 * The encoding of each object encoded so far: the listens that start on one location
 * (40 event streams on a room of 4,000 records) share its encoding, as those told of
 * one change do. Values are never changed once read: the data tree's are frozen, and
 * a query's are new objects.
 */
const encodings = new WeakMap<object, Encoded>();

/** Encodes `value` once, keeping each child's JSON for later comparisons. */
export function encode(value: unknown): Encoded {
  if (!isRecord(value)) return { json: JSON.stringify(value), children: null };
  return getOrAdd(encodings, value, () => encodeRecord(value));
}

function encodeRecord(value: Record<string, unknown>): Encoded {
  const children = new Map<string, string>();
  const parts: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const json = jsonOf(child);
    children.set(key, json);
    parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return { json: `{${parts.join(',')}}`, children };
}

/**
 * The one child that changed from `before` to `after`, when that says everything: both
 * objects with the same keys and exactly one child different. Otherwise null (the whole
 * value is sent): children that came or went change a limited query's window, which
 * only the whole value describes.
 */
export function onlyChange(
  before: ReadonlyMap<string, string> | null,
  after: ReadonlyMap<string, string> | null,
): ChildChange | null {
  if (!before || !after || before.size !== after.size) return null;
  let change: ChildChange | null = null;
  for (const [key, json] of after) {
    const old = before.get(key);
    if (old === json) continue;
    if (old === undefined || change) return null;
    change = { key, json };
  }
  return change;
}
