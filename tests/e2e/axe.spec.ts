/**
 * Zero axe-core violations (WCAG 2.1 A/AA, any impact) on every page and state a person
 * sees: the wall from welcome to the result panel, paused, preview, Options (normal, edit
 * mode, history) and the key help; the phone from the join form to the history, and a
 * watcher's view; and the wall in every seeded theme, voting and revealed (contrast of
 * text on cards and bars).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { THEMES, themeShown, applyTheme } from './themes';
import { expect, participantCards, test, type App, type Writer } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.use({ bypassCSP: true });

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function openPhone(browser: Browser, app: App, code: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  return page;
}

const revealedCards = (page: Page) =>
  page.locator('[data-testid="participant-card"][data-revealed="true"]');

async function twoVoters(writer: Writer, code: string, showCard: boolean): Promise<void> {
  await writer.joinMany(code, [
    { userId: 'ada', userName: 'Ada Lovelace', value: '5', showCard },
    { userId: 'grace', userName: 'Grace Hopper', value: '8', showCard: true },
  ]);
}

test('the wall: welcome, voting, revealed with the result, paused, preview, Options and the key help', async ({
  page,
  app,
  code,
  writer,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.screenUrl(code));
  await expect(page.getByText('Welcome to Story Point')).toBeVisible();
  await expectNoAxeViolations(page, 'the wall, welcome');

  await twoVoters(writer, code, false);
  // Someone watches too: the count beside the connection state is checked with the rest.
  writer.raw(`presence/${code}/wes`, { connectedAt: Date.now(), role: 'watcher' });
  await expect(participantCards(page)).toHaveCount(2);
  await expect(page.getByText('1 watching', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the wall, voting');

  await writer.ready(code, 'ada', true);
  await expect(revealedCards(page)).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
  await expectNoAxeViolations(page, 'the wall, revealed with the result panel');

  await page.getByRole('button', { name: 'Pause Session' }).click();
  await expect(page.getByRole('button', { name: 'Continue Session' })).toBeVisible();
  await expectNoAxeViolations(page, 'the wall, paused');
  await page.getByRole('button', { name: 'Continue Session' }).click();

  await page.getByRole('button', { name: 'Settings' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await expect(options.getByTestId('theme-row').first()).toBeVisible();
  await expect(
    options.getByRole('region', { name: 'History' }).getByTestId('history-round'),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, 'Options with the history');

  await options.getByRole('button', { name: 'Edit theme' }).click();
  await expect(options.getByTestId('theme-row')).not.toHaveCount(0);
  await expectNoAxeViolations(page, 'Options in edit mode');

  await options.getByRole('button', { name: 'Preview Paper', exact: true }).click();
  await expect(page.getByTestId('preview-card').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expectNoAxeViolations(page, 'the wall, preview');
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await expect(page.getByTestId('preview-card')).toHaveCount(0);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoAxeViolations(page, 'the key help');
});

test('the phone: join form, card grid, waiting, revealed and the history', async ({
  browser,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, [{ userId: 'bob', userName: 'Bob', value: '5', showCard: false }]);
  const phone = await openPhone(browser, app, code);
  await phone.getByLabel('Your name').fill('Ann Lee');
  await expectNoAxeViolations(phone, 'the phone, join form');

  await phone.getByRole('button', { name: 'Join' }).click();
  const three = phone.getByRole('button', { name: 'Card 3', exact: true });
  await three.click();
  await expect(three).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(phone, 'the phone, card grid with a card chosen');

  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'waiting');
  await expectNoAxeViolations(phone, 'the phone, waiting');

  await writer.ready(code, 'bob', true);
  await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'revealed');
  await expectNoAxeViolations(phone, 'the phone, revealed');

  await phone.getByRole('button', { name: 'History' }).click();
  await expect(
    phone.getByRole('list', { name: 'Rounds' }).getByTestId('history-round'),
  ).toHaveCount(1);
  await expectNoAxeViolations(phone, 'the phone, history');
});

test('the phone: the join form set to watch, the watcher view and the watcher after the reveal', async ({
  browser,
  app,
  code,
  writer,
}) => {
  await writer.joinMany(code, [{ userId: 'bob', userName: 'Bob', value: '5', showCard: false }]);
  const phone = await openPhone(browser, app, code);
  await phone.getByLabel('Your name').fill('Wes Watcher');
  await phone.getByRole('checkbox', { name: 'Watch without voting' }).check();
  await expectNoAxeViolations(phone, 'the phone, join form set to watch');

  await phone.getByRole('button', { name: 'Join' }).click();
  await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'watching');
  await expect(phone.getByRole('button', { name: 'Vote instead' })).toBeVisible();
  await expectNoAxeViolations(phone, 'the phone, watcher view');

  await writer.ready(code, 'bob', true);
  await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'revealed');
  await expectNoAxeViolations(phone, 'the phone, watcher after the reveal');
});

for (const theme of THEMES) {
  test(`the wall in ${theme.name}: voting and revealed`, async ({ page, app, code, writer }) => {
    applyTheme(writer, code, theme);
    await twoVoters(writer, code, false);
    await page.goto(app.screenUrl(code));
    await expect(participantCards(page)).toHaveCount(2);
    await themeShown(page, theme);
    await expectNoAxeViolations(page, `${theme.name}, voting`);
    await writer.ready(code, 'ada', true);
    await expect(revealedCards(page)).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Result' })).toBeVisible();
    await expectNoAxeViolations(page, `${theme.name}, revealed`);
  });
}
