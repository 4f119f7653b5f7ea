/**
 * The room server (`server/room-server.ts`) exactly as the kiosk serves it to the
 * meeting room's network and `npm start` serves it to the browser: the wall's QR
 * code decodes to the LAN address, and a phone opening that path joins, votes and
 * is counted on the wall. Loopback only: the LAN address is injected (192.0.2.10,
 * a documentation address) and checked as text, while every browser context
 * reaches the server through 127.0.0.1.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { expect, freshCode, participantCards, saveScreenshot, statNumber, test } from './fixtures';

const LAN = '192.0.2.10';
const PHONE = { width: 390, height: 844 };

const servers: RoomServer[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function roomServer(lanAddress?: string): Promise<RoomServer> {
  const server = await startRoomServer({
    webRoot: process.env.E2E_WEB_ROOT ?? 'dist/web',
    port: 0,
    databasePort: 0,
    host: '127.0.0.1',
    ...(lanAddress ? { lanAddress: () => lanAddress } : {}),
    quiet: true,
  });
  servers.push(server);
  return server;
}

/**
 * Reads the QR code as a phone camera would: a screenshot of it as the wall shows
 * it, decoded by jsQR (the pixels are read in a blank page, away from the wall's CSP).
 */
async function decodeQr(browser: Browser, qr: Locator): Promise<string | null> {
  const png = (await qr.screenshot()).toString('base64');
  const scratch = await browser.newPage();
  try {
    const image = await scratch.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const pad = 32; // a generous quiet zone around the symbol
      const canvas = document.createElement('canvas');
      canvas.width = img.width + pad * 2;
      canvas.height = img.height + pad * 2;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, pad, pad);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    }, png);
    return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
  } finally {
    await scratch.close();
  }
}

/** A phone opening `path` on the room server (through loopback), joining as `name`. */
async function phoneJoins(browser: Browser, origin: string, path: string, name: string) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await phone.goto(origin + path);
  await phone.getByTestId('vote-name').fill(name);
  await phone.getByTestId('vote-join').click();
  await expect(phone.getByTestId('vote-card').first()).toBeVisible();
  return { context, phone };
}

async function openWall(page: Page, server: RoomServer, code: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${server.port}/${code}`);
  await expect(page.getByTestId('welcome-box')).toBeVisible();
}

test('room server: the wall’s QR code is the LAN link, and a phone opening it joins, votes and is counted', async ({
  page,
  browser,
}) => {
  const server = await roomServer(LAN);
  const code = freshCode('room');
  const lanUrl = `http://${LAN}:${server.port}/${code}/vote`;
  await openWall(page, server, code);

  const box = page.getByTestId('welcome-box');
  await expect(box.getByTestId('join-url')).toHaveText(lanUrl);
  await expect(box.getByRole('img', { name: `QR code to join: ${lanUrl}` })).toBeVisible();
  expect(await decodeQr(browser, box.getByTestId('qr-code'))).toBe(lanUrl);
  await expect(page.getByTestId('join-note')).toHaveCount(0);
  await saveScreenshot(page, 'room-server-welcome-lan-link');

  // The phone opens the QR code's path; in the test it reaches the server by loopback.
  const { context, phone } = await phoneJoins(
    browser,
    `http://127.0.0.1:${server.port}`,
    new URL(lanUrl).pathname,
    'Ann',
  );
  try {
    await expect(participantCards(page)).toHaveCount(1);
    await phone.locator('[data-testid="vote-card"][data-value="5"]').click();
    await phone.getByTestId('vote-ready').click();
    await expect.poll(() => statNumber(page, 'stat-ready')).toBe(1);
    await expect.poll(() => statNumber(page, 'stat-participants')).toBe(1);

    // The corner panel that replaces the welcome box carries the same link.
    const panel = page.getByTestId('join-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('img', { name: `QR code to join: ${lanUrl}` })).toBeVisible();
    expect(await decodeQr(browser, panel.getByTestId('qr-code'))).toBe(lanUrl);
    await expect(panel.getByTestId('join-note')).toHaveCount(0);
    await saveScreenshot(page, 'room-server-wall-join-panel-lan');
  } finally {
    await context.close();
  }
});

test('a loopback-only wall (npm start without HOST) shows its link with the note phones need', async ({
  page,
  browser,
}) => {
  const server = await roomServer();
  const code = freshCode('loop');
  const localUrl = `http://127.0.0.1:${server.port}/${code}/vote`;
  await openWall(page, server, code);

  const box = page.getByTestId('welcome-box');
  await expect(box.getByTestId('join-url')).toHaveText(localUrl);
  await expect(box.getByTestId('join-note')).toHaveText(
    'This link works on this computer only. For phones, start with HOST=0.0.0.0 or set a "site".',
  );
  expect(await decodeQr(browser, box.getByTestId('qr-code'))).toBe(localUrl);
  await saveScreenshot(page, 'room-server-welcome-loopback-note');

  const { context } = await phoneJoins(
    browser,
    `http://127.0.0.1:${server.port}`,
    `/${code}/vote`,
    'Bob',
  );
  try {
    await expect(participantCards(page)).toHaveCount(1);
    const panel = page.getByTestId('join-panel');
    await expect(panel.getByTestId('join-note')).toHaveText(
      'This computer only: phones need HOST=0.0.0.0 or a "site".',
    );
    await saveScreenshot(page, 'room-server-wall-join-panel-loopback');
  } finally {
    await context.close();
  }
});
