/**
 * The popup hover delays (docs/product.md, Constants: 50 ms to open, 70 ms to close),
 * pinned by what the wall does rather than by the constants' values: the page's clock is
 * paused and moved by hand, so "not yet open" is a fact at a given time, not a race
 * against a sleep.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, participantCard, test } from './fixtures';

/** Pauses the page's timers; from here on time moves only by `runFor`. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

/**
 * Hovers `anchor`: nothing 49 ms later, `popup` at 50 ms; leaves: still there 69 ms
 * later, gone at 70 ms.
 */
async function checkDelays(page: Page, anchor: Locator, popup: Locator): Promise<void> {
  await anchor.hover();
  await page.clock.runFor(49);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup).toBeVisible();
  await page.mouse.move(5, 700);
  await page.clock.runFor(69);
  await expect(popup).toBeVisible();
  await page.clock.runFor(1);
  await expect(popup).toHaveCount(0);
}

test('the card menu opens 50 ms after the pointer arrives and closes 70 ms after it leaves', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3' }]);
  await page.clock.install();
  await page.goto(app.screenUrl(code));
  const button = participantCard(page, 'a').getByTestId('card-menu-button');
  const menu = page.getByRole('menu', { name: 'Actions for Ann' });
  // The menu's items load on the first hover: load them, then measure.
  await button.hover();
  await expect(menu).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(menu).toHaveCount(0);
  await pauseClock(page);
  await checkDelays(page, button, menu);
});

test("the 'Pause Session' hint opens 50 ms after the pointer arrives and closes 70 ms after it leaves", async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3' }]);
  await page.clock.install();
  await page.goto(app.screenUrl(code));
  const toggle = page.getByTestId('pause-toggle');
  await expect(toggle).toBeVisible();
  await pauseClock(page);
  await checkDelays(page, toggle, page.getByRole('tooltip', { name: 'Pause Session' }));
});
