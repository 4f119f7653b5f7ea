/**
 * The reveal moment through the UI only (docs/product.md, Reveal with a countdown, Hide
 * names): a wall and phones. With the countdown on, the last Ready starts 3-2-1 on the
 * wall and the phones, and the cards flip when it ends; a Ready withdrawn stops it. With
 * names hidden, the revealed cards and the history name nobody.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  participantCards,
  saveScreenshot,
  statAverageText,
  test,
  watchPage,
} from './fixtures';
import { expectNoAxeViolations } from './axe';
import { NAMES, people } from './people';

async function pick(phone: Page, value: string): Promise<void> {
  await phone.getByRole('button', { name: `Card ${value}`, exact: true }).click();
}

async function vote(phone: Page, value: string): Promise<void> {
  await pick(phone, value);
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** Switches one of the room's options on from the wall's Options. */
async function switchOn(wall: Page, option: string): Promise<void> {
  await wall.keyboard.press('o');
  const options = wall.getByRole('dialog', { name: 'Options' });
  await options.getByRole('switch', { name: option }).check();
  await expect(options.getByRole('switch', { name: option })).toBeChecked();
  await wall.keyboard.press('Escape');
  await expect(options).toBeHidden();
}

/** What a screen reader hears of the wall's count. */
const countSaid = (wall: Page, seconds: number) =>
  wall.getByRole('status').filter({ hasText: `Revealing in ${seconds}` });

test('the countdown reveals after 3 s and stops when a Ready is withdrawn', async ({
  devices,
  code,
}) => {
  test.setTimeout(90_000);
  const wall = await devices.wall(code);
  const [ann, bob] = await devices.phones(code, ['Ann', 'Bob']);
  await switchOn(wall, 'Reveal with a countdown');
  await vote(ann!, '3');
  await pick(bob!, '8');
  await expect(wall.getByTestId('stat-ready')).toContainText('1');
  // The devices' clocks stand still from here and move only when the test moves them,
  // so what they show does not depend on how fast this machine runs (the database's
  // times go on).
  const room = [wall, ann!, bob!];
  const setClocks = (at: number) => Promise.all(room.map((page) => page.clock.setFixedTime(at)));
  await setClocks(Date.now());

  // Bob's Ready is the last: the wall counts, the cards stay hidden.
  await bob!.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(countSaid(wall, 3)).toHaveCount(1);
  await expect(wall.getByText('3', { exact: true })).toBeVisible();
  await expect(wall.locator('[data-revealed="true"]')).toHaveCount(0);
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
  // The phones count with the wall and show no card before it.
  await expect(bob!.getByText('Revealing in 3', { exact: true })).toBeVisible();
  await expect(ann!.getByText('Revealing in 3', { exact: true })).toBeVisible();
  // Nobody is left to nudge: no 'Nudge' on the wall or a phone, and U sends none.
  for (const page of room) {
    await expect(page.getByRole('button', { name: 'Nudge', exact: true })).toHaveCount(0);
  }
  await wall.keyboard.press('u');
  await expect(wall.getByText('Nudge sent')).toHaveCount(0);
  await saveScreenshot(wall, 'reveal-countdown-wall');
  await saveScreenshot(bob!, 'reveal-countdown-phone');

  // Ann withdraws during the count: it stops, and the cards stay hidden once the count
  // would have ended.
  await ann!.getByRole('button', { name: 'Not ready — change my card' }).click();
  await expect(wall.getByTestId('reveal-countdown')).toHaveCount(0);
  await expect(countSaid(wall, 3)).toHaveCount(0);
  await setClocks(Date.now() + 5_000);
  await expect(wall.getByTestId('stat-ready')).toContainText('1');
  await expect(wall.locator('[data-revealed="true"]')).toHaveCount(0);
  await expect.poll(() => statAverageText(wall)).toBe('0.00');
  await expect(bob!.getByText('Waiting for others')).toBeVisible();

  // Ready again: a whole count, then every card at once, on the wall and the phones.
  await setClocks(Date.now());
  await ann!.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(countSaid(wall, 3)).toHaveCount(1);
  await expect(wall.locator('[data-revealed="true"]')).toHaveCount(0);
  // Two seconds on, the count still holds the cards.
  await setClocks(Date.now() + 2_000);
  await expect(wall.getByRole('status').filter({ hasText: /^Revealing in [12]$/ })).toHaveCount(1);
  await expect(wall.locator('[data-revealed="true"]')).toHaveCount(0);
  // Well past three (a device's idea of the database's time may lag a little): over.
  await setClocks(Date.now() + 5_000);
  await expect(wall.locator('[data-revealed="true"]')).toHaveCount(2);
  await expect(wall.getByTestId('reveal-countdown')).toHaveCount(0);
  await expect.poll(() => statAverageText(wall)).toBe('5.50');
  for (const phone of [ann!, bob!]) {
    await expect(phone.getByText('Cards are revealed')).toBeVisible();
    await expect(phone.getByTestId('vote-average')).toHaveText('5.50');
  }
});

