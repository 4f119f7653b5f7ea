import CssBaseline from '@mui/material/CssBaseline';
// The theme has no CSS-variable colour schemes: the plain provider (what MUI's own
// ThemeProvider hands such a theme to), without the CSS-variables machinery.
import { ThemeProvider } from '@mui/system';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { parseRoute, screenPath, type Route } from './domain/route';
import { randomScreenCode } from './domain/screen-code';
import type { AppDeps } from './stores/deps';
import ScreenPage from './ui/screen/ScreenPage';
import { appTheme } from './ui/theme';

// The phone page is a separate chunk: the wall screen never loads it.
const VotePage = lazy(() => import('./ui/vote/VotePage'));

/** Props of the app shell. */
export interface AppProps {
  deps: AppDeps;
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
export function App({ deps }: AppProps) {
  const [route, navigate] = useRoute();

  useEffect(() => {
    if (route.kind === 'root') {
      let cancelled = false;
      deps.platform
        .getLastScreenCode()
        .catch(() => null)
        .then((last) => {
          if (cancelled) return;
          const target = last ? parseRoute(screenPath(last)) : null;
          const code =
            target && target.kind === 'screen' ? target.code : randomScreenCode(deps.random);
          navigate(screenPath(code), true);
        });
      return () => {
        cancelled = true;
      };
    }
    if (window.location.pathname !== route.canonical) navigate(route.canonical, true);
    return undefined;
  }, [route, navigate, deps]);

  const go = useCallback((path: string) => navigate(path), [navigate]);

  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      {route.kind === 'screen' && (
        <ScreenPage key={route.code} code={route.code} deps={deps} navigate={go} />
      )}
      {route.kind === 'vote' && (
        <Suspense fallback={null}>
          <VotePage key={route.code} code={route.code} deps={deps} navigate={go} />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
