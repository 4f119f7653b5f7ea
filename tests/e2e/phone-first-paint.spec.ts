/**
 * The phone is ready at first paint however it is served: on the room server's
 * prerendered page (vote.html, in the phone's language) and on a static host that answers
 * every path with index.html (the boot script puts the form the build left in a template
 * into the page). On a slow phone whose first connection fails, a name typed before any
 * script has loaded, and while the code takes the form over, is kept and joins.
 * Firebase Hosting's rewrite: tests/e2e-firebase/phone-first-paint.spec.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../server/static-server';
import { votePath } from '../../shared/route';
import { expect, saveScreenshot, test as base } from './fixtures';
import { openSlowPhone, typeEarlyAndJoin, type SlowPhone } from './slow-phone';

/** The build served as a static host without the phone's pages would: index.html for all. */
const test = base.extend<object, { indexOnly: StaticServer }>({
  indexOnly: [
    async ({ db }, use) => {
      const root = mkdtempSync(path.join(tmpdir(), 'story-point-index-only-'));
      cpSync(process.env.E2E_WEB_ROOT ?? 'dist/web', root, {
        recursive: true,
        filter: (file) => !/^vote(\.[^/]+)?\.html$/.test(path.basename(file)),
      });
      const server = await startStaticServer({
        root,
        config: { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
      });
      await use(server);
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

let phone: SlowPhone | null = null;
test.afterEach(async () => {
  await phone?.context.close().catch(() => undefined);
  phone = null;
});

test('on the room server, a name typed on a slow phone before its scripts load is kept and joins', async ({
  browser,
  app,
  code,
  devices,
}) => {
  // The room server answers with the prerendered page: the form is in #root.
  const html = await (await fetch(app.voteUrl(code))).text();
  expect(html).toContain('id="vote-join-form"');
  expect(html).not.toContain('<div id="root"></div>');
  const wall = await devices.wall(code);
  phone = await openSlowPhone(browser);
  await typeEarlyAndJoin(phone, app.voteUrl(code), wall, 'first-paint-room-server');
});

test('on a static host answering every path with index.html, the join form is there at first paint too', async ({
  browser,
  indexOnly,
  code,
  devices,
}) => {
  const url = indexOnly.origin + votePath(code);
  // That host really has no phone page: its answer is index.html, the form in a template.
  const html = await (await fetch(url)).text();
  expect(html).toContain('<template id="boot-join">');
  expect(html).toContain('<div id="root"></div>');
  const wall = await devices.wall(code);
  phone = await openSlowPhone(browser);
  await typeEarlyAndJoin(phone, url, wall, 'first-paint-index-html');
  await expect(phone.page.locator('#boot')).toHaveCount(0);
});

// index.html is one file: it holds the English form, and the page turns to the phone's
// language once that language's texts are in (as on Firebase Hosting, docs/architecture.md).
for (const look of [
  { locale: 'de-DE', lang: 'de', dir: 'ltr', label: 'Ihr Name' },
  { locale: 'ar', lang: 'ar', dir: 'rtl', label: 'اسمك' },
]) {
  test(`on index.html for every path, a phone in ${look.lang} types at first paint and keeps it as the page turns to its language`, async ({
    browser,
    indexOnly,
    code,
  }) => {
    phone = await openSlowPhone(browser, { locale: look.locale });
    const { page } = phone;
    await page.goto(indexOnly.origin + votePath(code), { waitUntil: 'commit' });
    const english = page.getByRole('textbox', { name: 'Your name' });
    await expect(english).toBeEnabled();
    await english.click();
    await page.keyboard.type('Zoë');
    await saveScreenshot(page, `first-paint-index-html-${look.lang}-before`);

    phone.scripts.release();
    const field = page.getByRole('textbox', { name: look.label });
    await expect(field).toHaveValue('Zoë');
    await expect(field).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', look.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', look.dir);
    await expect(page.getByTestId('vote-avatar')).toHaveText('Z');
    await saveScreenshot(page, `first-paint-index-html-${look.lang}-after`);
  });
}
