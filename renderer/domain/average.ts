/**
 * The average (docs/product.md, Average): the numeric votes summed and divided by the
 * ready count less the non-numeric votes; 0 until everyone is ready, or with no number.
 */
import { cardNumericValue } from './cards';

/** One card as the average sees it. `value` is the decoded selection, `null` if undecodable. */
export interface AverageCard {
  ready: boolean;
  value: string | null;
}

/**
 * Computes the average over the cards of the participants that count (the caller passes
 * the non-blocked ones).
 *
 * Only ready cards take part. Among them, a card is non-numeric when its value is '?',
 * 'C', '∞', empty (ready without a choice), undecodable (`null`) or anything else
 * {@link cardNumericValue} rejects. So the divisor, ready count minus non-numeric
 * selections, is the number of ready numeric cards and the result is their mean.
 *
 * @returns 0 when `allReady` is false or no ready card is numeric.
 */
export function computeAverage(cards: readonly AverageCard[], allReady: boolean): number {
  if (!allReady) return 0;
  let sum = 0;
  let readyCount = 0;
  let nonNumeric = 0;
  for (const card of cards) {
    if (!card.ready) continue;
    readyCount += 1;
    const n = card.value === null ? null : cardNumericValue(card.value);
    if (n === null) nonNumeric += 1;
    else sum += n;
  }
  const divisor = readyCount - nonNumeric;
  return divisor > 0 ? sum / divisor : 0;
}

/** The average as shown: two decimals ('3.67'); anything not finite shows as '0.00'. */
export function formatAverage(n: number): string {
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
}
