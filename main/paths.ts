/**
 * Where the kiosk finds its files. The main bundle lives at
 * `dist-electron/main/index.cjs`; the preload bundle beside it at
 * `dist-electron/preload/index.cjs`, and the renderer build at `dist/web`.
 * electron-builder packs `dist-electron/**` and `dist/web/**` into app.asar
 * with the same layout, and Electron's fs reads inside app.asar, so the same
 * relative paths serve both an unpackaged run (`electron .`) and an installed app.
 */
import path from 'node:path';

/** Paths of the kiosk's files. */
export interface AppPaths {
  webRoot: string;
  preloadPath: string;
}

/**
 * Resolves the paths from the main bundle's folder. `STORY_POINT_WEB_ROOT`
 * points the kiosk at another renderer build (tests, a side-by-side build).
 */
export function resolveAppPaths(
  mainDir: string,
  env: Record<string, string | undefined> = {},
): AppPaths {
  return {
    webRoot: env.STORY_POINT_WEB_ROOT
      ? path.resolve(env.STORY_POINT_WEB_ROOT)
      : path.resolve(mainDir, '..', '..', 'dist', 'web'),
    preloadPath: path.resolve(mainDir, '..', 'preload', 'index.cjs'),
  };
}
