import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { parseRoute, wallPath, type Route } from '../shared/route';
import { randomScreenCode } from '../shared/screen-code';
import { loadMessages } from './i18n/load';
import { ALL_SCOPES, PHONE_SCOPES } from './i18n/scopes';
import { LocaleProvider } from './i18n/react';
import type { AppDeps } from './stores/common/deps';
import { LocaleStore, type ShownLanguage } from './stores/common/locale-store';
import { AppRoot } from './stores/app/app-root';
import { RecoveringBoundary } from './ui/common/RecoveringBoundary';

/** What each page receives: the tab's root, which holds its code's root too. */
interface PageProps {
  code: string;
  app: AppRoot;
  navigate: (path: string) => void;
}

/**
 * A page as a chunk of its own: rendered straight away once its chunk is in, else
 * through React.lazy under a Suspense boundary of its own. Hydrating the prerendered
 * phone page therefore meets no Suspense boundary: React hydrates such a boundary
 * later than the rest, and an update reaching it before (the language arriving, say)
 * would make React throw the prerendered HTML away, and what was typed in it.
 */
function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>) {
  let loaded: ComponentType<PageProps> | null = null;
  const fetch = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(fetch);
  function Page(props: PageProps) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Page, fetch };
}

// Each page is a chunk of its own: the phone never loads the wall's code and the wall
// never loads the phone's. main.tsx requests the current route's chunk before React
// starts, so `lazy` finds it loaded or on its way.
const wallPage = lazyPage(() => import('./ui/wall/WallPage'));
const phonePage = lazyPage(() => import('./ui/phone/PhonePage'));
const WallPage = wallPage.Page;
const PhonePage = phonePage.Page;

/** Starts loading the code of the page `route` shows (the wall for `/`, which moves to a screen). */
export function loadPage(route: Route): Promise<unknown> {
  return route.kind === 'vote' ? phonePage.fetch() : wallPage.fetch();
}

/**
 * The tab's root (main.tsx creates it once), with the device's language chosen once for
 * the tab's life: a phone follows its browser first, the wall its deployment's `lang`
 * first; `initial` when the HTML was prerendered in it (stores/common/locale-store.ts).
 */
export function appRoot(deps: AppDeps, phone: boolean, initial?: ShownLanguage): AppRoot {
  return new AppRoot(
    deps,
    new LocaleStore({
      localStorage: deps.localStorage,
      cookies: deps.cookies,
      languages: navigator.languages ?? [navigator.language],
      load: loadMessages,
      // A phone loads its own words; a panel's come as it opens (i18n/scopes.ts).
      scopes: phone ? PHONE_SCOPES : ALL_SCOPES,
      root: document.documentElement,
      log: deps.log,
      order: phone ? 'browser-first' : 'deployment-first',
      initial,
      deployment: deps.configuredLang,
    }),
  );
}

/** Props of the app shell. */
export interface AppProps {
  /** The tab's root (main.tsx): its language, shown from the first render when prerendered. */
  root: AppRoot;
}

function useRoute(): [Route, (path: string, replace?: boolean) => void] {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((path: string, replace = false) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    setRoute(parseRoute(window.location.pathname));
  }, []);
  return [route, navigate];
}

/**
 * The app shell: routes `/` to a screen code (the kiosk's remembered one, else a
 * fresh random code), `/{code}` to the screen and `/{code}/vote` to the phone
 * page, and moves any other path to its normalised form.
 */
export function App({ root }: AppProps) {
  const [route, navigate] = useRoute();
  const { deps } = root;
  // Started by an effect, not before the first render: a language on its way would show
  // in the picker, which the prerendered HTML being hydrated does not. Until the first
  // language is in, the provider shows nothing.
  useEffect(() => {
    root.start();
    return () => root.dispose();
  }, [root]);

  useEffect(() => {
    if (route.kind === 'root') {
      let cancelled = false;
      deps.platform
        .getLastScreenCode()
        .catch(() => null)
        .then((last) => {
          if (cancelled) return;
          const target = last ? parseRoute(wallPath(last)) : null;
          const code =
            target && target.kind === 'wall' ? target.code : randomScreenCode(deps.random);
          navigate(wallPath(code), true);
        });
      return () => {
        cancelled = true;
      };
    }
    if (window.location.pathname !== route.canonical) navigate(route.canonical, true);
    return undefined;
  }, [route, navigate, deps]);

  const go = useCallback((path: string) => navigate(path), [navigate]);

  return <AppFrame route={route} root={root} navigate={go} />;
}

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  route: Route;
  root: AppRoot;
  navigate: (path: string) => void;
}

/**
 * What the app shows for a route: the page in its language, under the recovering
 * boundary. Apart from {@link App} so the build's prerender (scripts/prerender-join-page.ts)
 * renders the very same tree that the browser then hydrates.
 */
export function AppFrame({ route, root, navigate }: AppFrameProps) {
  // Each page brings its own theme and baseline styles (@mui/system on both pages;
  // Material only in what the wall loads later), so this shell costs the phone nothing. No
  // fallback: until the page's code runs, index.html's placeholder stays painted.
  // A render error shows a short message and reloads the page by itself (a wall has
  // nobody at a keyboard), instead of leaving it blank.
  return (
    <LocaleProvider store={root.locale}>
      <RecoveringBoundary
        recovery={root.renderRecovery}
        log={(...args: unknown[]) => root.deps.log.error(...args)}
      >
        {route.kind === 'wall' && (
          <WallPage key={route.code} code={route.code} app={root} navigate={navigate} />
        )}
        {route.kind === 'vote' && (
          <PhonePage key={route.code} code={route.code} app={root} navigate={navigate} />
        )}
      </RecoveringBoundary>
    </LocaleProvider>
  );
}
