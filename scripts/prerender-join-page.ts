/**
 * The build's prerender of the phone's page (prerender-plugin.ts runs it in Node after
 * the client build): React's server renderer over the app's own components, with the
 * blank stores of ui/vote/blank-phone.ts, in English and with the screen's code left
 * blank (the boot script writes it in). A build tool: never part of the browser's bundle.
 *
 * Two renders: the join form ({@link AppFrame}, the very tree the browser hydrates) and
 * the card grid of a phone that had joined, shown from the HTML on a reload until the
 * page's own render replaces it (ui/vote/VotePage.tsx, VotePageView).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { createElement, StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { AppFrame, loadPage } from '../renderer/App';
import { loadMessages } from '../renderer/i18n/load';
import { LocaleProvider } from '../renderer/i18n/react';
import type { AppDeps } from '../renderer/stores/deps';
import { LocaleStore } from '../renderer/stores/locale-store';
import { RenderRecovery } from '../renderer/stores/render-recovery';
import { SessionRoot } from '../renderer/stores/session-root';
import { blankDeps, blankPhone } from '../renderer/ui/vote/blank-phone';
import { loadJoined, VotePageView } from '../renderer/ui/vote/VotePage';
import { CHOSEN_CARD } from '../renderer/ui/vote/VoteCard';

// No reactions on the server: a render is all there is.
enableStaticRendering(true);

/** A language store that shows English (never started: nothing to fetch). */
function english(deps: AppDeps): LocaleStore {
  return new LocaleStore({
    localStorage: deps.localStorage,
    languages: [],
    load: loadMessages,
    root: null,
    log: deps.log,
    order: 'browser-first',
  });
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

/** The HTML of `#root` on the phone's join page, for any screen. */
export async function prerenderJoinPage(): Promise<string> {
  // The page's code first, as the browser has it before it hydrates (App.tsx, lazyPage).
  await loadPage({ kind: 'vote', code: '', canonical: '' });
  const deps = blankDeps();
  const recovery = new RenderRecovery({
    clock: deps.clock,
    sessionStorage: deps.sessionStorage,
    reload: () => undefined,
  });
  // Without JSX: tsx compiles this file with the Node settings, not the renderer's.
  return render(
    createElement(
      StrictMode,
      null,
      createElement(AppFrame, {
        route: { kind: 'vote', code: '', canonical: '' },
        locale: english(deps),
        recovery,
        log: (...args: unknown[]) => deps.log.error(...args),
        deps,
        navigate: () => undefined,
        englishMeanwhile: true,
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
export async function prerenderJoinedPage(): Promise<string> {
  await loadJoined();
  const deps = blankDeps();
  const phone = blankPhone('');
  phone.start();
  phone.participation.join();
  // An empty session: its panel (story, timer, history) above the grid, as the page shows.
  const session = new SessionRoot('', deps);
  try {
    return await render(
      createElement(LocaleProvider, {
        store: english(deps),
        englishMeanwhile: true,
        children: createElement(VotePageView, { store: phone, deps, session }),
      }),
      'joined-',
    );
  } finally {
    session.dispose();
    phone.dispose();
  }
}

/**
 * The CSS that gives a card tapped in that grid before any script ran (boot.js sets its
 * aria-pressed) the look of the page's chosen card.
 */
export function standInStyle(): string {
  const look = Object.entries(CHOSEN_CARD)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';');
  return `#boot-vote-joined button[data-value][aria-pressed="true"]{${look}}`;
}
