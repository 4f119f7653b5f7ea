/**
 * The room's options through the UI only (docs/product.md, Suggested card): the wall's
 * Options lists them under 'Round'; what one wall sets, every wall of the code shows,
 * while 'Sound at reveal' stays with the device it was set on. With 'Next card up', the
 * result on the wall and the phones shows that card and the median, and Next story
 * saves it.
 */
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, statAverageText, test } from './fixtures';
import { expectCurrent, importBacklog, playRound } from './round-steps';

async function openOptions(wall: Page): Promise<void> {
  await wall.keyboard.press('o');
  await expect(wall.getByRole('dialog', { name: 'Options' })).toBeVisible();
}

test('Options → Round: set on one wall, seen on another; the sound stays on its device', async ({
  devices,
  code,
}) => {
  const first = await devices.wall(code);
  await openOptions(first);
  const round = first.getByRole('region', { name: 'Round' });
  await expect(round.getByRole('switch', { name: 'Reveal with a countdown' })).not.toBeChecked();
  await expect(round.getByRole('switch', { name: 'Hide names' })).not.toBeChecked();
  const rules = round.getByRole('radiogroup', { name: 'Suggested card' });
  await expect(rules.getByRole('radio', { name: 'Closest card' })).toBeChecked();
  await rules.getByRole('radio', { name: 'Next card up' }).check();
  await expect(rules.getByRole('radio', { name: 'Next card up' })).toBeChecked();
  const sound = first.getByRole('switch', { name: 'Sound at reveal' });
  await expect(sound).not.toBeChecked();
  await sound.check();

  const second = await devices.wall(code);
  await openOptions(second);
  await expect(second.getByRole('radio', { name: 'Next card up' })).toBeChecked();
  await expect(second.getByRole('switch', { name: 'Sound at reveal' })).not.toBeChecked();

  await first.reload();
  await expect(first.getByRole('region', { name: 'Session' })).toBeVisible();
  await openOptions(first);
  await expect(first.getByRole('switch', { name: 'Sound at reveal' })).toBeChecked();
  await expect(first.getByRole('radio', { name: 'Next card up' })).toBeChecked();
});

test('Options → Suggested card → Next card up, votes 3 and 5: the result shows it with the median, and Next story saves 5', async ({
  devices,
  code,
}) => {
  test.setTimeout(150_000);
  const wall = await devices.wall(code);
  await importBacklog(wall);
  await openOptions(wall);
  await wall.getByRole('radio', { name: 'Next card up' }).check();
  await wall.getByRole('button', { name: 'Close menu' }).click();
  const phones = await devices.phones(code, ['Ann', 'Bob']);
  const [ann] = phones as [Page, Page];

  await playRound(wall, phones, ['3', '5']);
  const result = wall.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('group', { name: 'Next card up' })).toContainText('5');
  await expect(result.getByRole('group', { name: 'Median' })).toContainText('4');
  // The spec's average stays as it is.
  await expect.poll(() => statAverageText(wall)).toBe('4.00');
  const onPhone = ann.getByRole('region', { name: 'Result' });
  await expect(onPhone.getByRole('group', { name: 'Next card up' })).toContainText('5');
  await expect(onPhone.getByRole('group', { name: 'Median' })).toContainText('4');
  await expect(
    ann
      .getByRole('region', { name: 'Next story' })
      .getByText('Saves 5 for PAY-101', { exact: false }),
  ).toBeVisible();

  const onWall = wall.getByRole('region', { name: 'Next story' });
  await expect(onWall.getByText('Saves 5 for PAY-101', { exact: false })).toBeVisible();
  await onWall.getByRole('button', { name: 'Next story', exact: true }).click();
  await expectCurrent(wall, '2 of 12', 'PAY-102');

  // The backlog keeps 5 on the story.
  await openOptions(wall);
  const stories = wall
    .getByRole('region', { name: 'Backlog' })
    .getByRole('list', { name: 'Stories' })
    .getByRole('listitem');
  await expect(stories.nth(0)).toContainText('Estimate 5');
});

/** The wall in `lang` through its own Options ('Language'), the menu closed again. */
async function speak(wall: Page, lang: string): Promise<void> {
  await wall.getByTestId('settings-button').click();
  const menu = wall.getByTestId('settings-menu');
  await menu.getByRole('combobox').first().selectOption(lang);
  await expect(wall.locator('html')).toHaveAttribute('lang', lang);
  await wall.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('screenshots: the result with the median and the Options panel, in English, German and Arabic, landscape and portrait', async ({
  devices,
  code,
}) => {
  test.setTimeout(180_000);
  const wall = await devices.wall(code);
  await openOptions(wall);
  await wall.getByRole('radio', { name: 'Next card up' }).check();
  await wall.keyboard.press('Escape');
  const phones = await devices.phones(code, ['Ann', 'Bob', 'Cy']);
  await playRound(wall, phones, ['3', '5', '8']);
  for (const lang of ['en', 'de', 'ar']) {
    if (lang !== 'en') await speak(wall, lang);
    for (const [w, h] of [
      [1920, 1080],
      [1080, 1920],
    ] as const) {
      await wall.setViewportSize({ width: w, height: h });
      await expect(wall.getByTestId('result-median')).toContainText('5');
      await saveScreenshot(wall, `room-options-result-${lang}-${w}x${h}`);
      await wall.getByTestId('settings-button').click();
      const round = wall.getByTestId('section-round');
      await round.scrollIntoViewIfNeeded();
      await expect(round).toBeInViewport();
      await saveScreenshot(wall, `room-options-menu-${lang}-${w}x${h}`);
      await wall.keyboard.press('Escape');
      await expect(wall.getByTestId('settings-menu')).toBeHidden();
    }
  }
  await saveScreenshot(phones[0]!, 'room-options-result-phone-en');
});
