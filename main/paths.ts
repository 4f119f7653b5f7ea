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
 * Resolves the paths from the main bundle's folder. In a development run
 * (`electron .`), `STORY_POINT_WEB_ROOT` points the kiosk at another renderer
 * build (tests, a side-by-side build); an installed kiosk ignores it, so nothing
 * in its environment can make it load other pages with its privileges.
 */
export function resolveAppPaths(
  mainDir: string,
  env: Record<string, string | undefined>,
  packaged: boolean,
): AppPaths {
  const override = packaged ? undefined : env.STORY_POINT_WEB_ROOT;
  return {
    webRoot: override ? path.resolve(override) : path.resolve(mainDir, '..', '..', 'dist', 'web'),
    preloadPath: path.resolve(mainDir, '..', 'preload', 'index.cjs'),
  };
}

/**
 * The user data folder a development run is pointed at by `STORY_POINT_USER_DATA`
 * (tests, several kiosks side by side; it also separates the single-instance lock),
 * or null: an installed kiosk keeps its own folder whatever its environment says.
 */
export function userDataOverride(
  env: Record<string, string | undefined>,
  packaged: boolean,
): string | null {
  const folder = packaged ? undefined : env.STORY_POINT_USER_DATA;
  return folder ? path.resolve(folder) : null;
}
