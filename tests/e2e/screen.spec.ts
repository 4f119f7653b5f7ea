/**
 * The screen view (docs/product.md) in Chromium against the production build and the
 * local database, with participants written through the official SDK: counts, average,
 * reveal, offline and remove, block and unblock, positions, pause and continue, custom
 * images, decode failures, the welcome box, the 20-window, the 30-minute drop, new round
 * and the connection indicator.
 */
import type { Locator, Page } from '@playwright/test';
import { POPUP_CLOSE_DELAY_MS, RESUME_DELAY_MS } from '../../renderer/domain/constants';
import { INACTIVITY_MS } from '../../renderer/domain/participants';
import {
  cardUserIds,
  expect,
  participantCard,
  participantCards,
  statAverageText,
  statNumber,
  test,
  watchPage,
} from './fixtures';
import { expectThroughout } from './settled';

const revealedCards = (page: Page) =>
  page.locator('[data-testid="participant-card"][data-revealed="true"]');

async function openCardMenu(page: Page, userId: string): Promise<void> {
  const card = participantCard(page, userId);
  await card.hover();
  await card.getByTestId('card-menu-button').click();
}

async function chooseInMenu(page: Page, userId: string, item: string): Promise<void> {
  await openCardMenu(page, userId);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

const stat = (page: Page, id: string) => statNumber(page, id);

async function frontOf(card: Locator): Promise<string> {
  return (await card.locator('[data-face="front"]').textContent()) ?? '';
}

test('counts, reveal only when everyone is ready, average with 2 decimals', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
    { userId: 'c', userName: 'Cat', value: '8' },
  ]);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(3);
  await expect.poll(() => stat(page, 'stat-participants')).toBe(3);
  await expect.poll(() => stat(page, 'stat-ready')).toBe(2);
  await expect.poll(() => statAverageText(page)).toBe('0.00');
  // Not everyone ready: no card shows its value, ready ones show the check.
  await expect(revealedCards(page)).toHaveCount(0);
  expect(await frontOf(participantCard(page, 'a'))).toBe('');
  await expect(participantCard(page, 'a').getByTestId('card-ready')).toBeVisible();
  await expect(participantCard(page, 'c').getByTestId('card-ready')).toHaveCount(0);

  await writer.ready(code, 'c', true);
  await expect(revealedCards(page)).toHaveCount(3);
  await expect.poll(() => statAverageText(page)).toBe('5.33');
  await expect(participantCard(page, 'c').locator('[data-face="front"]')).toContainText('8');
  await expect(page.getByTestId('stat-average')).toContainText('Average Point');
});

test('average leaves out non-numeric cards and counts size names and ½', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: 'XS', showCard: true },
    { userId: 'b', userName: 'Bob', value: 'XL', showCard: true },
    { userId: 'c', userName: 'Cat', value: '½', showCard: true },
    { userId: 'd', userName: 'Dan', value: '?', showCard: true },
    { userId: 'e', userName: 'Eve', value: 'C', showCard: true },
    { userId: 'f', userName: 'Fay', value: '∞', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  // (1 + 5 + 0.5) / 3 = 2.1666… → 2.17
  await expect.poll(() => statAverageText(page)).toBe('2.17');
  await expect(participantCard(page, 'e').getByTestId('coffee-icon')).toBeVisible();
});

test('offline participant: label, holds the average at 0, removed from the session', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => statAverageText(page)).toBe('4.00');
  await writer.leave(code, 'b');
  const bob = participantCard(page, 'b');
  await expect(bob.getByTestId('card-offline')).toHaveText('Offline');
  await expect.poll(() => statAverageText(page)).toBe('0.00');
  await expect(revealedCards(page)).toHaveCount(0);
  // Online participants have no remove control.
  await openCardMenu(page, 'a');
  await expect(page.getByRole('menuitem', { name: 'Remove from session' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 500);

  await chooseInMenu(page, 'b', 'Remove from session');
  await expect(bob).toHaveCount(0);
  await expect.poll(() => statAverageText(page)).toBe('3.00');
  expect(db.getData(`screens/${code}/b`)).toBeNull();
  // Forgotten for good: a reload does not bring the card back.
  await page.reload();
  await expect(participantCards(page)).toHaveCount(1);
});

