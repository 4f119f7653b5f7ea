/**
 * Card zoom (docs/product.md, Card zoom): ×0.8 when more than 6 participants, a further
 * ×0.8 when more than 10, and 0.8 in preview.
 */

/** One zoom step. */
export const ZOOM_STEP = 0.8;

/**
 * The scale of every card.
 *
 * @param count - number of cards shown (participants, including offline ones)
 * @param preview - preview mode shows the 14 sample cards at a fixed 0.8
 * @returns 1, 0.8 or 0.64
 */
export function cardZoom(count: number, preview: boolean): number {
  if (preview) return ZOOM_STEP;
  let zoom = 1;
  if (count > 6) zoom *= ZOOM_STEP;
  if (count > 10) zoom *= ZOOM_STEP;
  // 0.8 * 0.8 is 0.6400000000000001 in floating point; keep CSS values clean.
  return Math.round(zoom * 1e6) / 1e6;
}
