/**
 * The backlog (docs/product.md, Backlog) through the UI only: a Jira export of 12
 * stories uploaded on the wall, its preview sentence before anything is stored, the
 * import, the story band ('1 of 12', the next story), skip, back and going to a story,
 * a phone that shows the current story and opens its description as text, the CSV
 * downloaded and read back, a pasted import appended and a bad one refused; and
 * screenshots of the band (landscape and portrait) and of a phone at 390 px with a
 * long key and title.
 */
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv } from '../support/csv';
import { expectNoAxeViolations } from './axe';
import { expect, saveScreenshot, test } from './fixtures';
import { WALL_VIEWPORT, PHONE_VIEWPORT } from './devices';

/** axe-core is injected into the pages it checks, which their CSP forbids (see axe.ts). */
const AXE = { bypassCSP: true };

const WALL = WALL_VIEWPORT;
const PORTRAIT = { width: 1080, height: 1920 };
const PHONE = PHONE_VIEWPORT;
const JIRA_EXPORT = path.resolve('tests/e2e/fixtures/jira-12-stories.csv');

const LONG_KEY = 'INTERNATIONAL-PAYMENTS-TEAM-4711';
const LONG_TITLE =
  'As a customer paying from abroad I want every checkout price converted to my own currency with the exchange rate, fees and the final amount shown before I confirm, so that nothing surprises me later';
const KEYS = [
  'PAY-101',
  'PAY-102',
  'PAY-103',
  'PAY-104',
  'PAY-105',
  'PAY-106',
  'PAY-107',
  'PAY-108',
  'PAY-109',
  'PAY-110',
  'PAY-111',
  LONG_KEY,
];

/** Opens Options and gives its 'Backlog' section. */
async function openBacklog(wall: Page): Promise<Locator> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const section = wall.getByRole('region', { name: 'Backlog' });
  await expect(section).toBeVisible();
  return section;
}

async function closeOptions(wall: Page): Promise<void> {
  await wall.getByRole('button', { name: 'Close menu' }).click();
  await expect(wall.getByRole('dialog', { name: 'Options' })).toBeHidden();
}

/** What the session band says: the place, the key, the title and the next story. */
async function expectBand(
  page: Page,
  band: { place: string; key: string; title: string; next: string },
): Promise<void> {
  const session = page.getByRole('region', { name: 'Session' });
  await expect(session.getByText(band.place, { exact: true })).toBeVisible();
  await expect(session.getByText(band.key, { exact: true })).toBeVisible();
  await expect(session.getByText(band.title, { exact: true })).toBeVisible();
  await expect(session.getByText(band.next, { exact: true })).toBeVisible();
}

