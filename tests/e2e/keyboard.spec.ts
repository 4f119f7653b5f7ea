/**
 * The wall from the keyboard, through the UI only (docs/product.md, The wall from the
 * keyboard): Tab reaches the controls with a visible focus ring; N, T, P, O and ? do
 * what the help overlay says; a presentation clicker's Page Down starts a new round;
 * nothing fires while someone types; Escape closes what is open and focus comes back.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, participantCards, saveScreenshot, statNumber, test } from './fixtures';

/** Presses Tab until `target` has the focus (at most 60 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('a facilitator runs a round from the keyboard: New round, timer, pause, Options and the help', async ({
  page,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, [
    { userId: 'u1', userName: 'Ada Lovelace', value: '5', showCard: true },
    { userId: 'u2', userName: 'Grace Hopper', value: '8', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(2);

  // Tab from the page start reaches the New round button, with a visible focus ring.
  const newRound = page.getByRole('button', { name: 'New round' });
  for (
    let i = 0;
    i < 20 && !(await newRound.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(newRound).toBeFocused();
  const outline = await newRound.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');

  // '?' shows the help, as a dialog that names every key; Escape closes it and focus returns.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const text of [
    'Page Down',
    'Start or stop the timer',
    'Pause or continue the session',
    "B and . are a presentation clicker's blank-screen button",
    'Open Options',
  ]) {
    await expect(help).toContainText(text);
  }
  await saveScreenshot(page, 'keyboard-help-wall');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(newRound).toBeFocused();

  // T starts the timer, T again stops it.
  await page.keyboard.press('t');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.keyboard.press('t');
  await expect(page.getByRole('timer')).toHaveCount(0);

  // P pauses and continues, as the toggle does.
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Continue Session' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Pause Session' })).toBeVisible();

  // A clicker's Page Down is New round: every vote and readiness cleared.
  await page.keyboard.press('PageDown');
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(0);

  // O opens Options; its keys are its own (N does nothing there); Escape closes it.
  await page.keyboard.press('o');
  const options = page.getByRole('dialog', { name: 'Options' });
  await expect(options).toBeVisible();
  await writer.vote(code, 'u1', '3', true);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(1);
  await page.keyboard.press('n');
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(1);
  // The help is reachable from Options too.
  await options.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Keyboard shortcuts' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
});

test('nothing fires while someone types in a field on the wall', async ({
  page,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, [{ userId: 'u1', userName: 'Ada', value: '5', showCard: true }]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(1);
  await page.getByTestId('story').click();
  const story = page.getByRole('textbox', { name: 'Story' });
  await expect(story).toBeFocused();
  await page.keyboard.type('Pay now?');
  await expect(story).toHaveValue('Pay now?');
  // Neither the help, nor pause, nor a new round, nor Options.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause Session' })).toBeVisible();
  expect(await statNumber(page, 'stat-ready')).toBe(1);
});

test('Escape closes Options and the help opened from it, and focus is back on Settings', async ({
  page,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, [{ userId: 'u1', userName: 'Ada', value: '5', showCard: false }]);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(1);
  const settings = page.getByRole('button', { name: 'Settings' });
  const options = page.getByRole('dialog', { name: 'Options' });

  // Opened with O, from nowhere in particular.
  await page.keyboard.press('o');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(settings).toBeFocused();

  // Opened with Enter on the Settings button, reached with Tab.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(settings).toBeFocused();

  // The help from Options ('Keyboard shortcuts'): Escape closes it, Options stays
  // closed, and focus is back on Settings. (Shown once with '?' before, so it opens at
  // once, in the same moment as Options closes.)
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await page.keyboard.press('?');
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(settings).toBeFocused();
  await page.keyboard.press('o');
  await expect(options).toBeVisible();
  await tabTo(page, options.getByRole('button', { name: 'Keyboard shortcuts' }));
  await page.keyboard.press('Enter');
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  // Options slides away under the help (500 ms): the focus stays in the help meanwhile.
  await expect(options).toBeHidden();
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(settings).toBeFocused();
});
