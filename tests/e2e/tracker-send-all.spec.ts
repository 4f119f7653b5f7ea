/**
 * 'Send all estimates' through the UI only (docs/tracker-wall.md): a backlog imported from
 * a CSV (not from Jira, so the wall writes none of it by itself) is estimated from phones;
 * the wall looks the keys up at the Jira stand-in with `key in (…)`, lists every key and
 * value, writes nothing until the person at the wall confirms that list, and the stand-in
 * then receives exactly those writes. One key is of no issue, so Jira refuses the whole
 * lookup: the wall asks again in halves and lists that key as not found, the others as
 * usual. One of them is refused as not on the edit screen:
 * the wall says the fix once, in its words, with Jira's reason after it.
 */
import { COMPANY_ESTIMATE, makeIssues, startJiraStandIn } from '../support/jira-stand-in';
import { expect, freshCode, test } from './fixtures';
import {
  closeTrackerRoom,
  connectJira,
  EMAIL,
  estimate,
  roomDevices,
  saveQuestionMark,
  startTrackerRoom,
  stateOf,
  TOKEN,
} from './tracker-steps';

const CSV = [
  'Issue key,Summary',
  'PAY-1,Pay by card',
  'PAY-2,Refund a payment',
  'PAY-7,A stale key',
  'PAY-3,Cancel an order',
  'PAY-4,Send a receipt',
].join('\n');

const NOT_ON_SCREEN = `Field '${COMPANY_ESTIMATE}' cannot be set. It is not on the appropriate screen, or unknown.`;

test('Send all estimates lists every key and value, sends nothing before the confirmation, then exactly those', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Jira holds 1 to 4 in 'Story Points' for PAY-1 to PAY-4.
  const jira = await startJiraStandIn({
    kind: 'jira-cloud',
    email: EMAIL,
    token: TOKEN,
    issues: makeIssues('PAY', 4, 'company-managed', true),
  });
  const room = await startTrackerRoom('send-all');
  const devices = roomDevices(browser, room);
  const puts = () =>
    jira.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body] as const);
  try {
    const code = freshCode('send-all');
    const wall = await devices.wall(code);
    await connectJira(wall, jira.baseUrl);

    // A backlog from a CSV, estimated from phones: 5, 8, 3 for PAY-7 (no issue at Jira) and
    // '?' (not a number); one left open.
    const backlog = wall.getByRole('region', { name: 'Backlog' });
    await backlog.getByLabel('Paste stories').fill(CSV);
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await backlog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(backlog.getByRole('list', { name: 'Stories' }).getByRole('listitem')).toHaveCount(
      5,
    );
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, '5');
    await estimate(phones, '8');
    await estimate(phones, '3');
    await saveQuestionMark(phones);
    await expect(backlog.getByTestId('backlog-estimate').nth(3)).toHaveText('Estimate ?');

    // Not the wall's to write: nothing was sent by itself.
    await expect(stateOf(wall, 'PAY-1')).toHaveCount(0);
    expect(puts()).toEqual([]);

    // The list: every key and value, looked up with the keys alone. Jira refuses the
    // lookup for PAY-7, so it is asked again in halves until PAY-7 stands alone; the list
    // shows PAY-7 as not found and the others with their values. Cancel sends nothing.
    const sendAll = backlog.getByRole('button', { name: 'Send all estimates' });
    await sendAll.click();
    const list = backlog.getByRole('group', {
      name: 'These estimates will be written to Jira (Story Points):',
    });
    await expect(list.getByRole('listitem')).toHaveText([
      'PAY-1 → 5',
      'PAY-2 → 8',
      'PAY-7 (3): not found in Jira, not written',
      'PAY-3 (?): not written',
    ]);
    await expect(backlog.getByTestId('send-all').getByRole('alert')).toHaveCount(0);
    const searches = jira.requests
      .filter((r) => r.path === '/rest/api/3/search/jql')
      .map((r) => (r.body as { jql?: string } | undefined)?.jql ?? r.query.jql);
    expect(searches).toEqual([
      'key in (PAY-1, PAY-2, PAY-7, PAY-3) ORDER BY key',
      'key in (PAY-1, PAY-2) ORDER BY key',
      'key in (PAY-7, PAY-3) ORDER BY key',
      'key in (PAY-7) ORDER BY key',
      'key in (PAY-3) ORDER BY key',
    ]);
    await list.getByRole('button', { name: 'Cancel' }).click();
    await expect(list).toHaveCount(0);
    expect(puts()).toEqual([]);

    // Confirmed: exactly the two numbers listed, nothing for PAY-7. PAY-2's field is first refused as not on
    // its edit screen: the fix once, in the wall's words, then Jira's reason.
    jira.fail({
      method: 'PUT',
      path: '/rest/api/3/issue/PAY-2',
      status: 400,
      body: { errorMessages: [], errors: { [COMPANY_ESTIMATE]: NOT_ON_SCREEN } },
    });
    await sendAll.click();
    await list.getByRole('button', { name: 'Write 2 estimates' }).click();
    await expect(backlog.getByText('2 estimates are on their way to Jira.')).toBeVisible();
    await expect(stateOf(wall, 'PAY-1')).toHaveText('In Jira ✓');
    await expect(stateOf(wall, 'PAY-7')).toHaveCount(0);
    await expect(stateOf(wall, 'PAY-2')).toContainText(
      `Not sent: Jira refuses the field: add it to the issue’s edit screen (in a team-managed project, turn on estimation). Jira says: ${COMPANY_ESTIMATE}: ${NOT_ON_SCREEN}`,
    );
    await expect(stateOf(wall, 'PAY-2')).not.toContainText('Estimation feature');
    await stateOf(wall, 'PAY-2').getByRole('button', { name: 'Retry' }).click();
    await expect(stateOf(wall, 'PAY-2')).toHaveText('In Jira ✓');
    const write = (key: string, value: number) =>
      [`/rest/api/3/issue/${key}`, { fields: { [COMPANY_ESTIMATE]: value } }] as const;
    expect(puts()).toEqual([write('PAY-1', 5), write('PAY-2', 8), write('PAY-2', 8)]);
    expect([1, 2, 3, 4].map((n) => jira.issues.get(`PAY-${n}`)?.fields[COMPANY_ESTIMATE])).toEqual([
      5, 8, 3, 4,
    ]);
  } finally {
    await devices.close();
    await closeTrackerRoom(room);
    await jira.close();
  }
});
