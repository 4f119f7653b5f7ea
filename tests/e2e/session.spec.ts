/**
 * The session (docs/product.md, Story, Timer, History) through the UI only, with a wall
 * and phones in their own browser contexts against the production build and the local
 * database: the story set from a phone, a countdown that every device shows alike
 * (measured: the moment each one changes its shown seconds), a late joiner, New round
 * from a phone, the history with its CSV and Markdown export, hostile input, and
 * screenshots.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../support/csv';
import { expect, saveScreenshot, test } from './fixtures';

async function vote(phone: Page, value: string): Promise<void> {
  await phone.getByRole('button', { name: `Card ${value}`, exact: true }).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
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
    devices,
    code,
  }) => {
    const wall = await devices.wall(code);
    const ann = await devices.phone(code, 'Ann');
    const bob = await devices.phone(code, 'Bob');

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
    const cy = await devices.phone(code, 'Cy');
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

  test("a phone fetches the timer's code only when it is first needed, and keeps a Timer pressed meanwhile", async ({
    devices,
    code,
  }) => {
    const ann = await devices.phone(code, 'Ann');
    // A story written by hand and no timer: the session band's chunk is not needed.
    await setStory(ann, 'PROJ-7 Sign-up');
    const fetchedBand = () =>
      ann.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/session-band-[^/]*\.js$/.test(e.name)),
      );
    expect(await fetchedBand()).toBe(false);

    // 'Timer' pressed while that code is still on its way: the button stays where it is,
    // and the presets open once the code is in.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await ann.route('**/assets/session-band-*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const timer = ann.getByRole('button', { name: 'Timer', exact: true });
    const place = await timer.boundingBox();
    await timer.click();
    await expect(ann.getByTestId('session-timer')).toHaveAttribute('data-state', 'idle');
    expect(await timer.boundingBox()).toEqual(place);
    release();
    await ann.getByRole('button', { name: '30 s', exact: true }).click();
    await expect(ann.getByRole('timer')).toBeVisible();
    expect(await fetchedBand()).toBe(true);
  });

  test('at zero the wall says so, visibly', async ({ devices, code }) => {
    const wall = await devices.wall(code);
    const ann = await devices.phone(code, 'Ann');
    await wall.getByRole('button', { name: 'Timer', exact: true }).click();
    await wall.getByRole('button', { name: '30 s', exact: true }).click();
    await expect(ann.getByRole('timer')).toBeVisible();
    await expect(wall.getByText("Time's up")).toBeVisible({ timeout: 40_000 });
    await expect(wall.getByRole('timer')).toHaveText('0:00');
    await expect(ann.getByTestId('timer').getByText("Time's up")).toBeVisible();
    await saveScreenshot(wall, 'session-wall-times-up');
  });

  test('New round from a phone, two rounds kept in the history, exported as CSV and Markdown', async ({
    devices,
    code,
  }) => {
    const wall = await devices.wall(code);
    const ann = await devices.phone(code, 'Ann');
    const bob = await devices.phone(code, '=HYPERLINK("http://evil")');

    await setStory(wall, 'PROJ-1 Login');
    await vote(ann, '3');
    await vote(bob, '5');
    await expect(wall.getByTestId('stat-average')).toContainText('4.00');
    await expect(bob.getByRole('button', { name: 'New round' })).toBeVisible();

    // New round from a phone clears the wall and both phones.
    await bob.getByRole('button', { name: 'New round' }).click();
    await expect(wall.getByTestId('stat-ready')).toContainText('0');
    await expect(ann.getByRole('button', { name: 'Card 3', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(bob.getByRole('button', { name: 'Card 5', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await setStory(ann, 'PROJ-2 Logout, "quick"');
    await vote(ann, '8');
    await vote(bob, '13');
    await expect(wall.getByTestId('stat-average')).toContainText('10.50');

    // The phone's history: both rounds, most recent first.
    await ann.getByRole('button', { name: 'History' }).click();
    const rounds = ann.getByRole('list', { name: 'Rounds' }).getByTestId('history-round');
    await expect(rounds).toHaveCount(2, { timeout: 15_000 });
    await expect(rounds.nth(0)).toContainText('PROJ-2 Logout, "quick"');
    await expect(rounds.nth(0)).toContainText('Average 10.50');
    await expect(rounds.nth(0)).toContainText('Ann: 8');
    await expect(rounds.nth(0)).toContainText('=HYPERLINK("http://evil"): 13');
    await expect(rounds.nth(1)).toContainText('PROJ-1 Login');
    await expect(rounds.nth(1)).toContainText('Average 4.00');
    await expect(rounds.nth(1)).toContainText('Ann: 3');
    await saveScreenshot(ann, 'session-phone-history');

    // The CSV reads back to the same rows; the formula-like name is defused with an
    // apostrophe even after the '; ' between votes (Excel with ';' as its list separator
    // would split the cell there and run it).
    // Taken with the phone's network gone: the export's code came with the history view.
    await ann.context().setOffline(true);
    const download = ann.waitForEvent('download');
    await ann.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    await ann.context().setOffline(false);
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(rows[0]).toEqual(['Time', 'Story', 'Votes', 'Average', 'Closest card']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['PROJ-2 Logout, "quick"', `Ann: 8; '=HYPERLINK("http://evil"): 13`, '10.50', '13'],
      ['PROJ-1 Login', `Ann: 3; '=HYPERLINK("http://evil"): 5`, '4.00', '5'],
    ]);
    // The export's times are the rounds shown: the list words them as the language does
    // ('Nov 24, 2026, 8:33 PM'), the file keeps a sortable local time ('2026-11-24 20:33').
    const shownTimes = await rounds.locator('time').evaluateAll((times) =>
      times.map((t) => {
        const d = new Date(t.getAttribute('datetime') ?? '');
        const two = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
      }),
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(shownTimes);
    await expect(rounds.first().locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/,
    );

    // The wall's Options has the same history; a round deleted there goes everywhere.
    await wall.getByRole('button', { name: 'Settings' }).click();
    const section = wall.getByRole('region', { name: 'History' });
    await expect(section.getByTestId('history-round')).toHaveCount(2);
    await saveScreenshot(wall, 'session-wall-history');
    await wall.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(section.getByText('Copied as a Markdown table')).toBeVisible();
    const markdown = await wall.evaluate(() => navigator.clipboard.readText());
    expect(markdown.split('\n')[0]).toBe('| Time | Story | Votes | Average | Closest card |');
    expect(markdown).toContain('PROJ-2 Logout, "quick"');
    await section
      .getByTestId('history-round')
      .nth(1)
      .getByRole('button', { name: 'Delete round' })
      .click();
    await section.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rounds).toHaveCount(1);
    await expect(rounds.nth(0)).toContainText('PROJ-2');
  });
});
