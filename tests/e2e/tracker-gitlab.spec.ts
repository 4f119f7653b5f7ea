/**
 * The wall's GitLab through the UI only (docs/tracker-wall.md), against the GitLab
 * stand-in on loopback as a self-managed GitLab under a relative root (`/gitlab`) and the
 * room server `npm start` runs (its tracker API makes the calls): GitLab connected in
 * Options (its API's address cut back to the root, a wrong token refused in GitLab's
 * name), a project imported with a label and a milestone filter and its weights written
 * from the phones (one after a 429's Retry-After), a group's current iteration imported
 * with '½' not written and a refusal sent by Retry, a Free plan's GitLab where the wall
 * says there are no weights, and Send all estimates on a CSV of references. The form and
 * the panel by keyboard and axe, with screenshots in English, German and Arabic. And a
 * browser wall on the static site, which calls GitLab itself.
 */
import type { Page } from '@playwright/test';
import { PAY_ISSUES, startGitLabStandIn, type GitLabStandIn } from '../support/gitlab-stand-in';
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
  estimatedCsvBacklog,
  startTrackerRoom,
  stateOf,
  type Room,
} from './tracker-steps';
import { expectForgedKeyNotWritten, expectNoCredentialLeaks, watchPages } from './tracker-secrets';
import { backToEnglish, lookAtTrackerForm, shootBacklogAndOptions } from './wall-languages';

const TOKEN = 'glpat-e2e-Zx81mQ4vLr2Kp9sT0aBc';
const USERNAME = 'ana-lima';
const NO_WEIGHT =
  'This GitLab has no issue weights (a paid plan’s feature): estimates cannot be written back.';

/** Options open, GitLab picked; its address and token filled, not yet connected. */
async function fillGitLab(wall: Page, address: string, token: string) {
  const options = await fillTrackerForm(wall, 'GitLab', []);
  // gitlab.com is filled in; a self-managed GitLab (the stand-in) is typed over it.
  await expect(options.getByLabel('Address')).toHaveValue('https://gitlab.com');
  await options.getByLabel('Address').fill(address);
  await options.getByLabel('Access token').fill(token);
  return options;
}

/** GitLab connected with the right token. */
async function connectGitLab(wall: Page, gitlab: GitLabStandIn) {
  const options = await fillGitLab(wall, gitlab.baseUrl, TOKEN);
  await connectTracker(options, `Connected to ${gitlab.baseUrl} as ${USERNAME}`);
}

/** Stories fetched through 'From GitLab', the preview checked, and imported. */
const importFromGitLab = (wall: Page, query: string, count: number, field: string) =>
  importStories(wall, {
    tracker: 'GitLab',
    queryLabel: 'Project or group, with filters',
    query,
    count,
    source: 'GitLab (filters)',
    field,
  });

const weightOf = (gitlab: GitLabStandIn, key: string) => gitlab.world.issue(key)?.weight;

