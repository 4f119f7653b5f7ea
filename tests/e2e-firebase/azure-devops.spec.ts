/**
 * A browser wall on the Firebase deployment calls Azure DevOps itself, through its UI:
 * the page, served by the Hosting emulator under firebase.json's headers, connects Azure
 * DevOps in Options, imports by WIQL and writes a phone's estimate to
 * `https://dev.azure.com`, which Chromium resolves to a TLS front for the Azure DevOps
 * stand-in. The stand-in answers the preflight as Azure does; the page's
 * Content-Security-Policy lets the trackers' cloud origins through and blocks any other,
 * a self-managed server not named among them included.
 */
import type { Page } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy';
import {
  AGILE_ITEMS,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
} from '../support/azure-stand-in';
import { recordViolations, violations } from '../e2e/csp-watch';
import { expectNoAxeViolations } from '../e2e/axe';
import {
  fillTrackerForm,
  importStories,
  pickTrackerByKeyboard,
  typeTrackerFields,
} from '../e2e/tracker-options-steps';
import {
  basicAuth,
  expectForgedKeyNotWritten,
  expectNoCredentialLeaks,
  watchPages,
} from '../e2e/tracker-secrets';
import { estimate, saveQuestionMark, stateOf } from '../e2e/tracker-steps';
import {
  backToEnglish,
  inEachWallLanguage,
  shootBacklogAndOptions,
  shootTrackerOptions,
} from '../e2e/wall-languages';
import { DATABASE_HOST, expect, test as firebase } from './fixtures';
import { startTlsFront, type TlsFront } from './tls-front';

const PAT = 'e2e-azure-pat-0123456789abcdefghijklmnopqrstuv';
const ORGANIZATION = 'https://dev.azure.com/acme';
const WIQL = 'SELECT [System.Id] FROM WorkItems WHERE [System.TeamProject] = @project';

