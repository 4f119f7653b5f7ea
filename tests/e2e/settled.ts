/**
 * Waiting on what the page shows instead of fixed sleeps: a fixed sleep passes whenever
 * the event it waits for comes later than the sleep, so "nothing happened" proves nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the page is still: no finite animation or CSS transition runs (a card
 * flip, a menu sliding in), and the layout has not moved for three frames in a row. The
 * second half matters after a resize: the wall measures its card area in a
 * ResizeObserver and redraws the cards at the new scale a task later, so for a moment
 * no transition runs yet the cards still have the old size.
 */
export async function transitionsDone(page: Page): Promise<void> {
  const call = `${Date.now()}-${Math.random()}`;
  await page.waitForFunction((call) => {
    const moving = document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
    // Layout boxes, not transformed ones: a card that turns for ever (preview) is still.
    const boxes = [innerWidth, innerHeight];
    document.querySelectorAll<HTMLElement>('[data-testid]').forEach((el) => {
      boxes.push(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight);
    });
    const layout = boxes.join(',');
    // Counted afresh by each call: a layout still at the last call's end proves nothing.
    const state = window as unknown as {
      __settled?: { call: string; layout: string; frames: number };
    };
    const last = state.__settled;
    const same = last?.call === call && last.layout === layout;
    state.__settled = { call, layout, frames: same ? last.frames + 1 : 0 };
    return !moving && state.__settled.frames >= 3;
  }, call);
}

/**
 * Waits until no finite animation or transition runs inside `part`: for a part of a page
 * where something else keeps moving (preview mode turns its sample cards for as long as
 * it is on, so the whole page is never still).
 */
export async function transitionsDoneIn(part: Locator): Promise<void> {
  await expect
    .poll(() =>
      part.evaluate((el) =>
        el
          .getAnimations({ subtree: true })
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      ),
    )
    .toBe(true);
}

/**
 * A "nothing happened" check: `holds` is sampled continuously for `ms` and must be true
 * every time. `ms` must be longer than the interval being guarded (say a close delay),
 * so what must not happen would have happened inside the window.
 */
export async function expectThroughout(
  what: string,
  holds: () => Promise<boolean>,
  ms: number,
): Promise<void> {
  const end = Date.now() + ms;
  let samples = 0;
  do {
    expect(await holds(), `${what} (sample ${samples + 1})`).toBe(true);
    samples += 1;
  } while (Date.now() < end);
  // At least a few looks inside the window, or it watched nothing.
  expect(samples, `${what}: samples in ${ms} ms`).toBeGreaterThan(2);
}
