import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startKioskApp } from '../../../main/kiosk-app';
import { IPC, TRACKER_IPC } from '../../../shared/ipc-channels';
import { FakeBrowserWindow, fakeEvent } from './fake-electron';
import { cleanupKiosks, kiosk } from './kiosk-harness';

afterEach(cleanupKiosks);

describe('the kiosk at start', () => {
  it('first start: one locked-down kiosk window on /, where the renderer picks a code', async () => {
    const k = kiosk();
    const started = await startKioskApp(k.electron, k.options);
    expect(started).not.toBeNull();
    expect(k.windows).toHaveLength(1);
    const win = k.window();
    expect(win.options.kiosk).toBe(true);
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      devTools: false, // packaged
      preload: '/app/dist-electron/preload/index.cjs',
    });
    expect(win.webContents.loads).toEqual(['app://story-point/']);
    expect(k.menus).toEqual([null]);
    expect(k.blocker.started).toEqual(['prevent-display-sleep']);
    expect(k.protocolHandlers.has('app')).toBe(true);
    expect(k.ipcMain.handlers.size).toBe(
      Object.values(IPC).length + Object.values(TRACKER_IPC).length,
    );
  });

  it('allows DevTools only when not packaged', async () => {
    const k = kiosk();
    k.app.isPackaged = false;
    await startKioskApp(k.electron, k.options);
    expect(k.window().options.webPreferences?.devTools).toBe(true);
  });

  it('restores the last screen code, and remembers the next one the window shows', async () => {
    const k = kiosk([], { lastScreenCode: 'team-a' });
    await startKioskApp(k.electron, k.options);
    const contents = k.window().webContents;
    expect(contents.loads).toEqual(['app://story-point/team-a']);
    contents.emit('did-navigate-in-page', fakeEvent(), 'app://story-point/team-b', true);
    expect(JSON.parse(readFileSync(k.settingsFile, 'utf8')).lastScreenCode).toBe('team-b');
  });

  it('serves the runtime config given by flags to the renderer as /config.json', async () => {
    const k = kiosk(['.', '--database-host=127.0.0.1', '--database-port=9123', '--screen=Room 4']);
    await startKioskApp(k.electron, k.options);
    const handler = k.protocolHandlers.get('app')!;
    const response = await handler(new Request('app://story-point/config.json'));
    expect(await response.json()).toEqual({ database: { host: '127.0.0.1', port: 9123 } });
    expect(k.window().webContents.loads).toEqual(['app://story-point/Room-4']);
  });

  it('reads a --config file (a Firebase project) and keeps it', async () => {
    const k = kiosk();
    const file = path.join(k.dir, 'firebase.json');
    const config = { firebase: { databaseURL: 'https://p-default-rtdb.firebaseio.com' } };
    writeFileSync(file, JSON.stringify(config));
    k.options.argv = [`--config=${file}`];
    await startKioskApp(k.electron, k.options);
    expect(k.settings.get('runtimeConfig')).toEqual(config);
  });

  it.each([
    ['not an object', '[1,2]'],
    ['not JSON', '{ nope'],
    ['missing', null],
  ])('a --config file that is %s is reported and changes nothing', async (_what, text) => {
    const k = kiosk([], { runtimeConfig: { database: { host: 'h', port: 1 } } });
    const file = path.join(k.dir, 'config-file.json');
    if (text !== null) writeFileSync(file, text);
    k.options.argv = [`--config=${file}`];
    await startKioskApp(k.electron, k.options);
    expect(k.settings.get('runtimeConfig')).toEqual({ database: { host: 'h', port: 1 } });
    expect(k.logs.filter((l) => l.startsWith('--config'))).toHaveLength(1);
    expect(k.windows).toHaveLength(1);
  });
});

