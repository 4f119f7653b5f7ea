/**
 * The room server's first paint of the wall (renderer/first-paint/wall-first-paint.ts), drawn
 * from a live local database as the room server draws it: the room's cards with what a
 * participant wrote as text, the counts, the language's words, and nothing at all for an
 * empty room or a database that does not answer. The build bundles it with a guessed card
 * area and a 1080p viewport (scripts/wall-first-paint-plugin.ts); so does this test.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { renderWallFirstPaint } from '../../../renderer/first-paint/wall-first-paint';
import { startLocalDatabase, type LocalDatabase } from '../../../server/db/server';
import type { LocaleCode } from '../../../shared/locales';

vi.mock(
  '../../../renderer/ui/common/use-element-size',
  () => import('../../../renderer/first-paint/guessed-size'),
);
vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080 });

let db: LocalDatabase;
beforeAll(async () => {
  db = await startLocalDatabase({ port: 0, quiet: true });
});
afterAll(() => db.stop());

let rooms = 0;
/** A room whose participants are written as their phones write them (by REST here). */
async function room(people: { name: string; value?: string; ready?: boolean }[]): Promise<string> {
  rooms += 1;
  const code = `first-paint-${rooms}-${Date.now().toString(36)}`;
  for (const [i, p] of people.entries()) {
    const userId = `u${i + 1}`;
    const record = {
      userId,
      userName: p.name,
      selected: p.value ? encodeSelected(p.value, code, userId) : '-',
      showCard: p.ready ?? false,
      lastUpdate: { '.sv': 'timestamp' },
      round: 0,
    };
    const url = `http://127.0.0.1:${db.port}/screens/${code}/${userId}.json?ns=${db.namespace}`;
    const response = await fetch(url, { method: 'PUT', body: JSON.stringify(record) });
    expect(response.status).toBe(200);
  }
  return code;
}

const draw = (code: string, lang: LocaleCode = 'en', port = db.port) =>
  renderWallFirstPaint({
    code,
    lang,
    config: { database: { host: '127.0.0.1', port, namespace: db.namespace } },
    timeoutMs: 250,
  });

/** The text of the statistic `testId` (stat-participants, stat-ready, stat-average). */
const stat = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}".*?data-testid="stat-number"[^>]*>([^<]*)<`).exec(html)?.[1];

const cards = (html: string) => html.match(/data-testid="participant-card"/g)?.length ?? 0;

/** How many cards show their value (the face turned, as the wall's flip leaves it). */
const revealed = (html: string) => html.match(/class="sp-card" data-revealed="true"/g)?.length ?? 0;

describe("the wall's first paint", () => {
  it('draws each card with its name as text, whatever the name holds, and the counts', async () => {
    const code = await room([
      { name: '<img src=x onerror=alert(1)>', value: '3', ready: true },
      { name: '</div><script>alert(2)</script>', value: '5' },
      { name: 'Ana "&" Bo' },
    ]);
    const html = (await draw(code)) ?? '';
    expect(cards(html)).toBe(3);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/div&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('Ana &quot;&amp;&quot; Bo');
    expect(html).not.toMatch(/<img|<script/i);
    expect(stat(html, 'stat-participants')).toBe('3');
    expect(stat(html, 'stat-ready')).toBe('1');
    // A round not revealed: no card shows its value.
    expect(revealed(html)).toBe(0);
    expect(html.match(/data-testid="card-ready"/g)).toHaveLength(1);
    // Someone is ready: the line above the cards ('Reveal now') is drawn, as the page has it.
    expect(html).toContain('data-testid="room-bar"');
  });

  it('shows the values and the average once everyone is ready, as the wall does', async () => {
    const code = await room([
      { name: 'Ana', value: '3', ready: true },
      { name: 'Bo', value: '5', ready: true },
    ]);
    const html = (await draw(code)) ?? '';
    expect(revealed(html)).toBe(2);
    expect(html).toMatch(/data-testid="card-value"[^>]*>3</);
    expect(stat(html, 'stat-average')).toBe('4.00');
  });

  it("speaks the wall's language: German words and decimal comma, Arabic words", async () => {
    const code = await room([
      { name: 'Ana', value: '3', ready: true },
      { name: 'Bo', value: '8', ready: true },
    ]);
    const german = (await draw(code, 'de')) ?? '';
    expect(german).toContain('Teilnehmer');
    expect(stat(german, 'stat-average')).toBe('5,50');
    const arabic = (await draw(code, 'ar')) ?? '';
    expect(arabic).toContain('المشاركون');
    expect(cards(arabic)).toBe(2);
  });

  it('draws nothing for a room without cards: the page shows its welcome box itself', async () => {
    expect(await draw(`first-paint-empty-${Date.now().toString(36)}`)).toBeNull();
  });

  it('draws nothing, within its time, when the database does not answer', async () => {
    const code = await room([{ name: 'Ana' }]);
    // Accepts the connection and never answers, as a database that hangs.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    expect(await draw(code, 'en', (silent.address() as AddressInfo).port)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    silent.close();
  });

  it('draws nothing when a part of the room cannot be read: never the cards without their round', async () => {
    const code = await room([{ name: 'Ana', value: '3', ready: true }]);
    // The database, but for the session (the round), which fails.
    const failing = createHttpServer((req, res) => {
      if (req.url?.startsWith('/sessions/')) return void res.writeHead(500).end();
      void fetch(`http://127.0.0.1:${db.port}${req.url ?? '/'}`)
        .then((answer) => answer.text())
        .then((text) => res.writeHead(200, { 'content-type': 'application/json' }).end(text));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    expect(await draw(code, 'en', (failing.address() as AddressInfo).port)).toBeNull();
    failing.close();
    expect(cards((await draw(code)) ?? '')).toBe(1);
  });

  it('draws nothing when nothing listens where the database should be', async () => {
    const code = await room([{ name: 'Ana' }]);
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await draw(code, 'en', port)).toBeNull();
  });
});