test.describe('GitLab on the wall', () => {
  let gitlab: GitLabStandIn;
  let room: Room;
  let devices: Devices;

  test.beforeEach(async ({ browser }) => {
    gitlab = await startGitLabStandIn({
      token: TOKEN,
      issues: PAY_ISSUES,
      relativeRoot: '/gitlab',
    });
    room = await startTrackerRoom('gitlab');
    devices = roomDevices(browser, room);
  });

  test.afterEach(async () => {
    await devices.close();
    await closeTrackerRoom(room);
    await gitlab.close();
  });

  test('connects, imports a project by label and milestone, and writes weights, one after a 429', async () => {
    test.setTimeout(120_000);
    const watch = watchPages();
    const { prepare } = watch;
    const code = freshCode('gitlab');
    const wall = await devices.wall(code, { prepare });

    // 1. Connected in Options by its API's address, cut back to the GitLab's root: a
    // wrong token refused in GitLab's name, then the right one.
    const options = await fillGitLab(wall, `${gitlab.baseUrl}/api/v4`, 'glpat-wrong');
    // The token's scope is said before Connect: read_api cannot write a weight.
    await expect(options.getByLabel('Access token')).toHaveAccessibleDescription(
      /^A personal, group or project access token with the \u2066api\u2069 scope\./,
    );
    // The calls run at the room server, which keeps the token anyway: nothing to remember.
    await expect(options.getByRole('checkbox')).toHaveCount(0);
    await options.getByRole('button', { name: 'Connect' }).click();
    await expect(options.getByRole('alert')).toHaveText(
      'GitLab refused the credentials: check the token and the account it belongs to.',
    );
    await options.getByLabel('Access token').fill(TOKEN);
    await connectTracker(options, `Connected to ${gitlab.baseUrl} as ${USERNAME}`);

    // 2. acme/pay's open issues labelled ready in Sprint 12 (not the closed one, not the
    // subgroup's), each with its link and the weight it held.
    const backlog = await importFromGitLab(
      wall,
      'acme/pay label:ready milestone:"Sprint 12"',
      2,
      'Estimates are written to Weight.',
    );
    const list = gitlab.requests.find((r) => r.apiPath === '/projects/acme%2Fpay/issues');
    expect(list?.query.get('labels')).toBe('ready');
    expect(list?.query.get('milestone')).toBe('Sprint 12');
    const link = backlog.getByRole('link', { name: 'acme/pay#12', exact: true });
    await expect(link).toHaveAttribute('href', `${gitlab.baseUrl}/acme/pay/-/issues/12`);
    await expect(backlog.getByTestId('backlog-story').first()).toContainText('Was 5');

    // 3. Two estimates from the phones; the first weight is answered 429 and lands after
    // its Retry-After.
    gitlab.fail({
      method: 'PUT',
      path: '/projects/acme%2Fpay/issues/12',
      status: 429,
      retryAfter: '2',
    });
    const phones = [
      await devices.phone(code, 'Ann', { prepare }),
      await devices.phone(code, 'Bob', { prepare }),
    ];
    await estimate(phones, '8');
    await expect(stateOf(wall, 'acme/pay#12')).toContainText(
      'Not sent: GitLab asked to slow down. Trying again by itself.',
    );
    const refusedAt = Date.now();
    await estimate(phones, '3');
    await expect(stateOf(wall, 'acme/pay#13')).toHaveText('In GitLab ✓');
    await expect(stateOf(wall, 'acme/pay#12')).toHaveText('In GitLab ✓', { timeout: 10_000 });
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(1000);

    // 4. At the stand-in: the weights, each sent as GitLab's { weight } once it landed.
    expect(weightOf(gitlab, 'acme/pay#12')).toBe(8);
    expect(weightOf(gitlab, 'acme/pay#13')).toBe(3);
    const puts = gitlab.requests.filter((r) => r.method === 'PUT');
    const sent = puts.map((r) => [r.apiPath, r.body] as const);
    // The refused write first; its retry and 13's in either order.
    expect(sent[0]).toEqual(['/projects/acme%2Fpay/issues/12', { weight: 8 }]);
    expect(sent.slice(1).sort()).toEqual([
      ['/projects/acme%2Fpay/issues/12', { weight: 8 }],
      ['/projects/acme%2Fpay/issues/13', { weight: 3 }],
    ]);
    // Only the wrong token's check went without the right credential, and no token was seen.
    expect(gitlab.requests.filter((r) => !r.authOk)).toHaveLength(1);
    expect(gitlab.requests.every((r) => r.auth === 'private-token')).toBe(true);
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

  test('imports a group’s current iteration, leaves ½ unwritten, a refusal waits for Retry; by keyboard, axe-clean, in English, German and Arabic', async () => {
    test.setTimeout(180_000);
    const code = freshCode('gitlab-look');
    const wall = await devices.wall(code, { bypassCSP: true });
    // By keyboard: GitLab is the fifth tracker; then its fields in order, Enter connects.
    const options = await pickTrackerByKeyboard(wall, 'GitLab', 4);
    await expect(options.getByLabel('Address')).toHaveValue('https://gitlab.com');
    await lookAtTrackerForm(wall, options, 'GitLab', 'gitlab');
    await typeTrackerFields(
      wall,
      options,
      [
        ['Address', gitlab.baseUrl],
        ['Access token', TOKEN],
      ],
      'Access token',
    );
    await wall.keyboard.press('Enter');
    await expect(options.getByRole('status')).toHaveText(
      `Connected to ${gitlab.baseUrl} as ${USERNAME}`,
    );

    // The group's issues in the current iteration, a subgroup's project's included.
    await importFromGitLab(
      wall,
      'group:acme iteration:current',
      2,
      'Estimates are written to Weight.',
    );
    const list = gitlab.requests.find((r) => r.apiPath === '/groups/acme/issues');
    expect(list?.query.get('iteration_id')).toBe('Current');

    // '½' is no weight (12); 7 is refused for want of permission, then sent by Retry.
    gitlab.fail({ method: 'PUT', path: '/projects/acme%2Fweb%2Fpay/issues/7', status: 403 });
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, '½');
    await estimate(phones, '5');
    await expect(stateOf(wall, 'acme/pay#12')).toHaveText(
      'Not sent: the field takes whole numbers, not “½”.',
    );
    await expect(stateOf(wall, 'acme/web/pay#7')).toContainText(
      'Not sent: The account has no permission for this in GitLab. A GitLab token needs the \u2066api\u2069 scope, and its account a role that may edit issues (Reporter or higher).',
    );
    await expect(stateOf(wall, 'acme/web/pay#7')).not.toContainText('Trying again by itself');
    await expectNoAxeViolations(wall, 'the backlog panel with GitLab states');
    // Two stories: the second in view.
    await shootBacklogAndOptions(wall, 'gitlab', 1);
    await expectNoAxeViolations(wall, 'Options and the backlog panel in Arabic with GitLab');
    await backToEnglish(wall);

    // Retry, by keyboard: now written.
    await stateOf(wall, 'acme/web/pay#7').getByRole('button', { name: 'Retry' }).focus();
    await wall.keyboard.press('Enter');
    await expect(stateOf(wall, 'acme/web/pay#7')).toHaveText('In GitLab ✓');
    expect(weightOf(gitlab, 'acme/web/pay#7')).toBe(5);
    // ½ reached no call: 12 keeps its weight.
    expect(weightOf(gitlab, 'acme/pay#12')).toBe(5);
    expect(gitlab.requests.filter((r) => r.apiPath === '/projects/acme%2Fpay/issues/12')).toEqual(
      [],
    );
  });

  test('a GitLab without weights (the Free plan) is imported for estimating, and the wall says nothing can be written back', async () => {
    test.setTimeout(90_000);
    const free = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES, free: true });
    try {
      const code = freshCode('gitlab-free');
      const wall = await devices.wall(code);
      await connectGitLab(wall, free);
      const backlog = await importFromGitLab(wall, 'acme/pay label:ready', 2, NO_WEIGHT);
      // No field is offered to pick: there is none.
      await expect(backlog.getByLabel('Estimate field')).toHaveCount(0);
      const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
      await estimate(phones, '5');
      await expect(backlog.getByTestId('backlog-estimate').first()).toHaveText('Estimate 5');
      await expect(stateOf(wall, 'acme/pay#12')).toHaveCount(0);
      expect(free.requests.filter((r) => r.method === 'PUT')).toEqual([]);

      // Send all finds the issues and says the same, with nothing to write.
      await backlog.getByRole('button', { name: 'Send all estimates' }).click();
      const group = backlog.getByRole('group', { name: NO_WEIGHT });
      await expect(group).toBeVisible();
      await expect(group.getByRole('button', { name: /^Write/ })).toHaveCount(0);
      await group.getByRole('button', { name: 'Cancel' }).click();
      expect(free.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    } finally {
      await free.close();
    }
  });

  test('Send all estimates writes a CSV backlog of group/project#iid references once the list is confirmed', async () => {
    test.setTimeout(120_000);
    const code = freshCode('gitlab-send-all');
    const wall = await devices.wall(code);
    await connectGitLab(wall, gitlab);

    // A CSV backlog: references as people write them (any case), one of no issue.
    const { backlog } = await estimatedCsvBacklog(
      wall,
      devices,
      code,
      'key,title\nacme/pay#12,Pay by card\nAcme/Web/Pay#7,Checkout page\nacme/pay#999,A stale reference',
      ['13', '8', '3'],
    );
    // Not the wall's to write until confirmed.
    await expect(stateOf(wall, 'acme/pay#12')).toHaveCount(0);

    await backlog.getByRole('button', { name: 'Send all estimates' }).click();
    const list = backlog.getByRole('group', {
      name: 'These estimates will be written to GitLab (Weight):',
    });
    await expect(list.getByRole('listitem')).toHaveText([
      'acme/pay#12 → 13',
      'Acme/Web/Pay#7 → 8',
      'acme/pay#999 (3): not found in GitLab, not written',
    ]);
    // Looked up by iid, one call per project, nothing else asked; nothing written yet.
    const lookups = gitlab.requests.filter((r) => r.query.getAll('iids[]').length > 0);
    expect(lookups.map((r) => r.query.getAll('iids[]').sort().join(' ')).sort()).toEqual([
      '12 999',
      '7',
    ]);
    expect(lookups.every((r) => !r.query.has('labels') && !r.query.has('search'))).toBe(true);
    expect(gitlab.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await list.getByRole('button', { name: 'Write 2 estimates' }).click();
    await expect(backlog.getByText('2 estimates are on their way to GitLab.')).toBeVisible();
    await expect(stateOf(wall, 'acme/pay#12')).toHaveText('In GitLab ✓');
    await expect(stateOf(wall, 'Acme/Web/Pay#7')).toHaveText('In GitLab ✓');
    await expect(stateOf(wall, 'acme/pay#999')).toHaveCount(0);
    expect(weightOf(gitlab, 'acme/pay#12')).toBe(13);
    expect(weightOf(gitlab, 'acme/web/pay#7')).toBe(8);
  });
});

test('a browser wall calls GitLab itself: Remember on this device keeps it connected after a reload; a forged key is not written', async ({
  devices,
  app,
  db,
  code,
}) => {
  test.setTimeout(90_000);
  const gitlab = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES });
  try {
    const watch = watchPages();
    const wall = await devices.wall(code, { prepare: watch.prepare });
    const options = await fillGitLab(wall, gitlab.baseUrl, TOKEN);
    const remember = options.getByRole('checkbox', { name: 'Remember on this device' });
    await expect(remember).not.toBeChecked();
    await remember.check();
    const connected = `Connected to ${gitlab.baseUrl} as ${USERNAME}`;
    await connectTracker(options, connected);
    await wall.reload();
    await wall.getByRole('button', { name: 'Settings' }).click();
    await expect(options.getByRole('status')).toHaveText(connected);

    // Issue references imported, one weight written, each call from the wall's page.
    await importFromGitLab(
      wall,
      'acme/pay#13, acme/web/pay#7',
      2,
      'Estimates are written to Weight.',
    );
    const phones = [
      await devices.phone(code, 'Ann', { prepare: watch.prepare }),
      await devices.phone(code, 'Bob', { prepare: watch.prepare }),
    ];
    await estimate(phones, '2');
    await expect(stateOf(wall, 'acme/pay#13')).toHaveText('In GitLab ✓');
    expect(weightOf(gitlab, 'acme/pay#13')).toBe(2);
    expect(gitlab.requests.every((r) => r.origin === app.origin && r.authOk)).toBe(true);

    // A participant changes the second story's key to the first's: 3 is not written.
    await expectForgedKeyNotWritten({
      wall,
      databasePort: db.port,
      code,
      index: 1,
      imported: 'acme/web/pay#7',
      forged: 'acme/pay#13',
      writes: () =>
        gitlab.requests.filter(
          (r) => r.method === 'PUT' && r.apiPath === '/projects/acme%2Fpay/issues/13',
        ).length,
      estimate: () => estimate(phones, '3'),
    });
    expect(weightOf(gitlab, 'acme/pay#13')).toBe(2);
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
    await gitlab.close();
  }
});
