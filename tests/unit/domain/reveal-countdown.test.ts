import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS, countdownDigit } from '../../../renderer/domain/reveal-countdown';

describe('countdownDigit: 3-2-1, then the flip', () => {
  it('lasts 3 s', () => {
    expect(COUNTDOWN_MS).toBe(3000);
  });

  it.each<[number, number | null]>([
    [0, 3],
    [999, 3],
    [1000, 2],
    [1999, 2],
    [2000, 1],
    [2999, 1],
    [3000, null],
    [10_000, null],
    // A clock that stepped back shows the first digit, not a 4.
    [-500, 3],
  ])('%i ms in: %j', (elapsed, expected) => {
    expect(countdownDigit(elapsed)).toBe(expected);
  });
});
