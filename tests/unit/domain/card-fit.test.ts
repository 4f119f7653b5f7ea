import { describe, expect, it } from 'vitest';
import {
  CARD_UNITS,
  MAX_CARD_HEIGHT_SHARE,
  cardScale,
  fitCards,
} from '../../../renderer/domain/card-fit';

/** Width and height of `count` cards in `columns` at `scale`, gaps included. */
function extent(count: number, columns: number, scale: number) {
  const rows = Math.ceil(count / columns);
  const { width, height, gap } = CARD_UNITS;
  return {
    width: (columns * width + (columns - 1) * gap) * scale,
    height: (rows * height + (rows - 1) * gap) * scale,
  };
}

describe('fitCards', () => {
  it.each<[string, number, { width: number; height: number }, number]>([
    ['12 in a 1080p landscape area: two rows of 6', 12, { width: 1648, height: 899 }, 6],
    ['20 in a 1080p landscape area: rows of 7', 20, { width: 1648, height: 899 }, 7],
    ['20 in a portrait area: rows of 5', 20, { width: 1016, height: 1350 }, 5],
    ['2 side by side rather than stacked', 2, { width: 2000, height: 900 }, 2],
    ['1 card', 1, { width: 500, height: 500 }, 1],
    [
      'rows filled evenly: 20 in 3 rows of 7, 7 and 6, not 8, 8 and 4',
      20,
      { width: 1648, height: 812 },
      7,
    ],
  ])('%s', (_, count, area, columns) => {
    const fit = fitCards(count, area);
    expect(fit.columns).toBe(columns);
    const used = extent(count, fit.columns, fit.scale);
    expect(used.width).toBeLessThanOrEqual(area.width);
    expect(used.height).toBeLessThanOrEqual(area.height);
    // It is the largest: 1 % more no longer fits in any number of columns.
    for (let c = 1; c <= count; c += 1) {
      const bigger = extent(count, c, fit.scale * 1.01);
      expect(bigger.width <= area.width && bigger.height <= area.height).toBe(false);
    }
  });

  it('three lanes share the width with gaps between them', () => {
    const area = { width: 1800, height: 900 };
    const fit = fitCards(3, area, 3);
    const lane = extent(3, fit.columns, fit.scale).width;
    expect(3 * lane + 2 * CARD_UNITS.gap * fit.scale).toBeLessThanOrEqual(area.width);
  });

  it.each([
    [0, { width: 100, height: 100 }],
    [3, { width: 0, height: 100 }],
    [3, { width: 100, height: 0 }],
    [3, { width: 100, height: Number.NaN }],
  ])('nothing to fit (%i cards in %o) is scale 0 in one column', (count, area) => {
    expect(fitCards(count, area)).toEqual({ scale: 0, columns: 1 });
  });

  it('2 cards that fit as well in a row as in a stack go in a row', () => {
    // 1 column: min(672/320, 928/928) = 1; 2 columns: min(672/672, 928/448) = 1.
    expect(fitCards(2, { width: 672, height: 928 }).columns).toBe(2);
  });
});

describe('cardScale', () => {
  const area = { width: 1648, height: 899 };

  it('is zoom × fit, the fit filling the area at that zoom', () => {
    const s = cardScale({ lanes: [12], zoom: 0.64, area, shortSide: 1080 });
    expect(s.factor).toBeCloseTo(0.64 * s.fit, 12);
    expect(s.factor).toBeCloseTo(fitCards(12, area).scale, 12);
  });

  it('caps a zoom-1 card at a share of the short side, so the zoom steps still show', () => {
    const one = cardScale({ lanes: [1], zoom: 1, area, shortSide: 1080 });
    expect(one.factor * CARD_UNITS.height).toBeCloseTo(MAX_CARD_HEIGHT_SHARE * 1080, 6);
    const seven = cardScale({
      lanes: [7],
      zoom: 0.8,
      area: { width: 1e5, height: 1e5 },
      shortSide: 1080,
    });
    expect(seven.factor).toBeCloseTo(0.8 * one.factor, 12);
    expect(seven.fit).toBeCloseTo(one.fit, 12);
  });

  it('a 4K area gives twice the 1080p factor', () => {
    const hd = cardScale({ lanes: [20], zoom: 0.64, area, shortSide: 1080 });
    const uhd = cardScale({
      lanes: [20],
      zoom: 0.64,
      area: { width: area.width * 2, height: area.height * 2 },
      shortSide: 2160,
    });
    expect(uhd.factor).toBeCloseTo(2 * hd.factor, 12);
  });

  it('positioned lanes: the fullest lane sets the scale, empty lanes keep their place', () => {
    const s = cardScale({ lanes: [1, 6, 0], zoom: 1, area, shortSide: 1080 });
    expect(s.factor).toBeCloseTo(fitCards(6, area, 3).scale, 12);
  });

  it('positioned lanes: the fullest lane sets the scale wherever it is', () => {
    const s = cardScale({ lanes: [6, 1, 0], zoom: 1, area, shortSide: 1080 });
    expect(s.factor).toBeCloseTo(fitCards(6, area, 3).scale, 12);
  });

  it('no cards or no zoom: factor 0', () => {
    expect(cardScale({ lanes: [0], zoom: 1, area, shortSide: 1080 }).factor).toBe(0);
    expect(cardScale({ lanes: [3], zoom: 0, area, shortSide: 1080 }).factor).toBe(0);
  });

  it.each([0, -1, Number.NaN])('a zoom of %s draws nothing (fit 0, one column)', (zoom) => {
    expect(cardScale({ lanes: [3], zoom, area, shortSide: 1080 })).toEqual({
      factor: 0,
      zoom,
      fit: 0,
      columns: 1,
    });
  });
});
