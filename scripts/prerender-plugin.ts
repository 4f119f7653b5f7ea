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

/**
 * Styles of the prerendered page: without scripts the form is hidden (it could not join
 * anyway); the placeholder shows only for a tab that had joined (a reload shows its
 * cards, not the form), with the form hidden until the page's first render removes the
 * placeholder (`#boot`).
 */
const PRERENDER_STYLE =
  '<noscript><style>#root{display:none}</style></noscript>' +
  '<style>.boot-vote #boot-vote{display:none}.boot-vote.boot-joined #boot-vote{display:block}' +
  '.boot-joined #boot~#root{display:none}#noscript{max-width:560px;margin:0 auto;' +
  'padding:24px 16px;font:600 1.05rem/1.5 system-ui,sans-serif;color:#0f172a}</style>';

/** index.html with `markup` in its `#root`, the prerendered page's styles and its noscript text. */
export function voteHtml(indexHtml: string, markup: string): string {
  if (!indexHtml.includes(ROOT_TAG)) throw new Error(`prerender: index.html has no ${ROOT_TAG}`);
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  if (markup.length === 0) throw new Error('prerender: the join page rendered nothing');
  return indexHtml
    .replace('</head>', () => `  ${PRERENDER_STYLE}\n  </head>`)
    .replace(ROOT_TAG, () => `<div id="root">${markup}</div>\n    ${NO_SCRIPT_TEXT}`);
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
      };
      const markup = await module.prerenderJoinPage();
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, VOTE_HTML), voteHtml(index, markup));
    },
  };
}
