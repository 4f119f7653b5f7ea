/**
 * Vite plugin: one chunk for the code both pages need before they are usable. Left to
 * itself the bundler splits what the wall's and the phone's page chunks share into six
 * or more files (the styling engine, the stores, the records' rules…), by which other
 * chunk also uses which part; each page fetches them all anyway, and gzip compresses one
 * file better than six (about 2 KB on each page's first load).
 *
 * The plugin finds those modules once the module graph is known (`buildEnd`): in the
 * static imports of every page, and not in the entry's (which loads first anyway). The
 * `codeSplitting` group of vite.config.ts asks {@link StartChunk.has} for each module.
 */
import type { Plugin } from 'vite';

/** The group's view of the graph, and the plugin that fills it. */
export interface StartChunk {
  plugin: Plugin;
  /** Whether a module (by its id) goes into the shared start chunk. */
  has(id: string): boolean;
}

/** Module ids a page reaches through static imports, from its own module. */
type StaticImports = (id: string) => readonly string[];

/** The modules statically reachable from `start`, itself included. */
export function staticClosure(start: string, imports: StaticImports): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}

/**
 * What every page needs and the entry does not load: the modules in the static closure
 * of each page and not in the entry's.
 */
export function sharedStart(
  entry: string,
  pages: readonly (readonly string[])[],
  imports: StaticImports,
): Set<string> {
  const loaded = staticClosure(entry, imports);
  const [first, ...rest] = pages.map(
    (modules) => new Set(modules.flatMap((m) => [...staticClosure(m, imports)])),
  );
  const shared = new Set<string>();
  for (const id of first ?? []) {
    if (!loaded.has(id) && rest.every((closure) => closure.has(id))) shared.add(id);
  }
  return shared;
}

/**
 * @param entry - the entry module's path ending (`renderer/main.tsx`)
 * @param pages - each page module's path ending
 */
export function startChunk(entry: string, pages: readonly (readonly string[])[]): StartChunk {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'story-point-start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((m) => m.endsWith(suffix));
        if (!id) throw new Error(`start-chunk: no module ${suffix}`);
        return id;
      };
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      shared = sharedStart(
        find(entry),
        pages.map((modules) => modules.map(find)),
        imports,
      );
    },
  };
  return { plugin, has: (id) => shared.has(id) };
}

/**
 * A page's own modules: what it reaches through static imports, less what the entry
 * loads and what the start chunk holds (`inStart`), whichever lazy parts import them too.
 */
export function pageModules(
  entry: string,
  page: string,
  imports: StaticImports,
  inStart: (id: string) => boolean,
): Set<string> {
  const loaded = staticClosure(entry, imports);
  return new Set([...staticClosure(page, imports)].filter((id) => !loaded.has(id) && !inStart(id)));
}

/**
 * One page's own modules as one chunk ({@link pageModules}). Left to itself the bundler
 * moves a module of the page that a lazy part also imports into a small file of its own
 * (or splits React and MobX out of the entry) whenever merging it back would make a
 * circle of chunks: both first pages then fetch more files that compress worse.
 *
 * @param entry - the entry module's path ending (`renderer/main.tsx`)
 * @param page - the page module's path ending
 * @param start - the shared start chunk, whose modules stay there
 */
export function pageChunk(entry: string, page: string, start: StartChunk): StartChunk {
  let own = new Set<string>();
  const plugin: Plugin = {
    name: 'story-point-page-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((m) => m.endsWith(suffix));
        if (!id) throw new Error(`page-chunk: no module ${suffix}`);
        return id;
      };
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      own = pageModules(find(entry), find(page), imports, start.has);
    },
  };
  return { plugin, has: (id) => own.has(id) };
}
