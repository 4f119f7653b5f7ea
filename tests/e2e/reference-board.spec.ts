/**
 * The reference board through the UI only (docs/product.md, Reference board): with a
 * backlog, M on the wall opens the stories sized so far in columns by estimate, the
 * smallest left; it follows the room live and closes with Escape and M; a phone has
 * the same as 'Sized so far'. Story titles from an import are text, never markup.
 */
import type { Locator, Page } from '@playwright/test';
import ar from '../../renderer/i18n/catalogues/ar/index';
import de from '../../renderer/i18n/catalogues/de/index';
import { en } from '../../renderer/i18n/en';
import { expectNoAxeViolations } from './axe';
import { expect, saveScreenshot, test } from './fixtures';
import { playRound } from './round-steps';

const HOSTILE = '<img src=x onerror="window.pwned=1"><b>Refunds</b>';
const STORIES = `PAY-1 Log in\nPAY-2 ${HOSTILE}\nPAY-3 Reset the password\nPAY-4 Log out`;

/** Pastes the stories into Options' 'Backlog' and imports them. */
async function importStories(wall: Page, text: string): Promise<void> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const backlog = wall.getByRole('region', { name: 'Backlog' });
  await backlog.getByLabel('Paste stories').fill(text);
  await backlog.getByRole('button', { name: 'Preview' }).click();
  await backlog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(backlog.getByRole('list', { name: 'Stories' }).getByRole('listitem')).toHaveCount(
    text.split('\n').length,
  );
  await wall.getByRole('button', { name: 'Close menu' }).click();
}

/** The round played and its closest card saved with 'Next story' from `by`. */
async function estimate(wall: Page, phones: Page[], values: string[], by: Page): Promise<void> {
  await playRound(wall, phones, values);
  await by
    .getByRole('region', { name: 'Next story' })
    .getByRole('button', { name: 'Next story', exact: true })
    .click();
  for (const phone of phones) {
    await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeDisabled();
  }
}

/** The stories (key and title) of one estimate's column. */
function column(board: Locator, estimate: string): Locator {
  return board
    .getByRole('list', { name: `Estimate ${estimate}`, exact: true })
    .getByRole('listitem');
}

