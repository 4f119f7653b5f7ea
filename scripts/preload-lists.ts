/**
 * Which chunks a dynamic import of the build preloads with it (Vite's
 * `build.modulePreload.resolveDependencies`). Vite lists, at each `import()`, every
 * chunk the imported one needs, so they are fetched side by side instead of one after
 * the other; each name in a list is bytes of the importing chunk. On the wall's first
 * page (docs/architecture.md, Page budgets) three kinds of names are left out:
 * - the imported chunk itself, which its `import()` fetches at the same moment anyway;
 * - the entry and the `start` chunk, which every page has loaded before it runs;
 * - the imports of the parts only a person's action opens (Options, the keyboard's help,
 *   the stories sized so far, a card's menu): their chunk names its imports itself, so
 *   the first opening waits one round trip more, and the first page is 0.3 KB gzip less.
 */

/** Chunk files (by their name before the hash) the wall's first page has loaded. */
const LOADED = /(^|\/)(index|start)-[\w-]+\.js$/;
/** The wall's first page, the chunk holding `ui/wall/WallPage.tsx`. */
const WALL_PAGE = /(^|\/)WallPage-[\w-]+\.js$/;
/** Parts a person opens (Options, the help, the reference board, a card's menu). */
const ON_ACTION = /(^|\/)(OptionsMenu|KeyHelp|ReferenceBoard|CardMenuList)-[\w-]+\.js$/;

/**
 * The chunks to preload with `imported` when `host` imports it, from Vite's list `deps`.
 * Only the wall's first page's imports are changed.
 */
export function preloadList(imported: string, deps: readonly string[], host: string): string[] {
  if (!WALL_PAGE.test(host)) return [...deps];
  if (ON_ACTION.test(imported)) return [];
  return deps.filter((file) => file !== imported && !LOADED.test(file));
}
