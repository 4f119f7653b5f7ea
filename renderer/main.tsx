/**
 * The entry: renders at once and loads by route. Its own static imports are only
 * what every page needs (React, the app shell, the theme); the wall's code and the
 * phone's code are chunks of their own (see App.tsx), and the one the address asks
 * for is requested here, before React starts. The database SDK is requested once
 * that page code has arrived, so on a slow phone network it never competes with
 * the join form for bandwidth; `config.json` is already on its way (index.html
 * preloads it).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadPage } from './App';
import { createAppDeps } from './app-deps';
import { parseRoute } from '../shared/route';

const page = loadPage(parseRoute(window.location.pathname));
const databaseCode = page.catch(() => undefined).then(() => import('./data/firebase-gateway'));

try {
  const deps = createAppDeps(databaseCode);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App deps={deps} />
    </StrictMode>,
  );
} catch (error) {
  // Only a programming error gets here: say so on the page instead of leaving it blank,
  // from a chunk of its own, so the pages that start well do not carry it.
  console.error('Story Point could not start:', error);
  void import('./start-failure').then((failure) => failure.showStartFailureHere());
}