test('hover popups: the card menu and the pause hint open on hover and close on leaving; Escape and a click elsewhere close the menu', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3' }]);
  await page.goto(app.screenUrl(code));
  const menu = page.getByRole('menu', { name: 'Actions for Ann' });
  const button = participantCard(page, 'a').getByTestId('card-menu-button');
  // Hover alone opens it (the items load on the first hover); leaving closes it.
  await button.hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Block User', 'Center', 'Left', 'Right']);
  // The pointer may travel from the button into the menu without it closing.
  // Watched for longer than the close delay: a close would have happened in the window.
  const staysOpen = () =>
    expectThroughout('the menu stays open', () => menu.isVisible(), 4 * POPUP_CLOSE_DELAY_MS);
  await menu.getByRole('menuitem', { name: 'Left' }).hover();
  await staysOpen();
  // And back onto the button.
  await button.hover();
  await staysOpen();
  await page.mouse.move(5, 700);
  await expect(menu).toHaveCount(0);
  // A click opens it too; Escape closes it, and so does a click elsewhere.
  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(5, 700);
  await expect(menu).toHaveCount(0);
  // The menu stays on screen (flipped above when the card sits low).
  await button.click();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  await page.keyboard.press('Escape');

  // The pause toggle's hint.
  await page.getByTestId('pause-toggle').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pause Session');
  await page.mouse.move(5, 700);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Paused, the same button's hint says how to go on.
  await page.getByTestId('pause-toggle').click();
  await page.mouse.move(5, 700);
  await page.getByTestId('pause-toggle').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Continue Session');
  await page.mouse.move(5, 700);
  // The gear's hint names the settings menu.
  await page.getByTestId('settings-button').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Options');
  await page.mouse.move(5, 700);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('block removes the card from counts and average; unblock brings it back', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '13' },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => stat(page, 'stat-participants')).toBe(2);
  await chooseInMenu(page, 'b', 'Block User');
  await expect(participantCard(page, 'b')).toHaveCount(0);
  await expect.poll(() => stat(page, 'stat-participants')).toBe(1);
  // Bob no longer holds the reveal.
  await expect.poll(() => statAverageText(page)).toBe('3.00');
  const stored = await page.evaluate(() => sessionStorage.getItem('blockedClients'));
  expect(JSON.parse(stored ?? '[]')).toMatchObject([{ userId: 'b', userName: 'Bob' }]);
  // Still blocked after a reload of this tab.
  await page.reload();
  await expect(participantCards(page)).toHaveCount(1);

  await page.getByTestId('settings-button').click();
  await page.getByRole('button', { name: 'Unblock Bob' }).click();
  await page.keyboard.press('Escape');
  await expect(participantCard(page, 'b')).toBeVisible();
  await expect.poll(() => stat(page, 'stat-participants')).toBe(2);
  await expect.poll(() => statAverageText(page)).toBe('0.00');
});

