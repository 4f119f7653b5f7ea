/**
 * The reveal moment (docs/product.md, Reveal with a countdown): when the last card turns
 * ready, the wall counts 3-2-1 in large digits and then flips every card at once. A card
 * that is no longer ready during the count stops it. Pure: the store passes the time the
 * count started and the time now.
 */

/** The count's first digit: 3, 2, 1, each for one second. */
export const COUNTDOWN_FROM = 3;
/** How long each digit shows. */
export const COUNTDOWN_STEP_MS = 1000;
/** The whole count: the cards flip this long after the last Ready. */
export const COUNTDOWN_MS = COUNTDOWN_FROM * COUNTDOWN_STEP_MS;

/** The digit shown `elapsed` ms into the count (3, 2, 1), or null once it is over. */
export function countdownDigit(elapsed: number): number | null {
  if (elapsed >= COUNTDOWN_MS) return null;
  return COUNTDOWN_FROM - Math.floor(Math.max(0, elapsed) / COUNTDOWN_STEP_MS);
}
