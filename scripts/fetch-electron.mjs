// Electron's binary comes from a download host that some machines (CI sandboxes,
// offline build boxes) cannot reach. npm does not run dependency install scripts
// here, so we try Electron's own installer ourselves, bounded in time, and never
// fail the install: without the binary the kiosk shell is unavailable and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function electronDir() {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

const dir = electronDir();
if (!dir) {
  process.exit(0);
}
if (existsSync(path.join(dir, 'path.txt'))) {
  console.log('[story-point] Electron binary already installed.');
  process.exit(0);
}
if (process.env.STORY_POINT_SKIP_ELECTRON_DOWNLOAD) {
  console.log('[story-point] Skipping the Electron download (STORY_POINT_SKIP_ELECTRON_DOWNLOAD).');
  process.exit(0);
}
const result = spawnSync(process.execPath, [path.join(dir, 'install.js')], {
  stdio: 'pipe',
  timeout: 120_000,
  encoding: 'utf8',
});
if (result.status === 0 && existsSync(path.join(dir, 'path.txt'))) {
  console.log('[story-point] Electron binary installed.');
} else {
  console.log(
    '[story-point] The Electron binary could not be downloaded; the kiosk shell is unavailable on this machine. ' +
      'The browser build, the local database and all browser tests work without it. ' +
      'Run `npm run postinstall` again where the download host can be reached.',
  );
}
