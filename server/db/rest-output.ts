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
  const out: Record<string, unknown> = {};
  let allIndexes = true;
  let maxIndex = 0;
  let count = 0;
  for (const [key, child] of Object.entries(value)) {
    out[key] = withArrays(child);
    count += 1;
    if (allIndexes && ARRAY_INDEX.test(key)) maxIndex = Math.max(maxIndex, Number(key));
    else allIndexes = false;
  }
  if (!allIndexes || maxIndex >= 2 * count) return out;
  const array: unknown[] = Array.from({ length: maxIndex + 1 }, () => null);
  for (const [key, child] of Object.entries(out)) array[Number(key)] = child;
  return array;
}

/** `shallow=true`: an object's children as `true` (objects) or their value (the rest). */
export function shallowOf(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = isRecord(child) ? true : child;
  return out;
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
