import { describe, expect, it } from 'vitest';
import {
  HEARTBEAT_MS,
  POPUP_CLOSE_DELAY_MS,
  POPUP_OPEN_DELAY_MS,
  PREVIEW_FLIP_MAX_MS,
  PREVIEW_FLIP_MIN_MS,
  RESUME_DELAY_MS,
  TRANSITION_MS,
  previewFlipDelay,
} from '../../../renderer/domain/constants';

describe('constants', () => {
  it.each<[string, number, number]>([
    ['RESUME_DELAY_MS', RESUME_DELAY_MS, 500],
    ['TRANSITION_MS', TRANSITION_MS, 500],
    ['PREVIEW_FLIP_MIN_MS', PREVIEW_FLIP_MIN_MS, 1000],
    ['PREVIEW_FLIP_MAX_MS', PREVIEW_FLIP_MAX_MS, 3000],
    ['POPUP_OPEN_DELAY_MS', POPUP_OPEN_DELAY_MS, 50],
    ['POPUP_CLOSE_DELAY_MS', POPUP_CLOSE_DELAY_MS, 70],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refreshes presence well within 5 minutes', () => {
    expect(HEARTBEAT_MS).toBeGreaterThan(0);
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(5 * 60 * 1000);
  });
});

describe('previewFlipDelay', () => {
  it.each<[number, number]>([
    [0, 1000],
    [0.5, 2000],
    [0.25, 1500],
    [0.9999, 3000],
    [1, 3000],
    [-1, 1000],
    [Number.NaN, 1000],
  ])('random %s → %i ms', (r, ms) => {
    expect(previewFlipDelay(() => r)).toBe(ms);
  });
});
