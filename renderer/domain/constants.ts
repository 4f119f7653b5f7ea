/**
 * Business constants (docs/product.md, Constants). Timers live in stores; these are the
 * numbers they use. The product's words are the catalogue's (renderer/i18n/en).
 */

/** Participants shown: the last 20 by lastUpdate (domain/participants.ts). */
export const MAX_PARTICIPANTS = 20;

/** Delay before the average is recalculated after Continue. */
export const RESUME_DELAY_MS = 500;

/** Duration of transitions, including the settings menu sliding in from the right. */
export const TRANSITION_MS = 500;

/** Shortest preview auto-flip interval. */
export const PREVIEW_FLIP_MIN_MS = 1000;

/** Longest preview auto-flip interval. */
export const PREVIEW_FLIP_MAX_MS = 3000;

/** Popup hover delay before opening. */
export const POPUP_OPEN_DELAY_MS = 50;

/** Popup hover delay before closing. */
export const POPUP_CLOSE_DELAY_MS = 70;

/**
 * How often a participant page refreshes its lastUpdate. The data contract asks for at
 * least every 5 minutes; 4 leaves a margin for a slow write or a throttled background
 * timer.
 */
export const HEARTBEAT_MS = 4 * 60 * 1000;

/**
 * A random preview flip interval, uniform in [1000, 3000] ms.
 *
 * @param random - uniform source in [0, 1), injected
 */
export function previewFlipDelay(random: () => number): number {
  const r = random();
  const clamped = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
  return Math.round(PREVIEW_FLIP_MIN_MS + clamped * (PREVIEW_FLIP_MAX_MS - PREVIEW_FLIP_MIN_MS));
}
