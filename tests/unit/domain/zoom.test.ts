import { describe, expect, it } from 'vitest';
import { cardZoom } from '../../../renderer/domain/zoom';

describe('cardZoom', () => {
  it.each<[number, boolean, number]>([
    [0, false, 1],
    [1, false, 1],
    [6, false, 1],
    [7, false, 0.8],
    [10, false, 0.8],
    [11, false, 0.64],
    [20, false, 0.64],
    [0, true, 0.8],
    [14, true, 0.8],
    [20, true, 0.8],
  ])('%i cards, preview %s → %s', (count, preview, expected) => {
    expect(cardZoom(count, preview)).toBe(expected);
  });
});
