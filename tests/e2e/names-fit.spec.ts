/**
 * Readable for everyone in the room (docs/product.md, Participant card, Result summary):
 * long names on six cards show whole, wrapped rather than cut; in
 * portrait the result panel keeps its bars inside its right edge. Screenshots at
 * 1920x1080 and 1080x1920.
 */
import type { Page } from '@playwright/test';
import { expect, participantCards, saveScreenshot, test, type TestParticipant } from './fixtures';
import { transitionsDone } from './settled';

const LONG_NAMES = [
  'Ada Lovelace',
  'Barbara Liskov',
  'Margaret Hamilton',
  'Grace Brewster Hopper',
  'Katherine Johnson',
  'Gustavo Pereira-Montenegro',
];
const VALUES = ['3', '5', '5', '8', '13', '8'];

const room = (showCard: boolean): TestParticipant[] =>
  LONG_NAMES.map((userName, i) => ({
    userId: `n${i}`,
    userName,
    value: VALUES[i]!,
    showCard,
  }));

/** Names on the cards that are cut (text past their box), as "name: how". */
const cutNames = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-testid="card-name"], [data-testid="card-caption"]'),
    ).flatMap((el) => {
      const cut: string[] = [];
      if (el.scrollHeight > el.clientHeight + 1) cut.push('more lines than shown');
      if (el.scrollWidth > el.clientWidth + 1) cut.push('wider than the card');
      return cut.length ? [`${el.textContent}: ${cut.join(', ')}`] : [];
    }),
  );

/** Bars of the result panel that reach past its right edge or the viewport's. */
const cutBars = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('[data-testid="result-summary"]');
    if (!panel) return ['no result panel'];
    const edge = Math.min(panel.getBoundingClientRect().right, innerWidth);
    const parts = Array.from(panel.querySelectorAll('li, li *'));
    if (parts.length === 0) return ['no bars'];
    return parts.flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > edge + 0.5
        ? [`${el.closest('li')?.getAttribute('aria-label')}: ${r.right} > ${edge}`]
        : [];
    });
  });

test('six long names show whole at 1920x1080; in portrait the result bars stay inside the panel', async ({
  page,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, room(false));
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(6);
  await transitionsDone(page);
  expect(await cutNames(page)).toEqual([]);
  for (const name of LONG_NAMES) {
    await expect(page.getByTestId('card-name').filter({ hasText: name })).toHaveText(name);
  }
  await saveScreenshot(page, 'names-six-1080p');

  await Promise.all(room(true).map((p) => writer.ready(code, p.userId, true)));
  await expect(page.locator('[data-testid="participant-card"][data-revealed="true"]')).toHaveCount(
    6,
  );
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  await transitionsDone(page);
  expect(await cutNames(page)).toEqual([]);
  expect(await cutBars(page)).toEqual([]);
  await saveScreenshot(page, 'names-six-revealed-1080p');

  await page.setViewportSize({ width: 1080, height: 1920 });
  await transitionsDone(page);
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  expect(await cutNames(page)).toEqual([]);
  expect(await cutBars(page)).toEqual([]);
  await saveScreenshot(page, 'names-six-revealed-portrait');
});
