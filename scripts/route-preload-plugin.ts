/**
 * Vite plugin: tells index.html which chunks each route needs, so the browser fetches
 * the page's own code in parallel with the entry instead of one round trip after it
 * (on a phone network 150 ms or more). The entry's static imports are already
 * `modulepreload` links; the page chunks (`WallPage`, `PhonePage`) are dynamic
 * imports whose names carry a content hash, so the build writes them into a
 * `<meta name="story-point-preload">` that the boot script reads at once.
 *
 * The boot script (`renderer/boot.js`) is inlined where index.html's {@link BOOT_TAG}
 * comment stands: as a file it cost a round trip of its own, during which the parser
 * was blocked (no placeholder painted) and the route's chunks were not requested.
 * Its text never changes with the build, so the Content-Security-Policy allows it
 * by a fixed hash; a boot script that does not match that hash fails the build.
 *
 * The wall's list includes the database chunk: its first cards come from a REST read
 * (renderer/data/first-look.ts), and the SDK, downloaded meanwhile, is evaluated right
 * after them; the phone's does not: there main.tsx asks for it once the join form's code
 * is in, so on a slow network the SDK does not compete with the form.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BOOT_SCRIPT_HASH } from '../shared/content-security-policy.js';

/** Where index.html wants the boot script (a comment: Vite leaves it alone); replaced by it. */
export const BOOT_TAG =
  '<!-- boot: renderer/boot.js, inlined here (scripts/route-preload-plugin.ts) -->';

/** The CSP source expression (`'sha256-…'` without quotes) of an inline script's text. */
export function inlineScriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The inline `<script>` of `bootFile`, refused unless the policy allows its hash. */
export function inlineBootScript(bootFile: string, allowedHash = BOOT_SCRIPT_HASH): string {
  const text = readFileSync(bootFile, 'utf8');
  const hash = inlineScriptHash(text);
  if (hash !== allowedHash) {
    throw new Error(
      `route-preload: ${bootFile} changed; the Content-Security-Policy would block it. ` +
        `Set BOOT_SCRIPT_HASH in shared/content-security-policy.ts (and firebase.json) to '${hash}'.`,
    );
  }
  // A '</script' inside would end the element early (and change what is hashed).
  if (/<\/script/i.test(text)) throw new Error(`route-preload: ${bootFile} contains '</script'`);
  return `<script>${text}</script>`;
}

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module in the chunk (a chunk group's page is one of them, not its facade). */
  moduleIds: readonly string[];
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/** The build's output as these plugins read it. */
export type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

/** The chunk files `start` needs, through static imports, minus those in `known`. */
function closure(bundle: Bundle, start: string, known: Set<string>): string[] {
  const out: string[] = [];
  const visit = (file: string) => {
    if (known.has(file) || out.includes(file)) return;
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk') return;
    out.push(file);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return out;
}

/** Routes and the source module of the page chunk each one loads first. */
export interface RoutePreloadOptions {
  /** Route name → module path suffixes (the page, then anything else to fetch early). */
  routes: Record<string, string[]>;
  /** The boot script inlined in place of {@link BOOT_TAG}. */
  bootFile: string;
}

/**
 * The chunk files the modules named by `suffixes` need beyond what the entry loads
 * anyway (its static imports), in fetch order; throws when one has no chunk.
 */
export function routeChunks(bundle: Bundle, suffixes: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkInfo => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const known = new Set(entry ? closure(bundle, entry.fileName, new Set()) : []);
  const files: string[] = [];
  for (const suffix of suffixes) {
    // A page in a chunk group of vite.config.ts is that chunk's module, not its facade.
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`route-preload: no chunk for ${suffix}`);
    for (const f of closure(bundle, chunk.fileName, known)) {
      if (!files.includes(f)) files.push(f);
    }
  }
  return files;
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'story-point-route-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(BOOT_TAG))
          throw new Error('route-preload: index.html has no boot comment');
        // Also in development (`vite`), so the page boots the same way there.
        const inlined = html.replace(BOOT_TAG, () => inlineBootScript(options.bootFile));
        const bundle = ctx.bundle as unknown as Bundle | undefined;
        if (!bundle) return inlined;
        if (!Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry)) return inlined;
        // Each route's chunks beyond the entry and its static imports (already in index.html).
        const attrs = Object.entries(options.routes).map(
          ([route, modules]) => `data-${route}="${routeChunks(bundle, modules).join(' ')}"`,
        );
        // Right before the boot script, which reads it.
        return html.replace(
          BOOT_TAG,
          () =>
            `<meta name="story-point-preload" ${attrs.join(' ')} />\n    ${inlineBootScript(options.bootFile)}`,
        );
      },
    },
  };
}
