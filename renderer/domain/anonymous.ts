/**
 * Anonymous rounds (docs/product.md, Hide names): once revealed, the cards show no names
 * and stand in order of their values, so where a card stands tells nobody who played it.
 */
import { compareInScaleOrder } from './result-summary';

/** What the order reads of a card. */
export interface ValuedCard {
  /** The decoded value ('' for none), null when it cannot be read. */
  value: string | null;
  /** The card was ready: a card not ready in a round revealed early shows 'No vote'. */
  showCard: boolean;
}

/** Values first, then a card without one (empty or unreadable), then 'No vote'. */
function group(card: ValuedCard): number {
  if (!card.showCard) return 2;
  return card.value ? 0 : 1;
}

function compareAnonymous(a: ValuedCard, b: ValuedCard): number {
  const byGroup = group(a) - group(b);
  if (byGroup !== 0 || group(a) !== 0) return byGroup;
  return compareInScaleOrder(a.value as string, b.value as string);
}

/**
 * The cards in the order an anonymous round shows them: the values in scale order
 * (numbers, then sizes, then `∞ ? C`, then anything else), then the cards without a
 * value, then those that had no vote. A new list; the given one is left as it is.
 */
export function anonymousOrder<T extends ValuedCard>(cards: readonly T[]): T[] {
  return [...cards].sort(compareAnonymous);
}