test('positions: left and right columns, Center removes the stored position', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann' },
    { userId: 'b', userName: 'Bob' },
    { userId: 'c', userName: 'Cat' },
  ]);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(3);
  await expect(page.locator('[data-layout="plain"]')).toBeVisible();

  await chooseInMenu(page, 'a', 'Left');
  await chooseInMenu(page, 'c', 'Right');
  await expect(page.locator('[data-layout="positioned"]')).toBeVisible();
  await expect(page.getByTestId('grid-left').getByTestId('participant-card')).toHaveAttribute(
    'data-user-id',
    'a',
  );
  await expect(page.getByTestId('grid-right').getByTestId('participant-card')).toHaveAttribute(
    'data-user-id',
    'c',
  );
  await expect(page.getByTestId('grid-center').getByTestId('participant-card')).toHaveAttribute(
    'data-user-id',
    'b',
  );
  const left = await participantCard(page, 'a').boundingBox();
  const center = await participantCard(page, 'b').boundingBox();
  const right = await participantCard(page, 'c').boundingBox();
  // Left at the left edge, right far to the right, the default one between them.
  expect(left!.x).toBeLessThan(200);
  expect(center!.x).toBeGreaterThan(left!.x + 400);
  expect(right!.x).toBeGreaterThan(center!.x + 400);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('positionConfig'))) ?? '{}'),
  ).toEqual({ a: 'left', c: 'right' });

  // Kept on this device across a reload.
  await page.reload();
  await expect(page.getByTestId('grid-left').getByTestId('participant-card')).toHaveCount(1);

  await chooseInMenu(page, 'a', 'Center');
  await chooseInMenu(page, 'c', 'Center');
  await expect(page.locator('[data-layout="plain"]')).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('positionConfig'))) ?? '{}'),
  ).toEqual({});
});

test('pause freezes the average while Ready updates; continue hides and recalculates', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => statAverageText(page)).toBe('4.00');
  const toggle = page.getByTestId('pause-toggle');
  await expect(toggle).toHaveAccessibleName('Pause Session');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Continue Session');

  await writer.vote(code, 'a', '13', true);
  await writer.ready(code, 'b', false);
  await expect.poll(() => stat(page, 'stat-ready')).toBe(1);
  await writer.ready(code, 'b', true);
  await expect.poll(() => stat(page, 'stat-ready')).toBe(2);
  // The ready count and the average come from the same snapshot and render together: the
  // ready count showing 2 is the signal that the average had its chance to change.
  expect(await statAverageText(page)).toBe('4.00');
  // The frozen value (the front also carries the result summary's 'Lowest' mark).
  await expect(participantCard(page, 'a').getByTestId('card-value')).toHaveText('3');

  // Every card turns face down, then the last snapshot is shown 0.5 s after Continue. The
  // page itself notes when: a poll from here could miss the face-down half second on a
  // busy machine.
  await page.evaluate(() => {
    const shown = () =>
      document.querySelectorAll('[data-testid="participant-card"][data-revealed="true"]').length;
    const times: { continued?: number; faceDown?: number; faceUp?: number } = {};
    (window as unknown as { __continue: typeof times }).__continue = times;
    document.addEventListener(
      'click',
      () => {
        times.continued = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver(() => {
      if (times.continued === undefined) return;
      if (shown() === 0) times.faceDown ??= performance.now();
      else if (times.faceDown !== undefined) times.faceUp ??= performance.now();
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-revealed'],
    });
  });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Pause Session');
  await expect(revealedCards(page)).toHaveCount(2);
  await expect.poll(() => statAverageText(page)).toBe('9.00');
  const times = await page.evaluate(
    () => (window as unknown as { __continue: Record<string, number> }).__continue,
  );
  expect(times.faceDown, 'the cards turned face down after Continue').toBeDefined();
  expect(times.faceUp, 'and face up again after that').toBeDefined();
  // Timers never fire early: the last snapshot waits the whole resume delay (spec: 500 ms).
  expect(Number(times.faceUp) - Number(times.continued)).toBeGreaterThanOrEqual(
    RESUME_DELAY_MS - 1,
  );
});

test('a value-specific image rule puts its image on the matching card', async ({
  page,
  app,
  writer,
  code,
}) => {
  const image = `${app.origin}/favicon.svg`;
  writer.raw(`configs/${code}`, {
    customImages: JSON.stringify([
      { value: '^8$', user: '', images: image },
      { value: '', user: 'Nobody', images: `${app.origin}/other.svg` },
    ]),
  });
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '8', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'a').locator(`img[src="${image}"]`)).toHaveCount(1);
  await expect(participantCard(page, 'b').getByTestId('card-image')).toHaveCount(0);
  await expect(participantCard(page, 'a')).toContainText('8');
});

