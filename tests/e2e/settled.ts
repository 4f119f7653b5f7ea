/**
 * Waiting on what the page shows instead of fixed sleeps: a fixed sleep passes whenever
 * the event it waits for comes later than the sleep, so "nothing happened" proves nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until no finite animation or CSS transition runs on the page (a card flip, a
 * menu sliding in): the observable end of the motion, whatever its duration.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
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
