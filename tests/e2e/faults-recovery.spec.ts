/**
 * A long outage: the database is away for 40 s, longer than the Firebase SDK's
 * reconnect backoff stays short (it grows x1.3 per failed attempt, so after 40 s the
 * SDK alone waits many seconds more once the server is back). The wall and a phone
 * restart their connection on a fixed schedule instead (renderer/data/reconnect.ts);
 * the schedule is injected through config.json (`reconnect.delaysMs`) and kept short
 * here. They come back without a reload, labels first, then the state written
 * meanwhile. How fast is the bench's business (`recovery`), not this test's: its
 * waits are generous bounds.
 */
import { encodeSelected } from '../../renderer/domain/codec';
import { startStaticServer } from '../../scripts/static-server';
import { cardUserIds, expect, test } from './fixtures';

const OUTAGE_MS = 40_000;

test('wall and phone come back by themselves after a 40 s outage', async ({
  page,
  browser,
  writer,
  code,
  db,
}) => {
  test.setTimeout(180_000);
  const server = await startStaticServer({
    root: 'dist/web',
    config: {
      database: { host: '127.0.0.1', port: db.port, namespace: db.namespace },
      reconnect: { delaysMs: [500] },
    },
  });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await phoneContext.newPage();
    await writer.joinMany(code, [{ userId: 'a', userName: 'Ann', value: '3', showCard: true }]);
    await page.goto(`${server.origin}/${code}`);
    await phone.goto(`${server.origin}/${code}/vote`);
    await phone.getByTestId('vote-name').fill('Phoebe');
    await phone.getByTestId('vote-join').click();
    // The phone is in the room: its page shows the room's count.
    await expect(phone.getByTestId('vote-ready-count')).toHaveText(/ready/);
    const status = page.getByTestId('connection-status');
    await expect(status).toHaveText(/online/i);
    // Marks both documents: a reload would lose it.
    for (const p of [page, phone])
      await p.evaluate(() => ((window as { __same?: boolean }).__same = true));

    await db.pause();
    await expect(status).toHaveText(/offline/i, { timeout: 15_000 });
    await expect(phone.getByTestId('vote-offline')).toBeVisible({ timeout: 20_000 });
    // Meanwhile Bob joins, ready, as another region's clients could have written it.
    writer.raw(`screens/${code}/b`, {
      userId: 'b',
      userName: 'Bob',
      selected: encodeSelected('5', code, 'b'),
      showCard: true,
      lastUpdate: Date.now(),
    });
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await db.resume();

    // Generous bounds: with the injected 0.5 s schedule this takes about a second.
    await expect(status).toHaveText(/online/i, { timeout: 20_000 });
    await expect(phone.getByTestId('vote-offline')).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(async () => (await cardUserIds(page)).sort(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['a', 'b']));
    for (const p of [page, phone])
      expect(await p.evaluate(() => (window as { __same?: boolean }).__same)).toBe(true);
  } finally {
    await phoneContext.close();
    await server.close();
  }
});
