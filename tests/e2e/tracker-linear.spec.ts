/**
 * The wall's Linear through the UI only (docs/tracker-wall.md), against Linear's stand-in
 * on loopback standing for `https://api.linear.app`, the one address the form sends: the
 * room server `npm start` runs makes the calls, its fetch sending Linear's address to the
 * stand-in; a browser wall's page is routed there the same way. Linear connected in
 * Options (the API key alone, a wrong key refused in Linear's words); a team's current
 * cycle imported and its estimates written from the phones, one answered RATELIMITED and
 * landing after the reset; a card off the team's scale not written with the scale named;
 * a team with estimates off said; Send all on a CSV of identifiers; the form and the
 * panel by keyboard and axe, with screenshots in English, German and Arabic; and a
 * browser wall calling Linear itself, kept connected by Remember on this device.
 */
import type { Page } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRoomServer } from '../../server/room-server';
import { fileCredentialStore } from '../../server/trackers/credentials-file';
import { LINEAR_API } from '../../shared/trackers/linear/credentials';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import { startLinearStandIn, type LinearStandIn } from '../support/linear-stand-in';
import { expectNoAxeViolations } from './axe';
import type { Devices } from './devices';
import { expect, freshCode, test } from './fixtures';
import {
  connectTracker,
  fillTrackerForm,
  importStories,
  pickTrackerByKeyboard,
} from './tracker-options-steps';
import { expectForgedKeyNotWritten, expectNoCredentialLeaks, watchPages } from './tracker-secrets';
import { closeTrackerRoom, estimate, roomDevices, stateOf, type Room } from './tracker-steps';
import {
  backToEnglish,
  inEachWallLanguage,
  shootBacklogAndOptions,
  shootTrackerOptions,
} from './wall-languages';

const KEY = 'lin_api_e2eQ7mZk2Lr9Vx4Tn8Pw';
const CONNECTED = 'Connected to Linear as Ana Lima';
/** The scale as the wall names it: isolated left to right, never split across lines. */
const FIBONACCI = '\u2066Fibonacci:\u00a01,\u00a02,\u00a03,\u00a05,\u00a08\u2069';
const ESTIMATE_FIELD = `Estimates are written to Estimate (${FIBONACCI}).`;
const ESTIMATES_OFF =
  'This Linear team does not use estimates: turn them on in the team’s settings in Linear to write them back.';
const KEY_HELP =
  'A personal API key, made in Linear’s settings under \u2066Security & access\u2069. Kept by this page until it closes, unless you tick Remember on this device; never shown again and never shared with the room.';

/** Linear's address sent to the stand-in: where a call to api.linear.app goes in tests. */
const toStandIn = (linear: LinearStandIn, url: string) =>
  url.startsWith(`${LINEAR_API}/`) ? `${linear.baseUrl}${url.slice(LINEAR_API.length)}` : url;

/** The room server `npm start` runs, its calls to Linear answered by the stand-in. */
async function linearRoom(linear: LinearStandIn): Promise<Room> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'story-point-linear-'));
  const logs: string[] = [];
  const server = await startRoomServer({
    webRoot: process.env.E2E_WEB_ROOT ?? 'dist/web',
    port: 0,
    databasePort: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    trackers: createLocalTrackerService({
      store: fileCredentialStore(dataDir),
      fetch: (url, init) => fetch(toStandIn(linear, url), init),
    }),
    log: (message) => void logs.push(message),
  });
  return { server, dataDir, logs };
}

/** Options open, Linear picked, its key filled and Connect pressed. */
async function connectLinear(wall: Page, key = KEY) {
  const options = await fillTrackerForm(wall, 'Linear', [['API key', key]]);
  await connectTracker(options, CONNECTED);
  return options;
}