describe('command-line start at login', () => {
  it.each([
    [['--start-at-login'], true],
    [['--no-start-at-login'], false],
  ])('%j applies and continues to the screen', async (argv, on) => {
    const k = kiosk(argv);
    await startKioskApp(k.electron, k.options);
    expect(k.loginCalls).toEqual([on]);
    expect(k.settings.get('startAtLogin')).toBe(on);
    expect(k.windows).toHaveLength(1);
    expect(k.app.quits).toBe(0);
  });

  it('--setup-only applies and quits with no window, even while a kiosk runs', async () => {
    const k = kiosk(['--start-at-login', '--setup-only', '--screen=room-9']);
    k.app.lockAvailable = false; // the wall's kiosk is running
    expect(await startKioskApp(k.electron, k.options)).toBeNull();
    expect(k.loginCalls).toEqual([true]);
    expect(k.settings.get('lastScreenCode')).toBe('room-9');
    expect(k.windows).toHaveLength(0);
    expect(k.app.quits).toBe(1);
  });
});

describe('a second launch', () => {
  it('quits at once, leaving its flags to the first instance', async () => {
    const k = kiosk(['--screen=other']);
    k.app.lockAvailable = false;
    expect(await startKioskApp(k.electron, k.options)).toBeNull();
    expect(k.windows).toHaveLength(0);
    expect(k.app.quits).toBe(1);
    expect(k.settings.get('lastScreenCode')).toBeNull();
  });

  it('brings the first instance forward, which applies the flags', async () => {
    const k = kiosk([], { lastScreenCode: 'team-a' });
    await startKioskApp(k.electron, k.options);
    const win = k.window();
    win.minimized = true;
    k.app.emit('second-instance', fakeEvent(), ['story-point', '--screen=team-z'], '/');
    expect(win.minimized).toBe(false);
    expect(win.focused).toBe(true);
    expect(win.webContents.loads).toEqual(['app://story-point/team-a', 'app://story-point/team-z']);
  });
});

describe('the running kiosk', () => {
  it('the bridge works for the app page and is refused to any other', async () => {
    const k = kiosk([], { lastScreenCode: 'team-a' });
    await startKioskApp(k.electron, k.options);
    expect(await k.ipcMain.invoke('app://story-point/team-a', IPC.getLastScreenCode)).toBe(
      'team-a',
    );
    await k.ipcMain.invoke('app://story-point/team-a', IPC.setStartAtLogin, true);
    expect(k.loginCalls).toEqual([true]);
    await expect(
      k.ipcMain.invoke('https://evil.example/', IPC.setLastScreenCode, 'evil'),
    ).rejects.toThrow();
    await k.ipcMain.invoke('app://story-point/team-a', IPC.exitKiosk);
    expect(k.window().isKiosk()).toBe(false);
    await k.ipcMain.invoke('app://story-point/team-a', IPC.quit);
    expect(k.app.quits).toBe(1);
  });

  it('operator keys leave kiosk mode and quit', async () => {
    const k = kiosk();
    await startKioskApp(k.electron, k.options);
    const contents = k.window().webContents;
    const input = { type: 'keyDown', control: true, shift: true, alt: false, meta: false };
    contents.emit('before-input-event', fakeEvent(), { ...input, key: 'K', code: 'KeyK' });
    expect(k.window().isKiosk()).toBe(false);
    contents.emit('before-input-event', fakeEvent(), { ...input, key: 'Q', code: 'KeyQ' });
    expect(k.app.quits).toBe(1);
  });

  it('reloads after a renderer crash', async () => {
    const k = kiosk();
    await startKioskApp(k.electron, k.options);
    const contents = k.window().webContents;
    contents.emit('render-process-gone', fakeEvent(), { reason: 'crashed', exitCode: 1 });
    k.scheduler.advance(1000);
    expect(contents.reloads).toBe(1);
  });

  it('guards every web contents created, and quits when the window closes', async () => {
    const k = kiosk();
    await startKioskApp(k.electron, k.options);
    const other = new FakeBrowserWindow({}).webContents;
    k.app.emit('web-contents-created', fakeEvent(), other);
    const event = fakeEvent();
    other.emit('will-navigate', event, 'https://example.com/');
    expect(event.defaultPrevented).toBe(true);
    expect(other.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    // An issue's link, opened in a new tab, goes to the system browser; a file never.
    expect(other.windowOpenHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(k.opened).toEqual(['https://example.com/']);
    k.app.emit('window-all-closed');
    expect(k.app.quits).toBe(1);
  });
});
