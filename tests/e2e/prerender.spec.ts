/**
 * The phone's join page arrives prerendered in the phone's language (vote.html,
 * vote.de.html…): the form takes a name before any script has run, React takes it over
 * without losing what was typed or the focus, a Join pressed meanwhile is carried out,
 * a page without scripts says it needs them, and a reloaded phone that had joined goes
 * to its cards without showing the form.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test, watchPage } from './fixtures';
import { holdScripts } from './held-scripts';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 360, height: 740 };

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function openPhone(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    locale: options.locale ?? 'en-US',
    hasTouch: true,
    isMobile: true,
  });
  opened.push(context);
  return context.newPage();
}

/**
 * Where the card grid sits under the header. The header itself may grow by a line: the
 * HTML does not know the name, which can push the screen's code onto another line.
 */
const belowHeader = (page: Locator) =>
  page.evaluate((root) => {
    const header = root.querySelector('header')?.getBoundingClientRect();
    const grid = root.querySelector('[aria-label="Cards"]')?.getBoundingClientRect();
    if (!header || !grid) return null;
    return { x: grid.x, y: grid.y - header.bottom, width: grid.width, height: grid.height };
  });

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Your name' });

/** The app's code has run: the avatar preview follows the typed name (only the app does that). */
async function expectAppRunning(page: Page, initials: string) {
  await expect(page.getByTestId('vote-avatar')).toHaveText(initials);
}

test('the join form takes a name before any script runs and keeps it, and its focus, once the app runs', async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  const watch = watchPage(page);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });

  await expect(nameField(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Screen code' })).toHaveValue(code);
  await expect(page.getByTestId('vote-room')).toContainText(code);
  const before = await nameField(page).boundingBox();
  await saveScreenshot(page, 'prerender-join-before-390');
  await nameField(page).click();
  await page.keyboard.type('Ada Love');
  // Nothing of the app has run: the preview still shows the blank avatar.
  await expect(page.getByTestId('vote-avatar')).toHaveText('?');

  scripts.release();
  await expectAppRunning(page, 'AL');
  await expect(nameField(page)).toHaveValue('Ada Love');
  await expect(nameField(page)).toBeFocused();
  expect(await nameField(page).boundingBox()).toEqual(before);
  await saveScreenshot(page, 'prerender-join-after-390');

  await page.keyboard.type('lace');
  await expect(page.getByText('12/64 · remembered on this phone')).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('group', { name: 'Cards' })).toBeVisible();
  await expect(page.getByTestId('vote-me')).toHaveText('Ada Lovelace');
  expect(watch.problems()).toBe('');
  expect(watch.errors).toEqual([]);
});

test('the caret stays where it was in the name as the app takes the form over', async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });
  await nameField(page).click();
  await page.keyboard.type('Ada lace');
  // Back before 'lace': the rest of the name goes there.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  scripts.release();
  await expectAppRunning(page, 'AL');
  await page.keyboard.type('Love');
  await expect(nameField(page)).toHaveValue('Ada Lovelace');
});

test('a Join pressed before the app runs says it is starting and is carried out', async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });

  await nameField(page).fill('Grace Hopper');
  await nameField(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Starting…' })).toBeVisible();
  // The browser did not send the form (that would have reloaded the page).
  expect(new URL(page.url()).search).toBe('');

  scripts.release();
  await expect(page.getByRole('group', { name: 'Cards' })).toBeVisible();
  await expect(page.getByTestId('vote-me')).toHaveText('Grace Hopper');
  await page.getByRole('button', { name: 'Card 5' }).click();
  await expect(page.getByRole('button', { name: 'Card 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("'Watch without voting' ticked before the app runs stays ticked, and the phone joins watching", async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });
  await nameField(page).fill('Wes Watcher');
  const watch = page.getByRole('checkbox', { name: 'Watch without voting' });
  await watch.check();
  scripts.release();
  await expectAppRunning(page, 'WW');
  await expect(watch).toBeChecked();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'You are watching' })).toBeVisible();
});

test('a Join with an empty name pressed before the app runs asks for the name', async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('button', { name: 'Starting…' })).toBeVisible();
  scripts.release();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
});

test('with scripts blocked the page says it needs JavaScript to join', async ({
  browser,
  app,
  code,
}) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  // Playwright's text matching skips <noscript>: the message is read as the browser shows it.
  const message = page.locator('#noscript');
  await expect(message).toBeVisible();
  expect(await message.innerText()).toContain(
    'Story Point needs JavaScript to join the vote. Turn JavaScript on',
  );
  await expect(nameField(page)).toBeHidden();
  await saveScreenshot(page, 'prerender-noscript-390');
});

