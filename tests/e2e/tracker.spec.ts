/**
 * The wall's Jira through the UI only (docs/tracker-wall.md), against the Jira stand-in
 * on loopback and the room server `npm start` runs (its tracker API makes the calls):
 * Jira connected in Options, stories imported by JQL, two estimated from phones and
 * written to the stand-in's 'Story Points' (one answered 429 first, landing after its
 * Retry-After), a key forged into the session not written, and the room server restarted
 * with an estimate waiting, which is then sent. No credential reaches the shared
 * database, a phone, a console or an export.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoomServer } from '../../server/room-server';
import {
  COMPANY_ESTIMATE,
  makeIssues,
  startJiraStandIn,
  type JiraStandIn,
} from '../support/jira-stand-in';
import { expectNoAxeViolations } from './axe';
import { expect, freshCode, saveScreenshot, test } from './fixtures';
import { fillTrackerForm, openTrackerOptions, typeTrackerFields } from './tracker-options-steps';
import {
  basicAuth,
  expectForgedKeyNotWritten,
  expectNoCredentialLeaks,
  watchPages,
} from './tracker-secrets';
import {
  closeTrackerRoom,
  EMAIL,
  estimate,
  jiraFields,
  roomDevices,
  roomServer,
  saveQuestionMark,
  startTrackerRoom,
  stateOf,
  TOKEN,
  type Room,
} from './tracker-steps';
import { shootBacklogAndOptions, shootTrackerOptions } from './wall-languages';

/** A part of the shared database, read by REST as any client would. */
async function readShared(server: RoomServer, at: string): Promise<string> {
  return (await fetch(`http://127.0.0.1:${server.database.port}/${at}.json`)).text();
}

