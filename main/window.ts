/**
 * The one kiosk window: fullscreen, no menu bar, locked-down web preferences,
 * DevTools only in unpackaged (development) runs.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';

/** Background shown before the renderer paints, so a reload does not flash white. */
export const WINDOW_BACKGROUND = '#101418';

/** Options of the kiosk window. */
export function kioskWindowOptions(options: {
  preloadPath: string;
  devTools: boolean;
}): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    backgroundColor: WINDOW_BACKGROUND,
    title: 'Story Point',
    show: false,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: options.devTools,
      // A wall screen is always "visible": keep timers and animations at full speed.
      backgroundThrottling: false,
      // Nobody touches a kiosk: its chime at the reveal ('Sound at reveal') may play anyway.
      autoplayPolicy: 'no-user-gesture-required',
    },
  };
}

/** Constructor of the window (Electron's BrowserWindow, or a fake in tests). */
export type BrowserWindowConstructor = new (
  options: BrowserWindowConstructorOptions,
) => BrowserWindow;

/**
 * Creates the kiosk window and removes its menu. It is shown once the first
 * page is ready, so the wall never shows an empty frame.
 */
export function createKioskWindow(
  BrowserWindowClass: BrowserWindowConstructor,
  options: { preloadPath: string; devTools: boolean },
): BrowserWindow {
  const win = new BrowserWindowClass(kioskWindowOptions(options));
  win.setMenu(null);
  win.setMenuBarVisibility(false);
  win.once('ready-to-show', () => win.show());
  return win;
}

/**
 * Leaves kiosk mode (an ordinary window the operator can move, minimise or
 * close) or enters it again.
 */
export function toggleKiosk(
  win: Pick<BrowserWindow, 'isKiosk' | 'setKiosk' | 'isDestroyed'>,
): void {
  if (win.isDestroyed()) return;
  win.setKiosk(!win.isKiosk());
}
