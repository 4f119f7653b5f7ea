/**
 * What each page of the production build loads, and its budgets in gzip bytes
 * (docs/architecture.md, Page budgets). Read from the build alone: the HTML a path is
 * answered with (its entry script, its `modulepreload` links and the boot script's list
 * of each route's chunks) and Vite's manifest (`dist/web/.vite/manifest.json`), which
 * names each chunk's static imports. Nothing is timed, so the figures are the same on
 * any machine; `tests/e2e/page-weight.spec.ts` holds the budgets after the build, and
 * checks in a browser that the pages fetch nothing the graph does not account for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Vite's manifest: chunks by source path (or `_name.js` for a shared chunk). */
export type Manifest = Record<string, ManifestChunk>;

/** A build as the budgets read it. */
export interface Build {
  manifest: Manifest;
  /** The text of an HTML file of the build (`index.html`, `vote.de.html`). */
  html(file: string): string;
  /** The gzip size (level 9, as the bench measures) of a file of the build. */
  gzip(file: string): number;
}

/** What a page loads at one stage, and its gzip bytes in all. */
export interface Load {
  files: string[];
  bytes: number;
}

/** One way a page is served: the HTML file, and the route its boot script sees. */
export interface ServingPath {
  /** How the path is named in a failure. */
  name: string;
  html: string;
  /** The route's key in the boot script's preload list (`data-screen`, `data-vote`). */
  route: string;
}

/** A page, how it is served, what it loads, and its budgets. */
export interface PageSpec {
  name: string;
  paths: ServingPath[];
  /**
   * Loaded later by the page itself, without anyone doing anything: further routes of
   * the boot script's list (a phone that had joined) and manifest keys (the database
   * SDK, fetched once the page is up).
   */
  later: { routes: string[]; modules: string[] };
  /** Manifest keys that must never load before the page is usable. */
  neverBeforeUsable: string[];
  /** Budgets in bytes (gzip -9). */
  beforeUsable: number;
  inAll: number;
}

const KB = 1024;

/** The database's code: neither page may need it before it is usable. */
export const DATABASE_CHUNK = 'data/firebase-gateway.ts';

/**
 * The pages' budgets (the issue 48 limits). The wall's first page is everything it loads
 * by itself with a room running: the page, its first look at the room, the database's
 * code it fetches after the first cards, and the join panel's QR code; what a person's
 * action or the reveal needs loads later and is not counted. The phone is counted on
 * each path that serves it: the room server's page in every language, Firebase
 * Hosting's `vote.html` (always English), and a static host answering index.html.
 */
export function pageBudgets(languagePages: readonly string[]): PageSpec[] {
  return [
    {
      name: 'wall',
      paths: [{ name: 'index.html at /{code}', html: 'index.html', route: 'screen' }],
      later: { routes: [], modules: [DATABASE_CHUNK, 'ui/wall/qr-matrix.ts'] },
      neverBeforeUsable: [],
      beforeUsable: 170 * KB,
      inAll: 170 * KB,
    },
    {
      name: 'phone',
      paths: [
        ...languagePages.map((html) => ({
          name: `room server's ${html}`,
          html,
          route: 'vote',
        })),
        { name: "Firebase Hosting's vote.html", html: 'vote.html', route: 'vote' },
        { name: 'index.html at /{code}/vote', html: 'index.html', route: 'vote' },
      ],
      later: { routes: ['vote-joined'], modules: [DATABASE_CHUNK] },
      neverBeforeUsable: [DATABASE_CHUNK],
      beforeUsable: 120 * KB,
      inAll: 170 * KB,
    },
  ];
}

const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"/g;

/** The attributes of each tag named `tag` in `html`. */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(ATTRIBUTE)) {
      attributes[(name as string).toLowerCase()] = value as string;
    }
    found.push(attributes);
  }
  return found;
}

/** A URL of the page as a file of the build (`/assets/x.js` → `assets/x.js`). */
const fileOf = (url: string): string => url.replace(/^\.?\//, '');

/** The scripts the HTML itself loads: its module scripts and `modulepreload` links. */
export function htmlScripts(html: string): string[] {
  const scripts = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => fileOf(a.src as string));
  const preloads = tags(html, 'link')
    .filter((a) => a.rel === 'modulepreload' && a.href)
    .map((a) => fileOf(a.href as string));
  return [...scripts, ...preloads];
}

