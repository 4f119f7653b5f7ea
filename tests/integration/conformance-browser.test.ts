/**
 * The product's own gateway, bundled for the browser and run in Chromium,
 * comes back online by itself after the local database was down. (A browser
 * whose websocket failed once falls back to long polling unless the SDK is told
 * to use websockets only; the local database speaks websockets only.)
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type DatabaseTarget } from '../support/local-db';

const CHROMIUM = '/usr/bin/chromium';
const skipReason = existsSync(CHROMIUM) ? null : `Chromium is not installed at ${CHROMIUM}`;

const CLIENT = `
import { createFirebaseGateway } from ${JSON.stringify(path.resolve('renderer/data/firebase-gateway.ts'))};
const port = Number(new URLSearchParams(location.search).get('port'));
const gateway = createFirebaseGateway({ database: { host: '127.0.0.1', port, namespace: 'story-point-local' } });
gateway.onConnected((connected) => { document.title = connected ? 'online' : 'offline'; });
`;

let target: DatabaseTarget;
let web: Server;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  if (skipReason) return;
  target = await startTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'story-point-browser-'));
  writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  const bundle = await build({
    entryPoints: [path.join(dir, 'client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    nodePaths: [path.resolve('node_modules')],
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]!.text;
  web = createServer((req, res) => {
    const script = req.url?.startsWith('/client.js');
    res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
    res.end(script ? js : '<script type="module" src="/client.js"></script>');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
}, 60_000);

afterAll(async () => {
  if (skipReason) return;
  await browser?.close();
  await new Promise((resolve) => web?.close(resolve));
  await target?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skipReason !== null)(`browser client (${skipReason ?? 'Chromium'})`, () => {
  it('goes offline when the database stops and online again when it returns', async () => {
    const local = target.local!;
    const page = await browser.newPage();
    try {
      const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      await page.goto(`${origin}/?port=${local.port}`);
      await page.waitForFunction(() => document.title === 'online', undefined, { timeout: 10_000 });
      await local.pause();
      await page.waitForFunction(() => document.title === 'offline', undefined, { timeout: 5000 });
      // Long enough for the SDK's first reconnection attempts to fail.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await local.resume();
      await page.waitForFunction(() => document.title === 'online', undefined, { timeout: 15_000 });
      expect(await page.title()).toBe('online');
    } finally {
      await page.close();
    }
  }, 40_000);
});