test('Hide names: no name on any revealed card or in the history', async ({ devices, code }) => {
  test.setTimeout(90_000);
  const wall = await devices.wall(code);
  const names = ['Ann', 'Bob', 'Cy'];
  const phones = await devices.phones(code, names);
  const watch = watchPage(wall);
  await switchOn(wall, 'Hide names');
  // This wall chimes at the reveal too: it plays without a word in the console.
  await switchOn(wall, 'Sound at reveal');
  await vote(phones[0]!, '8');
  await vote(phones[1]!, '2');
  // Before the reveal the cards say who is ready.
  const ready = wall.getByTestId('participant-card').filter({ hasText: 'Bob' });
  await expect(ready.getByLabel('Ready')).toBeVisible();

  await vote(phones[2]!, '5');
  await expect.poll(() => statAverageText(wall)).toBe('5.00');
  const cards = wall.getByTestId('participant-card');
  // By value, each heard as its vote alone.
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAccessibleName('Vote 2');
  await expect(cards.nth(1)).toHaveAccessibleName('Vote 5');
  await expect(cards.nth(2)).toHaveAccessibleName('Vote 8');
  await expect(wall.getByRole('img', { name: 'Vote 5' })).toBeVisible();
  for (const name of names) {
    await expect(wall.getByText(name)).toHaveCount(0);
    await expect(wall.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  }
  await saveScreenshot(wall, 'reveal-anonymous-wall');
  expect(watch.problems()).not.toMatch(/audio/i);
  expect(watch.errors).toEqual([]);

  // The history, on a phone and in the wall's Options, keeps the votes without names.
  const ann = phones[0]!;
  await ann.getByRole('button', { name: 'History' }).click();
  const kept = ann.getByTestId('history-round');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByTestId('history-vote')).toHaveText(['2', '5', '8']);
  for (const name of names) await expect(kept).not.toContainText(name);

  await wall.keyboard.press('o');
  const history = wall.getByRole('dialog', { name: 'Options' }).getByRole('region', {
    name: 'History',
  });
  await expect(history.getByTestId('history-round')).toHaveCount(1);
  for (const name of names) await expect(history).not.toContainText(name);
});

const SHOT_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
] as const;

test.describe('screenshots', () => {
  // axe-core is injected into the page, which its CSP forbids (see axe.ts).
  test.use({ bypassCSP: true });
  for (const lang of ['en', 'de', 'ar'] as const) {
    test(`the countdown and an anonymous reveal in ${lang}, on a wall and in portrait (screenshots)`, async ({
      page,
      app,
      code,
      writer,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript((chosen) => localStorage.setItem('storyPoint.locale', chosen), lang);
      await page.setViewportSize(SHOT_SIZES[0]);
      await page.goto(app.screenUrl(code));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      writer.raw(`sessions/${code}/options`, { revealCountdown: true });
      const room = people(8, false);
      await writer.joinMany(code, room);
      await expect(participantCards(page)).toHaveCount(8);
      // The wall's clock stands still, so the count holds for the pictures.
      await page.clock.setFixedTime(Date.now());
      for (const p of room) await writer.ready(code, p.userId, true);
      await expect(page.getByTestId('reveal-countdown')).toHaveText(/^[123]$/);
      await expectNoAxeViolations(page, `${lang}, counting`);
      for (const size of SHOT_SIZES) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `reveal-countdown-${lang}-${size.width}x${size.height}`);
      }

      writer.raw(`sessions/${code}/options`, { hideNames: true });
      await expect(page.locator('[data-anonymous="true"][data-revealed="true"]')).toHaveCount(8);
      for (const name of NAMES.slice(0, 8)) await expect(page.getByText(name)).toHaveCount(0);
      await expectNoAxeViolations(page, `${lang}, anonymous`);
      for (const size of SHOT_SIZES) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `reveal-anonymous-${lang}-${size.width}x${size.height}`);
      }
    });
  }
});
