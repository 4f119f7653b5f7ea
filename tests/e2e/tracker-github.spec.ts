/**
 * The wall's GitHub through the UI only (docs/tracker-wall.md), against the GitHub
 * stand-in on loopback as a GitHub Enterprise Server and the room server `npm start` runs
 * (its tracker API makes the calls): GitHub connected in Options (a wrong token refused
 * in GitHub's name), stories imported by a repository search and written as
 * `estimate: N` labels (one after a secondary rate limit's Retry-After), by a project
 * view and written to the project's number field (one refused, then sent by Retry), and
 * Send all estimates on a CSV of `owner/repo#N` references. The form and the panel by
 * keyboard and axe, with screenshots in English, German and Arabic. And a browser wall
 * on the static site, which calls GitHub itself: Remember on this device offered, and
 * the connection kept across a reload.
 */
import type { Page } from '@playwright/test';
import {
  PAY_ISSUES,
  payProject,
  startGitHubStandIn,
  STORY_POINTS_FIELD,
  type GitHubStandIn,
} from '../support/github-stand-in';
import { expectNoAxeViolations } from './axe';
import type { Devices } from './devices';
import { expect, freshCode, test } from './fixtures';
import {
  connectTracker,
  fillTrackerForm,
  importStories,
  pickTrackerByKeyboard,
  typeTrackerFields,
} from './tracker-options-steps';
import {
  closeTrackerRoom,
  estimate,
  roomDevices,
  saveQuestionMark,
  estimatedCsvBacklog,
  startTrackerRoom,
  stateOf,
  type Room,
} from './tracker-steps';
import { expectForgedKeyNotWritten, expectNoCredentialLeaks, watchPages } from './tracker-secrets';
import { backToEnglish, lookAtTrackerForm, shootBacklogAndOptions } from './wall-languages';

const TOKEN = 'github_pat_e2e_11ABCDEFG0123456789abcdefghijklmnop';
const LOGIN = 'ana-lima';
const SEARCH = 'repo:acme/pay is:open label:ready';
/** The label as the wall shows it: isolated left to right, so it reads whole in Arabic. */
const LABEL = '\u2066estimate: N\u2069';

/** Options open, GitHub picked; its fields filled (the token last), not yet connected. */
async function fillGitHub(wall: Page, baseUrl: string, token: string) {
  const options = await fillTrackerForm(wall, 'GitHub', []);
  // github.com is filled in; an Enterprise Server (the stand-in) is typed over it.
  await expect(options.getByLabel('Address')).toHaveValue('https://github.com');
  await options.getByLabel('Address').fill(baseUrl);
  await options.getByLabel('Personal access token').fill(token);
  return options;
}

/** Stories fetched through 'From GitHub', the preview checked, and imported. */
const importFromGitHub = (wall: Page, query: string, count: number, field: string) =>
  importStories(wall, {
    tracker: 'GitHub',
    queryLabel: 'Repository search, project or issues',
    query,
    count,
    source: 'GitHub (search)',
    field,
  });