/** What an import through 'From Linear' asks, with the preview's words. */
const fromLinear = (query: string, count: number, field = ESTIMATE_FIELD) => ({
  tracker: 'Linear',
  queryLabel: 'Team, with a cycle, project or labels',
  query,
  count,
  source: 'Linear (filters)',
  field,
});

const estimateOf = (linear: LinearStandIn, id: string) => linear.world.issue(id)?.estimate;
const writesTo = (linear: LinearStandIn) =>
  linear.requests.filter((r) => r.operation === 'SetEstimate').map((r) => r.variables);

test.describe('Linear on the wall', () => {
  let linear: LinearStandIn;
  let room: Room;
  let devices: Devices;

  test.beforeEach(async ({ browser }) => {
    linear = await startLinearStandIn({ token: KEY });
    room = await linearRoom(linear);
    devices = roomDevices(browser, room);
  });

  test.afterEach(async () => {
    await devices.close();
    await closeTrackerRoom(room);
    await linear.close();
  });

  test('connects, imports a team’s current cycle, and writes estimates, one after RATELIMITED', async () => {
    test.setTimeout(120_000);
    const watch = watchPages();
    const { prepare } = watch;
    const code = freshCode('linear');
    const wall = await devices.wall(code, { prepare });

    // 1. The API key alone; a wrong one refused in Linear's words, then the right one.
    const options = await fillTrackerForm(wall, 'Linear', [['API key', 'lin_api_wrong']]);
    await expect(options.getByLabel('Address')).toHaveCount(0);
    // The room server keeps the key anyway: nothing to remember.
    await expect(options.getByRole('checkbox')).toHaveCount(0);
    await options.getByRole('button', { name: 'Connect' }).click();
    await expect(options.getByRole('alert')).toHaveText(
      'Linear refused the credentials: check the token and the account it belongs to.',
    );
    await options.getByLabel('API key').fill(KEY);
    await connectTracker(options, CONNECTED);

    // 2. ENG's current cycle (42), neither completed nor canceled, with links and 'Was'.
    const backlog = await importStories(wall, fromLinear('ENG cycle:current', 2));
    const link = backlog.getByRole('link', { name: 'ENG-1', exact: true });
    await expect(link).toHaveAttribute('href', 'https://linear.app/acme/issue/ENG-1');
    await expect(backlog.getByTestId('backlog-story').first()).toContainText('Was 3');

    // 3. Two estimates from the phones; the first is answered RATELIMITED and lands once
    // the requests' limit resets.
    const resetAt = Date.now() + 8000;
    linear.fail({ operation: 'SetEstimate', graphql: 'RATELIMITED', requestsReset: resetAt });
    const phones = [
      await devices.phone(code, 'Ann', { prepare }),
      await devices.phone(code, 'Bob', { prepare }),
    ];
    await estimate(phones, '8');
    await expect(stateOf(wall, 'ENG-1')).toContainText(
      'Not sent: Linear asked to slow down. Trying again by itself.',
    );
    await estimate(phones, '2');
    await expect(stateOf(wall, 'ENG-2')).toHaveText('In Linear ✓');
    await expect(stateOf(wall, 'ENG-1')).toHaveText('In Linear ✓', { timeout: 20_000 });

    // 4. At the stand-in: each estimate as Linear's issueUpdate, the refused one again
    // after the reset.
    expect(estimateOf(linear, 'ENG-1')).toBe(8);
    expect(estimateOf(linear, 'ENG-2')).toBe(2);
    const landed = linear.requests.filter((r) => r.operation === 'SetEstimate');
    expect(landed.length).toBe(3);
    expect(Date.now()).toBeGreaterThanOrEqual(resetAt);
    // Only the wrong key's check went without the right credential, never as Bearer.
    expect(linear.requests.filter((r) => !r.authOk)).toHaveLength(1);
    expect(linear.requests.every((r) => r.auth === 'key')).toBe(true);
    await expectNoCredentialLeaks({
      secrets: [KEY],
      code,
      databasePort: room.server.database.port,
      wall,
      phones,
      watch,
      roomServer: room,
    });
  });

  test('a card off the team’s scale is not written, the scale named; by keyboard, axe-clean, in English, German and Arabic', async () => {
    test.setTimeout(180_000);
    const code = freshCode('linear-look');
    const wall = await devices.wall(code, { bypassCSP: true });
    // By keyboard: Linear is the sixth tracker; its one field, then Enter connects.
    const options = await pickTrackerByKeyboard(wall, 'Linear', 5);
    await wall.keyboard.press('Tab');
    const key = options.getByLabel('API key');
    await expect(key).toBeFocused();
    await expect(key).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(wall, 'the Linear form');
    await inEachWallLanguage(wall, (lang) =>
      shootTrackerOptions(wall, `linear-options-form-${lang}`),
    );
    await backToEnglish(wall);
    await key.focus();
    await wall.keyboard.type(KEY);
    await wall.keyboard.press('Enter');
    await expect(options.getByRole('status')).toHaveText(CONNECTED);

    // Identifiers, in any case; 13 is off ENG's Fibonacci scale, 5 is on it.
    await importStories(wall, fromLinear('ENG-1, eng-2 ENG-3', 3));
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, '13');
    await estimate(phones, '5');
    await expect(stateOf(wall, 'ENG-1')).toHaveText(
      `Not sent: “13” is not on the team’s estimate scale (${FIBONACCI}).`,
    );
    await expect(stateOf(wall, 'ENG-2')).toHaveText('In Linear ✓');
    expect(estimateOf(linear, 'ENG-1')).toBe(3);
    // Only 5 reached Linear, written to ENG-2 by its id as the connector read it.
    expect(writesTo(linear)).toEqual([{ id: linear.world.issue('ENG-2')?.id, estimate: 5 }]);
    await expectNoAxeViolations(wall, 'the backlog panel with Linear states');
    await shootBacklogAndOptions(wall, 'linear');
    await expectNoAxeViolations(wall, 'Options and the backlog panel in Arabic with Linear');
    await backToEnglish(wall);
  });

  test('a team with estimates off is imported for estimating, and the wall says nothing can be written back', async () => {
    test.setTimeout(90_000);
    const code = freshCode('linear-off');
    const wall = await devices.wall(code);
    await connectLinear(wall);
    // OPS has one open issue: the preview says the team, not a field to pick.
    const backlog = wall.getByRole('region', { name: 'Backlog' });
    await backlog.getByLabel('Team, with a cycle, project or labels').fill('OPS');
    await backlog.getByRole('button', { name: 'Fetch stories' }).click();
    const preview = backlog.getByTestId('backlog-preview');
    await expect(preview).toContainText('1 story');
    await expect(preview.getByTestId('tracker-field')).toHaveText(ESTIMATES_OFF);
    await expect(backlog.getByLabel('Estimate field')).toHaveCount(0);
    await backlog.getByRole('button', { name: 'Import', exact: true }).click();
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    await estimate(phones, '5');
    await expect(backlog.getByTestId('backlog-estimate').first()).toHaveText('Estimate 5');
    await expect(stateOf(wall, 'OPS-2')).toHaveCount(0);
    expect(writesTo(linear)).toEqual([]);
  });

  test('Send all estimates writes a CSV backlog of identifiers once the list is confirmed', async () => {
    test.setTimeout(120_000);
    const code = freshCode('linear-send-all');
    const wall = await devices.wall(code);
    await connectLinear(wall);
    const backlog = wall.getByRole('region', { name: 'Backlog' });
    await backlog
      .getByLabel('Paste stories')
      .fill('key,title\neng-1,Pay by card\nENG-2,Refunds\nENG-99,Gone\nENG-3,Receipts');
    await backlog.getByRole('button', { name: 'Preview' }).click();
    await backlog.getByRole('button', { name: 'Import', exact: true }).click();
    const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
    for (const card of ['5', '3', '2', '13']) await estimate(phones, card);
    await expect(backlog.getByTestId('backlog-estimate').nth(3)).toHaveText('Estimate 13');
    await expect(stateOf(wall, 'eng-1')).toHaveCount(0);

    await backlog.getByRole('button', { name: 'Send all estimates' }).click();
    const list = backlog.getByRole('group', {
      name: `These estimates will be written to Linear (Estimate (${FIBONACCI})):`,
    });
    await expect(list.getByRole('listitem')).toHaveText([
      'eng-1 → 5',
      'ENG-2 → 3',
      'ENG-99 (2): not found in Linear, not written',
      `ENG-3 (13): not on the estimate scale (${FIBONACCI}), not written`,
    ]);
    expect(writesTo(linear)).toEqual([]);
    await list.getByRole('button', { name: 'Write 2 estimates' }).click();
    await expect(backlog.getByText('2 estimates are on their way to Linear.')).toBeVisible();
    await expect(stateOf(wall, 'eng-1')).toHaveText('In Linear ✓');
    await expect(stateOf(wall, 'ENG-2')).toHaveText('In Linear ✓');
    expect(estimateOf(linear, 'ENG-1')).toBe(5);
    expect(estimateOf(linear, 'ENG-2')).toBe(3);
    expect(estimateOf(linear, 'ENG-3')).toBeNull();
  });
});

