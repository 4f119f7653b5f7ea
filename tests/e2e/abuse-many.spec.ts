/**
 * 200 participant records under one screen: only the last 20 by lastUpdate are
 * shown, and the page stays usable.
 */
import { cardUserIds, expect, participantCards, statNumber, test, watchPage } from './fixtures';

test('200 records: the 20 most recent by lastUpdate are shown and the menu still opens', async ({
  page,
  app,
  writer,
  code,
}) => {
  const watch = watchPage(page);
  const now = Date.now();
  const records: Record<string, object> = {};
  // Ids in an order unrelated to recency, so key order cannot pass for lastUpdate order.
  const ids = Array.from({ length: 200 }, (_, i) => `m${String((i * 37) % 200).padStart(3, '0')}`);
  ids.forEach((userId, i) => {
    records[userId] = {
      userId,
      userName: `Member ${userId}`,
      selected: '-',
      showCard: false,
      // i = 0 is the most recent; all within the 30-minute window.
      lastUpdate: now - i * 1_000,
    };
  });
  writer.raw(`screens/${code}`, records);
  const newest = ids.slice(0, 20).sort();

  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(20);
  expect((await cardUserIds(page)).sort()).toEqual(newest);
  await expect.poll(() => statNumber(page, 'stat-participants')).toBe(20);

  // A newer participant pushes the oldest of the 20 out.
  await writer.join(code, { userId: 'newcomer', userName: 'New Comer' });
  await expect.poll(async () => (await cardUserIds(page)).includes('newcomer')).toBe(true);
  // The one pushed out of the window may stay as an offline card, never more.
  expect(await participantCards(page).count()).toBeLessThanOrEqual(21);

  // Responsive: the gear opens the settings menu.
  await page
    .getByTestId('settings-button')
    .or(page.getByRole('button', { name: /settings|options/i }))
    .first()
    .click({ timeout: 10_000 });
  await expect(page.getByTestId('settings-menu')).toBeVisible();
  await expect(page.getByTestId('settings-menu')).toContainText('Options');
  expect(watch.errors).toEqual([]);
});