test('pictures that do not load fall back to the initials avatar; a broken custom image leaves the value', async ({
  page,
  app,
  writer,
  code,
}) => {
  const picture = `${app.origin}/favicon.svg`;
  // The server answers unknown paths with the app's HTML: not an image.
  const notAnImage = `${app.origin}/missing-picture.png`;
  const refused = 'http://127.0.0.1:1/unreachable.png';
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann Archer', picture, value: '5' },
    { userId: 'b', userName: 'Bob Baker', picture: notAnImage, value: '8' },
    { userId: 'c', userName: 'Cleo Cruz', picture: refused, value: '5' },
  ]);
  await page.goto(app.screenUrl(code));

  const avatar = (id: string) => participantCard(page, id).getByTestId('card-avatar');
  await expect(avatar('a')).toHaveAttribute('data-kind', 'picture');
  await expect(avatar('a').locator(`img[src="${picture}"]`)).toHaveCount(1);
  await expect(avatar('b')).toHaveAttribute('data-kind', 'initials');
  await expect(avatar('b')).toHaveText('BB');
  await expect(avatar('c')).toHaveAttribute('data-kind', 'initials');
  await expect(avatar('c')).toHaveText('CC');

  // A value-specific image that does not load: the card shows its value instead.
  writer.raw(`configs/${code}`, {
    customImages: JSON.stringify([{ value: '^5$', user: '', images: notAnImage }]),
  });
  for (const id of ['a', 'b', 'c']) await writer.ready(code, id, true);
  await expect.poll(() => statAverageText(page)).toBe('6.00');
  for (const id of ['a', 'c']) {
    await expect(participantCard(page, id).getByTestId('card-image')).toHaveCount(0);
    await expect(participantCard(page, id)).toContainText('5');
  }
  await expect(participantCard(page, 'b')).toContainText('8');
});

test('an undecodable card shows the placeholder face and the console message', async ({
  page,
  app,
  writer,
  code,
}) => {
  const watch = watchPage(page);
  await writer.join(code, { userId: 'a', userName: 'Ann', value: '5', showCard: true });
  writer.raw(`screens/${code}/bad`, {
    userId: 'bad',
    userName: 'Broken',
    selected: '-%%%garbage',
    showCard: true,
    lastUpdate: Date.now(),
  });
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'bad').getByTestId('card-placeholder')).toBeVisible();
  await expect.poll(() => statAverageText(page)).toBe('5.00');
  await expect.poll(() => watch.problems()).toContain('Decryption error:');
  expect(watch.problems()).toContain('Please close other tabs or windows');
  // Once per bad value, not on every snapshot.
  await writer.vote(code, 'a', '8', true);
  await expect.poll(() => statAverageText(page)).toBe('8.00');
  expect(watch.console.filter((m) => m.text.includes('Decryption error:'))).toHaveLength(1);
});

test('welcome box: editable random code with Change; read-only code; join URL and QR', async ({
  page,
  app,
  code,
}) => {
  await page.goto(app.screenUrl('screen-abc12345'));
  const box = page.getByTestId('welcome-box');
  await expect(box).toContainText('Welcome to Story Point');
  await expect(box).toContainText('Your Screen Code :');
  await expect(box.getByTestId('join-url')).toHaveText(`${app.origin}/screen-abc12345/vote`);
  await expect(box.getByTestId('qr-code').locator('svg path')).toHaveCount(1);
  const input = box.getByTestId('screen-code-input');
  await expect(input).toHaveValue('screen-abc12345');
  await expect(box.getByRole('button', { name: 'Change' })).toHaveCount(0);
  await input.fill('Team Rocket!!');
  await box.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(`${app.origin}/Team-Rocket-`);
  // Not a random code: read-only.
  await expect(page.getByTestId('welcome-box').getByTestId('screen-code')).toHaveText(
    'Team-Rocket-',
  );
  await expect(page.getByTestId('screen-code-input')).toHaveCount(0);

  await page.goto(app.screenUrl(code));
  await expect(page.getByTestId('screen-code')).toHaveText(code);
});

