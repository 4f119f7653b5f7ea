/**
 * A Firebase deployment losing its database, as the pages live it: the TLS front that
 * stands in for `{name}.firebaseio.com` drops every connection and refuses new ones
 * for 10 s, and later for 2 minutes (long enough for the SDK's own backoff to wait many
 * seconds between attempts). A wall and a phone must say they are offline, be online
 * again within 5 s of the service's return without a reload, show what changed
 * meanwhile, and go on voting. And a browser whose last websocket attempt failed
 * (the SDK's flag in local storage, which once made it try long polling, refused by
 * our policy) connects at once. No page logs a Content-Security-Policy violation.
 */
import type { Page } from '@playwright/test';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';
import { recordViolations, violations } from '../e2e/csp-watch';
import { vote } from '../e2e/round-steps';
import {
  cardUserIds,
  participantCard,
  saveScreenshot,
  statAverageText,
  statNumber,
} from '../e2e/fixtures';
import { expect, test } from './fixtures';

/** From the service's return to both pages online, at most. */
const BACK_WITHIN_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Pages that record their CSP violations and mark their document (a reload loses it). */
function watched() {
  const logs: string[][] = [];
  const prepare = async (page: Page) => {
    logs.push(await recordViolations(page));
  };
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as { __same?: boolean }).__same = true));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as { __same?: boolean }).__same === true);
  return { logs, prepare, markDocument, sameDocument };
}

test('a wall and a phone come back within 5 s after the service was unreachable for 10 s, then for 2 minutes', async ({
  devices,
  writer,
  code,
  front,
}) => {
  test.setTimeout(300_000);
  const watch = watched();
  // Ann is ready, Bob is not: the round is open, so the phone votes in it.
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5' },
  ]);
  const wall = await devices.wall(code, { prepare: watch.prepare });
  const phone = await devices.phone(code, 'Phoebe', { prepare: watch.prepare });
  const phoebe = await phone.evaluate((k) => localStorage.getItem(k) ?? '', IDENTITY_KEYS.userId);
  await expect
    .poll(async () => (await cardUserIds(wall)).sort())
    .toEqual(['a', 'b', phoebe].sort());
  const status = wall.getByTestId('connection-status');
  const phoneOffline = phone.getByTestId('vote-offline');
  await expect(status).toHaveText('Online');
  for (const page of [wall, phone]) await watch.markDocument(page);

  /** The service unreachable for `ms` while `meanwhile` writes; both pages back within 5 s. */
  const outage = async (ms: number, meanwhile: () => Promise<unknown>) => {
    await front.refuse();
    const cutAt = Date.now();
    await expect(status).toHaveText('Offline', { timeout: 15_000 });
    await expect(phoneOffline).toBeVisible({ timeout: 20_000 });
    // As other clients, still connected elsewhere, could have written.
    await meanwhile();
    await sleep(ms - (Date.now() - cutAt));
    await expect(status).toHaveText('Offline');

    await front.restore();
    const backAt = Date.now();
    const back = async () =>
      (await status.textContent()) === 'Online' && (await phoneOffline.count()) === 0;
    while (!(await back()) && Date.now() - backAt < BACK_WITHIN_MS) await sleep(100);
    const tookMs = Date.now() - backAt;
    test
      .info()
      .annotations.push({ type: `back after ${ms / 1000} s away`, description: `${tookMs} ms` });
    expect(await back(), `both pages online within ${BACK_WITHIN_MS} ms (took ${tookMs} ms)`).toBe(
      true,
    );
  };

  // 10 s: Bob gets ready meanwhile; both pages count him.
  await outage(10_000, () => writer.ready(code, 'b', true));
  await expect.poll(() => statNumber(wall, 'stat-ready')).toBe(2);
  await expect(phone.getByTestId('vote-ready-count')).toHaveText('2 of 3 ready');

  // 2 minutes: Bob changes his card meanwhile. The phone votes after; everyone is
  // ready, so the wall reveals with Bob's new card: (3 + 13 + 8) / 3.
  await outage(120_000, () => writer.vote(code, 'b', '13', true));
  await vote(phone, '8');
  await expect(participantCard(wall, phoebe).locator('[data-face="front"]')).toContainText('8');
  await expect(participantCard(wall, 'b').locator('[data-face="front"]')).toContainText('13');
  await expect.poll(() => statAverageText(wall)).toBe('8.00');
  await saveScreenshot(wall, 'firebase-wall-after-outage');
  for (const page of [wall, phone]) {
    expect(await watch.sameDocument(page)).toBe(true);
    expect(await violations(page)).toEqual([]);
  }
  expect(watch.logs.flat()).toEqual([]);
});

test('a browser whose last websocket attempt failed connects at once, without long polling', async ({
  devices,
  writer,
  code,
}) => {
  const watch = watched();
  const polls: string[] = [];
  const prepare = async (page: Page) => {
    await watch.prepare(page);
    // As the SDK leaves it when an attempt fails (its PersistentStorage, JSON `true`).
    await page.addInitScript(() =>
      localStorage.setItem('firebase:previous_websocket_failure', 'true'),
    );
    page.on('request', (r) => {
      if (r.url().includes('/.lp')) polls.push(r.url());
    });
  };
  await writer.join(code, { userId: 'a', userName: 'Ann', value: '3' });
  const wall = await devices.wall(code, { prepare });
  await expect(wall.getByTestId('connection-status')).toHaveText('Online', { timeout: 5_000 });
  await expect(participantCard(wall, 'a')).toContainText('Ann');
  const phone = await devices.phone(code, 'Phoebe', { prepare });
  await expect(phone.getByTestId('vote-offline')).toHaveCount(0);
  await expect.poll(() => statNumber(wall, 'stat-participants')).toBe(2);
  expect(polls).toEqual([]);
  for (const page of [wall, phone]) expect(await violations(page)).toEqual([]);
  expect(watch.logs.flat()).toEqual([]);
});
