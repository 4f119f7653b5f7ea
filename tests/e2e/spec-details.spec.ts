/**
 * Details of docs/product.md, through the UI: the image list's placeholder and
 * the `{host}` template, the avatar at 150 card units whatever the display and room,
 * the popup hover delays of every hint (50 ms to open, 70 ms to close) on a clock the
 * test drives, and a config change the database would refuse, shown in Options.
 */
import type { Locator, Page } from '@playwright/test';
import { CONFIG_STRING_MAX_LENGTH } from '../../renderer/domain/records';
import type { ScreenConfig } from '../../renderer/domain/types';
import {
  expect,
  participantCard,
  participantCards,
  saveScreenshot,
  test,
  type App,
} from './fixtures';
import { people } from './people';

test('a rule URL with {host} loads its image from the host the wall was loaded from', async ({
  page,
  app,
  writer,
  code,
}) => {
  writer.raw(`configs/${code}`, {
    customImages: JSON.stringify([{ value: '8', user: '', images: 'http://{host}/favicon.svg' }]),
  });
  await writer.join(code, { userId: 'ann', userName: 'Ann', value: '8', showCard: true });
  await page.goto(app.screenUrl(code));
  const image = participantCard(page, 'ann').getByTestId('card-image');
  const host = new URL(app.origin).host;
  await expect(image).toHaveAttribute('src', `http://${host}/favicon.svg`);
  // It really loaded from there (a broken image would be hidden again).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

// One page per size (the remembered list is per tab), reused for 4, 8 and 12 cards.
for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
]) {
  test(`the avatar is 150 card units at ${size.width}x${size.height}: rendered size / the card scale factor = 150`, async ({
    page,
    app,
    writer,
    code,
  }) => {
    await page.setViewportSize(size);
    await page.goto(app.screenUrl(code));
    const room = people(12, false);
    for (const count of [4, 8, 12]) {
      await writer.joinMany(code, room.slice(count - 4, count));
      await expect(participantCards(page)).toHaveCount(count);
      const grid = page.getByTestId('card-grid');
      const zoom = count > 10 ? 0.64 : count > 6 ? 0.8 : 1;
      await expect(grid).toHaveAttribute('data-zoom', String(zoom));
      const factor = Number(await grid.getAttribute('data-card-scale'));
      const fit = Number(await grid.getAttribute('data-fit'));
      expect(factor).toBeCloseTo(zoom * fit, 4);
      const widths = await page
        .getByTestId('card-avatar')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      expect(widths).toHaveLength(count);
      for (const w of widths) expect(w / factor, `${count} cards`).toBeCloseTo(150, 0);
    }
  });
}

/** A hint's timing on the page's clock, paused: the test moves time itself. */
async function checkHintDelays(page: Page, anchor: Locator, text: string) {
  const hint = page.getByRole('tooltip', { name: text });
  const box = (await anchor.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(40);
  await expect(hint).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(hint).toBeVisible();
  // Leaving: still shown 60 ms later, gone by 80 ms.
  await page.mouse.move(2, box.y + box.height / 2 > 400 ? 2 : 700);
  await page.clock.runFor(60);
  await expect(hint).toBeVisible();
  await page.clock.runFor(20);
  await expect(hint).toHaveCount(0);
}

async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

async function openScreen(page: Page, app: App, code: string) {
  await page.clock.install();
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(1);
}

test('hints open 50 ms after the pointer arrives and close 70 ms after it leaves, on the wall and in Options', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.join(code, { userId: 'ann', userName: 'Ann', value: '8' });
  await openScreen(page, app, code);
  await page.mouse.move(2, 700);
  await pauseClock(page);
  await checkHintDelays(page, page.getByTestId('pause-toggle'), 'Pause Session');
  await checkHintDelays(page, page.getByTestId('settings-button'), 'Options');

  await page.clock.resume();
  await page.getByTestId('settings-button').click();
  const menu = page.getByTestId('settings-menu');
  const preview = menu
    .getByTestId('theme-row')
    .first()
    .getByRole('button', { name: /^Preview / });
  await expect(preview).toBeVisible();
  await page.mouse.move(2, 700);
  await pauseClock(page);
  await checkHintDelays(page, preview, 'Preview');
});

test('an image list too long for the database: Options says what was not saved and why, keeps the text, the database keeps the saved list', async ({
  page,
  app,
  db,
  writer,
  code,
}) => {
  const saved = () =>
    ((db.getData(`configs/${code}`) ?? {}) as Partial<ScreenConfig>).customImages ?? '';
  await writer.join(code, { userId: 'ann', userName: 'Ann', value: '8', showCard: true });
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'ann')).toBeVisible();
  await page.getByTestId('settings-button').click();
  const menu = page.getByTestId('settings-menu');
  await menu.locator('[data-selected="true"]').getByRole('button', { name: 'Edit theme' }).click();
  await menu.getByRole('button', { name: 'Add image rule' }).click();
  const images = menu.getByTestId('image-rule-images');
  await expect(images).toHaveAttribute('placeholder', '{host}');
  await images.fill('https://img.test/8.png');
  await expect.poll(saved).toContain('https://img.test/8.png');
  const before = saved();

  const long = `https://img.test/${'x'.repeat(20_000 - 'https://img.test/.png'.length)}.png`;
  expect(long.length).toBe(20_000);
  await images.fill(long);
  const alert = menu.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Value Specific Images not saved');
  await expect(alert).toContainText(
    `more than the ${CONFIG_STRING_MAX_LENGTH.toLocaleString('en-US')}`,
  );
  await expect(images).toHaveValue(long);
  expect(saved()).toBe(before);
  await saveScreenshot(page, 'options-not-saved');

  // Shortened: saved, and the message goes.
  await images.fill('https://img.test/13.png');
  await expect.poll(saved).toContain('https://img.test/13.png');
  await expect(alert).toHaveCount(0);
});
