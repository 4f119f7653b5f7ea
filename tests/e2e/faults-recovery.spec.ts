/**
 * An outage longer than the Firebase SDK's reconnect backoff ceiling, as the pages live
 * it. While disconnected the SDK waits a random part of a delay that starts at 1 s and
 * grows x1.3 per failed attempt up to 5 minutes (PersistentConnection in
 * @firebase/database), so after a long outage it alone may stay away for up to five
 * more minutes once the database is back. The wall and the phone restart their
 * connection on a fixed schedule instead (renderer/data/reconnect.ts), injected through
 * config.json (`reconnect.delaysMs`) as 0.5 s.
 *
 * The pages run on Playwright's clock. During the outage it jumps 20 minutes in 15 s
 * steps with a short real pause after each, so every connection attempt really fails:
 * the SDK alone makes its 22 failed attempts to the ceiling and then waits minutes
 * between attempts. Then page time stands still, the database comes back, and page
 * time moves only in small steps with real pauses between them: both pages must be
 * online within 5 s of page time, which the schedule gives (0.4 to 1 s in our runs) and
 * the SDK's own backoff almost never does. With keepReconnecting turned off this test
 * fails there. Afterwards the clock runs normally: the state written during the outage
 * shows, the phone votes and the wall reveals its card. How fast is the bench's
 * business (`recovery`), not this test's: real-time waits are generous bounds.
 */
import type { Page } from '@playwright/test';
import { encodeSelected } from '../../renderer/domain/codec';
import { startStaticServer } from '../../server/static-server';
import {
  cardUserIds,
  expect,
  participantCard,
  statAverageText,
  statNumber,
  test,
} from './fixtures';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';

/** The SDK's longest wait between two attempts (RECONNECT_MAX_DELAY_DEFAULT). */
const SDK_CEILING_MS = 5 * 60_000;
/**
 * The outage in page time: past the ceiling, and long enough for the SDK's delay to
 * reach it (from 1 s, x1.3 per failure: 22 failures whose random waits add up to
 * about 9 minutes on average) and then wait there.
 */
const OUTAGE_MS = 20 * 60_000;
const OUTAGE_STEP_MS = 15_000;
/** Page time allowed from the database's return to both pages online. */
const BACK_WITHIN_MS = 5_000;
const BACK_STEP_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts a page's websockets that have not closed yet (connection attempts in flight). */
function watchSockets(page: Page): () => number {
  let open = 0;
  page.on('websocket', (ws) => {
    open += 1;
    ws.on('close', () => (open -= 1));
  });
  return () => open;
}

