/**
 * The wall's first card at first paint (docs/architecture.md, "The wall's first card"):
 * the room server puts the room's cards into the HTML of `/{code}`, so they are there
 * before any script has run, and the page's own cards take their place without a card
 * leaving, coming back or moving. Names are what participants wrote: text, never markup.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { encodeSelected } from '../../renderer/domain/codec';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { wallPath } from '../../shared/route';
import { expect, freshCode, saveScreenshot, statNumber, test, watchPage } from './fixtures';

const WALL = { width: 1920, height: 1080 };
const HOSTILE = '<img src=x onerror="window.pwned=1">';
const SCRIPTED = '</div><script>window.pwned=2</script>';

const servers: RoomServer[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function roomServer(): Promise<RoomServer> {
  const server = await startRoomServer({
    webRoot: process.env.E2E_WEB_ROOT ?? 'dist/web',
    port: 0,
    databasePort: 0,
    host: '127.0.0.1',
    quiet: true,
  });
  servers.push(server);
  return server;
}

/** A participant as the room holds them. */
interface Person {
  name: string;
  value?: string;
  ready?: boolean;
}

/** Writes the room's records as phones write them (here by the database's REST API). */
async function fillRoom(server: RoomServer, code: string, people: Person[]): Promise<void> {
  const { port, namespace } = server.database;
  for (const [i, p] of people.entries()) {
    const userId = `p${i + 1}`;
    const record = {
      userId,
      userName: p.name,
      selected: p.value ? encodeSelected(p.value, code, userId) : '-',
      showCard: p.ready ?? false,
      lastUpdate: { '.sv': 'timestamp' },
      round: 0,
    };
    const url = `http://127.0.0.1:${port}/screens/${code}/${userId}.json?ns=${namespace}`;
    const response = await fetch(url, { method: 'PUT', body: JSON.stringify(record) });
    expect(response.status).toBe(200);
  }
}

const wallUrl = (server: RoomServer, code: string) =>
  `http://127.0.0.1:${server.port}${wallPath(code)}`;

/** A wall's tab of its own, in `lang`, scripts on or off. */
async function wallTab(browser: Browser, lang: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: WALL, locale: lang, javaScriptEnabled });
  return context.newPage();
}

/** A card as a frame shows it: whose, and where, to the pixel. */
interface Seen {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Resolves once two more frames were painted. */
const NEXT_FRAMES = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))';

/** Whether a card is painted: there, and neither it nor what holds it unseen. */
const PAINTED = `(c) => c.checkVisibility({ opacityProperty: true, visibilityProperty: true })`;

