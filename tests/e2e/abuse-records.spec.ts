/**
 * Hostile data written straight into the database with the security rules off,
 * as a careless or malicious client could. The screen must keep rendering, run
 * nothing injected, show what it safely can (text as text, placeholders for
 * undecodable cards) and name every record it refuses in the console.
 */
import { loadThemes } from '../../server/db/server';
import { encodeSelected } from '../../renderer/domain/codec';
import {
  expect,
  participantCard,
  participantCards,
  statNumber,
  test,
  watchPage,
  type PageWatch,
} from './fixtures';

const INJECT_IMG = '<img src=x onerror=window.__pwned=1>';
const INJECT_SCRIPT = '<script>window.__pwned=1</script>';

/** Records the screen can show, after cleaning; `name` is what the card must say (a prefix for cut names). */
const SHOWN: { key: string; raw: (code: string, now: number) => object; name: string }[] = [
  {
    key: 'html-img',
    raw: (_c, now) => ({ userName: INJECT_IMG, selected: '-', showCard: false, lastUpdate: now }),
    name: INJECT_IMG,
  },
  {
    key: 'html-script',
    raw: (_c, now) => ({ userName: INJECT_SCRIPT, showCard: false, lastUpdate: now }),
    name: INJECT_SCRIPT,
  },
  {
    key: 'long-name',
    raw: (_c, now) => ({ userName: 'W'.repeat(10_000), showCard: false, lastUpdate: now }),
    name: 'WWWWWWWWWW',
  },
  {
    // Emoji with joiners and right-to-left scripts in one name, plus a right-to-left
    // override and a zero-width space that the screen strips (the override would flip the rest).
    key: 'emoji-rtl',
    raw: (_c, now) => ({
      userName: '🦄 Zoë\u202e 👩‍👩‍👧 مرحبا\u200b עולם',
      showCard: false,
      lastUpdate: now,
    }),
    name: '🦄 Zoë 👩‍👩‍👧 مرحبا עולם',
  },
  {
    key: 'js-picture',
    raw: (_c, now) => ({
      userName: 'Js Picture',
      picture: 'javascript:window.__pwned=1',
      showCard: false,
      lastUpdate: now,
    }),
    name: 'Js Picture',
  },
  {
    key: 'data-picture',
    raw: (_c, now) => ({
      userName: 'Data Picture',
      picture:
        'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>',
      showCard: false,
      lastUpdate: now,
    }),
    name: 'Data Picture',
  },
  {
    key: 'huge-numbers',
    raw: (_c, now) => ({
      userName: 'Huge Numbers',
      showCard: 1e308,
      // Ahead of the server, but within the minute of clock skew a record may be.
      lastUpdate: now + 30_000,
      extra: 1e308,
    }),
    name: 'Huge Numbers',
  },
  {
    key: 'selected-number',
    raw: (_c, now) => ({
      userName: 'Selected Number',
      selected: 2 ** 70,
      showCard: true,
      lastUpdate: now,
    }),
    name: 'Selected Number',
  },
  {
    key: 'selected-garbage',
    raw: (_c, now) => ({
      userName: 'Selected Garbage',
      selected: '-%%%not base64%%%',
      showCard: true,
      lastUpdate: now,
    }),
    name: 'Selected Garbage',
  },
  {
    key: 'selected-megabyte',
    raw: (_c, now) => ({
      userName: 'Selected Megabyte',
      selected: '-' + 'A'.repeat(1_000_000),
      showCard: true,
      lastUpdate: now,
    }),
    name: 'Selected Megabyte',
  },
  {
    key: 'redos-value',
    // A valid record whose card value would make a catastrophic pattern backtrack.
    raw: (code, now) => ({
      userName: 'Redos Value',
      selected: encodeSelected('aaaaaaaaaaaaaaa!', code, 'redos-value'),
      showCard: true,
      lastUpdate: now,
    }),
    name: 'Redos Value',
  },
];

/** Records that are not participants at all: refused, and named in the console. */
const REFUSED: { key: string; raw: (now: number) => unknown }[] = [
  { key: 'not-an-object', raw: () => 'just a string' },
  { key: 'an-array', raw: () => [1, 2, 3] },
  { key: 'a-number', raw: () => 42 },
  { key: 'name-wrong-type', raw: (now) => ({ userName: 42, showCard: true, lastUpdate: now }) },
  { key: 'name-blank', raw: (now) => ({ userName: '  \u200b\u2066 ', lastUpdate: now }) },
  { key: 'missing-fields', raw: () => ({ userName: 'No Time' }) },
  { key: 'time-wrong-type', raw: () => ({ userName: 'Bad Time', lastUpdate: 'yesterday' }) },
  {
    key: 'impostor',
    raw: (now) => ({ userId: 'good-1', userName: 'Impostor', lastUpdate: now }),
  },
];

const GOOD = [{ userId: 'good-1', userName: 'Good One', value: '5' }];

// Records without a lastUpdate sort first, so with more than the 20-record window
// some refused records would never reach the screen and the test would prove nothing.
if (GOOD.length + SHOWN.length + REFUSED.length > 20) {
  throw new Error('abuse-records: keep every record inside the 20-record window');
}

