import { describe, expect, it } from 'vitest';
import { compareKeys } from '../../../shared/key-order';

describe("Firebase's key order", () => {
  it('puts 32-bit integer keys first, by value, then the others by code unit', () => {
    const keys = ['b', '10', 'A', '-3', '9', '2147483648', 'a', '-2147483649', '2147483647'];
    expect([...keys].sort(compareKeys)).toEqual([
      '-3',
      '9',
      '10',
      '2147483647',
      '-2147483649',
      '2147483648',
      'A',
      'a',
      'b',
    ]);
  });

  it('reads leading zeros as the SDK does: an integer, after the shorter key of the same value', () => {
    expect(['007', '7', '8', '06'].sort(compareKeys)).toEqual(['06', '7', '007', '8']);
    expect(compareKeys('1', '01')).toBeLessThan(0);
    expect(compareKeys('x', 'x')).toBe(0);
  });

  it('takes at most ten digits after any zeros as an integer', () => {
    expect(['12345678901', '5'].sort(compareKeys)).toEqual(['5', '12345678901']);
    expect(compareKeys('-0', 'a')).toBeLessThan(0);
  });
});