test.describe('the backlog', () => {
  test('a Jira export imported on the wall, worked through, shown on a phone and exported', async ({
    devices,
    code,
  }) => {
    const wall = await devices.wall(code, AXE);
    // Before any backlog the free-text story is there as ever.
    await expect(wall.getByRole('button', { name: /^Story/ })).toBeVisible();

    let backlog = await openBacklog(wall);
    await expect(
      backlog.getByText('No backlog yet: import stories to estimate them one by one.'),
    ).toBeVisible();
    await backlog.getByLabel('Upload a file').setInputFiles(JIRA_EXPORT);
    // The preview sentence first; nothing is stored until 'Import'.
    await expect(backlog.getByText('Read as Jira CSV')).toBeVisible();
    await expect(
      backlog.getByText('12 stories; 1 row skipped: row 10 has no title', { exact: true }),
    ).toBeVisible();
    // (Options hides the page from assistive technology while open: the band by its test id.)
    await expect(wall.getByTestId('session-band')).toContainText('Add a story');
    await expectNoAxeViolations(wall, 'Options with an import preview');
    await backlog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(backlog.getByText('12 stories imported.')).toBeVisible();
    const stories = backlog.getByRole('list', { name: 'Stories' }).getByRole('listitem');
    await expect(stories).toHaveCount(12);
    await expect(stories.nth(0)).toContainText('PAY-101Pay by card');
    await expect(stories.nth(0)).toContainText('Current');
    await expect(stories.nth(11)).toContainText('Not estimated');
    await expect(backlog.getByText('0 of 12 estimated')).toBeVisible();
    await saveScreenshot(wall, 'backlog-wall-options');
    await expectNoAxeViolations(wall, 'Options with the backlog');
    await closeOptions(wall);

    // The band: the first story, large, its place and the next one.
    await expectBand(wall, {
      place: '1 of 12',
      key: 'PAY-101',
      title: 'Pay by card',
      next: 'Next: PAY-102 Refund a payment, fully or in part',
    });
    await expect(wall.getByRole('button', { name: /^Story/ })).toHaveCount(0);
    await expectNoAxeViolations(wall, 'the band with a backlog story');

    // Skip, back, and going to a story.
    backlog = await openBacklog(wall);
    await backlog.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(stories.nth(1)).toContainText('Current');
    await backlog.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stories.nth(0)).toContainText('Current');
    await stories.nth(4).getByRole('button', { name: 'Estimate now' }).click();
    await expect(stories.nth(4)).toContainText('Current');
    await closeOptions(wall);
    await expectBand(wall, {
      place: '5 of 12',
      key: 'PAY-105',
      title: 'Show the payment history',
      next: 'Next: PAY-106 Retry a failed payment',
    });
    // The clicker's Page Up goes back one story.
    await wall.keyboard.press('PageUp');
    await expect(wall.getByRole('region', { name: 'Session' })).toContainText('4 of 12');

    // A phone shows the same story and opens its description, as text.
    await (
      await openBacklog(wall)
    )
      .getByRole('listitem')
      .filter({ hasText: 'PAY-108' })
      .getByRole('button', { name: 'Estimate now' })
      .click();
    await closeOptions(wall);
    const ann = await devices.phone(code, 'Ann', AXE);
    await expectBand(ann, {
      place: '8 of 12',
      key: 'PAY-108',
      title: 'Store cards for next time',
      next: 'Next: PAY-109 Split a bill between people',
    });
    const description = ann.getByTestId('story-description');
    await expect(description).toBeHidden();
    await ann.getByRole('button', { name: 'Show description' }).click();
    await expect(description).toHaveText(
      'Tokenised; never the card number. <b>Not bold</b> <script>alert(1)</script>',
    );
    await expect(description.locator('b, script')).toHaveCount(0);
    await expectNoAxeViolations(ann, 'the phone with the description open');
    await ann.getByRole('button', { name: 'Hide description' }).click();
    await expect(description).toBeHidden();

    // The phone's 'Backlog' view: the same stories; Skip there moves the wall on too.
    await ann.getByRole('button', { name: 'Backlog', exact: true }).click();
    const phoneStories = ann.getByRole('list', { name: 'Stories' }).getByRole('listitem');
    await expect(phoneStories).toHaveCount(12);
    await expect(phoneStories.nth(7)).toContainText('Current');
    await saveScreenshot(ann, 'backlog-phone-view');
    await expectNoAxeViolations(ann, "the phone's Backlog view");
    await ann.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(phoneStories.nth(8)).toContainText('Current');
    await expect(wall.getByRole('region', { name: 'Session' })).toContainText('9 of 12');
    await ann.getByRole('button', { name: 'Back to voting' }).click();
    await expect(ann.getByRole('region', { name: 'Session' })).toContainText('PAY-109');

    // The CSV reads back to every story, in order, none estimated yet.
    backlog = await openBacklog(wall);
    const download = wall.waitForEvent('download');
    await backlog.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`story-point-${code}-backlog.csv`);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['Issue key', 'Summary', 'Story Points', 'Estimated at', 'Votes']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(KEYS);
    expect(rows[2]).toEqual([
      'PAY-102',
      'Refund a payment, fully or in part',
      '',
      'Not estimated',
      '',
    ]);
    expect(rows[12]?.[1]).toBe(LONG_TITLE);
    const markdown = wall.waitForEvent('download');
    await backlog.getByRole('button', { name: 'Download Markdown' }).click();
    const table = await readFile(await (await markdown).path(), 'utf8');
    expect(table.split('\n')[0]).toBe('| Key | Story | Estimate | Estimated at | Votes |');
    expect(table).toContain('| PAY-101 | Pay by card |');

    // The long story: cut on the wall with the whole text on keyboard focus, wrapped on a phone.
    await backlog
      .getByRole('listitem')
      .filter({ hasText: LONG_KEY })
      .getByRole('button', { name: 'Estimate now' })
      .click();
    await closeOptions(wall);
    const band = wall.getByRole('region', { name: 'Session' });
    await expect(band).toContainText('12 of 12');
    await expect(band.getByText('Last story')).toBeVisible();
    const full = band.getByTitle(`${LONG_KEY} ${LONG_TITLE}`);
    await full.focus();
    await expect(wall.getByRole('tooltip')).toHaveText(`${LONG_KEY} ${LONG_TITLE}`);
    await saveScreenshot(wall, 'backlog-wall-band-long');
    await wall.keyboard.press('Escape');
    await wall.setViewportSize(PORTRAIT);
    await expect(band).toContainText('12 of 12');
    await saveScreenshot(wall, 'backlog-wall-band-portrait');
    await wall.setViewportSize(WALL);

    await expect(ann.getByText(LONG_TITLE, { exact: true })).toBeVisible();
    const card = await ann.getByRole('region', { name: 'Session' }).boundingBox();
    for (const text of [LONG_KEY, LONG_TITLE]) {
      const box = await ann.getByText(text, { exact: true }).boundingBox();
      expect(box!.x + box!.width, `${text} stays inside its card`).toBeLessThanOrEqual(
        card!.x + card!.width,
      );
    }
    expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await saveScreenshot(ann, 'backlog-phone-long-story');
  });

  test('a pasted import is appended or replaces; bad input is refused and changes nothing', async ({
    devices,
    code,
  }) => {
    const wall = await devices.wall(code, AXE);
    const backlog = await openBacklog(wall);
    const paste = backlog.getByLabel('Paste stories');
    await paste.fill('PAY-1 Log in\n#2 Log out\n\nReset the password');
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await expect(backlog.getByText('3 stories', { exact: true })).toBeVisible();
    await backlog.getByRole('button', { name: 'Import', exact: true }).click();
    const stories = backlog.getByRole('list', { name: 'Stories' }).getByRole('listitem');
    await expect(stories).toHaveCount(3);
    await expect(stories.nth(1)).toContainText('#2Log out');

    // With a backlog, the import asks: append or replace.
    await paste.fill('Key,Title\nPAY-4,Change the e-mail address');
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await expect(
      backlog.getByText(
        'The backlog already has 3 stories. Add the new ones after them, or replace them?',
      ),
    ).toBeVisible();
    await saveScreenshot(wall, 'backlog-wall-options-append');
    await backlog.getByRole('button', { name: 'Append' }).click();
    await expect(stories).toHaveCount(4);
    await expect(stories.nth(3)).toContainText('PAY-4Change the e-mail address');
    await expect(stories.nth(0)).toContainText('Current');

    // A file that is not text: refused with its reason, the backlog as it was.
    await backlog.getByLabel('Upload a file').setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x03]),
    });
    await expect(backlog.getByRole('alert')).toHaveText(
      'The file is not text: import a CSV file or plain text.',
    );
    await expect(stories).toHaveCount(4);

    await paste.fill('Only this one');
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await expect(backlog.getByRole('alert')).toHaveCount(0);
    await backlog.getByRole('button', { name: 'Replace' }).click();
    await expect(stories).toHaveCount(1);
    await closeOptions(wall);
    // A story without a key: the band shows its title alone.
    const band = wall.getByRole('region', { name: 'Session' });
    await expect(band.getByText('1 of 1', { exact: true })).toBeVisible();
    await expect(band.getByText('Only this one', { exact: true })).toBeVisible();
    await expect(band.getByText('Last story', { exact: true })).toBeVisible();
  });
});

test.describe('the free-text story on a phone', () => {
  test('a long story without spaces wraps inside its card at 390 px', async ({ devices, code }) => {
    const ann = await devices.phone(code, 'Ann', AXE);
    const long = `PAY-142-${'checkout'.repeat(12)} then pay by card with a very long title indeed`;
    await ann.getByRole('button', { name: /^Story/ }).click();
    await ann.getByRole('textbox', { name: 'Story' }).fill(long);
    await ann.getByRole('button', { name: 'Save' }).click();
    const story = ann.getByText(long, { exact: true });
    await expect(story).toBeVisible();
    const card = await ann.getByRole('region', { name: 'Session' }).boundingBox();
    const box = await story.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
    expect(box!.height, 'wraps onto several lines').toBeGreaterThan(40);
    expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await saveScreenshot(ann, 'backlog-phone-free-text-story');
  });
});
