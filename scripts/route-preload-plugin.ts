/**
 * Vite plugin: tells index.html which chunks each route needs, so the browser fetches
 * the page's own code in parallel with the entry instead of one round trip after it
 * (on a phone network 150 ms or more). The entry's static imports are already
 * `modulepreload` links; the page chunks (`ScreenPage`, `VotePage`) are dynamic
 * imports whose names carry a content hash, so the build writes them into a
 * `<meta name="story-point-preload">` that `boot.js` (renderer/public) reads at once.
 *
 * The wall's list includes the database chunk (its first card needs the database);
 * the phone's does not: there main.tsx asks for it once the join form's code is in,
 * so on a slow network the SDK does not compete with the form.
 */
import type { Plugin } from 'vite';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

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
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'story-point-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as unknown as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is ChunkInfo => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        // Already in index.html: the entry and its static imports.
        const known = new Set(closure(bundle, entry.fileName, new Set()));
        const attrs: string[] = [];
        for (const [route, modules] of Object.entries(options.routes)) {
          const files: string[] = [];
          for (const suffix of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
            if (!chunk) throw new Error(`route-preload: no chunk for ${suffix}`);
            for (const f of closure(bundle, chunk.fileName, known)) {
              if (!files.includes(f)) files.push(f);
            }
          }
          attrs.push(`data-${route}="${files.join(' ')}"`);
        }
        // Right before boot.js, which reads it.
        const boot = '<script src="/boot.js"></script>';
        if (!html.includes(boot)) throw new Error('route-preload: index.html has no boot.js');
        return html.replace(
          boot,
          `<meta name="story-point-preload" ${attrs.join(' ')} />\n    ${boot}`,
        );
      },
    },
  };
}
