/**
 * Every store sits in the folder of the page it belongs to, or in common/ when both pages
 * use it (docs/architecture.md, Stores): where a page's rule lives has one answer.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const STORES = 'renderer/stores';

/**
 * The page folders (and a concern's, such as the wall's tracker), each with the root that
 * creates, starts and disposes its stores.
 */
const PAGE_ROOTS: Record<string, string> = {
  wall: 'wall-root.ts',
  phone: 'phone-root.ts',
  session: 'session-root.ts',
  tracker: 'tracker-root.ts',
  app: 'app-root.ts',
};
const FOLDERS = [...Object.keys(PAGE_ROOTS), 'common'];

/** Every file below `dir`, as a path relative to the repository. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [relative(process.cwd(), path)];
  });
}

/** The store files that are not directly in a page folder or in common/. */
function misplaced(paths: string[]): string[] {
  return paths.filter((path) => {
    const [folder, file, ...deeper] = path.slice(STORES.length + 1).split('/');
    return !FOLDERS.includes(folder ?? '') || file === undefined || deeper.length > 0;
  });
}

describe('store folders', () => {
  const stores = filesBelow(STORES);

  it('every store file sits in a page folder or in common/', () => {
    expect(stores.length).toBeGreaterThan(0);
    expect(misplaced(stores)).toEqual([]);
  });

  it('each page folder holds its root, and common/ holds none', () => {
    for (const [folder, root] of Object.entries(PAGE_ROOTS)) {
      expect(stores).toContain(`${STORES}/${folder}/${root}`);
    }
    expect(
      stores.filter((path) => path.startsWith(`${STORES}/common/`) && path.endsWith('-root.ts')),
    ).toEqual([]);
  });

  it.each([
    [`${STORES}/x-store.ts`, true],
    [`${STORES}/other/x-store.ts`, true],
    [`${STORES}/wall/part/x-store.ts`, true],
    [`${STORES}/wall/x-store.ts`, false],
    [`${STORES}/common/x-store.ts`, false],
  ])('%s is out of place: %s', (path, out) => {
    expect(misplaced([path])).toEqual(out ? [path] : []);
  });
});