test('the reference board lists two estimated stories in their columns, live, and closes with Escape and M', async ({
  devices,
  code,
}) => {
  test.setTimeout(150_000);
  const wall = await devices.wall(code);
  const phones = await devices.phones(code, ['Ann', 'Bob']);
  const [ann, bob] = phones as [Page, Page];
  // Without a backlog, M does nothing.
  await wall.keyboard.press('m');
  await expect(wall.getByRole('dialog')).toHaveCount(0);

  await importStories(wall, STORIES);
  // Nothing sized yet: the board says so.
  await wall.keyboard.press('m');
  const board = wall.getByRole('dialog', { name: 'Sized so far' });
  await expect(board.getByText('No story has an estimate yet.')).toBeVisible();
  await expect(board.getByText('0 of 4 estimated')).toBeVisible();
  await wall.keyboard.press('Escape');
  await expect(board).toBeHidden();

  await estimate(wall, phones, ['8', '8'], wall);
  await estimate(wall, phones, ['3', '3'], ann);

  await wall.keyboard.press('M');
  await expect(board).toBeVisible();
  await expect(column(board, '8')).toHaveText(['PAY-1Log in']);
  await expect(column(board, '3')).toHaveText([`PAY-2${HOSTILE}`]);
  // The smallest left.
  const three = (await board.getByRole('list', { name: 'Estimate 3' }).boundingBox())!;
  const eight = (await board.getByRole('list', { name: 'Estimate 8' }).boundingBox())!;
  expect(three.x).toBeLessThan(eight.x);
  // The title is text: no element came of it, no script ran.
  await expect(board.locator('img, b')).toHaveCount(0);
  expect(await wall.evaluate(() => 'pwned' in window)).toBe(false);
  await expect(board.getByText('2 of 4 estimated')).toBeVisible();
  // Focus is in the board and stays there.
  await expect(board.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 3; i += 1) {
    await wall.keyboard.press('Tab');
    expect(await board.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await wall.keyboard.press('Shift+Tab');
  expect(await board.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await saveScreenshot(wall, 'reference-board-wall');

  // Live: the room sizes a third story from a phone while the board is open.
  await estimate(wall, phones, ['8', '8'], bob);
  await expect(column(board, '8')).toHaveText(['PAY-1Log in', 'PAY-3Reset the password']);
  await expect(board.getByText('3 of 4 estimated')).toBeVisible();

  // M closes it; the keys work as before.
  await wall.keyboard.press('m');
  await expect(board).toBeHidden();
  await wall.keyboard.press('?');
  await expect(
    wall
      .getByRole('dialog', { name: 'Keyboard shortcuts' })
      .getByText('Show or hide the stories sized so far'),
  ).toBeVisible();
  await wall.keyboard.press('Escape');

  // A phone: 'Sized so far', the same columns.
  await ann.getByRole('button', { name: 'Sized so far' }).click();
  const sized = ann.getByRole('main');
  await expect(sized.getByRole('heading', { name: 'Sized so far' })).toBeVisible();
  await expect(column(sized, '3')).toHaveText([`PAY-2${HOSTILE}`]);
  await expect(column(sized, '8')).toHaveText(['PAY-1Log in', 'PAY-3Reset the password']);
  await saveScreenshot(ann, 'reference-board-phone');
  await ann.getByRole('button', { name: 'Back to voting' }).click();
  // With a backlog the phone's session buttons are two even rows of two.
  const session = ann.getByRole('region', { name: 'Session' });
  const [backlog, history, sizedButton, timer] = await Promise.all(
    ['Backlog', 'History', 'Sized so far', 'Timer'].map(
      async (name) => (await session.getByRole('button', { name, exact: true }).boundingBox())!,
    ),
  );
  expect(history!.y).toBe(backlog!.y);
  expect(timer!.y).toBe(sizedButton!.y);
  expect(sizedButton!.y).toBeGreaterThan(backlog!.y);
  expect(sizedButton!.width).toBe(backlog!.width);
  await saveScreenshot(ann, 'reference-board-phone-panel');
});

const LANGUAGES = [
  { code: 'en', text: en },
  { code: 'de', text: de },
  { code: 'ar', text: ar },
] as const;

/** Twelve stories sized over seven estimates: long keys and titles, one in Arabic. */
function sizedBacklog(): Record<string, unknown> {
  const sized: [string, string, string | null][] = [
    ['PAY-101', 'Pay by card', '5'],
    ['PAY-102', 'Refund a payment, fully or in part', '8'],
    ['PAY-103', 'Send a receipt by e-mail', '2'],
    ['PAY-104', 'Export payments to accounting', '13'],
    ['PAY-105', 'Show the payment history', '5'],
    ['PAY-106', 'Retry a failed payment', '3'],
    [
      'INTERNATIONAL-PAYMENTS-TEAM-4711',
      'As a customer paying from abroad I want every checkout price converted to my own currency with the exchange rate, fees and the final amount shown',
      '20',
    ],
    ['PAY-108', 'تخزين البطاقات للمرة القادمة', '8'],
    ['PAY-109', 'Split a bill between people', '1'],
    ['PAY-110', 'Pay with a voucher', '?'],
    ['PAY-111', 'Fraud checks on large amounts', '13'],
    ['PAY-112', 'Not sized yet', null],
  ];
  return Object.fromEntries(
    sized.map(([key, title, estimate], slot) => [
      String(slot),
      estimate === null
        ? { key, title }
        : { key, title, estimate, estimatedAt: 1_700_000_000_000, votes: `Ann: ${estimate}` },
    ]),
  );
}

for (const lang of LANGUAGES) {
  const t = lang.text;
  test(`the reference board in ${lang.code} at 1920x1080, in portrait and on a 390 px phone`, async ({
    devices,
    code,
    writer,
  }) => {
    test.setTimeout(120_000);
    writer.raw(`sessions/${code}/backlog`, sizedBacklog());
    writer.raw(`sessions/${code}/currentStory`, '11');
    const wall = await devices.wall(code, {
      locale: lang.code,
      band: t.session.session,
      bypassCSP: true,
    });
    await expect(wall.locator('html')).toHaveAttribute('lang', lang.code);
    await wall.keyboard.press('m');
    const board = wall.getByRole('dialog', { name: t.facilitation.sizedSoFar });
    await expect(board.getByRole('list')).toHaveCount(8);
    // The smallest left (right in Arabic, which reads from the right).
    const one = (await board.getByRole('list').first().boundingBox())!;
    const two = (await board.getByRole('list').nth(1).boundingBox())!;
    if (lang.code === 'ar') expect(one.x).toBeGreaterThan(two.x);
    else expect(one.x).toBeLessThan(two.x);
    await saveScreenshot(wall, `reference-board-${lang.code}-1920`);
    await expectNoAxeViolations(wall, `the reference board in ${lang.code}`);
    await wall.setViewportSize({ width: 1080, height: 1920 });
    await saveScreenshot(wall, `reference-board-${lang.code}-portrait`);
    // Nothing runs off the side: the board wraps its columns.
    expect(await board.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);

    const phone = await devices.phone(code, 'Ann', {
      locale: lang.code,
      words: t.phone,
      bypassCSP: true,
    });
    await phone.getByRole('button', { name: t.facilitation.sizedSoFar }).click();
    await expect(phone.getByRole('heading', { name: t.facilitation.sizedSoFar })).toBeVisible();
    await expect(phone.getByRole('list')).toHaveCount(8);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await saveScreenshot(phone, `reference-board-${lang.code}-phone`);
    await expectNoAxeViolations(phone, `'Sized so far' in ${lang.code}`);
  });
}
