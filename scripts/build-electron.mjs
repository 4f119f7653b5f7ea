// Builds the Electron main process and preload into single CommonJS files:
//   dist-electron/main/index.cjs     (package.json "main")
//   dist-electron/preload/index.cjs  (sandboxed preloads can only be one CJS file)
// With Vite in SSR mode, so Node's resolution conditions apply, bundling every
// dependency (electron-store is ESM-only) except Electron and Node's builtins.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

async function bundle(name) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true, external: ['electron'], target: 'node' },
    build: {
      ssr: path.join(root, name, 'index.ts'),
      outDir: path.join(root, 'dist-electron', name),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      rollupOptions: {
        external,
        output: { format: 'cjs', entryFileNames: 'index.cjs', codeSplitting: false },
      },
    },
  });
  console.log(`Built dist-electron/${name}/index.cjs`);
}

await bundle('main');
await bundle('preload');
