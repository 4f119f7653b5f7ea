/**
 * Keeps every web contents on the app: navigation only within the app origin,
 * no new windows, no webviews, no permission prompts. The one thing that leaves
 * it is a link the page opens in a new tab (an issue's link, target=_blank) to
 * an http(s) address: it goes to the system browser, never into the kiosk's
 * window, which would lose the wall.
 */
import type { Session, Shell, WebContents } from 'electron';
import { isAppUrl } from './app-protocol';

/** The web contents events the guard needs. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Opens an address in the system browser (Electron's `shell.openExternal`). */
export type OpenExternal = Shell['openExternal'];

/**
 * True for an address the system browser may be given: http or https, without
 * credentials in it (nothing that a page could make the browser sign in with).
 */
export function isExternalWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/** Applies the guard to one web contents; `openExternal` absent, no link leaves it. */
export function setupNavigationGuard(
  contents: GuardedContents,
  log: (message: string) => void = () => undefined,
  openExternal?: OpenExternal,
): void {
  const refuse = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    log(`Blocked navigation to ${url}`);
  };
  contents.on('will-navigate', (event, url) => refuse(event, url));
  contents.on('will-redirect', (event, url) => refuse(event, url));
  // will-navigate covers the main frame only; a subframe (an iframe) navigates here.
  contents.on('will-frame-navigate', (event) => refuse(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // The window is always denied; a form posted to a new tab cannot be handed on.
  contents.setWindowOpenHandler(({ url, postBody }) => {
    if (openExternal && !postBody && !isAppUrl(url) && isExternalWebUrl(url)) {
      openExternal(url).catch((e: unknown) =>
        log(`Could not open ${url} in the system browser: ${String(e)}`),
      );
    } else log(`Blocked a new window for ${url}`);
    return { action: 'deny' };
  });
}

/**
 * Refuses every permission (camera, notifications, geolocation ...): the
 * screen needs none, and a kiosk has nobody to answer a prompt.
 */
export function denyPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