test('the welcome box gives way to cards, and the join panel stays unless switched off', async ({
  page,
  app,
  writer,
  code,
}) => {
  await page.goto(app.screenUrl(code));
  await expect(page.getByTestId('welcome-box')).toBeVisible();
  await writer.join(code, { userId: 'a', userName: 'Ann' });
  await expect(page.getByTestId('welcome-box')).toHaveCount(0);
  const panel = page.getByTestId('join-panel');
  await expect(panel).toContainText(code);
  await expect(panel.getByTestId('qr-code')).toHaveAttribute(
    'data-qr-text',
    `${app.origin}/${code}/vote`,
  );
  await page.getByTestId('settings-button').click();
  await page.getByLabel('Show join panel').uncheck();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(participantCards(page)).toHaveCount(1);
  await expect(page.getByTestId('join-panel')).toHaveCount(0);
});

test('only the 20 most recent participants are shown', async ({ page, app, writer, code }) => {
  const now = Date.now();
  await writer.joinMany(
    code,
    Array.from({ length: 23 }, (_, i) => ({
      userId: `u${String(i).padStart(2, '0')}`,
      userName: `User ${i}`,
      lastUpdate: now - i * 1000,
    })),
  );
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(20);
  expect((await cardUserIds(page)).sort()).toEqual(
    Array.from({ length: 20 }, (_, i) => `u${String(i).padStart(2, '0')}`),
  );
  await expect.poll(() => stat(page, 'stat-participants')).toBe(20);
});

test('participants inactive for more than 30 minutes are dropped, also while the page is open', async ({
  page,
  app,
  writer,
  code,
}) => {
  await page.clock.install();
  const now = Date.now();
  await writer.joinMany(code, [
    { userId: 'old', userName: 'Old', lastUpdate: now - INACTIVITY_MS - 60_000 },
    { userId: 'soon', userName: 'Soon', lastUpdate: now - INACTIVITY_MS + 20_000 },
    // Written now (server time): fresh long after the 31 s below.
    { userId: 'new', userName: 'New' },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(async () => (await cardUserIds(page)).sort()).toEqual(['new', 'soon']);
  // Live first: the first cards come from a REST read before the database connection, and
  // a connection made after the jump below would set the wall's clock back to the
  // database's (its server time offset), so 'Soon' would rightly be fresh again.
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
  // No new write: the next periodic check (every 30 s) drops the one gone stale.
  await page.clock.fastForward(31_000);
  await expect.poll(() => cardUserIds(page)).toEqual(['new']);
  await expect.poll(() => stat(page, 'stat-participants')).toBe(1);
});

test('New round moves the round on in the database: every selection and readiness is gone', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5', showCard: true },
  ]);
  await page.goto(app.screenUrl(code));
  await expect.poll(() => statAverageText(page)).toBe('4.00');
  await page.getByRole('button', { name: 'New round' }).click();
  await expect.poll(() => stat(page, 'stat-ready')).toBe(0);
  await expect.poll(() => statAverageText(page)).toBe('0.00');
  await expect(revealedCards(page)).toHaveCount(0);
  // The records stay in the round that ended, which holds no vote any more.
  expect(db.getData(`sessions/${code}/round`)).toBe(1);
  for (const id of ['a', 'b'])
    expect(db.getData(`screens/${code}/${id}`)).toMatchObject({ round: 0 });
  await expect(participantCards(page)).toHaveCount(2);
});

test('the Online label turns Offline when the database goes away and returns by itself', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  test.setTimeout(90_000);
  await writer.join(code, { userId: 'a', userName: 'Ann' });
  await page.goto(app.screenUrl(code));
  const status = page.getByTestId('connection-status');
  await expect(status).toHaveText('Online');
  await db.pause();
  try {
    await expect(status).toHaveText('Offline', { timeout: 20_000 });
  } finally {
    await db.resume();
  }
  await expect(status).toHaveText('Online', { timeout: 45_000 });
});
