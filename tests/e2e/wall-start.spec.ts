/**
 * The wall's start (docs/architecture.md, "The wall's first card"): its first cards and
 * story come from a REST read of the room, before the database SDK has even arrived;
 * the SDK then takes over and the wall follows the room live. A first look that cannot
 * read the room costs only its speed.
 */
import { expect, participantCards, saveScreenshot, statNumber, test, watchPage } from './fixtures';
import { holdScripts } from './held-scripts';

test('the wall shows its room before the database code has arrived, then follows it live', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5' },
  ]);
  await writer.gateway.setStory(code, 'PAY-12 Refunds');
  const watch = watchPage(page);
  // Every script but the database SDK's chunk comes as usual.
  const scripts = await holdScripts(page, true);
  scripts.release();
  await page.goto(app.screenUrl(code));

  await expect(participantCards(page)).toHaveCount(2);
  await expect(page.getByText('PAY-12 Refunds')).toBeVisible();
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(1);
  await saveScreenshot(page, 'wall-first-look');

  scripts.releaseDatabase();
  await writer.ready(code, 'b', true);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(2);
  await writer.join(code, { userId: 'c', userName: 'Cat', value: '8' });
  await expect(participantCards(page)).toHaveCount(3);
  expect(watch.problems()).toBe('');
  expect(watch.errors).toEqual([]);
});

test('a wall whose first look cannot read the room still shows it, through the database', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3', showCard: true }]);
  // The room's records refused by REST (a proxy, a rule): the SDK answers instead.
  await page.route(/\/screens\/[^/]*\.json/, (route) => route.fulfill({ status: 401, body: '{}' }));
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(1);
  await writer.join(code, { userId: 'b', userName: 'Bob', value: '5' });
  await expect(participantCards(page)).toHaveCount(2);
});
