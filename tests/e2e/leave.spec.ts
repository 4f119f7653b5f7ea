/**
 * Leave in the middle of a round, through the UI only (docs/product.md, Offline): a wall
 * and three phones; two vote, the third presses Leave. The wall and the phones show the
 * same: the card Offline, 2 of 3 ready, nothing revealed, the average 0.00; a wall
 * opened afterwards too. New round clears it, and the next round reveals everywhere.
 */
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, statAverageText, test } from './fixtures';

async function vote(phone: Page, value: string): Promise<void> {
  await phone.getByRole('button', { name: `Card ${value}`, exact: true }).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** The wall holds the round: Cy's card Offline, 2 ready of 3, no result, 0.00. */
async function expectWallHeld(wall: Page): Promise<void> {
  await expect(wall.getByText('Offline', { exact: true })).toBeVisible();
  await expect(wall.getByTestId('stat-participants')).toContainText('3');
  await expect(wall.getByTestId('stat-ready')).toContainText('2');
  await expect(wall.getByRole('region', { name: 'Result' })).toHaveCount(0);
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
}

/** A phone holds the round as the wall does. */
async function expectPhoneHeld(phone: Page): Promise<void> {
  await expect(phone.getByText('2 of 3 ready')).toBeVisible();
  await expect(phone.getByText('Still choosing: Cy (offline)')).toBeVisible();
  await expect(phone.getByText('Cards are revealed')).toHaveCount(0);
  await expect(phone.getByRole('region', { name: 'Result' })).toHaveCount(0);
}

test('Leave mid-round: the wall and every phone show the same until New round', async ({
  devices,
  code,
}) => {
  test.setTimeout(90_000);
  const wall = await devices.wall(code);
  const [ann, bob, cy] = await devices.phones(code, ['Ann', 'Bob', 'Cy']);
  await expect(wall.getByTestId('stat-participants')).toContainText('3');
  await vote(ann!, '3');
  await vote(bob!, '8');
  await cy!.getByRole('button', { name: 'Card 5', exact: true }).click();
  await expect(wall.getByTestId('stat-ready')).toContainText('2');

  await cy!.getByRole('button', { name: 'Leave' }).click();
  await expect(cy!.getByLabel('Your name')).toBeVisible();
  await expectWallHeld(wall);
  await expectPhoneHeld(ann!);
  await expectPhoneHeld(bob!);
  await saveScreenshot(wall, 'leave-wall-held');
  await saveScreenshot(ann!, 'leave-phone-held');
  // A wall opened now, which never saw Cy, and a phone that reloads agree.
  const second = await devices.wall(code);
  await expectWallHeld(second);
  await bob!.reload();
  await expectPhoneHeld(bob!);

  await wall.getByRole('button', { name: 'New round' }).click();
  for (const w of [wall, second]) {
    await expect(w.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(w.getByTestId('stat-participants')).toContainText('2');
  }
  for (const phone of [ann!, bob!]) {
    await expect(phone.getByText('0 of 2 ready')).toBeVisible();
  }
  await vote(ann!, '5');
  await vote(bob!, '8');
  for (const w of [wall, second]) {
    await expect(w.getByRole('region', { name: 'Result' })).toBeVisible();
    await expect.poll(() => statAverageText(w)).toBe('6.50');
  }
  for (const phone of [ann!, bob!])
    await expect(phone.getByText('Cards are revealed')).toBeVisible();
});
