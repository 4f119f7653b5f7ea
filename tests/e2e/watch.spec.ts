/**
 * Watching without voting (docs/product.md, Watchers) against the production build and
 * the local database, through the UI only: three people vote from their phones while a
 * fourth watches. The wall says '1 watching' and its counts, reveal and average are the
 * voters'; the watcher sets the story and starts the timer, which the wall shows; the
 * watcher's phone shows the result after the reveal; switching to voting
 * gives the watcher a card, and back. Screenshots of the wall and the watcher's phone
 * in English, German and Arabic.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { en } from '../../renderer/i18n/en';
import { loadMessages } from '../../renderer/i18n/load';
import type { Catalogue } from '../../renderer/i18n/en';
import { expect, saveScreenshot, test, type App } from './fixtures';
import { transitionsDone } from './settled';

const PHONE = { width: 390, height: 844 };
const WALL = { width: 1920, height: 1080 };

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function openPhone(browser: Browser, app: App, code: string, locale = 'en'): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale,
  });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  return page;
}

/** Joins through the form as `name`, watching when `watch`. */
async function join(phone: Page, t: Catalogue, name: string, watch = false): Promise<void> {
  await phone.getByRole('textbox', { name: t.phone.yourName }).fill(name);
  if (watch) await phone.getByRole('checkbox', { name: t.watch.watchOnly }).check();
  await phone.getByRole('button', { name: t.phone.join, exact: true }).click();
  await expect(phone.getByRole('button', { name: t.phone.leave })).toBeVisible();
}

