/**
 * The build's prerender of the phone's page (prerender-plugin.ts runs it in Node after
 * the client build): React's server renderer over the app's own components, with the
 * blank stores of ui/phone/blank-phone.ts, in one language per call (the build writes a
 * page for each) and with the screen's code left blank (the boot script writes it in).
 * A build tool: never part of the browser's bundle.
 *
 * Two renders: the join form ({@link AppFrame}, the very tree the browser hydrates) and
 * the card grid of a phone that had joined, shown from the HTML on a reload until the
 * page's own render replaces it (ui/phone/PhonePage.tsx, PhonePageView).
 */
import { when } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { createElement, StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { AppFrame, loadPage } from '../renderer/App';
import { phoneText } from '../renderer/i18n/en/phone';
import { loadMessages } from '../renderer/i18n/load';
import { PHONE_SCOPES } from '../renderer/i18n/scopes';
import { LocaleProvider } from '../renderer/i18n/react';
import { Translator } from '../renderer/i18n/translate';
import type { LocaleCode } from '../shared/locales';
import type { AppDeps } from '../renderer/stores/common/deps';
import { LocaleStore } from '../renderer/stores/common/locale-store';
import { AppRoot } from '../renderer/stores/app/app-root';
import { blankDeps, blankPhone } from '../renderer/ui/phone/blank-phone';
import { loadJoinedStores, PhonePageView } from '../renderer/ui/phone/PhonePage';
import { CHOSEN_CARD } from '../renderer/ui/phone/VoteCard';

// No reactions on the server: a render is all there is.
enableStaticRendering(true);

/**
 * A language store showing `code` from the start, as the browser's does when it hydrates
 * the page (renderer/main.tsx); never started: nothing more to fetch.
 */
async function languageStore(deps: AppDeps, code: LocaleCode): Promise<LocaleStore> {
  return new LocaleStore({
    localStorage: deps.localStorage,
    languages: [],
    load: loadMessages,
    scopes: PHONE_SCOPES,
    root: null,
    log: deps.log,
    order: 'browser-first',
    initial: { code, messages: await loadMessages(code, PHONE_SCOPES) },
  });
}

/** What the page says in `code` when scripts are blocked entirely: it needs them to join. */
export async function noScriptText(code: LocaleCode): Promise<string> {
  return new Translator(code, await loadMessages(code, PHONE_SCOPES)).text(phoneText, 'noScript');
}

/** The HTML of `tree`, everything in it (code-split parts included), never a fallback. */
function render(tree: ReactElement, identifierPrefix?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      identifierPrefix,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** The HTML of `#root` on the phone's join page in `code`, for any screen. */
export async function prerenderJoinPage(code: LocaleCode): Promise<string> {
  // The page's code first, as the browser has it before it hydrates (App.tsx, lazyPage).
  await loadPage({ kind: 'vote', code: '', canonical: '' });
  const deps = blankDeps();
  // Without JSX: tsx compiles this file with the Node settings, not the renderer's.
  return render(
    createElement(
      StrictMode,
      null,
      createElement(AppFrame, {
        route: { kind: 'vote', code: '', canonical: '' },
        root: new AppRoot(deps, await languageStore(deps, code)),
        navigate: () => undefined,
      }),
    ),
  );
}

/**
 * The page of a phone that had joined, before the room is known: the card grid of the
 * standard deck, as the page's own first render shows it (scripts/prerender-plugin.ts
 * lets its cards take a tap, which boot.js keeps). Its ids are prefixed: it shares the
 * document with the join form.
 */
export async function prerenderJoinedPage(code: LocaleCode): Promise<string> {
  const deps = blankDeps();
  const locale = await languageStore(deps, code);
  const phone = blankPhone('', loadJoinedStores);
  phone.start();
  phone.participation.join();
  // The joined view's code (its stores and its component) is in before the render.
  await when(() => phone.joinedStores !== null);
  // Its session is empty: its panel (story, timer, history) above the grid, as the page shows.
  try {
    return await render(
      createElement(LocaleProvider, {
        store: locale,
        children: createElement(PhonePageView, { store: phone }),
      }),
      'joined-',
    );
  } finally {
    phone.dispose();
  }
}

/**
 * The CSS that gives a card tapped in that grid before any script ran (boot.js sets its
 * aria-pressed) the look of the page's chosen card.
 */
export function joinedGridStyle(): string {
  const look = Object.entries(CHOSEN_CARD)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';');
  return `#boot-vote-joined button[data-value][aria-pressed="true"]{${look}}`;
}
