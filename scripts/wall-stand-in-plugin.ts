/**
 * Vite plugin: after the client build, bundles the wall's first paint for Node into
 * `dist/wall-stand-in/`, beside the site rather than in it (nothing of it is for a
 * browser to fetch): the renderer (renderer/first-paint/wall-stand-in.ts) and the script
 * the room server inlines after its HTML (renderer/first-paint/stand-in-script.ts). The
 * room server loads both to put the room's cards into the HTML of `/{code}`
 * (server/wall-stand-in.ts); a build without them, or a static host, serves the wall as it
 * always was.
 */
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  WALL_STAND_IN_DIR,
  WALL_STAND_IN_FILE,
  WALL_STAND_IN_SCRIPT,
} from '../shared/wall-stand-in';

/**
 * A server cannot measure: in its bundle the card area's size is a guess
 * (first-paint/guessed-size.ts), which the inlined script corrects.
 */
const guessedSize = (file: string): EsbuildPlugin => ({
  name: 'guessed-size',
  setup(build) {
    build.onResolve({ filter: /[\\/]use-element-size$/ }, () => ({ path: file }));
  },
});

export interface WallStandInOptions {
  /** renderer/first-paint/ as an absolute path. */
  dir: string;
}

export function wallStandIn({ dir }: WallStandInOptions): Plugin {
  let outDir = '';
  return {
    name: 'story-point-wall-stand-in',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir, '..', WALL_STAND_IN_DIR);
    },
    async writeBundle() {
      // Its chunks' names are hashed: a build leaves none of the one before.
      rmSync(outDir, { recursive: true, force: true });
      const common = {
        bundle: true,
        minify: true,
        legalComments: 'none',
        logLevel: 'warning',
        define: { 'process.env.NODE_ENV': '"production"' },
      } as const;
      await build({
        ...common,
        entryPoints: { [path.parse(WALL_STAND_IN_FILE).name]: path.join(dir, 'wall-stand-in.ts') },
        outdir: outDir,
        outExtension: { '.js': '.mjs' },
        // Each language's words stay a chunk of their own, loaded when first asked for.
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        define: {
          ...common.define,
          // The card area reads the viewport's shorter side: a 1080p wall's.
          'window.innerWidth': '1920',
          'window.innerHeight': '1080',
        },
        plugins: [guessedSize(path.join(dir, 'guessed-size.ts'))],
      });
      await build({
        ...common,
        entryPoints: [path.join(dir, 'stand-in-script.ts')],
        outfile: path.join(outDir, WALL_STAND_IN_SCRIPT),
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
      });
    },
  };
}