test.describe('GitHub on the wall', () => {
  let github: GitHubStandIn;
  let room: Room;
  let devices: Devices;

  test.beforeEach(async ({ browser }) => {
    github = await startGitHubStandIn({
      token: TOKEN,
      login: LOGIN,
      issues: PAY_ISSUES,
      projects: [payProject()],
    });
    room = await startTrackerRoom('github');
    devices = roomDevices(browser, room);
  });

  test.afterEach(async () => {
    await devices.close();
    await closeTrackerRoom(room);
    await github.close();
  });

  test('connects, imports by a repository search and writes estimate labels, one after a secondary rate limit', async () => {
    test.setTimeout(120_000);
    const watch = watchPages();
    const { prepare } = watch;
    const code = freshCode('github');
    const wall = await devices.wall(code, { prepare });

    // 1. Connected in Options: a wrong token refused in GitHub's name, then the right one.
    const options = await fillGitHub(wall, github.baseUrl, 'github_pat_wrong');
    // The calls run at the room server, which keeps the token anyway: nothing to remember.
    await expect(options.getByRole('checkbox')).toHaveCount(0);
    await options.getByRole('button', { name: 'Connect' }).click();
    await expect(options.getByRole('alert')).toHaveText(
      'GitHub refused the credentials: check the token and the account it belongs to.',
    );
    await options.getByLabel('Personal access token').fill(TOKEN);
    await connectTracker(options, `Connected to ${github.baseUrl} as ${LOGIN}`);
    await expect(options.getByRole('button', { name: 'Disconnect' })).toBeVisible();

    // 2. The open, ready issues of acme/pay (not the closed one, not the pull request),
    // each with its link and the estimate its label held; written as the label.
    const backlog = await importFromGitHub(
      wall,
      SEARCH,
      2,
      `Estimates are written as the label “${LABEL}” on each issue.`,
    );
    const link = backlog.getByRole('link', { name: 'acme/pay#142', exact: true });
    await expect(link).toHaveAttribute('href', `${github.baseUrl}/acme/pay/issues/142`);
    await expect(backlog.getByTestId('backlog-story').first()).toContainText('Was 5');

    // 3. Two estimates from the phones; the first label is answered by GitHub's
    // secondary rate limit (403 with Retry-After) and lands after it.
    github.fail({
      method: 'POST',
      path: '/repos/acme/pay/issues/142/labels',
      status: 403,
      retryAfter: '2',
    });
    const phones = [
      await devices.phone(code, 'Ann', { prepare }),
      await devices.phone(code, 'Bob', { prepare }),
    ];
    await estimate(phones, '8');
    await expect(stateOf(wall, 'acme/pay#142')).toContainText(
      'Not sent: GitHub asked to slow down. Trying again by itself.',
    );
    const refusedAt = Date.now();
    await estimate(phones, '½');
    await expect(stateOf(wall, 'acme/pay#143')).toHaveText('In GitHub ✓');
    await expect(stateOf(wall, 'acme/pay#142')).toHaveText('In GitHub ✓', { timeout: 10_000 });
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(1000);

    // 4. At the stand-in: 8 replaced the label's 5; ½ written as 0.5.
    expect(github.world.issue('acme/pay#142')?.labels).toEqual(['ready', 'estimate: 8']);
    expect(github.world.issue('acme/pay#143')?.labels).toEqual(['ready', 'estimate: 0.5']);
    const labelCalls = github.requests
      .filter((r) => r.path.includes('/labels'))
      .map((r) => `${r.method} ${r.path}`);
    // The refused add first; its retry and 143's in either order, then 5 removed.
    expect(labelCalls[0]).toBe('POST /api/v3/repos/acme/pay/issues/142/labels');
    expect(labelCalls.slice(1).sort()).toEqual([
      'DELETE /api/v3/repos/acme/pay/issues/142/labels/estimate%3A%205',
      'POST /api/v3/repos/acme/pay/issues/142/labels',
      'POST /api/v3/repos/acme/pay/issues/143/labels',
    ]);
    // Only the wrong token's check went without the right credential, and no token was seen.
    expect(github.requests.filter((r) => !r.authOk)).toHaveLength(1);
    expect(github.requests.every((r) => r.auth === 'bearer')).toBe(true);
    await expectNoCredentialLeaks({
      secrets: [TOKEN],
      code,
      databasePort: room.server.database.port,
      wall,
      phones,
      watch,
      roomServer: room,
    });
  });

  test('imports a project view, writes its number field, a refusal waits for Retry; by keyboard, axe-clean, in English, German and Arabic', async () => {
    test.setTimeout(180_000);
    const code = freshCode('github-look');
    const wall = await devices.wall(code, { bypassCSP: true });
    // By keyboard: GitHub is the fourth tracker; then its fields in order, Enter connects.
    const options = await pickTrackerByKeyboard(wall, 'GitHub', 3);
    await expect(options.getByLabel('Address')).toHaveValue('https://github.com');
    await lookAtTrackerForm(wall, options, 'GitHub', 'github');
    await typeTrackerFields(
      wall,
      options,
      [
        ['Address', github.baseUrl],
        ['Personal access token', TOKEN],
      ],
      'Personal access token',
    );
    await wall.keyboard.press('Enter');
    await expect(options.getByRole('status')).toHaveText(
      `Connected to ${github.baseUrl} as ${LOGIN}`,
    );

    // The project's view: its issues (the draft and the pull request skipped), written to
    // its number field Story Points, found by its name.
    await importFromGitHub(
      wall,
      `${github.baseUrl}/orgs/acme/projects/7/views/1`,
      3,
      'Estimates are written to Story Points.',
    );
    await expect(wall.getByTestId('backlog-story').first()).toContainText('Was 8');

    // Sent after a Retry (142, refused for want of permission), not written ('?', 143),
    // sent (144).
    github.fail({ operation: 'SetNumberField', graphql: 'FORBIDDEN' });
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, '5');
    await saveQuestionMark(phones);
    await estimate(phones, '3');
    await expect(stateOf(wall, 'acme/pay#142')).toContainText(
      'Not sent: The account has no permission for this in GitHub.',
    );
    await expect(stateOf(wall, 'acme/pay#142')).not.toContainText('Trying again by itself');
    await expect(stateOf(wall, 'acme/pay#143')).toHaveText('Not sent: “?” is not a number.');
    await expect(stateOf(wall, 'acme/pay#144')).toHaveText('In GitHub ✓');
    await expectNoAxeViolations(wall, 'the backlog panel with GitHub states');
    await shootBacklogAndOptions(wall, 'github');
    await expect(stateOf(wall, 'acme/pay#144')).toHaveText('في GitHub ✓');
    await expectNoAxeViolations(wall, 'Options and the backlog panel in Arabic with GitHub');
    await backToEnglish(wall);

    // Retry, by keyboard: now written.
    await stateOf(wall, 'acme/pay#142').getByRole('button', { name: 'Retry' }).focus();
    await wall.keyboard.press('Enter');
    await expect(stateOf(wall, 'acme/pay#142')).toHaveText('In GitHub ✓');
    const values = (key: string) =>
      github.world.projects[0]!.items.find((i) => 'issue' in i.content && i.content.issue === key)
        ?.values[STORY_POINTS_FIELD.id];
    expect(values('acme/pay#142')).toBe(5);
    expect(values('acme/pay#143')).toBeUndefined();
    expect(values('acme/pay#144')).toBe(3);
    // No label was written for a project's stories.
    expect(github.requests.filter((r) => r.path.includes('/labels'))).toEqual([]);
  });

  test('Send all estimates writes a CSV backlog of owner/repo#N references once the list is confirmed', async () => {
    test.setTimeout(120_000);
    const code = freshCode('github-send-all');
    const wall = await devices.wall(code);
    const options = await fillGitHub(wall, github.baseUrl, TOKEN);
    await connectTracker(options, `Connected to ${github.baseUrl} as ${LOGIN}`);

    // A CSV backlog: references as people write them (any case), one of no issue.
    const { backlog } = await estimatedCsvBacklog(
      wall,
      devices,
      code,
      'key,title\nacme/pay#142,Pay by card\nAcme/Pay#143,Refund a payment\nacme/pay#999,A stale reference',
      ['13', '8', '3'],
    );
    // Not the wall's to write until confirmed.
    await expect(stateOf(wall, 'acme/pay#142')).toHaveCount(0);

    const sendAll = backlog.getByRole('button', { name: 'Send all estimates' });
    await sendAll.click();
    const list = backlog.getByRole('group', {
      name: `These estimates will be written to GitHub (the label “${LABEL}”):`,
    });
    await expect(list.getByRole('listitem')).toHaveText([
      'acme/pay#142 → 13',
      'Acme/Pay#143 → 8',
      'acme/pay#999 (3): not found in GitHub, not written',
    ]);
    // Looked up by the references alone, in one query.
    const lookups = github.requests.filter((r) => r.operation === 'IssuesByReference');
    expect(lookups).toHaveLength(1);
    const writes = () =>
      github.requests.filter((r) => r.path.includes('/labels') || r.operation === 'SetNumberField');
    expect(writes()).toEqual([]);
    await list.getByRole('button', { name: 'Write 2 estimates' }).click();
    await expect(backlog.getByText('2 estimates are on their way to GitHub.')).toBeVisible();
    await expect(stateOf(wall, 'acme/pay#142')).toHaveText('In GitHub ✓');
    await expect(stateOf(wall, 'Acme/Pay#143')).toHaveText('In GitHub ✓');
    await expect(stateOf(wall, 'acme/pay#999')).toHaveCount(0);
    expect(github.world.issue('acme/pay#142')?.labels).toEqual(['ready', 'estimate: 13']);
    expect(github.world.issue('acme/pay#143')?.labels).toEqual(['ready', 'estimate: 8']);
  });
});

