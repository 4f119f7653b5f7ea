import { describe, expect, it } from 'vitest';
import { holdsMoreValues } from '../../../server/db/json-count';

const members = (n: number, value: string) =>
  `{${Array.from({ length: n }, (_, i) => `"k${i}":${value}`).join(',')}}`;
const elements = (n: number, value: string) => `[${Array(n).fill(value).join(',')}]`;

describe('holdsMoreValues: a JSON text with more values than a write may hold, before parsing', () => {
  it.each([
    ['members of an object', (n: number) => members(n, '1')],
    ['empty objects in an object', (n: number) => members(n, '{}')],
    ['numbers in an array', (n: number) => elements(n + 1, '1')],
    ['empty arrays in an array', (n: number) => elements(n, '[]')],
    ['nested arrays', (n: number) => '['.repeat(n + 1) + ']'.repeat(n + 1)],
    ['nested objects', (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)],
    ['an empty object in nested arrays', (n: number) => '['.repeat(n) + '{}' + ']'.repeat(n)],
  ])('%s: at the limit it passes, one more is refused', (_what, text) => {
    expect(holdsMoreValues(text(5), 5)).toBe(false);
    expect(holdsMoreValues(text(6), 5)).toBe(true);
  });

  it('the outermost value does not count: one plain value, or an empty object, never exceeds 0', () => {
    for (const text of ['"text"', '17', 'null', '{}', '[]']) {
      expect(holdsMoreValues(text, 0), text).toBe(false);
    }
    expect(holdsMoreValues('{"a":1}', 0)).toBe(true);
    expect(holdsMoreValues('[[]]', 0)).toBe(true);
    expect(holdsMoreValues('[1,2]', 0)).toBe(true);
  });

  it('counts nothing inside strings, keys and values alike, escaped quotes included', () => {
    const marks = ':,{[:,{[';
    expect(holdsMoreValues(`"${marks}"`, 0)).toBe(false);
    expect(holdsMoreValues(`{"${marks}":"${marks}"}`, 1)).toBe(false);
    expect(holdsMoreValues(`{"a\\"${marks}":"\\"${marks}\\""}`, 1)).toBe(false);
    // After an even run of backslashes the quote closes the string: what follows counts.
    expect(holdsMoreValues('{"a\\\\":1,"b":2}', 1)).toBe(true);
    expect(holdsMoreValues('{"a\\\\":1,"b":2}', 2)).toBe(false);
  });

  it('a string left open hides the rest (the parser refuses such a text anyway)', () => {
    expect(holdsMoreValues('{"a":"1,2,3,4', 1)).toBe(false);
  });
});
