// Builds the Electron main process and preload into single CommonJS files:
//   dist-electron/main/index.cjs     (package.json "main")
//   dist-electron/preload/index.cjs  (sandboxed preloads can only be one CJS file)
// With Vite in SSR mode, so Node's resolution conditions apply, bundling every
// dependency except Electron and Node's builtins: electron-store (ESM-only) and
// the room server's local database (targaryen and ws), since the packaged app
// ships no node_modules.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/**
 * Bundles one entry into `outDir/index.cjs`. Exported so the packaging test can
 * bundle the room server alone and run it away from node_modules.
 */
export async function bundle(entry, outDir, { sourcemap = true } = {}) {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    // Node builds first: a package's "module"/"browser" builds may expect a
    // browser (`self`, no `net`); its "main" is the Node build. (The SSR build
    // resolves with the ssr environment's options, not the top-level ones.)
    environments: { ssr: { resolve: { mainFields: ['main'] } } },
    ssr: { noExternal: true, external: ['electron'], target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap,
      copyPublicDir: false,
      rollupOptions: {
        external,
        output: { format: 'cjs', entryFileNames: 'index.cjs', codeSplitting: false },
      },
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of ['main', 'preload']) {
    await bundle(path.join(root, name, 'index.ts'), path.join(root, 'dist-electron', name));
    console.log(`Built dist-electron/${name}/index.cjs`);
  }
}