/** How many of `cards` are painted. */
const paintedCount = (cards: Locator) =>
  cards.evaluateAll(
    (list) =>
      list.filter((c) => c.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .length,
  );

/**
 * Records, before each frame is painted, the cards that frame shows: the server's (over the
 * page while it is there) or else the page's own.
 */
const RECORD_FRAMES = `(() => {
  window.__frames = [];
  const seen = (list) => list.map((c) => {
    const r = c.getBoundingClientRect();
    return { id: c.getAttribute('data-user-id'), x: Math.round(r.x), y: Math.round(r.y),
      width: Math.round(r.width), height: Math.round(r.height) };
  });
  const painted = ${PAINTED};
  const tick = () => {
    const firstPaint = [...document.querySelectorAll('#boot-wall [data-testid="participant-card"]')]
      .filter(painted);
    const own = [...document.querySelectorAll('#root [data-testid="participant-card"]')];
    window.__frames.push({ firstPaint: firstPaint.length > 0, cards: seen(firstPaint.length ? firstPaint : own) });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

test.describe("the wall's first card", () => {
  test('is in the HTML before any script runs, names as text and the counts', async ({
    browser,
  }) => {
    const server = await roomServer();
    const code = freshCode('first-paint');
    await fillRoom(server, code, [
      { name: HOSTILE, value: '5', ready: true },
      { name: SCRIPTED, value: '3' },
      { name: 'Ana' },
    ]);
    const page = await wallTab(browser, 'en', false);
    await page.goto(wallUrl(server, code));
    const firstPaint = page.locator('#boot-wall');
    const cards = firstPaint.getByTestId('participant-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    // Whole, they show even where no script runs to fit them.
    expect(await paintedCount(cards)).toBe(3);
    await expect(firstPaint.getByTestId('card-name')).toHaveText([HOSTILE, SCRIPTED, 'Ana']);
    // What a participant wrote stayed text: no element came of it.
    await expect(page.locator('img[src="x"], #boot-wall script')).toHaveCount(0);
    expect(await statNumber(page, 'stat-participants')).toBe(3);
    expect(await statNumber(page, 'stat-ready')).toBe(1);
    await expect(cards.first()).toHaveAttribute('data-revealed', 'false');
    await page.context().close();
  });

  test('shows no card of a document parsed in part, nor before its script fitted them', async ({
    browser,
  }) => {
    const server = await roomServer();
    const code = freshCode('first-paint');
    await fillRoom(server, code, [
      { name: 'Ana' },
      { name: 'Bo' },
      { name: 'Chen' },
      { name: 'Dee' },
    ]);
    const page = await wallTab(browser, 'en', false);
    // The page as a busy browser may paint it while parsing: up to the third card, where a
    // row of two would stand apart from where the whole row of four puts them.
    await page.route(wallUrl(server, code), async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const third = [...html.matchAll(/data-testid="participant-card"/g)][2]?.index;
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: 200, headers, body: html.slice(0, third) });
    });
    await page.goto(wallUrl(server, code));
    const cards = page.locator('#boot-wall').getByTestId('participant-card');
    await expect(cards).toHaveCount(2);
    expect(await paintedCount(cards)).toBe(0);
    // Nor 'Connecting…' beside them: the cards' style came first.
    await expect(page.locator('#boot')).toBeHidden();
    await page.context().close();
  });

  // On an idle wall, and on one whose CPU is six times slower (a busy kiosk): that one
  // paints the HTML while still parsing it, and its page's code comes late.
  for (const slowdown of [1, 6]) {
    test(`gives way to the page's own cards in the same place, none leaving or moving (CPU ×${slowdown})`, async ({
      browser,
    }) => {
      const server = await roomServer();
      const code = freshCode('first-paint');
      await fillRoom(server, code, [
        { name: HOSTILE, value: '5', ready: true },
        { name: 'Bo', value: '3' },
        { name: 'Ana' },
        { name: 'Chen', value: '8' },
      ]);
      const page = await wallTab(browser, 'en');
      const watch = watchPage(page);
      await page.addInitScript(RECORD_FRAMES);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // The line above the cards (someone is ready: 'Reveal now') is code the page loads
      // when it first shows it. It is held until the server's cards are gone and a frame of
      // the page's own is painted: the page's cards must be in their place without it.
      let held = false;
      await page.route('**/assets/RoomBar-*.js', async (route) => {
        held = true;
        await page.locator('#boot-wall').waitFor({ state: 'detached' });
        await page.evaluate(NEXT_FRAMES);
        await route.continue();
      });
      await page.goto(wallUrl(server, code));
      // The page's own cards, live, with their line: the first paint is gone.
      await expect(page.locator('#boot-wall')).toHaveCount(0);
      await expect(page.locator('#root').getByTestId('participant-card')).toHaveCount(4);
      await expect(page.getByTestId('room-bar')).toBeVisible();
      await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'online');
      await page.evaluate(NEXT_FRAMES);
      expect(held).toBe(true);
      const frames = (await page.evaluate('window.__frames')) as {
        firstPaint: boolean;
        cards: Seen[];
      }[];
      const shown = frames.filter((f) => f.cards.length > 0);
      // The first frame with cards painted the server's; a later one the page's own.
      expect(shown[0]?.firstPaint).toBe(true);
      expect(shown.at(-1)?.firstPaint).toBe(false);
      // From the first painted card on, every frame shows the same cards in the same places.
      for (const frame of shown) expect(frame.cards).toEqual(shown[0]?.cards);
      expect(await page.evaluate('window.pwned')).toBeUndefined();
      expect(watch.errors).toEqual([]);
      await page.context().close();
    });
  }

  test('paints in the wall language and direction: German and Arabic', async ({ browser }) => {
    const server = await roomServer();
    const code = freshCode('first-paint');
    const people = Array.from({ length: 20 }, (_, i) => ({
      name: `Person ${i + 1}`,
      value: String((i % 5) + 1),
      ready: i % 3 === 0,
    }));
    await fillRoom(server, code, people);
    for (const [lang, words] of [
      ['en', 'Participant'],
      ['de', 'Teilnehmer'],
      ['ar', 'المشاركون'],
    ] as const) {
      const page = await wallTab(browser, lang);
      // The page's code held back: what shows is the first paint, from the HTML alone.
      await page.route('**/assets/**', () => undefined);
      await page.goto(wallUrl(server, code), { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('stat-participants')).toContainText(words);
      const cards = page.locator('#boot-wall').getByTestId('participant-card');
      await expect(cards).toHaveCount(20);
      // Fitted to the screen: every card whole on it.
      for (const card of await cards.all()) {
        const box = await card.boundingBox();
        expect(box && box.y + box.height <= WALL.height && box.x >= 0).toBe(true);
      }
      // In Arabic the first card is on the right, as the page's own grid puts it.
      const first = await cards.first().boundingBox();
      const last = await cards.nth(6).boundingBox();
      expect((first?.x ?? 0) > (last?.x ?? 0)).toBe(lang === 'ar');
      await saveScreenshot(page, `wall-first-paint-${lang}`);
      await page.context().close();
    }
  });

  test('an empty room, or a database that does not answer, gets the page as before', async ({
    browser,
  }) => {
    const server = await roomServer();
    const empty = await fetch(wallUrl(server, freshCode('first-paint')));
    expect(empty.status).toBe(200);
    expect(await empty.text()).not.toContain('boot-wall');
    const code = freshCode('first-paint');
    await fillRoom(server, code, [{ name: 'Ana' }]);
    await server.database.stop();
    const started = Date.now();
    const silent = await fetch(wallUrl(server, code));
    expect(silent.status).toBe(200);
    expect(await silent.text()).not.toContain('boot-wall');
    expect(Date.now() - started).toBeLessThan(2000);
    // And that page is the wall as it always was: it says it is connecting.
    const page = await wallTab(browser, 'en');
    await page.goto(wallUrl(server, code));
    await expect(page.getByTestId('screen-connecting')).toBeVisible();
    await page.context().close();
  });
});
