/**
 * How the REST API shows data, as the Realtime Database does: objects whose
 * keys are all array indexes, mostly filled, as JSON arrays (the SDK's `val()`
 * rule), `shallow=true` as the keys alone, and `print=pretty` indented with
 * `"key" : value` pairs.
 */
import { isRecord } from './wire';

/** An array index as the SDK recognises one: 0 or a number without leading zeros. */
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** `value` with each object of array indexes whose largest index is under twice its size as an array. */
export function withArrays(value: unknown): unknown {
  if (!isRecord(value)) return value;
  // fromEntries: every key stays an own property, "__proto__" included.
  const entries = Object.entries(value).map(([key, child]) => [key, withArrays(child)] as const);
  const allIndexes = entries.every(([key]) => ARRAY_INDEX.test(key));
  // A loop, not Math.max(...keys): a spread of 125,000 arguments overflows the stack.
  let maxIndex = -Infinity;
  for (const [key] of entries) maxIndex = Math.max(maxIndex, Number(key));
  if (!allIndexes || maxIndex >= 2 * entries.length) return Object.fromEntries(entries);
  const array: unknown[] = Array.from({ length: maxIndex + 1 }, () => null);
  for (const [key, child] of entries) array[Number(key)] = child;
  return array;
}

/** `shallow=true`: an object's children as `true` (objects) or their value (the rest). */
export function shallowOf(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, isRecord(child) ? true : child]),
  );
}

/** Indented JSON as the service prints it: two spaces per level, `"key" : value`. */
export function prettyJson(value: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[ ]';
    return `[ ${value.map((v) => prettyJson(v, indent)).join(', ')} ]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{ }';
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)} : ${prettyJson(v, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** A response body: JSON, indented with `print=pretty`. */
export function bodyOf(value: unknown, pretty: boolean): string {
  const shown = withArrays(value);
  return pretty ? prettyJson(shown) : JSON.stringify(shown);
}
