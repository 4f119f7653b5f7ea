/**
 * The wall's first paint on the room server (docs/architecture.md, "The wall's first
 * card"): the room's cards as the wall draws them, in the HTML of `/{code}`, so they paint
 * with the first contentful paint instead of after the page's code has arrived and run.
 *
 * It is the wall's own page, not a second copy of it: the wall's stores (`WallRoot`) take
 * their first look at the room through the database's REST API, exactly as in the
 * browser (data/first-look.ts), and React's server renderer draws the page's body (`WallBody`) over
 * them. The card area cannot measure on a server, so it draws the cards at a guessed size
 * (first-paint/guessed-size.ts), which the script beside them fits to the screen before
 * the first paint. The browser does not hydrate it: the page renders its own under it,
 * and that script removes this one in the commit that lays out the page's own cards in the
 * same place (first-paint/first-paint-script.ts).
 *
 * Built for Node by scripts/wall-first-paint-plugin.ts (dist/wall-first-paint/), loaded by the
 * room server (server/wall-first-paint.ts): never part of the browser's bundle.
 */
import { when } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { createElement, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import type { RenderWallFirstPaint, WallFirstPaintRequest } from '../../shared/wall-first-paint';
import { memoryStorage } from '../app-deps';
import { deferGateway } from '../data/deferred-gateway';
import { restFirstLook } from '../data/first-look';
import { MAX_PARTICIPANTS } from '../domain/constants';
import { loadMessages } from '../i18n/load';
import { LocaleProvider } from '../i18n/react';
import { ALL_SCOPES } from '../i18n/scopes';
import { browserPlatform } from '../platform/platform';
import { systemClock, type AppDeps } from '../stores/common/deps';
import { LocaleStore } from '../stores/common/locale-store';
import { WallRoot } from '../stores/wall/wall-root';
import { PageTheme } from '../ui/common/PageTheme';
import { baselineStyles } from '../ui/common/baseline';
import { BUTTON_STYLES } from '../ui/common/buttons';
import { screenTheme, SYSTEM_FONTS } from '../ui/common/theme';
import { WallBody } from '../ui/wall/WallPage';
import { CARD_STYLES } from '../ui/wall/card-styles';

// No reactions on the server: a render is all there is.
enableStaticRendering(true);

/**
 * The wall's global rules, as its page inserts them (ui/wall/WallPage.tsx, WALL_BASELINE:
 * not exported, each export weighs on the wall's first page). The browser test
 * (tests/e2e/wall-first-paint.spec.ts) holds the two alike.
 */
const WALL_BASELINE = {
  ...baselineStyles({ fontFamily: SYSTEM_FONTS, background: '#fff', color: '#1e293b' }),
  ...BUTTON_STYLES,
  ...CARD_STYLES,
};

/** React's mark of a part whose code was still loading: streamed later, for a script to place. */
const PENDING = '<!--$?-->';

/**
 * The HTML of `tree` with every part whose code loads later (the line above the cards, the
 * result) already in place: what the page shows once they have loaded, every time. A part
 * whose code was not loaded yet comes after the rest, for a script of React's to move in,
 * which this page never runs: once its code is in, it is drawn again. Its ids are
 * prefixed: it shares the document with the page's own. React's renderer on web streams,
 * which Node has too: the page's code stays free of Node's modules.
 */
async function render(tree: ReactElement): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stream = await renderToReadableStream(tree, { identifierPrefix: 'boot-' });
    await stream.allReady;
    html = await new Response(stream).text();
    if (!html.includes(PENDING)) return html;
  }
  throw new Error('parts of the wall were still loading after three renders');
}

/**
 * The stores' dependencies: no storage of any device, the database read by REST only;
 * `answers` collects whether the look answered each of the stores' subscriptions.
 */
function firstPaintDeps(
  request: WallFirstPaintRequest,
  stop: Promise<void>,
  answers: Promise<boolean>[],
): AppDeps {
  const look = restFirstLook(request.code, MAX_PARTICIPANTS, Promise.resolve(request.config), {
    fetch: (url) => fetch(url, { signal: AbortSignal.timeout(request.timeoutMs) }),
    afterPaint: (fn) => void stop.then(fn),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  });
  const answer: typeof look.answer = (key, args) => {
    const answered = look.answer(key, args);
    if (answered)
      answers.push(
        answered.then(
          () => true,
          () => false,
        ),
      );
    return answered;
  };
  return {
    // The SDK never comes: what the stores see is the first look, and nothing after.
    gateway: deferGateway(new Promise(() => undefined), () => undefined, { ...look, answer }),
    clock: systemClock,
    random: Math.random,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    platform: browserPlatform,
    log: { warn: () => undefined, error: () => undefined },
    configuredSite: Promise.resolve(request.config.site),
  };
}

/**
 * The HTML of the wall's page with the room's cards, in `request.lang`; null when the room
 * has no card to show (the welcome box is the page's own), or a read of it failed or did not
 * answer in time: the page is then served as it always was.
 */
export const renderWallFirstPaint: RenderWallFirstPaint = async (request) => {
  let stop = () => undefined as void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const answers: Promise<boolean>[] = [];
  const deps = firstPaintDeps(request, stopped, answers);
  const wall = new WallRoot(request.code, deps, '');
  const locale = new LocaleStore({
    localStorage: deps.localStorage,
    languages: [],
    load: loadMessages,
    scopes: ALL_SCOPES,
    root: null,
    log: deps.log,
    order: 'deployment-first',
    initial: { code: request.lang, messages: await loadMessages(request.lang, ALL_SCOPES) },
  });
  wall.start();
  try {
    const loaded = await Promise.race([
      when(() => wall.roster.loaded).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), request.timeoutMs)),
    ]);
    if (!loaded || wall.roster.isEmpty) return null;
    // The look's other reads (config, presence, the round's number…) were sent with the
    // room's: the cards are drawn once every subscription has its answer, as they are
    // when the page draws them, and the stores have taken them in.
    // An answer can start further subscriptions: until none is left waiting.
    for (let seen = 0; seen < answers.length;) {
      const waiting = answers.slice(seen);
      seen = answers.length;
      await Promise.all(waiting);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // A read that failed or came too late would leave part of the room out (the round the
    // cards are ready in, and with it the line above them): the page would then draw more
    // than this, and move the cards. The page as it always was is better than that.
    if ((await Promise.all(answers)).includes(false)) return null;
    const page = createElement(PageTheme, {
      theme: screenTheme,
      styles: WALL_BASELINE,
      children: createElement(WallBody, {
        wall,
        code: request.code,
        deps,
        navigate: () => undefined,
      }),
    });
    return await render(createElement(LocaleProvider, { store: locale, children: page }));
  } finally {
    stop();
    wall.dispose();
  }
};
