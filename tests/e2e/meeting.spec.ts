/**
 * A whole meeting (docs/product.md, Away and New round) against the production build and
 * the local database, phones as separate browser contexts, through the UI only (roles and
 * visible text): four people vote and the wall reveals; three phones close and one loses
 * its connection, and the result stays; a latecomer joins the revealed round and waits;
 * New round; the sleeping phone wakes into the new round with no vote; the next round
 * reveals with the people present. Screenshots of the wall with Away cards and of the
 * waiting latecomer.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test, type App } from './fixtures';
import { transitionsDone } from './settled';

const PHONE = { width: 390, height: 844 };
const WALL = { width: 1920, height: 1080 };

interface Phone {
  name: string;
  context: BrowserContext;
  page: Page;
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

/** A phone with its own context (storage, connection), joined through the form. */
async function joinPhone(browser: Browser, app: App, code: string, name: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
  return { name, context, page };
}

/** Picks a card and says Ready, as a person would. */
async function vote(phone: Phone, value: string): Promise<void> {
  const card = phone.page.getByRole('button', { name: `Card ${value}`, exact: true });
  await expect(card).toBeEnabled();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await phone.page.getByRole('button', { name: 'Ready', exact: true }).click();
}

const asleep = new WeakSet<BrowserContext>();

/**
 * A phone goes to sleep: the browser goes offline (the database SDK drops its
 * connection on the 'offline' event) and, as Chromium's offline mode lets sockets to
 * 127.0.0.1 through, every new connection is refused until it wakes.
 */
async function sleep(phone: Phone): Promise<void> {
  asleep.add(phone.context);
  await phone.context.routeWebSocket(/.*/, (ws) => {
    if (asleep.has(phone.context)) void ws.close();
    else ws.connectToServer();
  });
  await phone.context.setOffline(true);
}

/** The phone wakes: online again, connections go through. */
async function wake(phone: Phone): Promise<void> {
  asleep.delete(phone.context);
  await phone.context.setOffline(false);
}

/** The wall's statistics bar. */
const stats = (wall: Page) => wall.getByRole('banner');
/** The wall's cards area. */
const cardsArea = (wall: Page) => wall.getByRole('main');

test('a round survives a real meeting: sleeping phones, a latecomer, New round', async ({
  page: wall,
  browser,
  app,
  code,
}) => {
  test.setTimeout(240_000);
  await wall.setViewportSize(WALL);
  await wall.goto(app.screenUrl(code));
  await expect(wall.getByText('Welcome to Story Point')).toBeVisible();

  // Four people join before anyone votes.
  const people: Phone[] = [];
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
    people.push(await joinPhone(browser, app, code, name));
  }
  const [ann, bob, cat, dan] = people as [Phone, Phone, Phone, Phone];
  await expect(cardsArea(wall).getByText('Dan')).toBeVisible();

  await vote(ann, '2');
  await vote(bob, '3');
  // The phones show what the wall shows: the ready count and who is still choosing.
  for (const p of people) {
    await expect(p.page.getByText('2 of 4 ready')).toBeVisible();
  }
  await expect(cat.page.getByText('Still choosing: Cat, Dan')).toBeVisible();
  await vote(cat, '5');
  await vote(dan, '8');

  // (2 + 3 + 5 + 8) / 4 = 4.50 on the wall and on every phone.
  await expect(stats(wall).getByText('4.50', { exact: true })).toBeVisible();
  for (const p of people) {
    await expect(p.page.getByText('Cards are revealed')).toBeVisible();
    await expect(p.page.getByText('4.50', { exact: true })).toBeVisible();
  }

  // The room discusses; three phones are closed, one loses its connection (asleep).
  await ann.context.close();
  await bob.context.close();
  await cat.context.close();
  await sleep(dan);
  // The database noticed every one of them: four cards say Away (revealed cards too).
  await expect(cardsArea(wall).getByText('Away', { exact: true })).toHaveCount(4, {
    timeout: 30_000,
  });
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
    const card = cardsArea(wall).getByTestId('participant-card').filter({ hasText: name });
    await expect(card.getByText('Away', { exact: true })).toBeVisible();
  }
  // ... and the result is still there: nothing a phone did by accident took it away.
  await expect(stats(wall).getByText('4.50', { exact: true })).toBeVisible();
  await expect(cardsArea(wall).getByText('Offline', { exact: true })).toHaveCount(0);
  for (const value of ['2', '3', '5', '8']) {
    await expect(cardsArea(wall).getByText(value, { exact: true }).first()).toBeVisible();
  }
  await saveScreenshot(wall, 'meeting-wall-away-cards');

  // A latecomer joins the revealed round: told so, waits, the wall keeps its result.
  const eve = await joinPhone(browser, app, code, 'Eve');
  await expect(eve.page.getByText('Cards are revealed')).toBeVisible();
  await expect(
    eve.page.getByText('You take part from the next round', { exact: false }),
  ).toBeVisible();
  await expect(eve.page.getByRole('button', { name: 'Card 5', exact: true })).toBeDisabled();
  await expect(eve.page.getByText('4.50', { exact: true })).toBeVisible();
  await transitionsDone(eve.page);
  await saveScreenshot(eve.page, 'meeting-phone-latecomer-waiting');
  await expect(cardsArea(wall).getByText('Eve')).toHaveCount(0);
  await expect(stats(wall).getByText('4.50', { exact: true })).toBeVisible();
  // Still well after the database noticed the disconnections, the result stands.
  await expect(cardsArea(wall).getByText('Away', { exact: true })).toHaveCount(4);

  // New round from the wall: the Away people leave, the latecomer enters.
  await wall.getByRole('button', { name: 'New round' }).click();
  await expect(cardsArea(wall).getByText('Away', { exact: true })).toHaveCount(0);
  await expect(cardsArea(wall).getByText('Eve')).toBeVisible();
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
    await expect(cardsArea(wall).getByText(name, { exact: true })).toHaveCount(0);
  }
  await expect(eve.page.getByText('Pick your card')).toBeVisible();
  await expect(wall.getByRole('alert')).toHaveCount(0);

  // The sleeping phone wakes: back in the new round by itself, with no vote.
  await wake(dan);
  await expect(cardsArea(wall).getByText('Dan', { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(dan.page.getByText('Pick your card')).toBeVisible();
  await expect(
    dan.page.getByRole('group', { name: 'Cards' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);
  await expect(dan.page.getByText('0 of 2 ready')).toBeVisible();
  await expect(eve.page.getByText('0 of 2 ready')).toBeVisible();
  await expect(cardsArea(wall).getByText('Away', { exact: true })).toHaveCount(0);

  // The next round reveals with the people present.
  await vote(eve, '5');
  await expect(dan.page.getByText('Still choosing: Dan')).toBeVisible();
  await vote(dan, '3');
  await expect(stats(wall).getByText('4.00', { exact: true })).toBeVisible();
  await expect(dan.page.getByText('4.00', { exact: true })).toBeVisible();
  await expect(eve.page.getByText('Cards are revealed')).toBeVisible();
});
