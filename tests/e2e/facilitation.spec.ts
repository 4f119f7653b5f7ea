/**
 * The facilitator's wall through the UI only (docs/product.md, Waiting for, Nudge,
 * Reveal now): a wall and three phones; two get ready, the third stays silent. The wall
 * names the silent one, a nudge reaches its phone, and 'Reveal now' shows the two cards
 * everywhere with 'No vote' on the third, until New round.
 */
import type { Page } from '@playwright/test';
import type { Devices } from './devices';
import { expect, saveScreenshot, statAverageText, test } from './fixtures';

async function vote(phone: Page, value: string): Promise<void> {
  await phone.getByRole('button', { name: `Card ${value}`, exact: true }).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** A wall and Ann, Bob and Cy's phones; Ann is ready with 3 and Bob with 8, Cy is silent. */
async function roomWithOneSilent(devices: Devices, code: string) {
  const wall = await devices.wall(code);
  const [ann, bob, cy] = await devices.phones(code, ['Ann', 'Bob', 'Cy']);
  await expect(wall.getByTestId('stat-participants')).toContainText('3');
  await vote(ann!, '3');
  await vote(bob!, '8');
  await expect(wall.getByTestId('stat-ready')).toContainText('2');
  return { wall, ann: ann!, bob: bob!, cy: cy! };
}

test('the wall names who it waits for, and a nudge reaches that phone', async ({
  devices,
  code,
}) => {
  test.setTimeout(90_000);
  const { wall, ann, cy } = await roomWithOneSilent(devices, code);
  await expect(wall.getByText('Waiting for: Cy', { exact: true })).toBeVisible();
  // The phone records what it is asked to vibrate (Chromium on a desktop has no motor).
  await cy.evaluate(() => {
    const page = window as unknown as { vibrated: number[][] };
    page.vibrated = [];
    navigator.vibrate = (pattern) => {
      page.vibrated.push([pattern].flat());
      return true;
    };
  });

  await wall.keyboard.press('u');
  await expect(cy.getByText('The room is waiting for you')).toBeVisible();
  await expect(cy.getByRole('button', { name: 'Pick a card first' })).toHaveAttribute(
    'data-nudged',
    'true',
  );
  expect(await cy.evaluate(() => (window as unknown as { vibrated: number[][] }).vibrated)).toEqual(
    [[200, 100, 200]],
  );
  // Ann is ready: nothing asks her.
  await expect(ann.getByText('The room is waiting for you')).toHaveCount(0);
  await saveScreenshot(wall, 'facilitation-waiting-wall');
  await saveScreenshot(cy, 'facilitation-nudged-phone');

  // A second nudge within 10 s is not sent; the phone that tried says so.
  await ann.getByRole('button', { name: 'Nudge', exact: true }).click();
  await expect(ann.getByText('A nudge was just sent. Try again in a few seconds.')).toBeVisible();
  // The message goes after a few seconds.
  await expect(cy.getByText('The room is waiting for you')).toHaveCount(0, { timeout: 8_000 });

  // Cy votes: nobody is waited for, the cards turn as the spec says.
  await vote(cy, '5');
  await expect(wall.getByTestId('waiting-for')).toHaveCount(0);
  await expect.poll(() => statAverageText(wall)).toBe('5.33');
});

test("'Reveal now' from a phone shows 'No vote' on the silent card, the average of two everywhere, until New round", async ({
  devices,
  code,
}) => {
  test.setTimeout(90_000);
  const { wall, ann, bob, cy } = await roomWithOneSilent(devices, code);
  await cy.getByRole('button', { name: 'Card 13', exact: true }).click();

  await bob.getByRole('button', { name: 'Reveal now', exact: true }).click();
  await expect.poll(() => statAverageText(wall)).toBe('5.50');
  const silent = wall.getByTestId('participant-card').filter({ hasText: 'Cy' });
  await expect(silent.getByText('No vote', { exact: true })).toBeVisible();
  await expect(wall.getByRole('region', { name: 'Result' })).toBeVisible();
  for (const phone of [ann, bob, cy]) {
    await expect(phone.getByText('Cards are revealed')).toBeVisible();
    await expect(phone.getByTestId('vote-average')).toHaveText('5.50');
  }
  // Cy's 13 was never ready: it is no vote, and it cannot be sent now.
  await expect(cy.getByTestId('vote-my-card')).toHaveText('No vote');
  await saveScreenshot(wall, 'facilitation-revealed-early-wall');
  await saveScreenshot(cy, 'facilitation-revealed-early-phone');

  // The history keeps it as revealed early, with who had no vote.
  await ann.getByRole('button', { name: 'History' }).click();
  await expect(ann.getByTestId('history-early')).toHaveText('Revealed early · No vote: Cy');
  await ann.getByRole('button', { name: 'Back to voting' }).click();

  await wall.getByRole('button', { name: 'New round' }).click();
  await expect(wall.getByText('No vote', { exact: true })).toHaveCount(0);
  await expect(wall.getByTestId('stat-ready')).toContainText('0');
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
  for (const phone of [ann, bob, cy]) await expect(phone.getByText('0 of 3 ready')).toBeVisible();
  // The next round waits for everyone again.
  await vote(ann, '5');
  await expect(wall.getByTestId('waiting-for')).toHaveCount(0);
  await vote(bob, '5');
  await expect(wall.getByText('Waiting for: Cy', { exact: true })).toBeVisible();
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
});

test("the wall's R asks twice before it reveals", async ({ devices, code }) => {
  test.setTimeout(90_000);
  const { wall, cy } = await roomWithOneSilent(devices, code);
  await wall.keyboard.press('r');
  await expect(wall.getByText('Press R again to reveal now')).toBeVisible();
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
  await wall.keyboard.press('r');
  await expect.poll(() => statAverageText(wall)).toBe('5.50');
  await expect(cy.getByText('Cards are revealed')).toBeVisible();
  // The help overlay lists both keys.
  await wall.keyboard.press('?');
  const help = wall.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Reveal now, before everyone is ready (press twice)')).toBeVisible();
  await expect(help.getByText('Nudge those not ready')).toBeVisible();
});
