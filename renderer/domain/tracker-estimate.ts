/**
 * Which card a tracker's estimate field takes (docs/tracker-wall.md, The estimate written):
 * a card that is a number is written as that number, '½' as 0.5 where the field takes
 * decimals; '?', coffee, '∞', T-shirt sizes and any other card are not written, and
 * the wall says why. A size the team gave a number is that number first (size-numbers.ts).
 */

/** Why a card is not written. */
export type EstimateRefusal = 'notNumber' | 'noDecimals';

export type EstimateNumber =
  { ok: true; value: number } | { ok: false; reason: EstimateRefusal; card: string };

/** '8', '13', '100'; the same digits the deck's custom cards allow. */
const WHOLE = /^\d{1,6}$/;
/** '2.5' (a custom deck's card). */
const DECIMAL = /^\d{1,6}\.\d{1,6}$/;

/** The number written for `card`, or why it is not written. */
export function estimateNumber(card: string, decimals: boolean): EstimateNumber {
  const value = card === '½' ? 0.5 : WHOLE.test(card) || DECIMAL.test(card) ? Number(card) : null;
  if (value === null) return { ok: false, reason: 'notNumber', card };
  if (!decimals && !Number.isInteger(value)) return { ok: false, reason: 'noDecimals', card };
  return { ok: true, value };
}
