/**
 * The build's prerender of the phone's join page (prerender-plugin.ts runs it in Node
 * after the client build): React's server renderer over the app's own tree
 * ({@link AppFrame}, the same components the browser then hydrates), with the blank
 * stores of ui/vote/blank-phone.ts, in English and with the screen's code left blank
 * (the boot script writes it in). A build tool: never part of the browser's bundle.
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { createElement, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { AppFrame, loadPage } from '../renderer/App';
import { loadMessages } from '../renderer/i18n/load';
import { LocaleStore } from '../renderer/stores/locale-store';
import { RenderRecovery } from '../renderer/stores/render-recovery';
import { blankDeps } from '../renderer/ui/vote/blank-phone';

/** The HTML of `#root` on the phone's join page, for any screen. */
export async function prerenderJoinPage(): Promise<string> {
  // The page's code first, as the browser has it before it hydrates (App.tsx, lazyPage).
  await loadPage({ kind: 'vote', code: '', canonical: '' });
  // No reactions on the server: a render is all there is.
  enableStaticRendering(true);
  const deps = blankDeps();
  const locale = new LocaleStore({
    localStorage: deps.localStorage,
    languages: [],
    load: loadMessages,
    root: null,
    log: deps.log,
    order: 'browser-first',
  });
  const recovery = new RenderRecovery({
    clock: deps.clock,
    sessionStorage: deps.sessionStorage,
    reload: () => undefined,
  });
  // Without JSX: tsx compiles this file with the Node settings, not the renderer's.
  const tree = createElement(
    StrictMode,
    null,
    createElement(AppFrame, {
      route: { kind: 'vote', code: '', canonical: '' },
      locale,
      recovery,
      log: (...args: unknown[]) => deps.log.error(...args),
      deps,
      navigate: () => undefined,
      englishMeanwhile: true,
    }),
  );
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    // Everything at once (the page's code-split parts included), never a fallback.
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
