/**
 * The Firebase deployment as it runs, on this machine: the browser build served by
 * Firebase's Hosting emulator under the project's firebase.json, a `config.json` naming
 * `https://{DATABASE_NAME}.firebaseio.com`, and that host answered by the local database
 * behind a TLS front. Chromium resolves the name to the front and nothing else leaves
 * loopback (every other name fails to resolve). The writer and `db` of
 * tests/e2e/fixtures.ts reach the database directly, as another region's clients would.
 */
import { test as base, type App } from '../e2e/fixtures';
import { startLocalDatabase } from '../../server/db/server';
import { wallPath, votePath } from '../../shared/route';
import { startHostingEmulator } from './hosting-emulator';
import { startTlsFront, type TlsFront } from './tls-front';

/** The Firebase project and database the suite pretends to be. */
export const PROJECT_ID = 'demo-story-point';
export const DATABASE_NAME = 'story-point-e2e';
export const DATABASE_HOST = `${DATABASE_NAME}.firebaseio.com`;
export const DATABASE_URL = `https://${DATABASE_HOST}`;

/** The `config.json` the site is deployed with: a Firebase web config, nothing else. */
export const FIREBASE_CONFIG = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: `${PROJECT_ID}.firebaseapp.com`,
    databaseURL: DATABASE_URL,
    projectId: PROJECT_ID,
    appId: '1:000000000000:web:0000000000000000',
  },
};

export const test = base.extend<object, { front: TlsFront }>({
  db: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The pages reach it by the project's name, through the front.
      const db = await startLocalDatabase({
        port: 0,
        quiet: true,
        allowedHosts: () => [DATABASE_HOST],
      });
      await use(db);
      await db.stop();
    },
    { scope: 'worker' },
  ],
  front: [
    async ({ db }, use) => {
      const front = await startTlsFront(db.port);
      await use(front);
      await front.close();
    },
    { scope: 'worker' },
  ],
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const hosting = await startHostingEmulator({
        webRoot: 'dist/web',
        config: FIREBASE_CONFIG,
        projectId: PROJECT_ID,
      });
      const app: App = {
        origin: hosting.origin,
        screenUrl: (code) => hosting.origin + wallPath(code),
        voteUrl: (code) => hosting.origin + votePath(code),
      };
      await use(app);
      await hosting.stop();
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ playwright, launchOptions, front }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP ${DATABASE_HOST} 127.0.0.1:${front.port}, ` +
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

export { expect } from '../e2e/fixtures';