const test = firebase.extend<object, { azure: AzureStandIn; azureFront: TlsFront }>({
  azure: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const azure = await startAzureStandIn({
        token: PAT,
        project: 'Payments',
        workItems: AGILE_ITEMS,
        publicOrigin: 'https://dev.azure.com',
      });
      await use(azure);
      await azure.close();
    },
    { scope: 'worker' },
  ],
  azureFront: [
    async ({ azure }, use) => {
      const front = await startTlsFront(azure.port, 'azure.com');
      await use(front);
      await front.close();
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ playwright, launchOptions, front, azureFront }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP ${DATABASE_HOST} 127.0.0.1:${front.port}, ` +
            `MAP dev.azure.com 127.0.0.1:${azureFront.port}, ` +
            'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
          '--ignore-certificate-errors',
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** The wall's page, with its CSP violations recorded from the start. */
async function wallPage(page: Page, origin: string, code: string) {
  const logged = await recordViolations(page);
  const response = await page.goto(`${origin}/${code}`);
  return { response, logged };
}

/** Azure DevOps's fields in Options, in order (the PAT last). */
const azureFields = (pat: string, organization = ORGANIZATION) =>
  [
    ['Organization or collection URL', organization],
    ['Project', 'Payments'],
    ['Personal access token', pat],
  ] as const;

/** Options open on the wall, Azure DevOps chosen and its fields filled. */
const fillAzure = (wall: Page, pat: string, organization = ORGANIZATION) =>
  fillTrackerForm(wall, 'Azure DevOps', azureFields(pat, organization));

/** Stories imported by WIQL through the backlog's 'From Azure DevOps'. */
const importByWiql = (wall: Page) =>
  importStories(wall, {
    tracker: 'Azure DevOps',
    queryLabel: 'WIQL query or saved query',
    query: WIQL,
    count: 3,
    source: 'Azure DevOps (WIQL)',
    field: 'Estimates are written to Story Points.',
  });

test('a browser wall connects Azure DevOps in Options, imports by WIQL, and a phone’s estimate lands as JSON Patch; no credential leaks, a forged key is not written', async ({
  devices,
  app,
  azure,
  db,
  code,
}) => {
  test.setTimeout(120_000);
  const logs: string[][] = [];
  const watch = watchPages();
  const prepare = async (page: Page) => {
    await watch.prepare(page);
    logs.push(await recordViolations(page));
  };
  const wall = await devices.wall(code, { prepare });

  // 1. Connected in Options: a wrong PAT is refused in Azure's name, then the right one.
  const options = await fillAzure(wall, 'not-the-pat');
  // The backlog's import names the tracker picked, before it is connected.
  await expect(wall.getByText('From Azure DevOps', { exact: true })).toBeVisible();
  const remember = options.getByRole('checkbox', { name: 'Remember on this device' });
  await expect(remember).not.toBeChecked();
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('alert')).toHaveText(
    'Azure DevOps refused the credentials: check the token and the account it belongs to.',
  );
  await options.getByLabel('Personal access token').fill(PAT);
  await remember.check();
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('status')).toHaveText(
    `Connected to Payments at ${ORGANIZATION} as Ana Lima`,
  );
  // Remembered on this device, as ticked: this browser's storage, nowhere else.
  const stored = await wall.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.includes('connection')),
  );
  expect(stored).toEqual(['story-point.tracker-connection']);

  // 2. Imported by WIQL, each story with its link and the estimate Azure held.
  const backlog = await importByWiql(wall);
  const link = backlog.getByRole('link', { name: '101', exact: true });
  await expect(link).toHaveAttribute('href', `${ORGANIZATION}/Payments/_workitems/edit/101`);
  await expect(backlog.getByTestId('backlog-story').first()).toContainText('Was 5');

  // 3. Estimated from phones: the write reaches Azure as JSON Patch, in the field found.
  const phones = [
    await devices.phone(code, 'Ann', { prepare }),
    await devices.phone(code, 'Bob', { prepare }),
  ];
  await estimate(phones, '8');
  await expect(stateOf(wall, '101')).toHaveText('In Azure DevOps ✓');
  const patches = azure.requests.filter((r) => r.method === 'PATCH');
  expect(patches).toHaveLength(1);
  expect(patches[0]).toMatchObject({
    path: '/acme/_apis/wit/workitems/101',
    contentType: 'application/json-patch+json',
    body: [{ op: 'add', path: `/fields/${STORY_POINTS}`, value: 8 }],
  });
  expect(azure.items.get(101)?.fields?.[STORY_POINTS]).toBe(8);
  const patchPreflight = azure.preflights.find((p) => p.method === 'PATCH');
  expect(patchPreflight).toMatchObject({
    origin: app.origin,
    path: '/acme/_apis/wit/workitems/101',
  });
  expect(patchPreflight?.headers).toMatch(/content-type/);

  // Every call came from the wall's page, with the PAT, and no page broke its policy.
  const [refused, ...accepted] = azure.requests;
  expect(refused).toMatchObject({ origin: app.origin, auth: 'basic', authOk: false });
  for (const request of accepted) {
    expect(request).toMatchObject({ origin: app.origin, auth: 'basic', authOk: true });
  }
  for (const page of [wall, ...phones]) expect(await violations(page)).toEqual([]);
  expect(logs.flat()).toEqual([]);

  // A participant changes the second story's key to the first's: 5 is not written.
  await expectForgedKeyNotWritten({
    wall,
    databasePort: db.port,
    code,
    index: 1,
    imported: '102',
    forged: '101',
    writes: () =>
      azure.requests.filter(
        (r) => r.method === 'PATCH' && r.path === '/acme/_apis/wit/workitems/101',
      ).length,
    estimate: () => estimate(phones, '5'),
  });
  expect(azure.items.get(101)?.fields?.[STORY_POINTS]).toBe(8);
  // The PAT is remembered in this browser (ticked), and nowhere else: not in the shared
  // session, on a phone, in a console, a URL or an export, nor its basic-auth form.
  await expectNoCredentialLeaks({
    secrets: [PAT, basicAuth('', PAT)],
    code,
    databasePort: db.port,
    wall,
    phones,
    watch,
    remembered: true,
  });
});

test('Options with Azure DevOps and the backlog panel’s states, by keyboard and axe-clean, in English, German and Arabic', async ({
  devices,
  azure,
  code,
}) => {
  test.setTimeout(180_000);
  const wall = await devices.wall(code, { bypassCSP: true });
  // By keyboard: the tracker's radio, then its fields in order, Enter connects.
  const options = await pickTrackerByKeyboard(wall, 'Azure DevOps', 2);
  await options.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(wall, 'the Azure DevOps form');
  await inEachWallLanguage(wall, (lang) => shootTrackerOptions(wall, `azure-options-form-${lang}`));
  await expectNoAxeViolations(wall, 'the Azure DevOps form in Arabic');
  await backToEnglish(wall);
  await typeTrackerFields(wall, options, azureFields(PAT), 'Personal access token');
  await wall.keyboard.press('Tab');
  await expect(options.getByRole('checkbox', { name: 'Remember on this device' })).toBeFocused();
  await wall.keyboard.press('Enter');
  await expect(options.getByRole('status')).toContainText('Connected to Payments');
  await importByWiql(wall);

  // Sent (101), not written ('?', 102), refused as gone (103, waiting for Retry).
  azure.fail({ method: 'PATCH', path: '/acme/_apis/wit/workitems/103', status: 404 });
  const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
  await estimate(phones, '5');
  await saveQuestionMark(phones);
  await estimate(phones, '3');
  await expect(stateOf(wall, '101')).toHaveText('In Azure DevOps ✓');
  await expect(stateOf(wall, '102')).toHaveText('Not sent: “?” is not a number.');
  await expect(stateOf(wall, '103')).toContainText('Not sent: Azure DevOps has no such item');
  await expect(stateOf(wall, '103').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoAxeViolations(wall, 'the backlog panel with Azure DevOps states');
  await shootBacklogAndOptions(wall, 'azure');
  await expect(stateOf(wall, '101')).toHaveText('في Azure DevOps ✓');
  await expectNoAxeViolations(wall, 'Options and the backlog panel in Arabic with Azure DevOps');
});

test('the policy lets the trackers’ cloud origins through and blocks any other, a server not named included', async ({
  page,
  app,
  code,
}) => {
  const { response, logged } = await wallPage(page, app.origin, code);
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  const allowed = [
    'https://dev.azure.com/acme/_apis/connectionData',
    'https://acme.visualstudio.com/_apis/connectionData',
    'https://api.github.com/graphql',
    'https://gitlab.com/api/v4/projects',
    'https://api.linear.app/graphql',
  ];
  const blocked = [
    'https://tracker.evil.example/steal',
    'https://acme.atlassian.net/rest/api/3/myself',
  ];
  const outcomes = await page.evaluate(
    async (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { method: 'GET', cache: 'no-store' }).then(
            (r) => `answered ${r.status}`,
            () => 'failed',
          ),
        ),
      ),
    [...allowed, ...blocked],
  );
  // dev.azure.com is the stand-in here (no PAT sent: 401); the other cloud origins do not
  // resolve on this machine, so they fail, but the policy let them out.
  expect(outcomes[0]).toBe('answered 401');
  expect(outcomes.slice(1)).toEqual(Array(allowed.length - 1 + blocked.length).fill('failed'));
  // A self-managed Azure DevOps Server that the deployment did not name is blocked too:
  // Options says the server could not be reached, without the PAT.
  const options = await fillAzure(page, PAT, 'https://tfs.example.com/tfs/DefaultCollection');
  await options.getByRole('button', { name: 'Connect' }).click();
  // The whole sentence: no PAT in it.
  await expect(options.getByRole('alert')).toHaveText('Azure DevOps could not be reached.');
  const seen = await violations(page);
  for (const host of ['tracker.evil.example', 'acme.atlassian.net', 'tfs.example.com']) {
    expect(
      seen.filter((v) => v.startsWith('connect-src') && v.includes(host)).length,
      host,
    ).toBeGreaterThan(0);
  }
  for (const url of allowed) expect(seen.some((v) => v.includes(new URL(url).host))).toBe(false);
  expect(logged.some((line) => line.includes('tracker.evil.example'))).toBe(true);
});
