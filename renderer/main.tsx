/**
 * The entry: renders at once and loads by route. Its own static imports are only
 * what every page needs (React, the app shell, the theme); the wall's code and the
 * phone's code are chunks of their own (see App.tsx), and the one the address asks
 * for is requested here, before React starts. On the phone the database SDK is
 * requested once that page shows its own stores, so it never competes with the join
 * form for bandwidth or the main thread; the wall evaluates it once its first cards are
 * painted from a REST read of the room. `config.json` is
 * already on its way (index.html preloads it). The phone's join page arrives
 * prerendered in the phone's language (vote.html, vote.de.html…): it is hydrated.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadPage, appRoot } from './App';
import { createAppDeps } from './app-deps';
import { loadMessages } from './i18n/load';
import { PHONE_SCOPES } from './i18n/scopes';
import { asLocaleCode, DEFAULT_LOCALE } from '../shared/locales';
import { parseRoute } from '../shared/route';
import { phonePageShown } from './ui/phone/page-shown';

const route = parseRoute(window.location.pathname);
const page = loadPage(route);
// The phone asks for the database code once its page shows its own stores (the form
// hydrated and painted): on a slow network or a slow CPU the SDK must not hold up the
// form, nor a keystroke in it. The wall paints its first cards from a REST read of its
// room and fetches and evaluates the SDK after them (data/first-look.ts).
const databaseCode = () =>
  (route.kind === 'vote' ? phonePageShown : Promise.resolve()).then(
    () => import('./data/firebase-gateway'),
  );

try {
  const deps = createAppDeps(databaseCode, route.kind === 'wall' ? route.code : null);
  const container = document.getElementById('root') as HTMLElement;
  // The phone's join page comes prerendered (vote.html): React takes over that HTML, and
  // what was typed into it stays. A tab that had joined (boot.js marks it) shows its
  // cards instead, so it renders afresh.
  const prerendered =
    route.kind === 'vote' &&
    container.firstElementChild !== null &&
    !document.documentElement.classList.contains('boot-joined');
  if (prerendered) {
    // Hydrated in the language the HTML was prerendered in (its <html lang>), once the
    // page's code and that language's texts are in (the page preloads both), so no part
    // of it waits (see App.tsx, lazyPage); the form takes typing meanwhile, and boot.js
    // keeps a Join. Texts that cannot be fetched: English, which React then renders anew.
    const code = asLocaleCode(document.documentElement.lang) ?? DEFAULT_LOCALE;
    const texts = loadMessages(code, PHONE_SCOPES).then(
      (messages) => ({ code, messages }),
      (error: unknown) => {
        deps.log.warn(`Story Point: the ${code} texts could not be loaded`, error);
        return { code: DEFAULT_LOCALE, messages: null };
      },
    );
    void Promise.all([texts, page]).then(([shown]) =>
      hydrateRoot(
        container,
        <StrictMode>
          <App root={appRoot(deps, true, shown)} />
        </StrictMode>,
      ),
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <App root={appRoot(deps, route.kind === 'vote')} />
      </StrictMode>,
    );
  }
} catch (error) {
  // Only a programming error gets here: say so on the page instead of leaving it blank,
  // from a chunk of its own, so the pages that start well do not carry it.
  console.error('Story Point could not start:', error);
  const order = route.kind === 'vote' ? 'browser-first' : 'deployment-first';
  void import('./start-failure').then((failure) => failure.showStartFailureHere(order));
}
