/**
 * The database server stops for 10 s and starts again with the same data. The
 * screen says it is offline, then comes back to exactly the right state without
 * a reload and without duplicates; a phone keeps its vote and sends it again.
 */
import type { Page } from '@playwright/test';
import { decodeSelected, encodeSelected } from '../../renderer/domain/codec';
import {
  cardUserIds,
  expect,
  participantCards,
  statAverageText,
  statNumber,
  test,
  watchPage,
} from './fixtures';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';
import { expectThroughout } from './settled';

const OUTAGE_MS = 10_000;

async function expectState(
  page: Page,
  state: { ids: string[]; participants: number; ready: number; average: string },
) {
  await expect
    .poll(async () => (await cardUserIds(page)).sort(), { timeout: 30_000 })
    .toEqual([...state.ids].sort());
  await expect.poll(() => statNumber(page, 'stat-participants')).toBe(state.participants);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(state.ready);
  await expect.poll(() => statAverageText(page)).toBe(state.average);
}

test('screen shows the outage and recovers the exact state without a reload', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  test.setTimeout(120_000);
  const watch = watchPage(page);
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
    { userId: 'c', userName: 'Cat', value: '8', showCard: false },
  ]);
  await page.goto(app.screenUrl(code));
  // Marks the document: a reload would lose it.
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await expectState(page, { ids: ['a', 'b', 'c'], participants: 3, ready: 2, average: '0.00' });
  const status = page.getByTestId('connection-status');
  await expect(status).toHaveText(/online/i);

  await db.pause();
  await expect(status).toHaveText(/offline/i, { timeout: 15_000 });
  // While the server is away the data changes underneath (as another region's
  // clients could have changed it): c gets ready and a changes its card.
  await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
  writer.raw(`screens/${code}/c/showCard`, true);
  writer.raw(`screens/${code}/a/selected`, encodeSelected('13', code, 'a'));
  await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
  await db.resume();

  await expect(status).toHaveText(/online/i, { timeout: 45_000 });
  // Everyone ready now: average of 13, 5 and 8 = 8.67.
  await expectState(page, { ids: ['a', 'b', 'c'], participants: 3, ready: 3, average: '8.67' });
  expect(await participantCards(page).count()).toBe(3);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(watch.errors).toEqual([]);
});

test.describe('phone page', () => {
  test('a participant page keeps its vote through the outage and sends it again', async ({
    page,
    browser,
    app,
    code,
    db,
  }) => {
    test.setTimeout(120_000);
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    try {
      await page.goto(app.screenUrl(code));
      await phone.goto(app.voteUrl(code));
      const userId = await joinFromPhone(phone, 'Phoebe');
      await pickCard(phone, '5');
      const record = () =>
        db.getData(`screens/${code}/${userId}`) as {
          selected?: string;
          lastUpdate?: number;
        } | null;
      const value = () => {
        const r = record();
        const d = r ? decodeSelected(r.selected, code, userId) : null;
        return d && d.ok ? d.value : null;
      };
      await expect.poll(value).toBe('5');
      await expect(participantCards(page)).toHaveCount(1);

      await db.pause();
      // The phone changes its mind while the server is away.
      await new Promise((r) => setTimeout(r, 2_000));
      await pickCard(phone, '8');
      await new Promise((r) => setTimeout(r, OUTAGE_MS - 2_000));
      // A dropped connection is not leaving (docs/product.md, Away): the server kept the
      // record and the old vote; the change made during the outage is sent when it
      // returns. (A record removed meanwhile was removed by New round: that phone comes
      // back with no vote, tests/e2e/meeting.spec.ts.)
      expect(value()).toBe('5');
      const resumedAt = Date.now();
      await db.resume();

      await expect.poll(value, { timeout: 45_000 }).toBe('8');
      await expect.poll(() => record()?.lastUpdate ?? 0).toBeGreaterThanOrEqual(resumedAt - 1_000);
      // The phone still shows its choice, and the screen shows one card for it.
      await expect(selectedCard(phone)).toContainText('8');
      await expect(participantCards(page)).toHaveCount(1, { timeout: 30_000 });
    } finally {
      await phoneContext.close();
    }
  });
});

test('a screen started while the database is away says it is connecting, never welcome, then shows its cards', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  test.setTimeout(90_000);
  await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3', showCard: true }]);
  await db.pause();
  try {
    await page.goto(app.screenUrl(code));
    await expect(page.getByTestId('screen-connecting')).toHaveText('Connecting…');
    // A running room must not flash the welcome box of an empty screen (a kiosk rebooting
    // before the network is up).
    await expectThroughout(
      'while the database does not answer: Connecting…, no welcome box, no cards',
      async () =>
        (await page.getByTestId('welcome-box').count()) === 0 &&
        (await participantCards(page).count()) === 0 &&
        (await page.getByTestId('screen-connecting').count()) === 1,
      2_000,
    );
  } finally {
    await db.resume();
  }
  await expect(participantCards(page)).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByTestId('screen-connecting')).toHaveCount(0);
});

// The phone page's controls (renderer/ui/phone/). Returns the participant's userId.
async function joinFromPhone(phone: Page, name: string): Promise<string> {
  const nameInput = phone.getByTestId('vote-name').or(phone.getByLabel(/name/i)).first();
  await nameInput.fill(name);
  await phone
    .getByTestId('vote-join')
    .or(phone.getByRole('button', { name: /join/i }))
    .first()
    .click();
  await expect(phone.getByTestId('vote-card').first()).toBeVisible();
  return phone.evaluate((key) => localStorage.getItem(key) ?? '', IDENTITY_KEYS.userId);
}

async function pickCard(phone: Page, value: string) {
  await phone.locator(`[data-testid="vote-card"][data-value="${value}"]`).click();
}

const selectedCard = (phone: Page) =>
  phone.locator('[data-testid="vote-card"][aria-pressed="true"]');
