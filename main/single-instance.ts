/**
 * One kiosk per user session: a second launch (a double click, a login item
 * firing twice) hands its command line to the first instance, which comes to
 * the front, and then quits.
 */
import type { App, BrowserWindow } from 'electron';

/** What {@link setupSingleInstance} needs. */
export interface SingleInstanceDeps {
  app: Pick<App, 'requestSingleInstanceLock' | 'on'>;
  getWindow: () => Pick<
    BrowserWindow,
    'isDestroyed' | 'isMinimized' | 'restore' | 'show' | 'focus'
  > | null;
  /** Receives the second launch's arguments (flags like `--screen` apply to this instance). */
  onSecondLaunch?: (argv: string[]) => void;
}

/**
 * Takes the single-instance lock. Returns false when another instance holds
 * it: the caller must quit.
 */
export function setupSingleInstance(deps: SingleInstanceDeps): boolean {
  if (!deps.app.requestSingleInstanceLock()) return false;
  deps.app.on('second-instance', (_event, argv) => {
    const win = deps.getWindow();
    if (win && !win.isDestroyed()) {
      if (win.isMinimized()) win.restore();
      win.show();
      win.focus();
    }
    deps.onSecondLaunch?.(argv);
  });
  return true;
}
