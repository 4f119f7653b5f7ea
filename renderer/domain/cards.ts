/**
 * Card values (docs/product.md, Card values): the 14-card point scale, the size
 * names, and which values count as numbers for the average.
 */

/** The point scale, in the order cards are offered and previewed (exactly 14). */
export const POINT_SCALE = [
  '0',
  '½',
  '1',
  '2',
  '3',
  '5',
  '8',
  '13',
  '20',
  '40',
  '100',
  '∞',
  '?',
  'C',
] as const;

/** T-shirt sizes, numeric 1..6 in this order. */
export const SIZE_SCALE = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** The coffee card: shown as a coffee icon, never numeric. */
export const COFFEE = 'C';

/** A value of the point scale. */
export type PointCard = (typeof POINT_SCALE)[number];
/** A size name. */
export type SizeCard = (typeof SIZE_SCALE)[number];

const SPECIAL_NUMBERS: ReadonlyMap<string, number> = new Map<string, number>([
  ['½', 0.5],
  ...SIZE_SCALE.map((size, i): [string, number] => [size, i + 1]),
]);

/** Plain non-negative decimal numbers such as '8' or '2.5' (another client may send '7'). */
const DECIMAL = /^\d{1,6}(?:\.\d{1,6})?$/;

/**
 * The number a card stands for, or `null` when it is not numeric.
 * Numbers → their value; '½' → 0.5; XS..XXL → 1..6; '∞', '?', 'C', '' and anything
 * else → `null`. No trimming or case folding: values come from the card set.
 */
export function cardNumericValue(value: string): number | null {
  const special = SPECIAL_NUMBERS.get(value);
  if (special !== undefined) return special;
  if (DECIMAL.test(value)) return Number(value);
  return null;
}

/** True for a value of the point scale or a size name. */
export function isKnownCard(value: string): value is PointCard | SizeCard {
  return (
    (POINT_SCALE as readonly string[]).includes(value) ||
    (SIZE_SCALE as readonly string[]).includes(value)
  );
}
