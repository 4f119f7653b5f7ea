/**
 * The team's T-shirt sizes as numbers, through the UI only (docs/tracker-wall.md, The
 * estimate written), against the Jira stand-in and the room server `npm start` runs: a
 * T-shirt deck chosen, the sizes given numbers in Options (a bad value refused with its
 * reason, XXL left blank), stories imported by JQL; a phone round on L is written as 5,
 * XXL is not written and says where sizes are mapped; Send all lists a CSV's XL as
 * 'PAY-3 → 8 (XL)' and writes 8. Options' sizes are shot in English, German and Arabic.
 */
import type { Locator, Page } from '@playwright/test';
import { COMPANY_ESTIMATE, makeIssues, startJiraStandIn } from '../support/jira-stand-in';
import { expectNoAxeViolations } from './axe';
import { expect, freshCode, saveScreenshot, test } from './fixtures';
import { importStories } from './tracker-options-steps';
import {
  closeTrackerRoom,
  connectJira,
  EMAIL,
  estimate,
  roomDevices,
  startTrackerRoom,
  stateOf,
  TOKEN,
} from './tracker-steps';
import { backToEnglish, inEachWallLanguage } from './wall-languages';

/** Options' 'T-shirt sizes as numbers', in the Issue tracker section. */
const sizesForm = (wall: Page): Locator =>
  wall
    .getByRole('region', { name: 'Issue tracker' })
    .getByRole('group', { name: 'T-shirt sizes as numbers' });

test('T-shirt sizes mapped in Options are written as their numbers; a size left unmapped says why', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Jira holds 1, 2, 3 in 'Story Points' for PAY-1 to PAY-3.
  const jira = await startJiraStandIn({
    kind: 'jira-cloud',
    email: EMAIL,
    token: TOKEN,
    issues: makeIssues('PAY', 3, 'company-managed', true),
  });
  const room = await startTrackerRoom('sizes');
  const devices = roomDevices(browser, room);
  const puts = () =>
    jira.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body] as const);
  const write = (key: string, value: number) =>
    [`/rest/api/3/issue/${key}`, { fields: { [COMPANY_ESTIMATE]: value } }] as const;
  try {
    const code = freshCode('sizes');
    // axe runs in the page, so this wall does without its Content-Security-Policy.
    const wall = await devices.wall(code, { bypassCSP: true });
    await connectJira(wall, jira.baseUrl);
    const options = wall.getByRole('dialog', { name: 'Options' });
    await options
      .getByRole('region', { name: 'Cards' })
      .getByRole('radio', { name: 'T-shirt sizes' })
      .check();

    // The sizes offered with a suggestion, which maps nothing until it is saved.
    const form = sizesForm(wall);
    const field = (size: string) => form.getByRole('textbox', { name: size, exact: true });
    for (const [size, n] of [
      ['XS', '1'],
      ['S', '2'],
      ['M', '3'],
      ['L', '5'],
      ['XL', '8'],
      ['XXL', '13'],
    ] as const)
      await expect(field(size)).toHaveValue(n);
    await expect(form).toContainText('Not saved: sizes are not written to the tracker.');

    // A bad value is refused with its reason and nothing is saved; XXL left blank.
    await field('L').fill('five');
    await field('XXL').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Enter a number of up to 6 digits, with up to 6 decimals, for L; or leave it blank.',
    );
    await expect(form).toContainText('Not saved: sizes are not written to the tracker.');
    await expect(field('XL')).toHaveValue('8');
    await expect(field('L')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(wall, 'Options’ sizes with a bad value');
    await field('L').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form).toContainText('Saved: sizes are written as these numbers.');

    // Options at 1080p in English, German and Arabic.
    await inEachWallLanguage(wall, async (lang) => {
      await wall.getByTestId('size-numbers').scrollIntoViewIfNeeded();
      await saveScreenshot(wall, `tracker-sizes-options-${lang}`);
      if (lang === 'ar') await expectNoAxeViolations(wall, 'Options’ sizes in Arabic');
    });
    await backToEnglish(wall);
    await expect(form).toBeVisible();

    // Two stories from Jira; a phone round on L is written as 5, one on XXL is not.
    const backlog = await importStories(wall, {
      tracker: 'Jira',
      queryLabel: 'JQL query',
      query: 'key in (PAY-1, PAY-2) ORDER BY key',
      count: 2,
      source: 'Jira (JQL)',
      field: 'Story Points',
    });
    // And one from a CSV, which the wall writes only through Send all.
    await backlog.getByLabel('Paste stories').fill('Issue key,Summary\nPAY-3,Cancel an order');
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await backlog.getByRole('button', { name: 'Append' }).click();
    await expect(backlog.getByTestId('backlog-story')).toHaveCount(3);
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, 'L');
    await expect(stateOf(wall, 'PAY-1')).toHaveText('In Jira ✓');
    await expect(backlog.getByTestId('backlog-estimate').first()).toHaveText('Estimate L');
    await estimate(phones, 'XXL');
    await expect(stateOf(wall, 'PAY-2')).toHaveText(
      'Not sent: “XXL” is a size with no number: sizes can be given numbers in Options, Issue tracker.',
    );
    expect(puts()).toEqual([write('PAY-1', 5)]);

    // The CSV's story estimated XL: Send all lists the size beside its number, then writes it.
    await estimate(phones, 'XL');
    await backlog.getByRole('button', { name: 'Send all estimates' }).click();
    const list = backlog.getByRole('group', {
      name: 'These estimates will be written to Jira (Story Points):',
    });
    await expect(list.getByRole('listitem')).toHaveText(['PAY-3 → 8 (XL)']);
    await list.getByRole('button', { name: 'Write 1 estimate' }).click();
    await expect(stateOf(wall, 'PAY-3')).toHaveText('In Jira ✓');
    expect(puts()).toEqual([write('PAY-1', 5), write('PAY-3', 8)]);
    expect([1, 2, 3].map((n) => jira.issues.get(`PAY-${n}`)?.fields[COMPANY_ESTIMATE])).toEqual([
      5, 2, 8,
    ]);
  } finally {
    await devices.close();
    await closeTrackerRoom(room);
    await jira.close();
  }
});
