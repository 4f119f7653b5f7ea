/**
 * The session (issue 13) through the UI only, with a wall and phones in their own
 * browser contexts against the production build and the local database: the story
 * set from a phone, a countdown that every device shows alike (measured: the moment
 * each one changes its shown seconds), a late joiner, New round from a phone, the
 * history with its CSV and Markdown export, hostile input, and screenshots.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test, type App } from './fixtures';

const WALL = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function openWall(browser: Browser, app: App, code: string): Promise<Page> {
  const context = await browser.newContext({ viewport: WALL, acceptDownloads: true });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.screenUrl(code));
  return page;
}

/** A phone that joined with `name` through the form. */
async function openPhone(browser: Browser, app: App, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('button', { name: /^Story/ })).toBeVisible();
  return page;
}

async function setStory(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /^Story/ }).click();
  await page.getByRole('textbox', { name: 'Story' }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** The countdown's shown seconds, e.g. 57 for "0:57". */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const m = /^(\d+):(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`no countdown shown: "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const countdownText = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** When (Node's clock) the page starts showing `seconds`. */
async function whenShown(page: Page, seconds: number): Promise<number> {
  await page.waitForFunction(
    (text) => document.querySelector('[role="timer"]')?.textContent === text,
    countdownText(seconds),
    { polling: 10, timeout: 20_000 },
  );
  return Date.now();
}

/** The moments `pages` change to the same shown second: they must lie within 500 ms. */
async function expectInStep(pages: Page[]): Promise<void> {
  const target = (await shownSeconds(pages[0]!)) - 2;
  const times = await Promise.all(pages.map((p) => whenShown(p, target)));
  const spread = Math.max(...times) - Math.min(...times);
  expect(spread, `devices changed to ${countdownText(target)} ${spread} ms apart`).toBeLessThan(
    500,
  );
}

test.describe('the session from any phone', () => {
  test('a phone sets the story, starts the timer; the wall and another phone follow in step', async ({
    browser,
    app,
    code,
  }) => {
    const wall = await openWall(browser, app, code);
    const ann = await openPhone(browser, app, code, 'Ann');
    const bob = await openPhone(browser, app, code, 'Bob');

    // Hostile HTML and a link: both stay text; nothing runs, nothing is fetched.
    const story = '<img src=x onerror="window.__pwned=1"> PROJ-42 https://example.com/browse';
    const fetched: string[] = [];
    wall.on('request', (r) => {
      if (r.url().includes('example.com')) fetched.push(r.url());
    });
    await setStory(ann, story);
    const band = wall.getByRole('region', { name: 'Session' });
    await expect(band.getByText(story, { exact: true })).toBeVisible();
    await expect(bob.getByText(story, { exact: true })).toBeVisible();
    await expect(band.locator('img, a')).toHaveCount(0);
    expect(await wall.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(fetched).toEqual([]);

    // The story is edited on the wall with the keyboard alone.
    await band.getByRole('button', { name: /^Story/ }).focus();
    await wall.keyboard.press('Enter');
    await wall.getByRole('textbox', { name: 'Story' }).fill('PROJ-42 Login page');
    await wall.keyboard.press('Enter');
    await expect(ann.getByText('PROJ-42 Login page', { exact: true })).toBeVisible();

    // A countdown of 1 minute started on a phone.
    await ann.getByRole('button', { name: 'Timer', exact: true }).click();
    await ann.getByRole('button', { name: '1 min', exact: true }).click();
    await expect(wall.getByRole('timer')).toBeVisible();
    await expect(bob.getByRole('timer')).toBeVisible();
    expect(await shownSeconds(wall)).toBeGreaterThan(50);
    await expectInStep([wall, bob, ann]);

    // Pausing the wall does not stop it.
    await wall.getByRole('button', { name: 'Pause Session' }).click();
    const before = await shownSeconds(wall);
    await expect.poll(() => shownSeconds(wall), { timeout: 5_000 }).toBeLessThan(before);
    await wall.getByRole('button', { name: 'Continue Session' }).click();

    // A phone that joins during the countdown shows the same time.
    const cy = await openPhone(browser, app, code, 'Cy');
    await expect(cy.getByRole('timer')).toBeVisible();
    await expectInStep([wall, cy]);

    await saveScreenshot(wall, 'session-wall-story-timer');
    await saveScreenshot(cy, 'session-phone-story-timer');

    // Restart starts the full minute again; Stop clears it everywhere.
    await bob.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => shownSeconds(wall)).toBeGreaterThanOrEqual(58);
    await wall.getByRole('button', { name: 'Stop' }).click();
    await expect(ann.getByRole('timer')).toHaveCount(0);
    await expect(cy.getByRole('timer')).toHaveCount(0);
  });

  test('at zero the wall says so, visibly', async ({ browser, app, code }) => {
    const wall = await openWall(browser, app, code);
    const ann = await openPhone(browser, app, code, 'Ann');
    await wall.getByRole('button', { name: 'Timer', exact: true }).click();
    await wall.getByRole('button', { name: '30 s', exact: true }).click();
    await expect(ann.getByRole('timer')).toBeVisible();
    await expect(wall.getByText("Time's up")).toBeVisible({ timeout: 40_000 });
    await expect(wall.getByRole('timer')).toHaveText('0:00');
    await expect(ann.getByText("Time's up")).toBeVisible();
    await saveScreenshot(wall, 'session-wall-times-up');
  });
});
