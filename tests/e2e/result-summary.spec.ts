/**
 * The result summary after the reveal (docs/product.md, Result summary), on the wall and
 * on phones, read the way a person (or a screen reader) reads it: by role and visible
 * text. Rounds are written through the official SDK and played on phone-sized pages.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { loadThemes } from '../../server/db/server';
import { parseThemes } from '../../renderer/domain/records';
import {
  expect,
  participantCard,
  participantCards,
  saveScreenshot,
  statAverageText,
  test,
  type App,
  type TestParticipant,
  type Writer,
} from './fixtures';
import { expectThroughout, transitionsDone, transitionsDoneIn } from './settled';

const PHONE = { width: 390, height: 844 };
const THEMES = parseThemes(loadThemes());

/** Gives the screen a seeded theme, as selecting it in Options does. */
function useTheme(writer: Writer, code: string, name: string): void {
  const theme = THEMES.find((t) => t.name === name);
  if (!theme) throw new Error(`no seeded theme ${name}`);
  writer.raw(`configs/${code}`, theme.values);
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

/** The wall's summary panel. */
const summaryOf = (page: Page) => page.getByRole('region', { name: 'Result' });

/** The bars of a summary as "value×count", in the order shown. */
async function bars(summary: Locator): Promise<string[]> {
  const list = summary.getByRole('list', { name: 'Votes per card' });
  await expect(list).toBeVisible();
  const items = list.getByRole('listitem');
  const labels = await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return labels.map((l) => (l ?? '').replace(/: (\d+) votes?$/, '×$1'));
}

/** What a summary says is the closest card, or null when it names none. */
async function closest(summary: Locator): Promise<string | null> {
  await expect(summary).toBeVisible();
  const group = summary.getByRole('group', { name: 'Closest card' });
  if ((await group.count()) === 0) return null;
  return ((await group.textContent()) ?? '').replace('Closest card', '');
}

/** The mark ('Lowest' / 'Highest') on a card, or '' when it has none. */
async function markOn(page: Page, userId: string): Promise<string> {
  const marks = participantCard(page, userId).getByText(/^(Lowest|Highest)$/);
  return (await marks.count()) === 0 ? '' : ((await marks.textContent()) ?? '');
}

async function allRevealed(page: Page, n: number): Promise<void> {
  await expect(page.locator('[data-testid="participant-card"][data-revealed="true"]')).toHaveCount(
    n,
  );
}

function people(values: string[]): TestParticipant[] {
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
  return values.map((value, i) => ({
    userId: `p${i}`,
    userName: names[i] ?? `P${i}`,
    value,
    showCard: true,
  }));
}

async function reveal(page: Page, app: App, writer: Writer, code: string, values: string[]) {
  await writer.joinMany(code, people(values));
  await page.goto(app.screenUrl(code));
  await allRevealed(page, values.length);
}

test('3, 5, 5, 8: the bars, Lowest on 3, Highest on 8, Closest card 5', async ({
  page,
  app,
  writer,
  code,
}) => {
  await reveal(page, app, writer, code, ['3', '5', '5', '8']);
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  expect(await bars(summary)).toEqual(['3×1', '5×2', '8×1']);
  expect(await closest(summary)).toBe('5');
  await expect(summary.getByText('Consensus')).toHaveCount(0);
  await expect(summary.getByRole('group', { name: 'Lowest' })).toHaveText(/3$/);
  await expect(summary.getByRole('group', { name: 'Highest' })).toHaveText(/8$/);
  expect(await Promise.all(['p0', 'p1', 'p2', 'p3'].map((id) => markOn(page, id)))).toEqual([
    'Lowest',
    '',
    '',
    'Highest',
  ]);
  // The statistics bar's average is untouched beside it.
  await expect.poll(() => statAverageText(page)).toBe('5.25');
  await saveScreenshot(page, 'result-3-5-5-8');
});

test('5, 5, 5: Consensus, and nobody is marked', async ({ page, app, writer, code }) => {
  await reveal(page, app, writer, code, ['5', '5', '5']);
  const summary = summaryOf(page);
  await expect(summary.getByText('Consensus', { exact: true })).toBeVisible();
  expect(await bars(summary)).toEqual(['5×3']);
  expect(await closest(summary)).toBe('5');
  await expect(summary.getByRole('group', { name: 'Lowest' })).toHaveCount(0);
  await expect(page.getByText(/^(Lowest|Highest)$/)).toHaveCount(0);
  await saveScreenshot(page, 'result-consensus');
});

test('?, C only: the counts, and no closest card', async ({ page, app, writer, code }) => {
  await reveal(page, app, writer, code, ['?', 'C', '?']);
  const summary = summaryOf(page);
  expect(await bars(summary)).toEqual(['?×2', 'Coffee×1']);
  await expect(summary.getByText('3 votes')).toBeVisible();
  expect(await closest(summary)).toBeNull();
  await expect(summary.getByText('No numeric votes')).toBeVisible();
  await expect(summary.getByText('Consensus')).toHaveCount(0);
  await expect(page.getByText(/^(Lowest|Highest)$/)).toHaveCount(0);
});

test('the summary comes with the reveal, follows the frozen view while paused and goes with New round', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, [
    { userId: 'a', userName: 'Ann', value: '3', showCard: true },
    { userId: 'b', userName: 'Bob', value: '5' },
  ]);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(2);
  // Not revealed yet: no summary, and no mark gives a value away.
  await expect(summaryOf(page)).toHaveCount(0);
  await writer.ready(code, 'b', true);
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  expect(await bars(summary)).toEqual(['3×1', '5×1']);
  // (3 + 5) / 2 = 4: a tie between 3 and 5 goes to the larger card.
  expect(await closest(summary)).toBe('5');

  // Paused: the summary, like the average, stays as it was.
  await page.getByRole('button', { name: 'Pause Session' }).click();
  await writer.vote(code, 'a', '13');
  await expect.poll(() => page.getByTestId('stat-ready').textContent()).toContain('2');
  await expectThroughout(
    'paused: the summary keeps the last snapshot',
    async () => JSON.stringify(await bars(summary)) === JSON.stringify(['3×1', '5×1']),
    500,
  );
  await expect(participantCard(page, 'a')).toContainText('3');
  // Continue: the cards turn down, then show the last snapshot with its summary.
  await page.getByRole('button', { name: 'Continue Session' }).click();
  await expect.poll(() => bars(summaryOf(page))).toEqual(['5×1', '13×1']);
  expect(await closest(summaryOf(page))).toBe('8');
  expect(await markOn(page, 'a')).toBe('Highest');

  await page.getByRole('button', { name: 'New round' }).click();
  await expect(summaryOf(page)).toHaveCount(0);
  await expect(page.getByText(/^(Lowest|Highest)$/)).toHaveCount(0);
});

