/**
 * Vite plugin: after the client build, bundles the wall's first paint for Node into
 * `dist/wall-first-paint/`, beside the site rather than in it (nothing of it is for a
 * browser to fetch): the renderer (renderer/first-paint/wall-first-paint.ts) and the script
 * the room server inlines after its HTML (renderer/first-paint/first-paint-script.ts). The
 * room server loads both to put the room's cards into the HTML of `/{code}`
 * (server/wall-first-paint.ts); a build without them, or a static host, serves the wall as it
 * always was. Both are Vite builds of their own, with no configuration file.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import {
  WALL_FIRST_PAINT_DIR,
  WALL_FIRST_PAINT_FILE,
  WALL_FIRST_PAINT_SCRIPT,
} from '../shared/wall-first-paint';

export interface WallFirstPaintOptions {
  /** renderer/first-paint/ as an absolute path. */
  dir: string;
}

export function wallFirstPaint({ dir }: WallFirstPaintOptions): Plugin {
  let outDir = '';
  return {
    name: 'story-point-wall-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir, '..', WALL_FIRST_PAINT_DIR);
    },
    async writeBundle() {
      // Its chunks' names are hashed: a build leaves none of the one before.
      rmSync(outDir, { recursive: true, force: true });
      const common: InlineConfig = {
        configFile: false,
        // Its bundling notes (React's 'use client', a chunk the site splits) are the site's own.
        logLevel: 'error',
        publicDir: false,
        define: { 'process.env.NODE_ENV': '"production"' },
      };
      await build({
        ...common,
        define: {
          ...common.define,
          // The card area reads the viewport's shorter side: a 1080p wall's.
          'window.innerWidth': '1920',
          'window.innerHeight': '1080',
        },
        resolve: {
          // A server cannot measure: in this bundle the card area's size is a guess
          // (first-paint/guessed-size.ts), which the inlined script corrects.
          alias: [
            { find: /^.*[\\/]use-element-size$/, replacement: path.join(dir, 'guessed-size.ts') },
          ],
        },
        // Everything in the bundle: it runs from dist/ with nothing installed beside it.
        ssr: { noExternal: true },
        build: {
          ssr: path.join(dir, 'wall-first-paint.ts'),
          outDir,
          emptyOutDir: false,
          minify: true,
          target: 'node20',
          rolldownOptions: {
            output: { entryFileNames: WALL_FIRST_PAINT_FILE, format: 'es' },
          },
        },
      });
      await build({
        ...common,
        build: {
          outDir,
          emptyOutDir: false,
          minify: true,
          target: 'es2020',
          lib: {
            entry: path.join(dir, 'first-paint-script.ts'),
            formats: ['iife'],
            name: 'storyPointFirstPaint',
            fileName: () => WALL_FIRST_PAINT_SCRIPT,
          },
        },
      });
    },
  };
}
