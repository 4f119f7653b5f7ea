/**
 * A browser wall on the Firebase deployment calls Azure DevOps itself: the page, served
 * by the Hosting emulator under firebase.json's headers, loads the wall's tracker
 * transport (renderer/data/tracker-service.ts, driven from the page until the wall's UI
 * loads it) and reaches `https://dev.azure.com`, which Chromium resolves to a TLS
 * front for the Azure DevOps stand-in. The stand-in answers the preflight as Azure does;
 * the page's Content-Security-Policy lets the trackers' cloud origins through and
 * blocks any other, a self-managed server not named among them included.
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
import { DATABASE_HOST, FIREBASE_CONFIG, PROJECT_ID, expect, test as firebase } from './fixtures';
import { startHostingEmulator, type HostingEmulator } from './hosting-emulator';
import { siteWithTrackerModule, TRACKER_MODULE_PATH } from './tracker-module';
import { startTlsFront, type TlsFront } from './tls-front';

const PAT = 'e2e-azure-pat-0123456789abcdefghijklmnopqrstuv';
const ORGANIZATION = 'https://dev.azure.com/acme';

const test = firebase.extend<
  object,
  { azure: AzureStandIn; azureFront: TlsFront; site: HostingEmulator }
>({
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
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const withModule = await siteWithTrackerModule('dist/web');
      const site = await startHostingEmulator({
        webRoot: withModule.webRoot,
        config: FIREBASE_CONFIG,
        projectId: PROJECT_ID,
      });
      await use(site);
      await site.stop();
      withModule.remove();
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

test('the page calls Azure DevOps through the real transport: connect, import by WIQL, write an estimate', async ({
  page,
  site,
  azure,
  code,
}) => {
  const { response, logged } = await wallPage(page, site.origin, code);
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  const run = await page.evaluate(
    async ({ modulePath, organization, pat, field }) => {
      const transport = (await import(
        modulePath
      )) as typeof import('../../renderer/data/tracker-service');
      const service = await transport.openTrackerService();
      const connected = await service.connect({
        kind: 'azure-devops',
        baseUrl: organization,
        project: 'Payments',
        token: pat,
        remember: true,
      });
      const imported = await service.importByQuery(
        'SELECT [System.Id] FROM WorkItems WHERE [System.TeamProject] = @project',
        500,
      );
      const written = await service.writeEstimate({ key: '102', fieldId: field, value: 8 });
      const again = await service.writeEstimate({ key: '102', fieldId: field, value: 8 });
      const remembered = Object.keys(localStorage).filter((k) => k.includes('tracker'));
      return { connected, imported, written, again, remembered };
    },
    { modulePath: TRACKER_MODULE_PATH, organization: ORGANIZATION, pat: PAT, field: STORY_POINTS },
  );
  expect(run.connected).toEqual({
    ok: true,
    value: {
      kind: 'azure-devops',
      baseUrl: ORGANIZATION,
      project: 'Payments',
      account: 'Ana Lima',
    },
  });
  expect(
    run.imported.ok && run.imported.value.stories.map((s) => [s.key, s.estimate, s.url]),
  ).toEqual([
    ['101', 5, `${ORGANIZATION}/Payments/_workitems/edit/101`],
    ['102', null, `${ORGANIZATION}/Payments/_workitems/edit/102`],
    ['103', null, `${ORGANIZATION}/Payments/_workitems/edit/103`],
  ]);
  expect(run.imported.ok && run.imported.value.field?.id).toBe(STORY_POINTS);
  expect(run.written).toEqual({ ok: true, value: { written: true } });
  expect(run.again).toEqual({ ok: true, value: { written: false } });
  expect(run.remembered).toEqual(['story-point.tracker-connection']);
  expect(azure.items.get(102)?.fields?.[STORY_POINTS]).toBe(8);

  // Every call came from the page's origin, with the PAT, after a preflight Azure granted.
  expect(azure.requests.length).toBeGreaterThanOrEqual(8);
  for (const request of azure.requests) {
    expect(request).toMatchObject({ origin: site.origin, auth: 'basic', authOk: true });
  }
  const patch = azure.requests.find((r) => r.method === 'PATCH');
  expect(patch).toMatchObject({
    path: '/acme/_apis/wit/workitems/102',
    contentType: 'application/json-patch+json',
    body: [{ op: 'add', path: `/fields/${STORY_POINTS}`, value: 8 }],
  });
  const patchPreflight = azure.preflights.find((p) => p.method === 'PATCH');
  expect(patchPreflight).toMatchObject({
    origin: site.origin,
    path: '/acme/_apis/wit/workitems/102',
  });
  expect(patchPreflight?.headers).toMatch(/authorization/);
  expect(patchPreflight?.headers).toMatch(/content-type/);
  expect(await violations(page)).toEqual([]);
  expect(logged).toEqual([]);
});

test('the policy lets the trackers’ cloud origins through and blocks any other, a server not named included', async ({
  page,
  site,
  code,
}) => {
  const { logged } = await wallPage(page, site.origin, code);
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
  // A self-managed Azure DevOps Server that the deployment did not name is blocked too,
  // and the transport says the server could not be reached, without the PAT.
  const server = await page.evaluate(
    async ({ modulePath, pat }) => {
      const transport = (await import(
        modulePath
      )) as typeof import('../../renderer/data/tracker-service');
      const service = await transport.openTrackerService();
      return service.connect({
        kind: 'azure-devops',
        baseUrl: 'https://tfs.example.com/tfs/DefaultCollection',
        project: 'Payments',
        token: pat,
      });
    },
    { modulePath: TRACKER_MODULE_PATH, pat: PAT },
  );
  expect(server).toMatchObject({ ok: false, failure: { kind: 'network' } });
  expect(JSON.stringify(server)).not.toContain(PAT);
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
