/**
 * The participant page (`/{code}/vote`) in phone-sized browser contexts against
 * the production build and the local database: joining, voting, the reveal with
 * the screen's average, presence (closing, reloading), 'New round' from the
 * screen, a lost connection, bad input, and screenshots of every state.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { decodeSelected } from '../../renderer/domain/codec';
import type { LocalDatabase } from '../../server/db/server';
import {
  expect,
  participantCard,
  participantCards,
  saveScreenshot,
  statAverageText,
  statNumber,
  test,
  type App,
} from './fixtures';
import { transitionsDone } from './settled';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };

interface Phone {
  context: BrowserContext;
  page: Page;
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

/** A phone: its own browser context (own storage, own connection), touch, phone size. */
async function openPhone(
  browser: Browser,
  app: App,
  code: string,
  viewport = PHONE,
): Promise<Phone> {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  return { context, page };
}

/** Joins through the form; returns the device's userId. */
async function join(phone: Page, name: string, picture?: string): Promise<string> {
  await phone.getByTestId('vote-name').fill(name);
  if (picture !== undefined) await phone.getByTestId('vote-picture').fill(picture);
  await phone.getByTestId('vote-join').click();
  await expect(phone.getByTestId('vote-card').first()).toBeVisible();
  return phone.evaluate((key) => localStorage.getItem(key) ?? '', IDENTITY_KEYS.userId);
}

const card = (phone: Page, value: string) =>
  phone.locator(`[data-testid="vote-card"][data-value="${value}"]`);

async function vote(phone: Page, value: string, ready = true): Promise<void> {
  await card(phone, value).click();
  await expect(card(phone, value)).toHaveAttribute('aria-pressed', 'true');
  if (ready) await phone.getByTestId('vote-ready').click();
}

const phase = (phone: Page) => phone.getByTestId('vote-status');

/** Screenshot once transitions (button colours, card lift) have settled. */
async function shoot(phone: Page, name: string): Promise<void> {
  await transitionsDone(phone);
  await saveScreenshot(phone, name);
}

/** The record of a participant as the database holds it, selection decoded. */
function storedVote(db: LocalDatabase, code: string, userId: string) {
  const rec = db.getData(`screens/${code}/${userId}`) as {
    selected?: string;
    showCard?: boolean;
    userName?: string;
  } | null;
  if (!rec) return null;
  const d = decodeSelected(rec.selected, code, userId);
  return { value: d.ok ? d.value : null, showCard: rec.showCard, userName: rec.userName };
}

function recordCount(db: LocalDatabase, code: string): number {
  const screen = db.getData(`screens/${code}`);
  return screen && typeof screen === 'object' ? Object.keys(screen).length : 0;
}

