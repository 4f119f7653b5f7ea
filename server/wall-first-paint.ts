/**
 * The wall's first card at first paint (docs/architecture.md, "The wall's first card"):
 * the room server answers `/{code}` with the room's cards already in the HTML, drawn by
 * the wall's own page in Node (the build's `dist/wall-first-paint/`, shared/wall-first-paint.ts)
 * from the same REST reads as the wall's first look. The page's code then renders its own
 * cards under them and removes these in the commit that lays its own out.
 *
 * Whatever goes wrong here (no such build, an empty room, a read that fails or does not
 * answer within {@link FIRST_PAINT_TIMEOUT_MS}, a render that throws or takes longer than
 * {@link FIRST_PAINT_BOUND_MS}), the page is served as it always was: index.html, whose wall
 * says 'Connecting…' until its code has run.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { requestedLocale } from '../shared/locale-headers';
import { localeDir, type LocaleCode } from '../shared/locales';
import type { RuntimeConfig } from '../shared/runtime-config';
import {
  WALL_FIRST_PAINT_DIR,
  WALL_FIRST_PAINT_FILE,
  WALL_FIRST_PAINT_SCRIPT,
  type RenderWallFirstPaint,
} from '../shared/wall-first-paint';

/**
 * How long the room's reads may take. A local database answers in a few milliseconds, a
 * busy one in a few hundred; whatever it takes, the page's own reads would take as long
 * from the same database, after its code has arrived. A read that fails leaves no drawing
 * (never a part of the room, which the page would then change): only a database that does
 * not answer at all waits this long, and its wall could not start anyway.
 */
export const FIRST_PAINT_TIMEOUT_MS = 1500;

/**
 * How long the whole drawing may take: the reads, then React's render of up to 20 cards,
 * which on a busy two-core machine takes a few hundred milliseconds. A render that never
 * settles (a fault) holds the page's body no longer than this.
 */
export const FIRST_PAINT_BOUND_MS = 2500;

/**
 * How many walls' first paints are drawn at once. Each costs the server's event loop, which
 * the database shares, a render of up to 20 cards; the walls asked for beyond these (a
 * room's wall is opened once, a flood of requests is not a room) get index.html as it is.
 */
export const MAX_DRAWINGS = 2;

/**
 * The wall's first paint of one request: what the page's head needs at once (its language,
 * the script to allow), and the cards, drawn meanwhile.
 */
export interface WallFirstPaintPage {
  /** The language the wall will show. */
  lang: LocaleCode;
  /** The script that fits the cards to the screen and removes them (first-paint-script.ts). */
  script: string;
  /** The page's HTML with the cards, from the wall's own components; null: none to show. */
  html: Promise<string | null>;
}

/** What the build made of the wall's first paint (shared/wall-first-paint.ts). */
export interface WallFirstPaintBuild {
  render: RenderWallFirstPaint;
  script: string;
}

/** What the static server hands over of a request for `/{code}`. */
export interface WallPageRequest {
  code: string;
  headers: IncomingHttpHeaders;
  /** The runtime config this browser gets (its `database`, `site`, `lang`). */
  config: Record<string, unknown> | undefined;
}

/** Starts drawing the wall's first paint for a request, or null: the page as it always was. */
export type WallFirstPaint = (request: WallPageRequest) => Promise<WallFirstPaintPage | null>;

/** The wall's first paint as the build beside `webRoot` (`dist/web`) has it. */
async function fromBuild(webRoot: string): Promise<WallFirstPaintBuild> {
  const dir = path.join(path.resolve(webRoot), '..', WALL_FIRST_PAINT_DIR);
  const module = (await import(pathToFileURL(path.join(dir, WALL_FIRST_PAINT_FILE)).href)) as {
    renderWallFirstPaint: RenderWallFirstPaint;
  };
  const script = await readFile(path.join(dir, WALL_FIRST_PAINT_SCRIPT), 'utf8');
  return { render: module.renderWallFirstPaint, script };
}

