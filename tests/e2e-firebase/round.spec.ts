/**
 * A round through the UI on a Firebase deployment: a wall and two phones over the
 * SDK's real `wss://` path to `{name}.firebaseio.com`, pages from Firebase Hosting.
 * They join, vote, the wall reveals, New round, and Next story moves the backlog on;
 * no page logs a Content-Security-Policy violation.
 */
import type { Page } from '@playwright/test';
import { recordViolations, violations } from '../e2e/csp-watch';
import { expectCurrent, importBacklog, playRound } from '../e2e/round-steps';
import { statAverageText } from '../e2e/fixtures';
import { DATABASE_NAME, expect, test } from './fixtures';

test('a wall and two phones play a round, a New round and Next story through Firebase', async ({
  devices,
  code,
}) => {
  test.setTimeout(120_000);
  const logs: string[][] = [];
  const sockets: string[] = [];
  const prepare = async (page: Page) => {
    logs.push(await recordViolations(page));
    page.on('websocket', (ws) => sockets.push(ws.url()));
  };
  const wall = await devices.wall(code, { prepare });
  await expect(wall.getByTestId('connection-status')).toHaveText('Online');
  await importBacklog(wall);
  const phones = [
    await devices.phone(code, 'Ann', { prepare }),
    await devices.phone(code, 'Bob', { prepare }),
  ];
  const pages = [wall, ...phones];

  await playRound(wall, phones, ['5', '8']);
  await expect.poll(() => statAverageText(wall)).toBe('6.50');
  await wall.getByRole('button', { name: 'New round' }).click();
  for (const phone of phones) {
    await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeDisabled();
  }
  await expect(wall.getByRole('region', { name: 'Result' })).toBeHidden();

  await playRound(wall, phones, ['5', '5']);
  const onWall = wall.getByRole('region', { name: 'Next story' });
  await expect(onWall.getByText('Saves 5 for PAY-101 Pay by card')).toBeVisible();
  await onWall.getByRole('button', { name: 'Next story', exact: true }).click();
  await expectCurrent(wall, '2 of 12', 'PAY-102');
  for (const phone of phones) {
    await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeDisabled();
  }

  // Every page talked to the database host over TLS websockets, as on Firebase.
  expect(sockets.length).toBeGreaterThanOrEqual(pages.length);
  for (const url of sockets)
    expect(url).toMatch(new RegExp(`^wss://${DATABASE_NAME}\\.firebaseio\\.com/\\.ws\\?`));
  for (const page of pages) expect(await violations(page)).toEqual([]);
  expect(logs.flat()).toEqual([]);
});