test('wall and phone come back by themselves after an outage past the SDK backoff ceiling, and the phone votes', async ({
  page,
  browser,
  writer,
  code,
  db,
}) => {
  test.setTimeout(180_000);
  const server = await startStaticServer({
    root: process.env.E2E_WEB_ROOT ?? 'dist/web',
    config: {
      database: { host: '127.0.0.1', port: db.port, namespace: db.namespace },
      reconnect: { delaysMs: [500] },
    },
  });
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const phone = await phoneContext.newPage();
    const pages = [page, phone];
    const inFlight = pages.map(watchSockets);
    // Page time runs with real time until a step below moves or stops it.
    await Promise.all(pages.map((p) => p.clock.install()));

    // Ann is in the room and has a card, not yet ready: the round is open, so the phone
    // that joins now votes in it (a phone joining a revealed round waits for the next).
    await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3' }]);
    await page.goto(`${server.origin}/${code}`);
    await phone.goto(`${server.origin}/${code}/vote`);
    await phone.getByTestId('vote-name').fill('Phoebe');
    await phone.getByTestId('vote-join').click();
    await expect(phone.getByTestId('vote-ready-count')).toHaveText('0 of 2 ready');
    const phoebe = await phone.evaluate(
      (key) => localStorage.getItem(key) ?? '',
      IDENTITY_KEYS.userId,
    );
    await expect.poll(async () => (await cardUserIds(page)).sort()).toEqual(['a', phoebe].sort());
    const status = page.getByTestId('connection-status');
    const phoneOffline = phone.getByTestId('vote-offline');
    await expect(status).toHaveText('Online');
    // Marks both documents: a reload would lose it.
    for (const p of pages) await p.evaluate(() => ((window as { __same?: boolean }).__same = true));

    await db.pause();
    await expect(status).toHaveText('Offline', { timeout: 15_000 });
    await expect(phoneOffline).toBeVisible({ timeout: 20_000 });
    // Meanwhile Ann gets ready and Bob joins, ready, as another region's clients could
    // have written it.
    writer.raw(`screens/${code}/a/showCard`, true);
    writer.raw(`screens/${code}/b`, {
      userId: 'b',
      userName: 'Bob',
      selected: encodeSelected('5', code, 'b'),
      showCard: true,
      lastUpdate: Date.now(),
    });

    /** Real time for the pages to act on a step: attempts made have failed. */
    const settle = async (ms: number) => {
      await sleep(ms);
      await expect.poll(() => inFlight.every((n) => n() === 0), { timeout: 10_000 }).toBe(true);
    };
    const pageNow = () => page.evaluate(() => Date.now());
    const outageStart = await pageNow();
    for (let t = 0; t < OUTAGE_MS; t += OUTAGE_STEP_MS) {
      await Promise.all(pages.map((p) => p.clock.fastForward(OUTAGE_STEP_MS)));
      await settle(200);
    }
    // Chromium holds a new websocket to a host that refused the last ones for up to a
    // few seconds: an attempt held like that must fail before the database returns, or
    // it would reconnect a page the SDK's backoff would otherwise keep waiting.
    await settle(6_000);
    expect(await pageNow()).toBeGreaterThan(outageStart + 3 * SDK_CEILING_MS);
    await expect(status).toHaveText('Offline');
    await expect(phoneOffline).toBeVisible();

    // Page time stands still (10 s on, so it cannot be behind the page's clock by the
    // time the call arrives on a busy machine); it moves only by the steps below.
    await Promise.all(
      pages.map(async (p) => p.clock.pauseAt(await p.evaluate(() => Date.now() + 10_000))),
    );
    await db.resume();
    const back = async () =>
      (await status.textContent()) === 'Online' && (await phoneOffline.count()) === 0;
    let waited = 0;
    while (!(await back()) && waited < BACK_WITHIN_MS) {
      await Promise.all(pages.map((p) => p.clock.runFor(BACK_STEP_MS)));
      waited += BACK_STEP_MS;
      // A real pause per step, so a busy machine costs real time, not page time.
      await sleep(3 * BACK_STEP_MS);
    }
    expect(await back(), `both pages online within ${BACK_WITHIN_MS} ms of page time`).toBe(true);
    for (const p of pages) await p.clock.resume();

    // The state written during the outage, on the wall and on the phone.
    await expect
      .poll(async () => (await cardUserIds(page)).sort(), { timeout: 20_000 })
      .toEqual(['a', 'b', phoebe].sort());
    await expect.poll(() => statNumber(page, 'stat-ready'), { timeout: 20_000 }).toBe(2);
    await expect(phone.getByTestId('vote-ready-count')).toHaveText('2 of 3 ready', {
      timeout: 20_000,
    });

    // The phone votes; everyone is ready, so the wall reveals Phoebe's card.
    const eight = phone.locator('[data-testid="vote-card"][data-value="8"]');
    await eight.click();
    await expect(eight).toHaveAttribute('aria-pressed', 'true');
    await phone.getByTestId('vote-ready').click();
    await expect(participantCard(page, phoebe).locator('[data-face="front"]')).toContainText('8', {
      timeout: 20_000,
    });
    // (3 + 5 + 8) / 3
    await expect.poll(() => statAverageText(page)).toBe('5.33');
    await expect(phone.getByTestId('vote-average')).toHaveText('5.33');
    for (const p of pages)
      expect(await p.evaluate(() => (window as { __same?: boolean }).__same)).toBe(true);
  } finally {
    await phoneContext.close();
    await server.close();
  }
});
