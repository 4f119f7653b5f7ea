/**
 * A kiosk on a fake Electron for the main-process tests: temporary user data
 * (settings file) and web root, a fake network-interface list, a manual
 * scheduler, and a record of logs and login-item calls.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, type NetworkInterfaceInfo } from 'node:os';
import path from 'node:path';
import type { KioskOptions } from '../../../main/kiosk-app';
import { jsonFileSettingsStore, type Settings } from '../../../main/settings';
import { FakeBrowserWindow, ManualScheduler, fakeElectron } from './fake-electron';

const dirs: string[] = [];

/** Removes the folders of the kiosks made so far (call in afterEach). */
export function cleanupKiosks(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A kiosk on a fake Electron with a temporary settings file and web root. Room-server
 * mode is off unless `initial` switches it on (see room-server-mode.test.ts).
 */
export function kiosk(argv: string[] = [], initial: Partial<Settings> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-kiosk-'));
  dirs.push(dir);
  const webRoot = path.join(dir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Story Point</title>');
  const userData = path.join(dir, 'userData');
  const settingsFile = path.join(userData, 'config.json');
  const settings = jsonFileSettingsStore(settingsFile);
  for (const [k, v] of Object.entries({ roomServer: false, ...initial })) {
    settings.set(k as keyof Settings, v as never);
  }
  const interfaces: { current: NodeJS.Dict<NetworkInterfaceInfo[]> } = { current: {} };
  const fake = fakeElectron();
  let loginOn = false;
  const loginCalls: boolean[] = [];
  const logs: string[] = [];
  const scheduler = new ManualScheduler();
  const options: KioskOptions = {
    argv,
    settings,
    startAtLogin: {
      get: () => loginOn,
      set: (on) => {
        loginCalls.push(on);
        loginOn = on;
      },
    },
    webRoot,
    preloadPath: '/app/dist-electron/preload/index.cjs',
    readTextFile: (file) => readFileSync(file, 'utf8'),
    userDataDir: userData,
    networkInterfaces: () => interfaces.current,
    // Tests listen on loopback only; the LAN address comes from `interfaces`.
    roomListenHost: '127.0.0.1',
    scheduler,
    log: (m) => void logs.push(m),
  };
  const window = () => fake.windows[0] as FakeBrowserWindow;
  return {
    ...fake,
    options,
    settings,
    settingsFile,
    userData,
    webRoot,
    interfaces,
    loginCalls,
    logs,
    scheduler,
    dir,
    window,
  };
}