async function vote(phone: Page, value: string): Promise<void> {
  const card = phone.getByRole('button', { name: `Card ${value}`, exact: true });
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

const stats = (wall: Page) => wall.getByRole('banner');
const cardsArea = (wall: Page) => wall.getByRole('main');
const stat = (wall: Page, testId: string) => wall.getByTestId(testId).getByTestId('stat-number');

test('a watcher beside three voters: counted apart, sees the result, switches to voting', async ({
  page: wall,
  browser,
  app,
  code,
}) => {
  test.setTimeout(180_000);
  await wall.setViewportSize(WALL);
  await wall.goto(app.screenUrl(code));
  await expect(wall.getByText('Welcome to Story Point')).toBeVisible();
  await expect(wall.getByTestId('watching-count')).toHaveCount(0);

  const voters: Page[] = [];
  for (const name of ['Ann', 'Bob', 'Cat']) {
    const phone = await openPhone(browser, app, code);
    await join(phone, en, name);
    voters.push(phone);
  }
  const [ann, bob, cat] = voters as [Page, Page, Page];
  const wes = await openPhone(browser, app, code);
  await join(wes, en, 'Wes', true);
  await expect(wes.getByRole('heading', { name: 'You are watching' })).toBeVisible();
  await expect(wes.getByRole('group', { name: 'Cards' })).toHaveCount(0);

  // The wall: three cards, '1 watching', and Wes nowhere among the cards.
  await expect(stats(wall).getByText('1 watching', { exact: true })).toBeVisible();
  await expect(cardsArea(wall).getByText('Cat')).toBeVisible();
  await expect(cardsArea(wall).getByText('Wes')).toHaveCount(0);
  await expect(stat(wall, 'stat-participants')).toHaveText('3');

  // A watcher may set the story and start the timer, like any participant; the wall
  // and the voters' phones show both.
  await wes.getByRole('button', { name: /^Story/ }).click();
  await wes.getByRole('textbox', { name: 'Story' }).fill('PROJ-7 Export to PDF');
  await wes.getByRole('button', { name: 'Save' }).click();
  const band = wall.getByRole('region', { name: 'Session' });
  await expect(band.getByText('PROJ-7 Export to PDF', { exact: true })).toBeVisible();
  await expect(ann.getByText('PROJ-7 Export to PDF', { exact: true })).toBeVisible();
  await wes.getByRole('button', { name: 'Timer', exact: true }).click();
  await wes.getByRole('button', { name: '2 min', exact: true }).click();
  await expect(band.getByRole('timer')).toHaveText(/^(2:00|1:[0-5]\d)$/);
  await expect(ann.getByRole('timer')).toBeVisible();
  await expect(wes.getByRole('timer')).toBeVisible();

  await vote(ann, '2');
  await vote(bob, '3');
  await expect(wes.getByText('2 of 3 ready')).toBeVisible();
  await expect(wes.getByText('Still choosing: Cat')).toBeVisible();
  await expect(stat(wall, 'stat-ready')).toHaveText('2');
  await vote(cat, '8');

  // Revealed without waiting for the watcher: (2 + 3 + 8) / 3 = 4.33 everywhere.
  await expect(stats(wall).getByText('4.33', { exact: true })).toBeVisible();
  await expect(stat(wall, 'stat-participants')).toHaveText('3');
  await expect(stat(wall, 'stat-ready')).toHaveText('3');
  await expect(stats(wall).getByText('1 watching', { exact: true })).toBeVisible();
  await expect(wes.getByText('Cards are revealed')).toBeVisible();
  await expect(wes.getByText('4.33', { exact: true })).toBeVisible();
  await expect(wes.getByText('Your card')).toHaveCount(0);
  await expect(cardsArea(wall).getByText('Away', { exact: true })).toHaveCount(0);
  await expect(cardsArea(wall).getByText('Offline', { exact: true })).toHaveCount(0);
  await transitionsDone(wall);
  await saveScreenshot(wall, 'watch-wall-1-watching-revealed');
  await transitionsDone(wes);
  await saveScreenshot(wes, 'watch-phone-watcher-revealed');

  // The watcher may start the next round, like anyone; it keeps watching.
  await wes.getByRole('button', { name: 'New round' }).click();
  await expect(wes.getByRole('heading', { name: 'You are watching' })).toBeVisible();
  await expect(ann.getByText('Pick your card')).toBeVisible();
  await expect(stat(wall, 'stat-participants')).toHaveText('3');
  await expect(stats(wall).getByText('1 watching', { exact: true })).toBeVisible();

  // Switching to voting gives Wes a card; the count of watchers goes.
  await wes.getByRole('button', { name: 'Vote instead' }).click();
  await expect(wes.getByText('Pick your card')).toBeVisible();
  await expect(cardsArea(wall).getByText('Wes')).toBeVisible();
  await expect(stat(wall, 'stat-participants')).toHaveText('4');
  await expect(wall.getByTestId('watching-count')).toHaveCount(0);
  await vote(wes, '5');
  await expect(stat(wall, 'stat-ready')).toHaveText('1');

  // ... and back: the card and its vote go, nothing else moves.
  const watchAgain = wes.getByRole('button', { name: 'Watch without voting' });
  await watchAgain.scrollIntoViewIfNeeded();
  await transitionsDone(wes);
  await saveScreenshot(wes, 'watch-phone-voter-can-watch');
  await watchAgain.click();
  await expect(wes.getByRole('heading', { name: 'You are watching' })).toBeVisible();
  await expect(cardsArea(wall).getByText('Wes')).toHaveCount(0);
  await expect(stat(wall, 'stat-participants')).toHaveText('3');
  await expect(stat(wall, 'stat-ready')).toHaveText('0');
  await expect(stats(wall).getByText('1 watching', { exact: true })).toBeVisible();

  // The choice is kept on the phone: the join form remembers it after Leave.
  await wes.getByRole('button', { name: 'Leave' }).click();
  await expect(wes.getByRole('checkbox', { name: 'Watch without voting' })).toBeChecked();
  await expect(wall.getByTestId('watching-count')).toHaveCount(0);
  // A watcher leaving leaves no Offline card behind (it was not in the round).
  await expect(stat(wall, 'stat-participants')).toHaveText('3');
  await expect(cardsArea(wall).getByText('Wes')).toHaveCount(0);
  await expect(cardsArea(wall).getByText('Offline', { exact: true })).toHaveCount(0);
});

for (const lang of ['en', 'de', 'ar'] as const) {
  test(`screenshots in ${lang}: the wall with two watching, the join form, the watcher`, async ({
    browser,
    app,
    code,
  }) => {
    test.setTimeout(120_000);
    const t = lang === 'en' ? en : ((await loadMessages(lang)) as unknown as Catalogue);
    const wallContext = await browser.newContext({ viewport: WALL, locale: lang });
    opened.push(wallContext);
    const wall = await wallContext.newPage();
    await wall.goto(app.screenUrl(code));

    for (const name of ['Ann Archer', 'Bob Baker', 'Chen Wei']) {
      const phone = await openPhone(browser, app, code, lang);
      await join(phone, t, name);
    }
    const watchers: Page[] = [];
    for (const name of ['Priya Raman', 'Lena Müller']) {
      const phone = await openPhone(browser, app, code, lang);
      await expect(phone.getByRole('checkbox', { name: t.watch.watchOnly })).toBeVisible();
      if (watchers.length === 0) {
        await phone.getByRole('textbox', { name: t.phone.yourName }).fill(name);
        await phone.getByRole('checkbox', { name: t.watch.watchOnly }).check();
        await transitionsDone(phone);
        await saveScreenshot(phone, `watch-phone-${lang}-join-form`);
        await phone.getByRole('button', { name: t.phone.join, exact: true }).click();
      } else {
        await join(phone, t, name, true);
      }
      watchers.push(phone);
    }
    const text = t.watch.watchingCount as unknown as Record<string, string>;
    const two = (text.two ?? text.other!).replace('{count}', '2');
    await expect(wall.getByTestId('watching-count')).toHaveText(two);
    await expect(wall.getByRole('main').getByText('Chen Wei')).toBeVisible();
    await transitionsDone(wall);
    await saveScreenshot(wall, `watch-wall-${lang}-2-watching`);
    if (lang === 'en') {
      // Portrait: the count stays under the connection state, above the statistics.
      await wall.setViewportSize({ width: 1080, height: 1920 });
      await expect(wall.getByTestId('watching-count')).toBeInViewport();
      await transitionsDone(wall);
      await saveScreenshot(wall, 'watch-wall-en-2-watching-portrait');
    }
    const watcher = watchers[0]!;
    await expect(watcher.getByRole('heading', { name: t.watch.watching })).toBeVisible();
    await transitionsDone(watcher);
    await saveScreenshot(watcher, `watch-phone-${lang}-watcher`);
  });
}
