/**
 * A phone opening its page as the slowest of them do (CPU 4x slower, its scripts still on
 * the way) with a first connection to the database that fails, and a person typing their
 * name at once: the steps the first-paint spec of each serving path takes (the room
 * server, a static host answering every path with index.html, Firebase Hosting).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE_VIEWPORT } from './devices';
import { expect, saveScreenshot } from './fixtures';
import { holdScripts, type HeldScripts } from './held-scripts';

/** A phone's page opened on a slow phone; its context is the caller's to close. */
export interface SlowPhone {
  page: Page;
  context: BrowserContext;
  scripts: HeldScripts;
  /** The websockets the page opened so far (the first one was refused). */
  sockets(): number;
  /** The script files that reached the page so far. */
  scriptsLoaded(): string[];
}

/** The CPU slowdown of the bench's phone profile (bench/scenarios/phone-start.ts). */
const CPU_SLOWDOWN = 4;

/** A new phone, its CPU slowed down, its scripts held, its first websocket refused. */
export async function openSlowPhone(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<SlowPhone> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    isMobile: true,
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let sockets = 0;
  await context.routeWebSocket(/.*/, (ws) => {
    sockets += 1;
    if (sockets === 1) void ws.close();
    else ws.connectToServer();
  });
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  const scripts = await holdScripts(page);
  return { page, context, scripts, sockets: () => sockets, scriptsLoaded: () => [...loaded] };
}

/**
 * Opens `url` on `phone` and types a name before any script file has loaded, the rest of
 * it while the page's code arrives and takes the form over; the name is kept, with the
 * field's focus, and joins: the phone shows it and so does `wall`. The form is saved as
 * `{shots}-before.png` before the scripts come and `{shots}-after.png` once the page runs.
 */
export async function typeEarlyAndJoin(
  phone: SlowPhone,
  url: string,
  wall: Page,
  shots: string,
): Promise<void> {
  const { page } = phone;
  await page.goto(url, { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: 'Your name' });
  await expect(field).toBeVisible();
  await expect(field).toBeEnabled();
  await field.click();
  await page.keyboard.type('Ada Love');
  await expect(field).toHaveValue('Ada Love');
  // Nothing of the app has run: its avatar preview would follow the name.
  await expect(page.getByTestId('vote-avatar')).toHaveText('?');
  expect(phone.scriptsLoaded()).toEqual([]);
  const before = await field.boundingBox();
  await saveScreenshot(page, `${shots}-before`);

  phone.scripts.release();
  // Typed while the page's code loads and hydrates the form.
  await page.keyboard.type('lace', { delay: 60 });
  await expect(page.getByTestId('vote-avatar')).toHaveText('AL');
  await expect(field).toHaveValue('Ada Lovelace');
  await expect(field).toBeFocused();
  // The page took the form over where it was: nothing moved.
  expect(await field.boundingBox()).toEqual(before);
  await saveScreenshot(page, `${shots}-after`);

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('vote-me')).toHaveText('Ada Lovelace');
  await expect(wall.getByRole('main').getByText('Ada Lovelace')).toBeVisible();
  // The phone got there over its second connection: the first was refused.
  expect(phone.sockets()).toBeGreaterThanOrEqual(2);
}
