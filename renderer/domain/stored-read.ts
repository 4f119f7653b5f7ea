/**
 * Reading a stored value so that a bad one can be reported and removed. Apart from
 * storage.ts, which the wall's first chunk carries: only the tracker's stores read this
 * way, and they load when the tracker is used.
 */
import { parseStoredJson } from './storage';

/** A stored value as read: its value (or the fallback), and whether the stored text was bad. */
export interface StoredRead<T> {
  value: T;
  /** Something was stored that is not a valid value: the caller reports and removes it. */
  corrupt: boolean;
}

/** {@link parseStoredJson}, telling a bad stored text apart from nothing stored. */
export function readStoredJson<T>(
  raw: string | null,
  validate: (v: unknown) => v is T,
  fallback: T,
): StoredRead<T> {
  const invalid = Symbol('invalid');
  const value = parseStoredJson<T | typeof invalid>(
    raw,
    (v): v is T | typeof invalid => validate(v),
    invalid,
  );
  if (value === invalid) return { value: fallback, corrupt: raw !== null };
  return { value, corrupt: false };
}
