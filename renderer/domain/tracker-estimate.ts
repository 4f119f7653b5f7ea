/**
 * Which card a tracker's estimate field takes (docs/tracker-wall.md, The estimate written):
 * a card that is a number is written as that number, '½' as 0.5 where the field takes
 * decimals; '?', coffee, '∞', T-shirt sizes and any other card are not written, and
 * the wall says why. A size the team gave a number is that number first (size-numbers.ts).
 * A field with a scale (a Linear team's) takes only the values on it.
 */

/** Why a card is not written. */
export type EstimateRefusal = 'notNumber' | 'noDecimals' | 'offScale';

export type EstimateNumber =
  { ok: true; value: number } | { ok: false; reason: EstimateRefusal; card: string };

/** A field's scale as the wall names it: its values and, where the tracker has one, its name. */
export interface FieldScale {
  values: readonly number[];
  name?: string;
}

/**
 * True for the digits a card may have as a number: '8', '13', '100', or '2.5' (a custom
 * deck's card); up to six digits, and as many decimals, as the deck's custom cards allow.
 */
export function isEstimateDigits(text: string): boolean {
  return /^\d{1,6}(\.\d{1,6})?$/.test(text);
}

/**
 * The number written for `card`, or why it is not written; `scale`, the only values the
 * field takes (the field's `scale`), when it has one.
 */
export function estimateNumber(
  card: string,
  decimals: boolean,
  scale?: readonly number[],
): EstimateNumber {
  const value = card === '½' ? 0.5 : isEstimateDigits(card) ? Number(card) : null;
  if (value === null) return { ok: false, reason: 'notNumber', card };
  if (!decimals && !Number.isInteger(value)) return { ok: false, reason: 'noDecimals', card };
  if (scale && !scale.includes(value)) return { ok: false, reason: 'offScale', card };
  return { ok: true, value };
}
