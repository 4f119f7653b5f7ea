/**
 * Vite plugin: writes the phone's join page with its form already in the HTML, one per
 * language, beside index.html: `vote.html` in English, `vote.de.html` in German and so
 * on (shared/vote-page.ts). A person who scanned the QR code can type their name at
 * first paint, in their language, before any script has arrived or run; React then
 * hydrates that HTML in the same language (renderer/main.tsx) and keeps what was typed
 * (ui/phone/early-start.ts).
 *
 * After the client build, `prerender-join-page.ts` renders the app's own tree with
 * React's server renderer in Node (through tsx: the same TypeScript and JSX), so
 * there is no second copy of the form. The result goes into index.html's `#root`,
 * everything else of index.html (boot script, preloads, placeholder) stays as built;
 * each page also preloads its language's texts, which hydration waits for. The room
 * server answers `/{code}/vote` with the page in the phone's language
 * (server/static-server.ts), Firebase Hosting with the English one (firebase.json: its
 * language rewrites do not apply to a rewrite's destination); anything else still gets
 * index.html.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, localeDir, LOCALES, type LocaleCode } from '../shared/locales';
import { votePageFile } from '../shared/vote-page';
import { routeChunks, type Bundle } from './route-preload-plugin';

const ROOT_TAG = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';

/** `text` as HTML text: a translation can never become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

/** The phone's two prerendered pages in one language (scripts/prerender-join-page.ts). */
export interface PrerenderedPages {
  /** Their language: the page's lang and dir. */
  lang: LocaleCode;
  /** What the page says, in that language, when scripts are blocked (plain text). */
  noScript: string;
  /** The chunks of that language's texts, fetched at once (hydration waits for them). */
  preload: readonly string[];
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
  if (!indexHtml.includes(HTML_TAG)) throw new Error(`prerender: index.html has no ${HTML_TAG}`);
  if (pages.join.length === 0 || pages.joined.length === 0) {
    throw new Error('prerender: a page rendered nothing');
  }
  // Test hooks name the page's own elements only, never this prerendered copy.
  const joined = pages.joined.replace(/ data-testid="[^"]*"/g, '');
  const style = `${PRERENDER_STYLE}<style>${pages.joinedStyle}</style>`;
  const preload = pages.preload
    // Low: needed by hydration, after the page's code; never before the form's own bytes.
    .map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />\n    `,
    )
    .join('');
  const noScript = `<noscript><p id="noscript">${escapeHtml(pages.noScript)}</p></noscript>`;
  return indexHtml
    .replace(HTML_TAG, () => `<html lang="${pages.lang}" dir="${localeDir(pages.lang)}">`)
    .replace('</head>', () => `  ${preload}${style}\n  </head>`)
    .replace(BOOT_TAG, () => `${BOOT_TAG}\n      <div id="boot-vote-joined">${joined}</div>`)
    .replace(ROOT_TAG, () => `<div id="root">${pages.join}</div>\n    ${noScript}`);
}

/** The template of the join form in index.html, which the boot script puts into `#root`. */
export const JOIN_TEMPLATE_ID = 'boot-join';

/**
 * index.html with the English join form (`join`, as in vote.html's `#root`) in a template
 * right before `#root`, for a host that answers every path with index.html: on a phone's
 * route the boot script moves it into `#root` as soon as that is parsed, so the form paints
 * and takes typing before any script file; elsewhere it stays inert (a template's content
 * is neither shown nor styled).
 */
export function indexWithJoinForm(indexHtml: string, join: string): string {
  if (!indexHtml.includes(ROOT_TAG)) throw new Error(`prerender: index.html has no ${ROOT_TAG}`);
  if (join.length === 0) throw new Error('prerender: the join form rendered nothing');
  return indexHtml.replace(
    ROOT_TAG,
    () => `<template id="${JOIN_TEMPLATE_ID}">${join}</template>
    ${ROOT_TAG}`,
  );
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
    async writeBundle(_output, bundle) {
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport(pathToFileURL(options.entry).href, import.meta.url)) as {
        prerenderJoinPage: (code: LocaleCode) => Promise<string>;
        prerenderJoinedPage: (code: LocaleCode) => Promise<string>;
        noScriptText: (code: LocaleCode) => Promise<string>;
        joinedGridStyle: () => string;
      };
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const { code } of LOCALES) {
        const pages: PrerenderedPages = {
          lang: code,
          join: await module.prerenderJoinPage(code),
          joined: await module.prerenderJoinedPage(code),
          joinedStyle: module.joinedGridStyle(),
          noScript: await module.noScriptText(code),
          // English texts are in the code already (renderer/i18n/load.ts); another language
          // sends the phone its own words only, not the wall's (renderer/i18n/scopes.ts).
          preload:
            code === 'en'
              ? []
              : routeChunks(bundle as unknown as Bundle, [`/i18n/catalogues/${code}/phone.ts`]),
        };
        writeFileSync(path.join(outDir, votePageFile(code)), voteHtml(index, pages));
        if (code === DEFAULT_LOCALE) {
          writeFileSync(path.join(outDir, 'index.html'), indexWithJoinForm(index, pages.join));
        }
      }
    },
  };
}