/** `render`'s drawing, or null once it failed or took longer than {@link FIRST_PAINT_BOUND_MS}. */
async function bounded(
  render: Promise<string | null>,
  failed: (error: unknown) => void,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      render,
      // A render that never settles must not hold the page.
      new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_PAINT_BOUND_MS, null))),
    ]);
  } catch (error) {
    failed(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The wall's first paint from the build beside `webRoot`, or from `load` (tests), loaded
 * at once so the first request does not wait for it. A build without it (the kiosk's,
 * which ships the site only) draws none.
 */
export function wallFirstPaint(
  webRoot: string,
  log: (message: string) => void = () => undefined,
  load: () => Promise<WallFirstPaintBuild> = () => fromBuild(webRoot),
): WallFirstPaint {
  const built = load().catch(() => null);
  let drawing = 0;
  return async ({ code, headers, config }) => {
    const firstPaint = await built;
    const database = config?.['database'];
    if (!firstPaint || !database || drawing >= MAX_DRAWINGS) return null;
    const lang = requestedLocale({
      cookie: headers.cookie,
      acceptLanguage: headers['accept-language'],
      deployment: typeof config['lang'] === 'string' ? config['lang'] : null,
      order: 'deployment-first',
    });
    const site = typeof config['site'] === 'string' ? { site: config['site'] } : {};
    const render = Promise.resolve().then(() =>
      firstPaint.render({
        code,
        lang,
        config: { database, ...site } as RuntimeConfig,
        timeoutMs: FIRST_PAINT_TIMEOUT_MS,
      }),
    );
    drawing += 1;
    const html = bounded(render, (error) =>
      log(`The wall's first paint of ${code} failed, served without its cards: ${String(error)}`),
    );
    void html.finally(() => (drawing -= 1));
    return { lang, script: firstPaint.script, html };
  };
}

/** The id of the first paint, which the page removes (renderer/ui/common/BootPlaceholder.tsx). */
const FIRST_PAINT_ID = 'boot-wall';

/**
 * Over the page (fixed, above it) until the page's own cards are laid out under it, and
 * inert: nothing in it can be focused or pressed, nor read twice by a screen reader.
 * aria-hidden says the same to tools that read roles without honouring inert (Playwright's
 * role queries), so a control is found once, the page's own. index.html's 'Connecting…' is
 * not shown beside it. Unseen until {@link SHOWN_STYLE}: a browser may paint a document
 * it has parsed in part, and a part of the drawing, or the whole before its script has
 * fitted it, has its cards elsewhere than the whole.
 */
const FIRST_PAINT_STYLE = `<style>#boot{display:none}#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:1;overflow:hidden;opacity:0}</style>`;

/** After the script: the drawing shows once it is whole and fitted (without scripts, whole). */
const SHOWN_STYLE = `<style>#${FIRST_PAINT_ID}{opacity:1}</style>`;

/**
 * index.html (as built) in its three parts, the first in the wall's language and direction:
 * its head, which goes at once (nothing of it is painted); the body's opening tag, after
 * which the room's cards go, so their style hides 'Connecting…' before it is parsed; the
 * rest of the body. Null when it is not the index.html this expects.
 */
export function splitIndex(index: string, lang: LocaleCode): [string, string, string] | null {
  const html = index.indexOf('<html lang="en">');
  const body = index.indexOf('<body');
  const opened = index.indexOf('>', body) + 1;
  const root = index.indexOf('<div id="root">');
  if (html < 0 || body < html || root < opened) return null;
  const head =
    index.slice(0, html) +
    `<html lang="${lang}" dir="${localeDir(lang)}">` +
    index.slice(html + '<html lang="en">'.length, body);
  return [head, index.slice(body, opened), index.slice(opened)];
}

/** The room's cards and their script, as they go after the body's opening tag. */
export function firstPaintHtml(html: string, script: string): string {
  // Nothing of the script can end its element early; the build's never would.
  if (/<\/script/i.test(script)) return '';
  return (
    `<div id="${FIRST_PAINT_ID}" inert aria-hidden="true">${FIRST_PAINT_STYLE}${html}</div>` +
    `<script>${script}</script>${SHOWN_STYLE}`
  );
}

/** `policy` with the first paint's script allowed by its hash, as the boot script is. */
export function allowingFirstPaintScript(policy: string, script: string): string {
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return policy.replace(/(^|; )script-src /, `$1script-src 'sha256-${hash}' `);
}
