/**
 * The wall's tracker transport (renderer/data/tracker-service.ts) as a module the
 * deployed site serves, for driving it from a page until the wall's UI loads it
 * (the UI's own `import('./data/tracker-service')` then puts it in the build): built
 * by Vite from the same source as an ES module with its lazily loaded connector
 * (browser-trackers.ts) as a chunk of its own, and copied beside the production build.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** Where the module is served on the site. */
export const TRACKER_MODULE_PATH = '/assets/e2e-trackers/tracker-service.js';

export interface SiteWithTrackers {
  /** A copy of `webRoot` with the module under {@link TRACKER_MODULE_PATH}. */
  webRoot: string;
  remove(): void;
}

export async function siteWithTrackerModule(webRoot: string): Promise<SiteWithTrackers> {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-trackers-site-'));
  cpSync(path.resolve(webRoot), dir, { recursive: true });
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      outDir: path.join(dir, path.dirname(TRACKER_MODULE_PATH)),
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      lib: {
        entry: path.resolve('renderer/data/tracker-service.ts'),
        formats: ['es'],
        fileName: () => path.basename(TRACKER_MODULE_PATH),
      },
    },
  });
  return { webRoot: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
