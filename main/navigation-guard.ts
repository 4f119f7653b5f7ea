/**
 * Keeps every web contents on the app: navigation only within the app origin,
 * no new windows, no webviews, no permission prompts. Nothing external opens,
 * not even in the system browser: the wall has no one to use it.
 */
import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-protocol';

/** The web contents events the guard needs. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Applies the guard to one web contents. */
export function setupNavigationGuard(
  contents: GuardedContents,
  log: (message: string) => void = () => undefined,
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
  contents.setWindowOpenHandler(({ url }) => {
    log(`Blocked a new window for ${url}`);
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
