import { describe, expect, it } from 'vitest';
import { cardGridColumns } from '../../../../renderer/ui/phone/card-grid';

describe('cardGridColumns', () => {
  it('keeps the standard deck as it was: 4 (5 from 600 px) for points, 3 for sizes', () => {
    expect(cardGridColumns(14, 'points')).toEqual({ xs: 4, sm: 5 });
    expect(cardGridColumns(6, 'sizes')).toEqual({ xs: 3, sm: 3 });
  });

  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [6, 3],
    [8, 4],
    [10, 5],
    [11, 4],
    [12, 4],
    [13, 5],
    [15, 5],
    [16, 4],
    [20, 5],
  ])(
    '%i cards of a chosen deck: %i columns, the fewest rows, then the fullest last row',
    (count, columns) => {
      expect(cardGridColumns(count)).toEqual({ xs: columns, sm: columns });
    },
  );
});
