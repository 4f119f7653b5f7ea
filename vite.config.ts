import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { preloadList } from './scripts/preload-lists.js';
import { prerenderVotePage } from './scripts/prerender-plugin.js';
import { routePreload } from './scripts/route-preload-plugin.js';
import { pageChunk, startChunk } from './scripts/start-chunk-plugin.js';
import { wallFirstPaint } from './scripts/wall-first-paint-plugin.js';

// The code both pages need before they are usable, in one chunk (scripts/start-chunk-plugin.ts).
const start = startChunk('renderer/main.tsx', [
  ['renderer/ui/wall/WallPage.tsx'],
  [
    'renderer/ui/phone/PhonePage.tsx',
    'renderer/ui/phone/PhoneJoined.tsx',
    'renderer/ui/common/ResultSummaryPanel.tsx',
    // The session band's parts, which both pages load when first needed
    // (ui/session/session-parts.tsx): what they share with the wall's page stays in start.
    'renderer/ui/session/CurrentStory.tsx',
    'renderer/ui/session/SessionTimer.tsx',
    'renderer/ui/session/NextStory.tsx',
  ],
]);

// The wall's first page, one chunk whichever of its parts a later chunk imports too.
const wallPage = pageChunk('renderer/main.tsx', 'renderer/ui/wall/WallPage.tsx', start);

const DATA_PATHS = /[\\/]shared[\\/]data-paths\.ts$/;
// The 'Backlog' word: the phone's session panel names its button with it, the wall's
// backlog story with it, so it goes where both pages have it at start.
const BACKLOG_WORDS = /[\\/]renderer[\\/]i18n[\\/]en[\\/]backlog\.ts$/;
const SESSION_BAND =
  /[\\/]renderer[\\/]ui[\\/]session[\\/](SessionTimer|CurrentStory|FullText|NextStory)\.tsx$/;

/**
 * The renderer build, shared by the browser site and the Electron kiosk.
 * `base: '/'` keeps `/{code}` and `/{code}/vote` deep links working on any
 * static host with a fallback to index.html (Firebase Hosting rewrites, the
 * kiosk's custom protocol, `npm start`'s server).
 */
export default defineConfig({
  root: 'renderer',
  base: '/',
  publicDir: 'public',
  resolve: {
    // Firebase's heartbeats kept in memory, not IndexedDB: the database never sends them,
    // and `idb` weighs on both pages (renderer/data/heartbeat-store.ts).
    alias: [
      {
        find: /^idb$/,
        replacement: fileURLToPath(new URL('./renderer/data/heartbeat-store.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    start.plugin,
    wallPage.plugin,
    routePreload({
      routes: {
        // The first look's code, not the database SDK: the wall fetches the SDK after its
        // first cards (main.tsx).
        screen: ['renderer/ui/wall/WallPage.tsx', 'renderer/data/first-look.ts'],
        vote: ['renderer/ui/phone/PhonePage.tsx'],
        // What a phone that had joined (a reload) needs besides: boot.js adds it then.
        'vote-joined': ['renderer/ui/phone/PhoneJoined.tsx'],
      },
      bootFile: fileURLToPath(new URL('./renderer/boot.js', import.meta.url)),
    }),
    // After the build: vote.html, the phone's join page with its form in the HTML.
    prerenderVotePage({
      entry: fileURLToPath(new URL('./scripts/prerender-join-page.ts', import.meta.url)),
    }),
    // After the build: the wall's first paint, for the room server (dist/wall-first-paint/).
    wallFirstPaint({ dir: fileURLToPath(new URL('./renderer/first-paint', import.meta.url)) }),
  ],
  build: {
    // The wall's first page lists fewer chunks at its lazy imports (scripts/preload-lists.ts).
    modulePreload: {
      resolveDependencies: (imported, deps, { hostId }) => preloadList(imported, deps, hostId),
    },
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'start',
              // The database's paths too: both pages load them (with the database's code),
              // and a file of their own cost more than their 0.3 KB gzip.
              test: (id) => start.has(id) || DATA_PATHS.test(id) || BACKLOG_WORDS.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'WallPage',
              test: (id) => wallPage.has(id),
              includeDependenciesRecursively: false,
            },
            // The session band's parts (the timer, the backlog's story, Next story): both pages
            // load them when a session first needs one (ui/session/session-parts.tsx), and one
            // file compresses 1 KB gzip better than four.
            {
              name: 'session-band',
              test: (id) => SESSION_BAND.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // @emotion/react imports hoist-non-react-statics for its side effects only (for
        // withTheme, which we never use), and that package does not declare itself free
        // of them: without this, both first pages carry it and a second react-is (~1 KB gzip).
        moduleSideEffects: [
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
          // @emotion/styled makes its `styled.div`-style shorthands as it loads, which we
          // never use (Material calls styled(tag)): without this, importing @mui/system's
          // GlobalStyles or ThemeProvider (through @mui/styled-engine) brings it and
          // @emotion/is-prop-valid into both first pages, though only Material draws with it.
          { test: /node_modules[\\/]@emotion[\\/]styled[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
