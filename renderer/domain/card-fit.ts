/**
 * How big the wall's cards are (docs/product.md, Wall layout). A card is laid out in
 * card units ({@link CARD_UNITS}: the avatar is 150 of them) and drawn at ONE
 * scale factor: the card zoom (×0.8 above 6 cards, ×0.64 above 10, 0.8 in preview)
 * times the display fit, the size that makes the cards use the space they are given.
 *
 * The display fit is the largest scale at which all cards, at their zoom, fit the card
 * area (whatever the wall leaves them: a band above, a panel beside), capped so that a
 * zoom-1 card is never taller than {@link MAX_CARD_HEIGHT_SHARE} of the viewport's
 * shorter side. The cap is where the zoom shows: one card is big, not wall-sized, and
 * the steps at 6 and 10 cards shrink the cards even where more would still fit.
 */

/** A card in card units: avatar 150, width 320, height 448 (1 : 1.4), gap 32. */
export const CARD_UNITS = { width: 320, height: 448, gap: 32, avatar: 150 } as const;

/** The tallest a zoom-1 card gets, as a share of the viewport's shorter side. */
export const MAX_CARD_HEIGHT_SHARE = 0.62;

/**
 * Slack so that a row computed to fit exactly still fits after the browser rounds the
 * sizes to its layout units.
 */
const ROUNDING_SLACK = 0.998;

/** A size in CSS pixels. */
export interface Area {
  width: number;
  height: number;
}

/** The best arrangement of some cards in an area. */
export interface Fit {
  /** Scale of a card (and of the gap between cards): 1 is {@link CARD_UNITS} in px. */
  scale: number;
  /** Cards per row at that scale. */
  columns: number;
}

/**
 * The largest scale at which `count` cards fit `area` in rows of equal columns, the
 * area being one of `lanes` side-by-side lanes separated by a gap (the positioned
 * layout's left, centre and right groups; 1 for the plain grid). Ties go to more
 * columns (a row of cards rather than a stack); the rows are then filled evenly.
 */
export function fitCards(count: number, area: Area, lanes = 1): Fit {
  if (count <= 0 || !(area.width > 0) || !(area.height > 0)) return { scale: 0, columns: 1 };
  const { width, height, gap } = CARD_UNITS;
  let best: Fit = { scale: 0, columns: 1 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const laneUnits = columns * width + (columns - 1) * gap;
    const byWidth = area.width / (lanes * laneUnits + (lanes - 1) * gap);
    const byHeight = area.height / (rows * height + (rows - 1) * gap);
    const scale = Math.min(byWidth, byHeight);
    if (scale >= best.scale) best = { scale, columns };
  }
  // As many rows, evenly filled (20 in 3 rows: 7 + 7 + 6, not 8 + 8 + 4); no wider.
  const rows = Math.ceil(count / best.columns);
  return { scale: best.scale * ROUNDING_SLACK, columns: Math.ceil(count / rows) };
}

/** What {@link cardScale} needs. */
export interface CardScaleInput {
  /**
   * Cards per lane: one entry for the plain grid, three (left, centre, right) for the
   * positioned layout, empty lanes included (they keep their place).
   */
  lanes: readonly number[];
  /** The card zoom for this many cards ({@link cardZoom}). */
  zoom: number;
  /** The card area's size. */
  area: Area;
  /** The viewport's shorter side in px (the wall unit's base). */
  shortSide: number;
}

/** The factor a wall's cards are drawn at, and its parts. */
export interface CardScale {
  /** The one factor: zoom × fit. A card's avatar is 150 × factor px. */
  factor: number;
  /** The card zoom. */
  zoom: number;
  /** The display fit. */
  fit: number;
  /** Cards per row of the plain grid (of the fullest lane when positioned). */
  columns: number;
}

/** The scale of the wall's cards: see the module comment. */
export function cardScale({ lanes, zoom, area, shortSide }: CardScaleInput): CardScale {
  const laneCount = Math.max(1, lanes.length);
  let scale = Infinity;
  let columns = 1;
  for (const count of lanes) {
    if (count <= 0) continue;
    const fit = fitCards(count, area, laneCount);
    if (fit.scale < scale) {
      scale = fit.scale;
      columns = fit.columns;
    }
  }
  if (!Number.isFinite(scale) || !(zoom > 0)) return { factor: 0, zoom, fit: 0, columns: 1 };
  const cap = Math.max(0, (MAX_CARD_HEIGHT_SHARE * shortSide) / CARD_UNITS.height);
  const fit = Math.min(scale / zoom, cap);
  return { factor: zoom * fit, zoom, fit, columns };
}
