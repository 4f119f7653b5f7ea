/**
 * Languages as a person meets them: a phone follows its browser's languages, Arabic
 * turns the page right to left without a horizontal scroll, and the wall's 'Language'
 * setting in Options changes every label at once and is still chosen after a reload.
 */
import type { Page } from '@playwright/test';
import { expect, participantCard, saveScreenshot, test } from './fixtures';

/** True when the page scrolls sideways (something overflows the viewport). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test('a phone whose browser asks for German gets German', async ({ browser, app, code }) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 360, height: 740 },
  });
  const phone = await context.newPage();
  await phone.goto(app.voteUrl(code));
  await expect(phone.getByRole('heading', { name: 'An der Abstimmung teilnehmen' })).toBeVisible();
  await expect(phone.getByLabel('Ihr Name')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Teilnehmen' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
  await expect(phone.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // A refusal reads in German too.
  await phone.getByRole('button', { name: 'Teilnehmen' }).click();
  await expect(phone.getByText('Bitte Namen eingeben')).toBeVisible();
  expect(await scrollsSideways(phone)).toBe(false);
  await saveScreenshot(phone, 'locale-phone-de-360');
  await context.close();
});

test('a phone in Arabic reads right to left, mirrored, with no horizontal scroll', async ({
  browser,
  app,
  code,
}) => {
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await phone.goto(app.voteUrl(code));
  await expect(phone.getByRole('heading', { name: 'انضم إلى التصويت' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  // Mirrored: the product name starts at the right edge of the header.
  const header = await phone.locator('header').boundingBox();
  const title = await phone.locator('header').getByText('Story Point').boundingBox();
  expect(header && title).toBeTruthy();
  expect(title!.x + title!.width).toBeGreaterThan(header!.width - 40);
  await phone.getByLabel('اسمك').fill('Ann');
  await phone.getByRole('button', { name: 'انضمام' }).click();
  await expect(phone.getByText('اختر بطاقتك')).toBeVisible();
  // Numbers stay in Western digits.
  await expect(phone.getByTestId('vote-ready-count')).toContainText('0 من 1');
  expect(await scrollsSideways(phone)).toBe(false);
  await saveScreenshot(phone, 'locale-phone-ar-360');
  await context.close();
});

test("the wall's Language setting changes every label at once and survives a reload", async ({
  page,
  app,
  code,
  writer,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await writer.join(code, { userId: 'u-ann', userName: 'Ann', value: '5', showCard: true });
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'u-ann')).toBeVisible();
  await expect(page.getByText('Average Point')).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('dialog', { name: 'Options' });
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('de');

  // Everything at once: the menu, the statistics, the buttons, the average's comma.
  await expect(page.getByRole('dialog', { name: 'Optionen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // The statistics bar, and the history in the menu ('Durchschnitt 5,00' for the round).
  await expect(page.getByTestId('statistics-bar').getByText('Durchschnitt')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Optionen' }).getByTestId('history-average'),
  ).toHaveText('Durchschnitt 5,00');
  await expect(page.getByText('Teilnehmer', { exact: true })).toBeVisible();
  // Behind the open menu (hidden from the accessibility tree while it is open).
  await expect(page.getByTestId('new-round')).toHaveText('Neue Runde');
  await expect(page.getByTestId('stat-average').getByTestId('stat-number')).toHaveText('5,00');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Average Point')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Durchschnitt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await saveScreenshot(page, 'locale-switch-wall-de-1920');

  // Arabic: the Options menu slides in from the left, numbers stay as they are.
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  const arabicMenu = page.getByRole('dialog', { name: 'الخيارات' });
  await expect(arabicMenu).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(async () => {
    const box = await arabicMenu.boundingBox();
    expect(box?.x).toBe(0);
  }).toPass();
  await expect(page.getByTestId('stat-average').getByTestId('stat-number')).toHaveText('5.00');
  await saveScreenshot(page, 'locale-switch-wall-ar-menu-1920');
  await page.keyboard.press('Escape');
  // Photographed once the menu has slid out, not halfway.
  await expect(arabicMenu).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await scrollsSideways(page)).toBe(false);
  await saveScreenshot(page, 'locale-switch-wall-ar-1280');

  // Back to English for whoever uses this device next.
  await page.getByTestId('settings-button').click();
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
