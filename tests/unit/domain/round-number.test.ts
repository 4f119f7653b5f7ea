import { describe, expect, it } from 'vitest';
import { parseRoundNumber } from '../../../renderer/domain/round-number';

describe('parseRoundNumber: the round number as sessions/{code}/round holds it', () => {
  it.each<[unknown, number | null]>([
    [42, 42],
    [3, 3],
    [0, 0],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER + 1, null],
    [-1, null],
    [-2, null],
    [1.5, null],
    ['42', null],
    ['7', null],
    [NaN, null],
    [Infinity, null],
    [null, null],
    [undefined, null],
    [{ round: 42 }, null],
    [[42], null],
  ])('%j → %j', (raw, expected) => {
    expect(parseRoundNumber(raw)).toBe(expected);
  });
});
