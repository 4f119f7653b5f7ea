/**
 * The room's options through the UI only (docs/product.md, Room options): the wall's
 * Options lists them under 'Round'; what one wall sets, every wall of the code shows,
 * while 'Sound at reveal' stays with the device it was set on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