async function expectNothingInjected(page: import('@playwright/test').Page, watch: PageWatch) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(watch.dialogs).toEqual([]);
  expect(
    await page
      .locator('img[src="x"], img[src^="javascript:"], img[src^="data:image/svg+xml,<svg"]')
      .count(),
  ).toBe(0);
}

test('hostile participant records: screen keeps rendering, runs nothing, shows text as text, names refused records', async ({
  page,
  app,
  writer,
  code,
}) => {
  const watch = watchPage(page);
  const now = Date.now();
  await writer.joinMany(code, GOOD);
  for (const r of SHOWN) writer.raw(`screens/${code}/${r.key}`, r.raw(code, now));
  for (const r of REFUSED) writer.raw(`screens/${code}/${r.key}`, r.raw(now));

  await page.goto(app.screenUrl(code));

  const expected = GOOD.length + SHOWN.length;
  await expect(participantCards(page)).toHaveCount(expected);
  await expect.poll(() => statNumber(page, 'stat-participants')).toBe(expected);

  // Names are shown as text, exactly (long ones cut), never as markup.
  for (const r of SHOWN) {
    await expect(participantCard(page, r.key), r.key).toContainText(r.name);
  }
  const longName = (await participantCard(page, 'long-name').textContent()) ?? '';
  expect(longName.length).toBeLessThan(1_000);
  for (const r of REFUSED) await expect(participantCard(page, r.key), r.key).toHaveCount(0);
  // The impostor did not take over the real participant's card.
  await expect(participantCard(page, 'good-1')).toContainText('Good One');
  await expect(participantCard(page, 'good-1')).not.toContainText('Impostor');

  await expectNothingInjected(page, watch);
  // Every refused record is named in a warning or error, so an operator can find it.
  await expect
    .poll(() => REFUSED.filter((r) => !watch.problems().includes(r.key)).map((r) => r.key))
    .toEqual([]);
  // Undecodable selections are reported (docs/product.md, Errors).
  expect(watch.problems()).toContain('Decryption error:');
  expect(watch.errors).toEqual([]);

  // Still live: a normal vote after all that garbage is shown.
  await writer.join(code, { userId: 'late', userName: 'Late Comer' });
  await expect(participantCard(page, 'late')).toContainText('Late Comer');
  await expectNothingInjected(page, watch);
});

test('hostile configs and themes: invalid and catastrophic patterns, megabyte strings, themes with missing fields', async ({
  page,
  app,
  writer,
  code,
  db,
}) => {
  const watch = watchPage(page);
  const seeded = loadThemes();
  try {
    writer.raw('themes', [
      { name: 'No Values' },
      { values: { cardBackground: '#000000' } },
      'not a theme',
      { name: INJECT_IMG, values: { cardBackground: 'red' }, preview: [INJECT_SCRIPT, 42] },
      { name: 'Fine Theme', values: { cardBackground: '#123456' }, preview: ['#123456'] },
    ]);
    writer.raw(`configs/${code}`, {
      customImages: JSON.stringify([
        { value: '(a+)+$', user: '', images: 'https://example.invalid/a.png' },
        { value: '[unclosed(', user: '', images: 'https://example.invalid/b.png' },
        { value: '', user: INJECT_IMG, images: 'javascript:window.__pwned=1' },
      ]),
      cardBackground: 'x'.repeat(1_000_000),
      textColor: 'red; } body { display: none',
      screenBackground: 'url(javascript:window.__pwned=1)',
      cardBorder: 12345,
      unknownKey: INJECT_SCRIPT,
    });
    await writer.joinMany(code, GOOD);
    const redos = 'redos-user';
    await writer.join(code, {
      userId: redos,
      userName: 'Redos User',
      value: 'aaaaaaaaaaaaaaaaaaaaaaaaa!'.slice(0, 16),
      showCard: true,
    });

    await page.goto(app.screenUrl(code));
    await expect(participantCards(page)).toHaveCount(GOOD.length + 1);
    await expect(participantCard(page, 'good-1')).toContainText('Good One');
    await expect(page.getByTestId('stat-participants')).toBeVisible();

    // The page still answers promptly: the catastrophic pattern did not hang it.
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(5_000);

    // The settings menu opens and lists the usable themes only.
    await page
      .getByTestId('settings-button')
      .or(page.getByRole('button', { name: /settings|options/i }))
      .first()
      .click({ timeout: 10_000 });
    await expect(page.getByTestId('settings-menu')).toBeVisible();
    await expect(page.getByTestId('settings-menu')).toContainText('Options');
    await expect(page.getByText('Fine Theme')).toBeVisible();
    await expect(page.getByText('No Values')).toHaveCount(0);

    await expectNothingInjected(page, watch);
    expect(watch.errors).toEqual([]);
    // The invalid pattern is logged (docs/product.md, Custom images), not fatal.
    await expect.poll(() => watch.problems()).toContain('[unclosed(');
    // The body is still visible (the injected CSS did not escape its property).
    await expect(page.locator('body')).toBeVisible();
    expect(db.listening).toBe(true);
  } finally {
    writer.raw('themes', seeded);
  }
});
