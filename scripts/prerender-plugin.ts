/**
 * Vite plugin: writes `vote.html`, the phone's join page with its form already in the
 * HTML, beside index.html. A person who scanned the QR code can type their name at
 * first paint, before any script has arrived or run; React then hydrates that HTML
 * (renderer/main.tsx) and keeps what was typed (ui/vote/early-start.ts).
 *
 * After the client build, `prerender-join-page.ts` renders the app's own tree with
 * React's server renderer in Node (through tsx: the same TypeScript and JSX), so
 * there is no second copy of the form. The result goes into index.html's `#root`,
 * everything else of index.html (boot script, preloads, placeholder) stays as built.
 * The room server and Firebase Hosting answer `/{code}/vote` with it
 * (server/static-server.ts, firebase.json); anything else still gets index.html.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The file the phone's join page is written to, beside index.html. */
export const VOTE_HTML = 'vote.html';

const ROOT_TAG = '<div id="root"></div>';

/**
 * What the page says with scripts blocked entirely, in English: the page is English
 * until its code has loaded the phone's language, and without scripts it never does.
 */
export const NO_SCRIPT_TEXT =
  '<noscript><p id="noscript">Story Point needs JavaScript to join the vote. Turn ' +
  'JavaScript on in your browser’s settings, then reload this page.</p></noscript>';

/** Where index.html's placeholder starts: the joined page's grid goes first inside it. */
const BOOT_TAG = '<div id="boot" aria-busy="true">';

/**
 * Styles of the prerendered page: without scripts the form is hidden (it could not join
 * anyway). A tab that had joined (a reload, boot.js marks it) shows the joined page's
 * grid from the placeholder instead of the form, until the page's first render removes
 * the placeholder (`#boot`) and shows its own; in it only the cards take a tap.
 */
const PRERENDER_STYLE =
  '<noscript><style>#root{display:none}</style></noscript>' +
  '<style>.boot-vote #boot-vote{display:none}' +
  '.boot-vote.boot-joined #boot-vote-joined{display:block}' +
  '.boot-joined #boot~#root{display:none}' +
  '#boot-vote-joined :is(button,select,input,a):not([data-value]){pointer-events:none}' +
  '#noscript{max-width:560px;margin:0 auto;' +
  'padding:24px 16px;font:600 1.05rem/1.5 system-ui,sans-serif;color:#0f172a}</style>';

/** The phone's two prerendered pages (scripts/prerender-join-page.ts). */
export interface PrerenderedPages {
  /** The join form, hydrated by the browser. */
  join: string;
  /** A joined phone's grid, shown on a reload until the page renders its own. */
  joined: string;
  /** The look of a card tapped in that grid (boot.js marks it aria-pressed). */
  joinedStyle: string;
}

/**
 * index.html with the join form in its `#root`, the joined grid in its placeholder, the
 * prerendered page's styles and its noscript text. The grid's cards take a tap (the page
 * keeps one until the room is known, and so does its HTML: boot.js keeps it until the
 * page's own grid takes over); its other controls wait for the page (boot.js lets a tap
 * on them do nothing).
 */
export function voteHtml(indexHtml: string, pages: PrerenderedPages): string {
  if (!indexHtml.includes(ROOT_TAG)) throw new Error(`prerender: index.html has no ${ROOT_TAG}`);
  if (!indexHtml.includes(BOOT_TAG)) throw new Error(`prerender: index.html has no ${BOOT_TAG}`);
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  if (pages.join.length === 0 || pages.joined.length === 0) {
    throw new Error('prerender: a page rendered nothing');
  }
  // Test hooks name the page's own elements only, never this stand-in.
  const joined = pages.joined.replace(/ data-testid="[^"]*"/g, '');
  const style = `${PRERENDER_STYLE}<style>${pages.joinedStyle}</style>`;
  return indexHtml
    .replace('</head>', () => `  ${style}\n  </head>`)
    .replace(BOOT_TAG, () => `${BOOT_TAG}\n      <div id="boot-vote-joined">${joined}</div>`)
    .replace(ROOT_TAG, () => `<div id="root">${pages.join}</div>\n    ${NO_SCRIPT_TEXT}`);
}

/** Options of {@link prerenderVotePage}. */
export interface PrerenderOptions {
  /** The module that renders the page (scripts/prerender-join-page.ts), an absolute path. */
  entry: string;
}

export function prerenderVotePage(options: PrerenderOptions): Plugin {
  let outDir = '';
  return {
    name: 'story-point-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(pathToFileURL(options.entry).href, import.meta.url)) as {
        prerenderJoinPage: () => Promise<string>;
        prerenderJoinedPage: () => Promise<string>;
        standInStyle: () => string;
      };
      const pages = {
        join: await module.prerenderJoinPage(),
        joined: await module.prerenderJoinedPage(),
        joinedStyle: module.standInStyle(),
      };
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, VOTE_HTML), voteHtml(index, pages));
    },
  };
}
