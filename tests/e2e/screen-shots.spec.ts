/**
 * Screenshots of the screen view at the sizes it must work at (1920x1080 with 8 cards
 * revealed and with 20 cards, 1280x720, portrait), checking on the way that the cards
 * fit without scrolling where the issue asks for it.
 */
import type { Page } from '@playwright/test';
import { expect, participantCards, saveScreenshot, statAverageText, test } from './fixtures';
import { people } from './people';
import { transitionsDone } from './settled';

/** Pairs of cards (by name) whose boxes overlap: none, on a usable wall. */
const overlappingCards = (page: Page) =>
  participantCards(page).evaluateAll((cards) => {
    const boxes = cards.map((c) => ({
      name: c.getAttribute('aria-label') ?? c.textContent ?? '',
      r: c.getBoundingClientRect(),
    }));
    const pairs: string[] = [];
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1) pairs.push(`${a.name} / ${b.name}`);
      }
    });
    return pairs;
  });

/** True when the page scrolls neither way. */
const fitsWithoutScroll = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollHeight <= innerHeight &&
      document.documentElement.scrollWidth <= innerWidth,
  );

test('welcome box screenshot', async ({ page, app }) => {
  await page.goto(app.screenUrl('screen-k3y9q2mw'));
  await expect(page.getByText('Welcome to Story Point')).toBeVisible();
  await expect(page.getByTestId('qr-code').locator('svg')).toBeVisible();
  await saveScreenshot(page, 'welcome');
});

test('8 cards revealed at 1920x1080', async ({ page, app, writer, code }) => {
  await writer.joinMany(code, people(8));
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(8);
  await expect(page.locator('[data-testid="participant-card"][data-revealed="true"]')).toHaveCount(
    8,
  );
  await expect.poll(() => statAverageText(page)).toBe('7.00');
  // Measured once the flips have ended (a turning card is wider than a still one).
  await transitionsDone(page);
  expect(await fitsWithoutScroll(page)).toBe(true);
  await saveScreenshot(page, 'eight-revealed');
});

test('20 cards fit at 1920x1080; at 1280x720 and in portrait all 20 show side by side, none covering another', async ({
  page,
  app,
  writer,
  code,
}) => {
  const ps = people(20, false);
  ps[3]!.showCard = true;
  ps[7]!.showCard = true;
  await writer.joinMany(code, ps);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(20);
  // Two are ready, so the line with 'Reveal now' comes too, its code a moment after the
  // cards (ui/wall/later.tsx), and the cards are measured again a task after it: the fit
  // is judged once the layout is still, as a person looking at the wall sees it.
  await expect(page.getByRole('button', { name: 'Reveal now' })).toBeVisible();
  await transitionsDone(page);
  expect(await fitsWithoutScroll(page)).toBe(true);
  await saveScreenshot(page, 'twenty-cards');

  // The card menu of a card in the bottom row, and the pause hint.
  const last = participantCards(page).last();
  await last.getByTestId('card-menu-button').hover();
  await expect(page.getByRole('menu')).toBeVisible();
  await saveScreenshot(page, 'card-menu');
  await page.getByTestId('pause-toggle').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pause Session');
  await saveScreenshot(page, 'pause-hint');
  await page.mouse.move(1, 1000);

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(participantCards(page)).toHaveCount(20);
  await transitionsDone(page);
  expect(await overlappingCards(page)).toEqual([]);
  await saveScreenshot(page, 'twenty-cards-720p');

  await page.setViewportSize({ width: 1080, height: 1920 });
  await expect(participantCards(page)).toHaveCount(20);
  await transitionsDone(page);
  expect(await overlappingCards(page)).toEqual([]);
  await saveScreenshot(page, 'portrait');
});
