/**
 * The card area's size in the room server's first paint of the wall: the build puts this
 * module in place of ui/common/use-element-size.ts in that bundle only
 * (scripts/wall-first-paint-plugin.ts). A server cannot measure, so the cards are drawn at a
 * 1920 × 1080 wall's size, which the script beside them fits to the screen before the
 * first paint (first-paint/first-paint-script.ts); the browser's bundle keeps measuring.
 */
import type { ElementSize } from '../ui/common/use-element-size';

/** A 1080p wall's card area beside its join panel, below its statistics bar and story band. */
export const GUESSED_AREA: ElementSize = { width: 1610, height: 780 };

export function useElementSize(): ElementSize {
  return GUESSED_AREA;
}