test('a switch in Options hides the summary and its marks, remembered on this device', async ({
  page,
  app,
  writer,
  code,
}) => {
  await reveal(page, app, writer, code, ['3', '8']);
  await expect(summaryOf(page)).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Show result summary' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.keyboard.press('Escape');
  await expect(summaryOf(page)).toHaveCount(0);
  await expect(page.getByText(/^(Lowest|Highest)$/)).toHaveCount(0);
  // The statistics bar is unchanged.
  await expect.poll(() => statAverageText(page)).toBe('5.50');
  await page.reload();
  await allRevealed(page, 2);
  await expect(summaryOf(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Show result summary' }).check();
  await page.keyboard.press('Escape');
  await expect(summaryOf(page)).toBeVisible();
  expect(await markOn(page, 'p0')).toBe('Lowest');
});

test('preview mode shows the summary of its sample cards', async ({ page, app, writer, code }) => {
  await writer.join(code, { userId: 'a', userName: 'Ann' });
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Preview Ocean', exact: true }).click();
  // The open menu hides the page from the accessibility tree: close it to read the wall.
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 1000);
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  expect(await bars(summary)).toEqual([
    '0×1',
    '½×1',
    '1×1',
    '2×1',
    '3×1',
    '5×1',
    '8×1',
    '13×1',
    '20×1',
    '40×1',
    '100×1',
    '∞×1',
    '?×1',
    'Coffee×1',
  ]);
  // (0 + 0.5 + 1 + 2 + 3 + 5 + 8 + 13 + 20 + 40 + 100) / 11 = 17.5 → 20
  expect(await closest(summary)).toBe('20');
  // The sample cards keep turning while preview is on: only the summary settles.
  await transitionsDoneIn(summary);
  await saveScreenshot(page, 'result-preview');
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await expect(summaryOf(page)).toHaveCount(0);
});

// ---------------------------------------------------------------------------
// Phones

interface Phone {
  page: Page;
}

async function openPhone(browser: Browser, app: App, code: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(app.voteUrl(code));
  return { page };
}

async function joinPhone(phone: Page, name: string): Promise<void> {
  await phone.getByLabel('Your name').fill(name);
  await phone.getByRole('button', { name: 'Join' }).click();
}

async function votePhone(phone: Page, value: string, sizes = false): Promise<void> {
  if (sizes) await phone.getByRole('button', { name: 'T-shirt' }).click();
  await phone.locator(`[data-testid="vote-card"][data-value="${value}"]`).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** The phone's summary panel. */
const phoneSummary = (phone: Page) => phone.getByRole('region', { name: 'Result' });

test('XS, M, L voted on phones: Closest card M on the wall and on every phone', async ({
  page,
  browser,
  app,
  code,
}) => {
  await page.goto(app.screenUrl(code));
  const phones = await Promise.all([0, 1, 2].map(() => openPhone(browser, app, code)));
  const votes = [
    ['Ann', 'XS'],
    ['Bob', 'M'],
    ['Cat', 'L'],
  ] as const;
  // Everyone in the room first: a phone joining a revealed round waits for the next.
  for (const [i, [name]] of votes.entries()) await joinPhone(phones[i]!.page, name);
  await expect(participantCards(page)).toHaveCount(3);
  for (const [i, [, value]] of votes.entries()) {
    await expect(phoneSummary(phones[i]!.page)).toHaveCount(0);
    await votePhone(phones[i]!.page, value, true);
  }
  await allRevealed(page, 3);
  // (1 + 3 + 4) / 3 = 2.67 → M on the XS..XXL scale.
  expect(await closest(summaryOf(page))).toBe('M');
  expect(await bars(summaryOf(page))).toEqual(['XS×1', 'M×1', 'L×1']);
  for (const { page: phone } of phones) {
    const summary = phoneSummary(phone);
    await expect(summary).toBeVisible();
    expect(await closest(summary)).toBe('M');
    expect(await bars(summary)).toEqual(['XS×1', 'M×1', 'L×1']);
    await expect(summary.getByRole('group', { name: 'Lowest' })).toHaveText(/XS$/);
    await expect(summary.getByRole('group', { name: 'Highest' })).toHaveText(/L$/);
  }
  await saveScreenshot(phones[0]!.page, 'result-phone-sizes');

  // New round on the wall: the summary goes on the phones too.
  await page.getByRole('button', { name: 'New round' }).click();
  for (const { page: phone } of phones) await expect(phoneSummary(phone)).toHaveCount(0);
});

// ---------------------------------------------------------------------------
// Layout and looks

const TWENTY = [
  '3',
  '5',
  '8',
  '5',
  '13',
  'C',
  '?',
  '8',
  '2',
  '1',
  '20',
  '½',
  '3',
  '5',
  '8',
  '8',
  '0',
  '40',
  '∞',
  '100',
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every card inside the viewport, none under the summary or the join panel, no scrolling:
 * once the wall has settled, and for as long as a redraw takes to come (after a resize,
 * the cards follow their area a task later).
 */
async function expectNoCardCovered(page: Page): Promise<void> {
  await transitionsDone(page);
  await expect(() => cardsClear(page)).toPass({ timeout: 5_000 });
}

async function cardsClear(page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  const panels: Box[] = [];
  for (const panel of [summaryOf(page), page.getByTestId('join-panel')]) {
    const box = await panel.boundingBox();
    if (box) panels.push(box);
  }
  expect(panels.length).toBeGreaterThan(0);
  const cards = await participantCards(page).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(cards).toHaveLength(20);
  for (const card of cards) {
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
    for (const panel of panels) expect(overlaps(card, panel)).toBe(false);
  }
  for (const panel of panels) {
    expect(panel.y + panel.height).toBeLessThanOrEqual(viewport.height);
    expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
  }
  expect(
    await page.evaluate(
      () =>
        document.documentElement.scrollHeight <= innerHeight &&
        document.documentElement.scrollWidth <= innerWidth,
    ),
  ).toBe(true);
}

test('20 revealed cards and the summary fit at 1920x1080 and 1280x720, no card covered', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(
    code,
    TWENTY.map((value, i) => ({
      userId: `u${String(i).padStart(2, '0')}`,
      userName: `Person ${i + 1}`,
      value,
      showCard: true,
    })),
  );
  await page.goto(app.screenUrl(code));
  await allRevealed(page, 20);
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  // Every bar is there, none cut off: 14 values.
  expect(await bars(summary)).toHaveLength(14);
  await expectNoCardCovered(page);
  await saveScreenshot(page, 'result-twenty-1080p');

  await page.setViewportSize({ width: 1280, height: 720 });
  await expectNoCardCovered(page);
  const last = summary.getByRole('listitem').last();
  const lastBox = (await last.boundingBox())!;
  const panelBox = (await summary.boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
  await saveScreenshot(page, 'result-twenty-720p');
});

for (const theme of ['Midnight', 'Paper', 'High Contrast', 'High Contrast Light']) {
  test(`screenshots of the wall and a phone in ${theme}`, async ({
    page,
    browser,
    app,
    writer,
    code,
  }) => {
    useTheme(writer, code, theme);
    const others = people(['3', '5', '5', '8', '?']);
    await writer.joinMany(
      code,
      others.map((p) => ({ ...p, showCard: false })),
    );
    await page.goto(app.screenUrl(code));
    const phone = (await openPhone(browser, app, code)).page;
    await joinPhone(phone, 'Fay');
    await expect(participantCards(page)).toHaveCount(6);
    await votePhone(phone, '13');
    await Promise.all(others.map((p) => writer.ready(code, p.userId, true)));
    await allRevealed(page, 6);
    await expect(summaryOf(page)).toBeVisible();
    await expect(phoneSummary(phone)).toBeVisible();
    expect(await closest(phoneSummary(phone))).toBe('8');
    const slug = theme.toLowerCase().replace(/ /g, '-');
    await transitionsDone(page);
    await saveScreenshot(page, `result-wall-${slug}`);
    await phoneSummary(phone).scrollIntoViewIfNeeded();
    await transitionsDone(phone);
    await saveScreenshot(phone, `result-phone-${slug}`);
  });
}
