/**
 * The wall's units (docs/product.md, Wall layout): every size on the wall screen is a
 * length in one of them, never in fixed pixels, so a 4K wall at 100 % looks like a 1080p
 * wall and a portrait wall like a landscape one turned.
 *
 * - The wall pixel ({@link wpx}): 1/1080 of the viewport's shorter side, i.e. one CSS
 *   pixel on a 1080p landscape wall, two at 4K, and 1/1080 of the width in portrait.
 *   Write a size as you would for 1080p: `wpx(64)`. Set once on the page root
 *   ({@link WALL_UNIT_STYLE}), so everything below it (the statistics bar, the welcome
 *   box, the join panel, a band above the cards, a panel beside them) follows.
 * - The card unit ({@link cardPx}): one card unit (the avatar is 150 of them)
 *   times the card scale factor the card grid puts in {@link CARD_SCALE_VAR}.
 */
import type { CSSProperties } from 'react';

/** CSS variable holding one wall pixel. */
export const WALL_PX_VAR = '--sp-wpx';

/** Style for the wall's root element: defines the wall pixel for everything inside. */
export const WALL_UNIT_STYLE = { [WALL_PX_VAR]: 'calc(100vmin / 1080)' } as CSSProperties;

/** A length of `n` wall pixels. */
export const wpx = (n: number): string => `calc(var(${WALL_PX_VAR}) * ${n})`;

/** CSS variable holding the cards' scale factor (zoom × display fit), set by the grid. */
export const CARD_SCALE_VAR = '--sp-card-scale';

/** A length of `n` card units: n px at scale 1. */
export const cardPx = (n: number): string => `calc(var(${CARD_SCALE_VAR}, 1) * ${n}px)`;
