/**
 * How many columns the phone's card grid has for a deck: the standard deck as it has
 * always been (four on a phone, five from 600 px; the sizes three), any other deck the
 * fewest rows of two to five columns, then the fullest last row, so 8 cards make two
 * rows of four, 13 rows of 5, 5 and 3, and 20 four rows of five.
 */

/** Grid columns on a phone (xs) and from 600 px (sm). */
export interface GridColumns {
  xs: number;
  sm: number;
}

const STANDARD_POINTS: GridColumns = { xs: 4, sm: 5 };
const STANDARD_SIZES: GridColumns = { xs: 3, sm: 3 };
const CHOICES = [2, 3, 4, 5] as const;

/** Columns for `count` cards of a chosen deck (or the standard deck's points or sizes). */
export function cardGridColumns(
  count: number,
  standard: 'points' | 'sizes' | null = null,
): GridColumns {
  if (standard === 'points') return STANDARD_POINTS;
  if (standard === 'sizes') return STANDARD_SIZES;
  let best: number = CHOICES[0];
  let bestRows = Infinity;
  let bestEmpty = Infinity;
  for (const columns of CHOICES) {
    const rows = Math.ceil(count / columns);
    const empty = rows * columns - count;
    if (rows < bestRows || (rows === bestRows && empty < bestEmpty)) {
      best = columns;
      bestRows = rows;
      bestEmpty = empty;
    }
  }
  return { xs: best, sm: best };
}
