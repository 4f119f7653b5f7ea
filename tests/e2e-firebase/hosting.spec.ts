/**
 * The site as Firebase Hosting serves it from firebase.json: a wall's `/{code}` and a
 * phone's `/{code}/vote` answered by the rewrites, with the policy and headers the file
 * sets, and the shared Content-Security-Policy the same as the one in
 * shared/content-security-policy.ts.
 */
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy';
import { expect, test } from './fixtures';

test('Hosting answers /{code} and /{code}/vote with the app and the headers firebase.json sets', async ({
  app,
  code,
}) => {
  const wall = await fetch(app.screenUrl(code));
  expect(wall.status).toBe(200);
  const wallHtml = await wall.text();
  expect(wallHtml).toContain('<div id="root"');
  const phone = await fetch(app.voteUrl(code));
  expect(phone.status).toBe(200);
  const phoneHtml = await phone.text();
  expect(phoneHtml).toBe(await (await fetch(`${app.origin}/vote.html`)).text());
  for (const page of [wall, phone]) {
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  }
  const config = await fetch(`${app.origin}/config.json`);
  expect(config.headers.get('cache-control')).toBe('no-cache');
  // The build's hashed files may be kept for a year.
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(wallHtml)?.[1];
  expect(asset).toBeDefined();
  const script = await fetch(app.origin + asset!);
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