test('a browser wall calls GitHub itself: Remember on this device keeps it connected after a reload; a forged key is not written', async ({
  devices,
  app,
  db,
  code,
}) => {
  test.setTimeout(90_000);
  const github = await startGitHubStandIn({ token: TOKEN, login: LOGIN, issues: PAY_ISSUES });
  try {
    const watch = watchPages();
    const wall = await devices.wall(code, { prepare: watch.prepare });
    const options = await fillGitHub(wall, github.baseUrl, TOKEN);
    const remember = options.getByRole('checkbox', { name: 'Remember on this device' });
    await expect(remember).not.toBeChecked();
    await remember.check();
    const connected = `Connected to ${github.baseUrl} as ${LOGIN}`;
    await connectTracker(options, connected);
    await wall.reload();
    await wall.getByRole('button', { name: 'Settings' }).click();
    await expect(options.getByRole('status')).toHaveText(connected);

    // Issue references imported, one estimate written, each call from the wall's page.
    await importFromGitHub(
      wall,
      'acme/pay#143, acme/pay#142',
      2,
      `Estimates are written as the label “${LABEL}” on each issue.`,
    );
    const phones = [
      await devices.phone(code, 'Ann', { prepare: watch.prepare }),
      await devices.phone(code, 'Bob', { prepare: watch.prepare }),
    ];
    await estimate(phones, '2');
    await expect(stateOf(wall, 'acme/pay#143')).toHaveText('In GitHub ✓');
    expect(github.world.issue('acme/pay#143')?.labels).toEqual(['ready', 'estimate: 2']);
    expect(github.requests.every((r) => r.origin === app.origin && r.authOk)).toBe(true);

    // A participant changes the second story's key to the first's: 3 is not written.
    await expectForgedKeyNotWritten({
      wall,
      databasePort: db.port,
      code,
      index: 1,
      imported: 'acme/pay#142',
      forged: 'acme/pay#143',
      writes: () => github.requests.filter((r) => r.path.includes('/issues/143/labels')).length,
      estimate: () => estimate(phones, '3'),
    });
    expect(github.world.issue('acme/pay#143')?.labels).toEqual(['ready', 'estimate: 2']);
    // The token is remembered in this browser (ticked), and nowhere else.
    await expectNoCredentialLeaks({
      secrets: [TOKEN],
      code,
      databasePort: db.port,
      wall,
      phones,
      watch,
      remembered: true,
    });
  } finally {
    await github.close();
  }
});