test('a browser wall calls Linear itself: Remember on this device keeps it connected after a reload; a forged key is not written', async ({
  devices,
  app,
  db,
  code,
}) => {
  test.setTimeout(90_000);
  const linear = await startLinearStandIn({ token: KEY });
  try {
    // The page calls api.linear.app; the test's network answers it from the stand-in.
    const watch = watchPages();
    const prepare = async (page: Page) => {
      await watch.prepare(page);
      await page.route(`${LINEAR_API}/**`, async (route) => {
        const request = route.request();
        const response = await route.fetch({ url: toStandIn(linear, request.url()) });
        await route.fulfill({ response });
      });
    };
    const wall = await devices.wall(code, { prepare });
    const options = await fillTrackerForm(wall, 'Linear', [['API key', KEY]]);
    await expect(options.getByLabel('API key')).toHaveAccessibleDescription(KEY_HELP);
    const remember = options.getByRole('checkbox', { name: 'Remember on this device' });
    await expect(remember).not.toBeChecked();
    await remember.check();
    await connectTracker(options, CONNECTED);
    await wall.reload();
    await wall.getByRole('button', { name: 'Settings' }).click();
    await expect(options.getByRole('status')).toHaveText(CONNECTED);

    await importStories(wall, fromLinear('ENG label:Backend', 2));
    const phones = [
      await devices.phone(code, 'Ann', { prepare: watch.prepare }),
      await devices.phone(code, 'Bob', { prepare: watch.prepare }),
    ];
    await estimate(phones, '5');
    await expect(stateOf(wall, 'ENG-1')).toHaveText('In Linear ✓');
    expect(estimateOf(linear, 'ENG-1')).toBe(5);
    expect(linear.requests.every((r) => r.origin === app.origin && r.authOk)).toBe(true);

    // A participant changes the second story's key to the first's: 3 is not written.
    await expectForgedKeyNotWritten({
      wall,
      databasePort: db.port,
      code,
      index: 1,
      imported: 'ENG-3',
      forged: 'ENG-1',
      writes: () => writesTo(linear).length,
      estimate: () => estimate(phones, '3'),
    });
    expect(estimateOf(linear, 'ENG-1')).toBe(5);
    // The key is remembered in this browser (ticked), and nowhere else.
    await expectNoCredentialLeaks({
      secrets: [KEY],
      code,
      databasePort: db.port,
      wall,
      phones,
      watch,
      remembered: true,
    });
  } finally {
    await linear.close();
  }
});