test.describe('with the screen', () => {
  test('three phones join, vote and get ready; screen and phones show the same average', async ({
    page,
    browser,
    app,
    code,
  }) => {
    await page.goto(app.screenUrl(code));
    const phones = await Promise.all([0, 1, 2].map(() => openPhone(browser, app, code)));
    const ids: string[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries()) {
      ids.push(await join(phones[i]!.page, name));
    }
    expect(new Set(ids).size).toBe(3);
    await expect(participantCards(page)).toHaveCount(3);
    await expect.poll(() => statNumber(page, 'stat-participants')).toBe(3);

    await vote(phones[0]!.page, '3');
    await vote(phones[1]!.page, '5');
    for (const p of phones.slice(0, 2)) {
      await expect(phase(p.page)).toHaveAttribute('data-phase', 'waiting');
      await expect(p.page.getByTestId('vote-ready-count')).toHaveText('2 of 3 ready');
    }
    await expect.poll(() => statNumber(page, 'stat-ready')).toBe(2);
    await expect.poll(() => statAverageText(page)).toBe('0.00');

    await vote(phones[2]!.page, '8');
    // (3 + 5 + 8) / 3 = 5.33, on the wall and on every phone.
    await expect.poll(() => statAverageText(page)).toBe('5.33');
    for (const [i, p] of phones.entries()) {
      await expect(phase(p.page)).toHaveAttribute('data-phase', 'revealed');
      await expect(p.page.getByTestId('vote-average')).toHaveText('5.33');
      await expect(p.page.getByTestId('vote-my-card')).toHaveText(['3', '5', '8'][i]!);
      await expect(p.page.getByText('Average Point')).toBeVisible();
    }
  });

  test('a phone that closes its page shows Away on the screen and keeps its vote', async ({
    page,
    browser,
    app,
    code,
    db,
  }) => {
    await page.goto(app.screenUrl(code));
    const ann = await openPhone(browser, app, code);
    const bob = await openPhone(browser, app, code);
    await join(ann.page, 'Ann');
    const bobId = await join(bob.page, 'Bob');
    await vote(bob.page, '5');
    await expect(participantCards(page)).toHaveCount(2);
    await expect(participantCard(page, bobId).getByText('Away')).toHaveCount(0);

    await bob.context.close();
    await expect(participantCard(page, bobId).getByText('Away')).toBeVisible({ timeout: 20_000 });
    await expect(participantCard(page, bobId).getByText('Offline')).toHaveCount(0);
    expect(storedVote(db, code, bobId)).toMatchObject({ value: '5', showCard: true });
    await expect(ann.page.getByTestId('vote-ready-count')).toHaveText('1 of 2 ready');
  });

  test('a reload comes back as the same participant with the same vote', async ({
    page,
    browser,
    app,
    code,
    db,
  }) => {
    await page.goto(app.screenUrl(code));
    const ann = await openPhone(browser, app, code);
    const id = await join(ann.page, 'Ann');
    await vote(ann.page, '13', false);
    await expect(participantCards(page)).toHaveCount(1);

    await ann.page.reload();
    await expect(card(ann.page, '13')).toHaveAttribute('aria-pressed', 'true');
    await expect(ann.page.getByTestId('vote-me')).toHaveText('Ann');
    expect(await ann.page.evaluate((k) => localStorage.getItem(k), IDENTITY_KEYS.userId)).toBe(id);
    await expect.poll(() => storedVote(db, code, id)).toMatchObject({ value: '13' });
    await expect.poll(() => recordCount(db, code)).toBe(1);
    await expect(participantCards(page)).toHaveCount(1);
    await expect.poll(() => statNumber(page, 'stat-participants')).toBe(1);
  });

  test("'New round' on the screen clears every phone", async ({ page, browser, app, code }) => {
    await page.goto(app.screenUrl(code));
    const phones = await Promise.all([0, 1, 2].map(() => openPhone(browser, app, code)));
    // Everyone joins before anyone votes: a phone joining a revealed round waits for the next.
    for (const [i] of phones.entries()) await join(phones[i]!.page, `P${i}`);
    for (const [i, value] of ['2', '3', '5'].entries()) await vote(phones[i]!.page, value);
    await expect.poll(() => statAverageText(page)).toBe('3.33');
    await page
      .getByTestId('new-round')
      .or(page.getByRole('button', { name: /new round/i }))
      .first()
      .click();
    for (const p of phones) {
      await expect(phase(p.page)).toHaveAttribute('data-phase', 'choosing');
      await expect(p.page.locator('[data-testid="vote-card"][aria-pressed="true"]')).toHaveCount(0);
      await expect(p.page.getByTestId('vote-ready')).toBeDisabled();
    }
    await expect.poll(() => statNumber(page, 'stat-ready')).toBe(0);
    // The next round works as the first did.
    await vote(phones[0]!.page, '8', false);
    await expect(card(phones[0]!.page, '8')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('phone on its own', () => {
  test('the vote survives a lost connection and is sent when it returns', async ({
    browser,
    app,
    code,
    db,
    writer,
  }) => {
    test.setTimeout(120_000);
    await writer.join(code, { userId: 'other', userName: 'Other', value: '5', showCard: false });
    const ann = await openPhone(browser, app, code);
    const id = await join(ann.page, 'Ann');
    await vote(ann.page, '3');
    await expect.poll(() => storedVote(db, code, id)).toMatchObject({ value: '3', showCard: true });

    // setOffline does not cut an open WebSocket to 127.0.0.1, so the server goes away instead.
    await db.pause();
    await expect(ann.page.getByTestId('vote-offline')).toHaveText(
      'Offline — your vote is kept and will be sent when the connection returns',
      { timeout: 20_000 },
    );
    await ann.page.getByTestId('vote-not-ready').click();
    await vote(ann.page, '8');
    await expect(card(ann.page, '8')).toHaveAttribute('aria-pressed', 'true');
    // The record stayed on the server with the old vote; the change is sent on return.
    expect(storedVote(db, code, id)).toMatchObject({ value: '3', showCard: true });
    await db.resume();

    await expect(ann.page.getByTestId('vote-offline')).toHaveCount(0, { timeout: 45_000 });
    await expect
      .poll(() => storedVote(db, code, id), { timeout: 30_000 })
      .toMatchObject({ value: '8', showCard: true, userName: 'Ann' });
    await expect(ann.page.getByTestId('vote-ready-count')).toHaveText('1 of 2 ready');
  });

  test('names and pictures are checked before joining, and shown as text', async ({
    browser,
    app,
    code,
    db,
  }) => {
    const { page: phone } = await openPhone(browser, app, code);
    await phone.getByTestId('vote-join').click();
    await expect(phone.getByText('Enter your name')).toBeVisible();

    await phone.getByTestId('vote-name').fill('x'.repeat(65));
    await expect(phone.getByText('Use at most 64 characters')).toBeVisible();

    await phone.getByTestId('vote-name').fill('<img src=x onerror="window.__pwned=1">');
    await phone.getByTestId('vote-picture').fill('javascript:window.__pwned=1');
    await phone.getByTestId('vote-join').click();
    await expect(
      phone.getByText('Use a picture address starting with http:// or https://'),
    ).toBeVisible();
    expect(recordCount(db, code)).toBe(0);

    // A picture that does not load: the initials, and a hint.
    await phone.getByTestId('vote-picture').fill('http://127.0.0.1:1/missing.png');
    await expect(phone.getByTestId('vote-picture-help')).toHaveText(/could not be loaded/);
    await expect(phone.getByTestId('vote-avatar').first()).toHaveAttribute('data-kind', 'initials');

    const id = await join(phone, '  <img src=x onerror="window.__pwned=1">  ');
    await expect(phone.getByTestId('vote-me')).toHaveText('<img src=x onerror="window.__pwned=1">');
    expect(await phone.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect
      .poll(() => storedVote(db, code, id)?.userName)
      .toBe('<img src=x onerror="window.__pwned=1">');
  });

  test('the name is remembered; typing another code moves to that screen', async ({
    browser,
    app,
    code,
    db,
  }) => {
    const phone = await openPhone(browser, app, code);
    const id = await join(phone.page, 'Ann');
    await phone.page.getByTestId('vote-leave').click();
    await expect.poll(() => recordCount(db, code)).toBe(0);
    await expect(phone.page.getByTestId('vote-name')).toHaveValue('Ann');

    const other = `${code}-b`;
    await phone.page.getByTestId('vote-code').fill(`${other}!`);
    await phone.page.getByTestId('vote-join').click();
    await expect(phone.page).toHaveURL(new RegExp(`/${other}-/vote$`));
    await expect(phone.page.getByTestId('vote-room')).toContainText(`${other}-`);
    await expect(phone.page.getByTestId('vote-card').first()).toBeVisible();
    await expect.poll(() => storedVote(db, `${other}-`, id)?.userName).toBe('Ann');
  });

  test('T-shirt sizes on request, remembered on the device', async ({ browser, app, code, db }) => {
    const phone = await openPhone(browser, app, code);
    const id = await join(phone.page, 'Ann');
    await expect(phone.page.getByTestId('vote-card')).toHaveCount(14);
    await expect(card(phone.page, 'C').getByTestId('coffee-icon')).toBeVisible();
    await phone.page.getByRole('button', { name: 'T-shirt' }).click();
    await expect(phone.page.getByTestId('vote-card')).toHaveCount(6);
    await vote(phone.page, 'XL', false);
    await expect.poll(() => storedVote(db, code, id)).toMatchObject({ value: 'XL' });
    await phone.page.reload();
    await expect(phone.page.getByTestId('vote-card')).toHaveCount(6);
  });

  test('phone layout: no horizontal scroll and touch targets of at least 44 px', async ({
    browser,
    app,
    code,
  }) => {
    for (const viewport of [SMALL_PHONE, PHONE]) {
      const { page: phone } = await openPhone(browser, app, code, viewport);
      const check = async () => {
        const overflow = await phone.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // A check box is tapped through its whole label (the label holds it), so the
        // label is its target.
        const small = await phone.evaluate(() =>
          Array.from(document.querySelectorAll('button, input, [role="button"]'))
            .map((el) => {
              const label = el instanceof HTMLInputElement ? el.closest('label') : null;
              return { el, r: (label ?? el).getBoundingClientRect() };
            })
            .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
            .map(({ el }) => el.outerHTML.slice(0, 80)),
        );
        expect(small).toEqual([]);
      };
      await check();
      await join(phone, 'A name long enough to need an ellipsis in the header bar');
      await check();
    }
  });
});

test('screenshots of the phone page in every state', async ({ browser, app, code, db, writer }) => {
  test.setTimeout(120_000);
  await writer.joinMany(code, [
    { userId: 'bob', userName: 'Bob', value: '5', showCard: true },
    { userId: 'cat', userName: 'Cat', value: '8', showCard: false },
  ]);
  const { page: phone } = await openPhone(browser, app, code);
  await phone.getByTestId('vote-name').fill('Ann Lee');
  await shoot(phone, 'phone-join');
  await phone.getByTestId('vote-join').click();
  await card(phone, '3').click();
  await expect(phase(phone)).toHaveAttribute('data-phase', 'choosing');
  await shoot(phone, 'phone-choosing');
  await phone.getByTestId('vote-ready').click();
  await expect(phase(phone)).toHaveAttribute('data-phase', 'waiting');
  await shoot(phone, 'phone-waiting');
  await writer.ready(code, 'cat', true);
  await expect(phase(phone)).toHaveAttribute('data-phase', 'revealed');
  await expect(phone.getByTestId('vote-average')).toHaveText('5.33');
  await shoot(phone, 'phone-revealed');

  // Its own room: in this one the round is revealed, and a latecomer waits.
  const small = await openPhone(browser, app, `${code}-small`, SMALL_PHONE);
  await join(small.page, 'Dan');
  await card(small.page, 'C').click();
  await expect(small.page.getByTestId('vote-ready')).toBeInViewport();
  await shoot(small.page, 'phone-choosing-360x640');

  await db.pause();
  await expect(phone.getByTestId('vote-offline')).toBeVisible({ timeout: 20_000 });
  await shoot(phone, 'phone-offline');
  await db.resume();
  await expect(phone.getByTestId('vote-offline')).toHaveCount(0, { timeout: 45_000 });
});
