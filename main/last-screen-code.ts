/**
 * The kiosk remembers the screen it shows: whenever the window's address
 * becomes `/{code}` (start, "Change" on the welcome box, a history move), the
 * code is saved, whether or not the renderer also calls the bridge. The next
 * start opens it again; the first start opens `/`, where the renderer picks a
 * random code and shows the welcome box.
 */
import type { WebContents } from 'electron';
import { parseRoute, wallPath } from '../shared/route';
import { appUrl, isAppUrl } from './app-protocol';
import type { SettingsStore } from './settings';

/** The screen code a URL shows, or null for anything else (the phone page, `/`, other origins). */
export function screenCodeOfUrl(url: string): string | null {
  if (!isAppUrl(url)) return null;
  const route = parseRoute(new URL(url).pathname);
  return route.kind === 'wall' ? route.code : null;
}

/** The URL the kiosk opens at start. */
export function startUrl(settings: SettingsStore): string {
  const code = settings.get('lastScreenCode');
  return appUrl(code ? wallPath(code) : '/');
}

/** Saves the code each time the main frame moves to a screen page. */
export function setupLastScreenCode(
  contents: Pick<WebContents, 'on'>,
  settings: SettingsStore,
): void {
  const remember = (url: string) => {
    const code = screenCodeOfUrl(url);
    if (code !== null && code !== settings.get('lastScreenCode')) {
      settings.set('lastScreenCode', code);
    }
  };
  contents.on('did-navigate', (_event, url) => remember(url));
  contents.on('did-navigate-in-page', (_event, url, isMainFrame) => {
    if (isMainFrame) remember(url);
  });
}