test.describe('Jira on the wall', () => {
  let jira: JiraStandIn;
  let room: Room;

  test.beforeEach(async () => {
    jira = await startJiraStandIn({
      kind: 'jira-cloud',
      email: EMAIL,
      token: TOKEN,
      issues: makeIssues('PAY', 4, 'company-managed', true),
    });
    room = await startTrackerRoom('jira');
  });

  test.afterEach(async () => {
    await closeTrackerRoom(room);
    await jira.close();
  });

  test('imports by JQL, writes two estimates (one after a 429), refuses a forged key, survives a room server restart', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const devices = roomDevices(browser, room);
    const watch = watchPages();
    try {
      const code = freshCode('jira');
      // The wall under its own Content-Security-Policy: its calls to the room server's
      // tracker API must pass it (axe, which needs it bypassed, runs in the next test).
      const wall = await devices.wall(code, { prepare: watch.prepare });

      // 1. Jira set up in Options.
      const options = await fillTrackerForm(wall, null, jiraFields(jira.baseUrl, 'wrong-token'));
      await options.getByRole('button', { name: 'Connect' }).click();
      await expect(options.getByRole('alert')).toHaveText(
        'Jira refused the credentials: check the token and the account it belongs to.',
      );
      await options.getByLabel('API token').fill(TOKEN);
      await options.getByRole('button', { name: 'Connect' }).click();
      await expect(options.getByRole('status')).toHaveText(
        new RegExp(`^Connected to ${jira.baseUrl} as `),
      );
      await expect(options.getByRole('button', { name: 'Disconnect' })).toBeVisible();

      // 2. Stories imported by JQL, each with its link and the estimate Jira held.
      const backlog = wall.getByRole('region', { name: 'Backlog' });
      await backlog.getByLabel('JQL query').fill('project = PAY ORDER BY key');
      await backlog.getByRole('button', { name: 'Fetch stories' }).click();
      await expect(backlog.getByTestId('backlog-preview')).toContainText('4 stories');
      await expect(backlog.getByText('Estimates are written to Story Points.')).toBeVisible();
      await backlog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(backlog.getByText('4 stories imported.')).toBeVisible();
      const link = backlog.getByRole('link', { name: 'PAY-1', exact: true });
      await expect(link).toHaveAttribute('href', `${jira.baseUrl}/browse/PAY-1`);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(backlog.getByTestId('backlog-story').first()).toContainText('Was 1');

      // 3. Two stories estimated from phones; the first write is answered 429 first.
      jira.fail({ method: 'PUT', path: '/rest/api/3/issue/PAY-1', status: 429, retryAfter: '2' });
      const phones = [
        await devices.phone(code, 'Ann', { bypassCSP: true, prepare: watch.prepare }),
        await devices.phone(code, 'Bob', { prepare: watch.prepare }),
      ];
      await estimate(phones, '5');
      await expect(stateOf(wall, 'PAY-1')).toContainText(
        'Not sent: Jira asked to slow down. Trying again by itself.',
      );
      await expect(stateOf(wall, 'PAY-1').getByRole('button', { name: 'Retry' })).toBeVisible();
      const refusedAt = Date.now();
      await estimate(phones, '8');
      await expect(stateOf(wall, 'PAY-2')).toHaveText('In Jira ✓');
      await expect(stateOf(wall, 'PAY-1')).toHaveText('In Jira ✓', { timeout: 10_000 });
      // 4. Both at the stand-in, in the field found, as numbers; PAY-1 after its Retry-After.
      expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(1000);
      expect(jira.issues.get('PAY-1')?.fields[COMPANY_ESTIMATE]).toBe(5);
      expect(jira.issues.get('PAY-2')?.fields[COMPANY_ESTIMATE]).toBe(8);
      const puts = jira.requests.filter((r) => r.method === 'PUT');
      // The refused PUT first; its retry and PAY-2's in either order: on a busy machine the
      // second round may take longer than PAY-1's Retry-After.
      const [first, ...rest] = puts.map((r) => [r.path, r.body]);
      expect(first).toEqual(['/rest/api/3/issue/PAY-1', { fields: { [COMPANY_ESTIMATE]: 5 } }]);
      expect(rest).toHaveLength(2);
      expect(rest).toEqual(
        expect.arrayContaining([
          ['/rest/api/3/issue/PAY-2', { fields: { [COMPANY_ESTIMATE]: 8 } }],
          ['/rest/api/3/issue/PAY-1', { fields: { [COMPANY_ESTIMATE]: 5 } }],
        ]),
      );
      await saveScreenshot(wall, 'tracker-backlog-states-en');

      // A participant changes the third story's key to PAY-1: its estimate is not written.
      await expectForgedKeyNotWritten({
        wall,
        databasePort: room.server.database.port,
        code,
        index: 2,
        imported: 'PAY-3',
        forged: 'PAY-1',
        writes: () =>
          jira.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/PAY-1')).length,
        estimate: () => estimate(phones, '13'),
      });

      // 5. The room server restarted while an estimate waits: it is sent once it is back.
      jira.fail({ method: 'PUT', path: '/rest/api/3/issue/PAY-4', status: 503, retryAfter: '3' });
      await estimate(phones, '3');
      await expect(stateOf(wall, 'PAY-4')).toContainText(
        'Not sent: Jira is not available at the moment. Trying again by itself.',
      );
      const toPay4 = () => jira.requests.filter((r) => r.path === '/rest/api/3/issue/PAY-4');
      expect(toPay4().filter((r) => r.method === 'PUT')).toHaveLength(1);
      const ports = { port: room.server.port, databasePort: room.server.database.port };
      await room.server.stop();
      room.server = await roomServer(room.dataDir, ports, room.logs);
      await expect(stateOf(wall, 'PAY-4')).toHaveText('In Jira ✓', { timeout: 30_000 });
      // Sent by the restarted server: the one write before it was the refused one.
      expect(toPay4().filter((r) => r.method === 'PUT')).toHaveLength(2);
      expect(jira.issues.get('PAY-4')?.fields[COMPANY_ESTIMATE]).toBe(3);
      // Nothing written twice, the forged key never.
      expect(jira.issues.get('PAY-1')?.fields[COMPANY_ESTIMATE]).toBe(5);
      expect(jira.requests.filter((r) => r.method === 'PUT')).toHaveLength(5);
      // Only the wrong token's check went without the right credential.
      const refused = jira.requests.filter((r) => !r.authOk).map((r) => r.path);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((p) => p.endsWith('/myself'))).toBe(true);

      // A reload (a kiosk restart) keeps the states: the queue is on the wall's side.
      await wall.reload();
      // The room server's first-paint wall stands in until the app replaces it: its
      // Settings is the app's only then.
      await expect(wall.locator('#boot-wall')).toHaveCount(0);
      await wall.getByRole('button', { name: 'Settings' }).click();
      await expect(stateOf(wall, 'PAY-4')).toHaveText('In Jira ✓');

      // No credential in the shared database, on a phone, in a console, a URL, the room
      // server's log or an export; the room server keeps it in its own file, 0600.
      await expectNoCredentialLeaks({
        secrets: [TOKEN, basicAuth(EMAIL, TOKEN)],
        code,
        databasePort: room.server.database.port,
        wall,
        phones,
        watch,
        roomServer: room,
      });
      // Nor the account's e-mail in the shared session.
      expect(await readShared(room.server, `sessions/${code}`)).not.toContain(EMAIL);
      // A phone's Backlog shows each story's link and 'Was', and nothing of the tracker.
      const ann = phones[0]!;
      await ann.getByRole('button', { name: 'Backlog', exact: true }).click();
      const onPhone = ann.getByRole('list', { name: 'Stories' }).getByRole('listitem');
      await expect(onPhone.first().getByRole('link', { name: 'PAY-1' })).toHaveAttribute(
        'href',
        `${jira.baseUrl}/browse/PAY-1`,
      );
      await expect(onPhone.first()).toContainText('Was 1');
      await expect(ann.getByTestId('tracker-state')).toHaveCount(0);
      await expect(ann.getByText('From Jira', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(ann, "the phone's Backlog with links and 'Was'");
      expect(await wall.evaluate(() => JSON.stringify({ ...localStorage }))).toContain('PAY-4');
      await room.server.stop();
      const localDb = await readFile(path.join(room.dataDir, 'local-db.json'), 'utf8');
      expect(localDb).toContain('PAY-4');
      expect(localDb).not.toContain(TOKEN);
      room.server = await roomServer(room.dataDir, undefined, room.logs);
    } finally {
      await devices.close();
    }
  });

  test('Options and the backlog panel with tracker states, by keyboard, in English, German and Arabic', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const devices = roomDevices(browser, room);
    try {
      const code = freshCode('jira-look');
      const wall = await devices.wall(code, { bypassCSP: true });
      // By keyboard: the fields in order, Enter connects.
      const options = await openTrackerOptions(wall);
      await options.scrollIntoViewIfNeeded();
      await saveScreenshot(wall, 'tracker-options-form-en');
      await typeTrackerFields(wall, options, jiraFields(jira.baseUrl), 'API token');
      await wall.keyboard.press('Enter');
      await expect(options.getByRole('status')).toContainText('Connected to');
      const backlog = wall.getByRole('region', { name: 'Backlog' });
      await backlog.getByLabel('JQL query').fill('project = PAY');
      await backlog.getByLabel('JQL query').press('Enter');
      await backlog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(backlog.getByText('4 stories imported.')).toBeVisible();

      // Sent, not written ('?'), refused (404, waiting for Retry), and one open.
      jira.fail({ method: 'PUT', path: '/rest/api/3/issue/PAY-3', status: 404 });
      const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
      await estimate(phones, '5');
      await saveQuestionMark(phones);
      await expect(stateOf(wall, 'PAY-1')).toHaveText('In Jira ✓');
      await expect(stateOf(wall, 'PAY-2')).toHaveText('Not sent: “?” is not a number.');
      await estimate(phones, '8');
      await expect(stateOf(wall, 'PAY-3')).toContainText('Not sent: Jira has no such item');
      await expectNoAxeViolations(wall, 'the backlog panel with each tracker state');

      await shootBacklogAndOptions(wall, 'tracker');
      await expectNoAxeViolations(wall, 'Options in Arabic with Jira connected');
      // Disconnected, the form again, in Arabic and German.
      await wall
        .getByTestId('section-tracker')
        .getByRole('button', { name: 'قطع الاتصال' })
        .click();
      await expect(wall.getByTestId('tracker-setup')).toBeVisible();
      await shootTrackerOptions(wall, 'tracker-options-form-ar');
      await expectNoAxeViolations(wall, 'the Jira form in Arabic');
      await wall.getByRole('combobox', { name: 'اللغة' }).selectOption('de');
      await expect(wall.locator('html')).toHaveAttribute('lang', 'de');
      await shootTrackerOptions(wall, 'tracker-options-form-de');
    } finally {
      await devices.close();
    }
  });
});

test('a browser wall on the static site says Jira refuses its calls, and names the kiosk and npm start', async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code);
  const options = await fillTrackerForm(wall, null, jiraFields('https://acme.atlassian.net'));
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('alert')).toHaveText(
    'Jira does not take calls from a web page. Connect it on the kiosk, or on the wall that npm start serves on this computer.',
  );
  // Bad input is said before anything is sent.
  await options.getByLabel('Site address').fill('acme.atlassian.net');
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('alert')).toHaveText(
    'Enter the site’s address, starting with https:// or http://.',
  );
  await expect(options.getByLabel('API token')).toHaveValue(TOKEN);
});