/** The chunks the boot script preloads for `route` (the `story-point-preload` meta). */
export function routeScripts(html: string, route: string): string[] {
  const meta = tags(html, 'meta').find(
    (a) => a.name === 'story-point-preload' && `data-${route}` in a,
  );
  const list = meta?.[`data-${route}`];
  if (list === undefined) throw new Error(`no preload list for route '${route}'`);
  return list.split(/\s+/).filter(Boolean).map(fileOf);
}

/** The manifest chunk of a file of the build; throws for a file the manifest lacks. */
function chunkOfFile(manifest: Manifest, file: string): [string, ManifestChunk] {
  const found = Object.entries(manifest).find(([, c]) => c.file === file);
  if (!found) throw new Error(`the manifest has no chunk ${file}`);
  return found;
}

/** `files` with every static import they need, and their stylesheets, in order. */
export function withStaticImports(manifest: Manifest, files: readonly string[]): string[] {
  const out: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (out.includes(chunk.file)) return;
    out.push(chunk.file);
    for (const css of chunk.css ?? []) if (!out.includes(css)) out.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of files) visit(chunkOfFile(manifest, file)[0]);
  return out;
}

/** The files of manifest keys with their static imports. */
function modulesWithImports(manifest: Manifest, keys: readonly string[]): string[] {
  return withStaticImports(
    manifest,
    keys.map((key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
      return chunk.file;
    }),
  );
}

const union = (...lists: (readonly string[])[]): string[] => [...new Set(lists.flat())];

/** What a page served one way loads before it is usable and in all. */
export function pageLoads(
  build: Build,
  page: PageSpec,
  served: ServingPath,
): { beforeUsable: Load; inAll: Load } {
  const html = build.html(served.html);
  const first = withStaticImports(build.manifest, [
    ...htmlScripts(html),
    ...routeScripts(html, served.route),
  ]);
  const later = union(
    withStaticImports(
      build.manifest,
      page.later.routes.flatMap((route) => routeScripts(html, route)),
    ),
    modulesWithImports(build.manifest, page.later.modules),
  );
  const all = union(first, later);
  const bytes = (files: readonly string[]) => files.reduce((n, f) => n + build.gzip(f), 0);
  return {
    beforeUsable: { files: first, bytes: bytes(first) },
    inAll: { files: all, bytes: bytes(all) },
  };
}

/** One page, served one way, at one stage, against its budget. */
export interface Measured {
  page: string;
  path: string;
  stage: 'before usable' | 'in all';
  bytes: number;
  limit: number;
  files: string[];
}

/** Every page on every path at both stages. */
export function measurePages(build: Build, pages: readonly PageSpec[]): Measured[] {
  return pages.flatMap((page) =>
    page.paths.flatMap((served) => {
      const { beforeUsable, inAll } = pageLoads(build, page, served);
      const at = (stage: Measured['stage'], load: Load, limit: number): Measured => ({
        page: page.name,
        path: served.name,
        stage,
        bytes: load.bytes,
        limit,
        files: load.files,
      });
      return [
        at('before usable', beforeUsable, page.beforeUsable),
        at('in all', inAll, page.inAll),
      ];
    }),
  );
}

/** Whatever breaks a budget, each in a sentence; empty when every page keeps to them. */
export function budgetFailures(build: Build, pages: readonly PageSpec[]): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const over = measurePages(build, pages)
    .filter((m) => m.bytes > m.limit)
    .map(
      (m) =>
        `${m.page} (${m.path}) ${m.stage}: ${kb(m.bytes)} gzip, over its ${kb(m.limit)} ` +
        `(${m.files.join(', ')})`,
    );
  const early = pages.flatMap((page) =>
    page.paths.flatMap((served) => {
      const first = pageLoads(build, page, served).beforeUsable.files;
      return page.neverBeforeUsable
        .filter((key) => first.includes(build.manifest[key]?.file ?? `(${key})`))
        .map((key) => `${page.name} (${served.name}) loads ${key} before it is usable`);
    }),
  );
  return [...over, ...early];
}

/** The build in `root` (default `dist/web`), read from disk. */
export function readBuild(root = 'dist/web'): Build {
  const read = (file: string) => readFileSync(path.join(root, file));
  const sizes = new Map<string, number>();
  let manifest: Manifest;
  try {
    manifest = JSON.parse(read('.vite/manifest.json').toString('utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `No Vite manifest in ${root}/.vite (vite.config.ts writes it): build with npm run build:web`,
      { cause: error },
    );
  }
  return {
    manifest,
    html: (file) => read(file).toString('utf8'),
    gzip: (file) => {
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipSync(read(file), { level: 9 }).length;
        sizes.set(file, size);
      }
      return size;
    },
  };
}