test('a phone that had joined shows its card grid after a reload from the HTML, never the join form', async ({
  browser,
  app,
  code,
  writer,
}) => {
  await writer.join(code, { userId: 'u-bob', userName: 'Bob Baker', value: '5' });
  const page = await openPhone(browser);
  await page.goto(app.voteUrl(code));
  await nameField(page).fill('Alan Turing');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('group', { name: 'Cards' })).toBeVisible();

  const scripts = await holdScripts(page, true);
  // A reload would take the scripts from the memory cache, past the route.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload({ waitUntil: 'commit' });
  // Before any script: the grid from the HTML, and it takes a tap (boot.js keeps it).
  const cards = page.locator('#boot-vote-joined button[aria-label^="Card "]');
  await expect(cards).toHaveCount(14);
  await expect(cards.first()).toBeVisible();
  await expect(nameField(page)).toBeHidden();
  const shell = await belowHeader(page.locator('#boot-vote-joined'));
  expect(shell?.height).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Card 5' }).click();
  await expect(page.getByRole('button', { name: 'Card 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await saveScreenshot(page, 'prerender-returning-before-390');

  // The page's own render, the database not there yet: the grid has not moved, and the
  // kept card still shows as chosen.
  scripts.release();
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByTestId('vote-avatar')).toHaveText('AT');
  expect(await belowHeader(page.locator('#root'))).toEqual(shell);
  await expect(page.getByRole('button', { name: 'Card 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await saveScreenshot(page, 'prerender-returning-after-390');

  // The room known: the kept tap is the vote, on this phone and in the database.
  scripts.releaseDatabase();
  await expect(page.getByTestId('vote-ready-count')).toHaveText('0 of 2 ready');
  await expect(page.getByRole('button', { name: 'Card 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Ready' })).toBeEnabled();
  // It is in the room's record: another reload, scripts at once, finds it again.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByTestId('vote-ready-count')).toHaveText('0 of 2 ready');
  await expect(page.getByRole('button', { name: 'Card 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Card 8' }).click();
  await expect(page.getByRole('button', { name: 'Card 8' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('vote-me')).toHaveText('Alan Turing');
});

test("a card tapped in the HTML's grid is dropped once the round is revealed, and the phone shows its vote", async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser);
  await page.goto(app.voteUrl(code));
  await nameField(page).fill('Alan Turing');
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByRole('button', { name: 'Card 3' }).click();
  // Alone in the room: Ready reveals the round.
  await page.getByRole('button', { name: 'Ready' }).click();
  await expect(page.getByText('Your vote')).toBeVisible();

  const scripts = await holdScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload({ waitUntil: 'commit' });
  await page.locator('#boot-vote-joined').getByRole('button', { name: 'Card 13' }).click();
  scripts.release();
  await expect(page.getByText('Your vote')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Card 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Card 13' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const look of [
  { locale: 'en-US', lang: 'en', dir: 'ltr', viewport: NARROW_PHONE, label: 'Your name' },
  { locale: 'de-DE', lang: 'de', dir: 'ltr', viewport: PHONE, label: 'Ihr Name' },
  { locale: 'de-DE', lang: 'de', dir: 'ltr', viewport: NARROW_PHONE, label: 'Ihr Name' },
  { locale: 'ar', lang: 'ar', dir: 'rtl', viewport: PHONE, label: 'اسمك' },
  { locale: 'ar', lang: 'ar', dir: 'rtl', viewport: NARROW_PHONE, label: 'اسمك' },
]) {
  test(`prerendered in ${look.lang} at ${look.viewport.width} px: the form speaks it before any script runs and keeps what was typed`, async ({
    browser,
    app,
    code,
  }) => {
    const page = await openPhone(browser, look);
    const watch = watchPage(page);
    const scripts = await holdScripts(page);
    await page.goto(app.voteUrl(code), { waitUntil: 'commit' });
    // The browser's language (Accept-Language) chose the page: no script has run yet.
    const field = page.getByRole('textbox', { name: look.label });
    await expect(field).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', look.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', look.dir);
    await field.click();
    await page.keyboard.type('Zoë');
    await expect(page.getByTestId('vote-avatar')).toHaveText('?');
    const name = `prerender-${look.lang}-${look.viewport.width}`;
    await saveScreenshot(page, `${name}-before`);
    scripts.release();
    await expectAppRunning(page, 'Z');
    await expect(field).toHaveValue('Zoë');
    await expect(field).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', look.lang);
    await saveScreenshot(page, `${name}-after`);
    // Hydrated in the HTML's language: React found the very same texts.
    expect(watch.problems()).toBe('');
    expect(watch.errors).toEqual([]);
  });
}

test("a language chosen on the phone comes back with the page's first paint after a reload", async ({
  browser,
  app,
  code,
}) => {
  const page = await openPhone(browser, { locale: 'de-DE' });
  await page.goto(app.voteUrl(code));
  await expect(page.getByRole('textbox', { name: 'Ihr Name' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('textbox', { name: 'Votre nom' })).toBeVisible();

  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('textbox', { name: 'Votre nom' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  scripts.release();
  await expectAppRunning(page, '?');
  await expect(page.getByRole('textbox', { name: 'Votre nom' })).toBeVisible();
});

test("a page that came in another language than the phone's own choice turns to it, keeping what was typed", async ({
  browser,
  app,
  code,
}) => {
  // A choice kept on the phone from before the server could know it (no cookie yet):
  // the page comes in the browser's German and the app then shows the chosen Arabic.
  const page = await openPhone(browser, { locale: 'de-DE' });
  await page.addInitScript(() => localStorage.setItem('storyPoint.locale', 'ar'));
  const watch = watchPage(page);
  const scripts = await holdScripts(page);
  await page.goto(app.voteUrl(code), { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Ihr Name' }).fill('Zoë');
  scripts.release();
  const field = page.getByRole('textbox', { name: 'اسمك' });
  await expect(field).toHaveValue('Zoë');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAppRunning(page, 'Z');
  expect(watch.errors).toEqual([]);
});

test('with scripts blocked a German page says in German that it needs JavaScript', async ({
  browser,
  app,
  code,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    locale: 'de-DE',
  });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  expect(await page.locator('#noscript').innerText()).toContain(
    'Story Point braucht JavaScript, um an der Abstimmung teilzunehmen.',
  );
});
