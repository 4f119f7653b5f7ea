/**
 * Where a hover popup (card menu, tooltip) goes: below its anchor, right-aligned or
 * centred, above it when there is no room below, and never off screen.
 */
import { describe, expect, it } from 'vitest';
import { placePopup } from '../../../../renderer/ui/common/popup-body';

const viewport = { width: 1920, height: 1080 };
const size = { width: 200, height: 180 };
const anchorAt = (left: number, top: number, w = 32, h = 32) => ({
  left,
  top,
  right: left + w,
  bottom: top + h,
});

describe('placePopup', () => {
  it.each<
    [string, ReturnType<typeof anchorAt>, 'bottom' | 'bottom-end', { top: number; left: number }]
  >([
    ['below, right edges aligned', anchorAt(500, 100), 'bottom-end', { top: 138, left: 332 }],
    ['below, centred', anchorAt(500, 100), 'bottom', { top: 138, left: 416 }],
    [
      'above when the bottom is too close',
      anchorAt(500, 950),
      'bottom-end',
      { top: 764, left: 332 },
    ],
    ['kept inside the left edge', anchorAt(10, 100), 'bottom-end', { top: 138, left: 8 }],
    ['kept inside the right edge', anchorAt(1900, 100), 'bottom', { top: 138, left: 1712 }],
  ])('%s', (_label, anchor, placement, expected) => {
    expect(placePopup(anchor, size, viewport, placement)).toEqual(expected);
  });

  it('stays below when it fits neither way (a tiny window): the top stays visible', () => {
    const small = { width: 360, height: 300 };
    expect(placePopup(anchorAt(100, 100), size, small, 'bottom').top).toBe(138);
  });
});
