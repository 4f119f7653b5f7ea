/**
 * The phone as Firebase Hosting serves it (firebase.json rewrites `/{code}/vote` to
 * vote.html) is ready at first paint too: on a slow phone whose first connection to the
 * database fails, a name typed before any script has loaded, and while the code takes the form
 * over, is kept and joins over the SDK's `wss://` path. The room server's page and the
 * index.html fallback: tests/e2e/phone-first-paint.spec.ts.
 */
import { openSlowPhone, typeEarlyAndJoin, type SlowPhone } from '../e2e/slow-phone';
import { expect, test } from './fixtures';

let phone: SlowPhone | null = null;
test.afterEach(async () => {
  await phone?.context.close().catch(() => undefined);
  phone = null;
});

test("on Hosting's rewrite, a name typed on a slow phone before its scripts load is kept and joins", async ({
  browser,
  app,
  code,
  devices,
}) => {
  // Hosting answers with the prerendered page: the form is in #root, not left to a script.
  const html = await (await fetch(app.voteUrl(code))).text();
  expect(html).toContain('id="vote-join-form"');
  expect(html).not.toContain('<div id="root"></div>');
  const wall = await devices.wall(code);
  await expect(wall.getByTestId('connection-status')).toHaveText('Online');
  phone = await openSlowPhone(browser);
  await typeEarlyAndJoin(phone, app.voteUrl(code), wall, 'first-paint-hosting');
});
