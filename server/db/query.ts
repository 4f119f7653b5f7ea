/**
 * Server-side evaluation of a Realtime Database query (orderBy, start/end, limit)
 * over a plain JSON value, with Firebase's ordering: children sort by their
 * index value (null < false < true < numbers < strings < objects), ties and
 * `.key` by key, where keys that are 32-bit integers come first, numerically.
 */
import { compareKeys } from '../../shared/key-order';
import { isRecord, pathSegments, type WireQuery } from './wire';

/**
 * The names the SDK sends as the open ends of a range: startAfter(value) and
 * endBefore(value) on a child or value index come as (value, MAX_NAME) and
 * (value, MIN_NAME). No real key can equal them ('[' is not allowed in keys).
 */
const MIN_NAME = '[MIN_NAME]';
const MAX_NAME = '[MAX_NAME]';

/** How a child's key compares with the key name of a range's bound, which may be an open end. */
function compareToName(key: string, name: string): number {
  if (name === MIN_NAME) return 1;
  if (name === MAX_NAME) return -1;
  return compareKeys(key, name);
}

/** Strings by UTF-16 code units, as the SDK compares them. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function rank(v: unknown): number {
  // Never undefined: indexValue() turns a missing child into null, and bounds are only set when sent.
  if (v === null) return 0;
  if (v === false) return 1;
  if (v === true) return 2;
  if (typeof v === 'number') return 3;
  if (typeof v === 'string') return 4;
  return 5;
}

/** Firebase's order of index values (objects all equal to each other). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 3) return (a as number) - (b as number);
  // Stryker disable next-line ConditionalExpression: values of any other rank are equal within it, and compareStrings gives them 0 too
  if (ra === 4) return compareStrings(a as string, b as string);
  return 0;
}

/** A child as a query orders it: its key, its index value and its value. */
export interface Entry {
  key: string;
  index: unknown;
  value: unknown;
}

export function indexValue(
  key: string,
  value: unknown,
  index: string | undefined,
  segments: readonly string[],
): unknown {
  // Stryker disable next-line ConditionalExpression,StringLiteral: orderByKey (byKey) compares and bounds entries by their keys and never reads this index value
  if (index === '.key') return key;
  if (index === '.value') return isRecord(value) ? {} : value;
  if (index === undefined) return null; // the default order, by priority
  // Stryker disable next-line ConditionalExpression,StringLiteral: priorities are not kept (the store drops '.priority'), so looking it up as a child gives null too
  if (index === '.priority') return null;
  let node: unknown = value;
  for (const segment of segments) {
    node = isRecord(node) ? node[segment] : undefined;
  }
  return node === undefined ? null : node;
}

/** The query's order of two children (`byKey`: ordered by key). */
export function compareEntries(
  a: { key: string; index: unknown },
  b: { key: string; index: unknown },
  byKey: boolean,
): number {
  if (byKey) return compareKeys(a.key, b.key);
  return compareValues(a.index, b.index) || compareKeys(a.key, b.key);
}

/**
 * How an entry compares with a range's bound: by key for orderByKey, else by
 * index value and, between equal values, by key against the bound's name if it has one.
 */
function compareToBound(
  e: { key: string; index: unknown },
  byKey: boolean,
  value: unknown,
  name: string | undefined,
): number {
  if (byKey) return compareKeys(e.key, String(value));
  return compareValues(e.index, value) || (name === undefined ? 0 : compareToName(e.key, name));
}

/** True when the query narrows the children (a plain value listen has none of these). */
export function isFiltering(q: WireQuery | undefined): q is WireQuery {
  return q !== undefined && ('sp' in q || 'ep' in q || typeof q.l === 'number');
}

/** How a query orders and indexes children: its index's path split once, not once per child. */
export interface QueryOrder {
  byKey: boolean;
  segments: readonly string[];
}

export function orderOf(q: WireQuery): QueryOrder {
  return { byKey: q.i === '.key', segments: q.i === undefined ? [] : pathSegments(q.i) };
}

/**
 * The children of `sorted` (in the query's order) a client listening with `q` sees:
 * those inside the bounds, limited from the left or right.
 */
export function windowOf<E extends { key: string; index: unknown }>(
  sorted: readonly E[],
  q: WireQuery,
  byKey: boolean,
): readonly E[] {
  let entries = sorted;
  if ('sp' in q) {
    const inclusive = q.sin !== false;
    entries = entries.filter((e) => {
      const c = compareToBound(e, byKey, q.sp, q.sn);
      return inclusive ? c >= 0 : c > 0;
    });
  }
  if ('ep' in q) {
    const inclusive = q.ein !== false;
    entries = entries.filter((e) => {
      const c = compareToBound(e, byKey, q.ep, q.en);
      return inclusive ? c <= 0 : c < 0;
    });
  }
  // Stryker disable next-line ConditionalExpression: slicing with an undefined limit keeps every entry (NaN start, undefined end)
  if (typeof q.l === 'number' && q.l >= 0) {
    entries =
      q.vf === 'r' ? entries.slice(Math.max(0, entries.length - q.l)) : entries.slice(0, q.l);
  }
  return entries;
}

/**
 * The part of `value` a client listening with `q` sees: the children inside the
 * bounds, limited from the left or right, as an object; the whole value for a
 * query that filters nothing. The listens' deliveries keep the same result up to
 * date for each write instead (query-view.ts).
 */
export function evaluateQuery(value: unknown, q: WireQuery | undefined): unknown {
  if (!isFiltering(q)) return value;
  if (!isRecord(value)) return null;
  const { byKey, segments } = orderOf(q);
  const entries: Entry[] = Object.entries(value).map(([key, v]) => ({
    key,
    value: v,
    index: indexValue(key, v, q.i, segments),
  }));
  entries.sort((a, b) => compareEntries(a, b, byKey));
  const shown = windowOf(entries, q, byKey);
  if (shown.length === 0) return null;
  const out: Record<string, unknown> = {};
  for (const e of shown) out[e.key] = e.value;
  return out;
}
