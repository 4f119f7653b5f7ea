import { describe, expect, it } from 'vitest';
import { createKioskWindow, kioskWindowOptions, toggleKiosk } from '../../../main/window';
import { FakeBrowserWindow } from './fake-electron';
import type { BrowserWindowConstructor } from '../../../main/window';

describe('the kiosk window', () => {
  it.each([true, false])('is fullscreen kiosk and locked down (devTools %s)', (devTools) => {
    const options = kioskWindowOptions({ preloadPath: '/app/preload/index.cjs', devTools });
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools,
    });
  });

  it('has no menu and shows once the page is ready', () => {
    FakeBrowserWindow.instances = [];
    const win = createKioskWindow(FakeBrowserWindow as unknown as BrowserWindowConstructor, {
      preloadPath: '/p.cjs',
      devTools: false,
    }) as unknown as FakeBrowserWindow;
    expect(win.menuRemoved).toBe(true);
    expect(win.menuBarVisible).toBe(false);
    expect(win.shown).toBe(false);
    win.emit('ready-to-show');
    expect(win.shown).toBe(true);
  });

  it('the operator toggle leaves kiosk mode and enters it again', () => {
    const win = new FakeBrowserWindow({ kiosk: true });
    toggleKiosk(win as never);
    expect(win.isKiosk()).toBe(false);
    toggleKiosk(win as never);
    expect(win.isKiosk()).toBe(true);
    win.destroyed = true;
    toggleKiosk(win as never);
    expect(win.isKiosk()).toBe(true);
  });
});
