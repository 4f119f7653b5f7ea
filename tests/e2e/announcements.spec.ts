/**
 * What a phone's screen reader hears (docs/product.md, Participant page): a polite live
 * region says each change of the round once: the reveal with its average and closest
 * card, a New round, the end of the countdown.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts recording every text the live region takes, in order. */
async function listen(phone: Page): Promise<void> {
  await phone.evaluate(() => {
    const region = document.querySelector('[data-testid="vote-announcer"]');
    if (!region) throw new Error('no live region');
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = (region.textContent ?? '').trim();
      if (text) said.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

const saidSoFar = (phone: Page) =>
  phone.evaluate(() => (window as unknown as { said: string[] }).said);

test('the live region says the reveal with its average and closest card, New round and the end of the countdown, once each', async ({
  browser,
  app,
  code,
  writer,
  db,
}) => {
  await writer.joinMany(code, [{ userId: 'bob', userName: 'Bob', value: '8', showCard: false }]);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const phone = await context.newPage();
    await phone.goto(app.voteUrl(code));
    await phone.getByLabel('Your name').fill('Ann');
    await phone.getByRole('button', { name: 'Join' }).click();
    await phone.getByRole('button', { name: 'Card 5', exact: true }).click();
    await phone.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'waiting');
    const region = phone.getByTestId('vote-announcer');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await listen(phone);

    // 5 and 8: average 6.50, and the tie between 5 and 8 goes to the larger card.
    await writer.ready(code, 'bob', true);
    await expect(region).toHaveText('Cards revealed. Average 6.50. Closest card 8.');

    await phone.getByRole('button', { name: 'New round' }).click();
    await expect(region).toHaveText('New round');

    // A countdown of 30 s that started 29 s ago ends about a second from now.
    db.setData(`sessions/${code}/timer`, { startedAt: Date.now() - 29_000, duration: 30_000 });
    await expect(region).toHaveText("Time's up");

    // Each change said once, nothing in between.
    expect(await saidSoFar(phone)).toEqual([
      'Cards revealed. Average 6.50. Closest card 8.',
      'New round',
      "Time's up",
    ]);
  } finally {
    await context.close();
  }
});
