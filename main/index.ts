/**
 * Entry of the Electron main process: hands the real Electron to the kiosk's
 * composition (`kiosk-app.ts`). Nothing here is logic of its own.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  powerSaveBlocker,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { registerAppScheme } from './app-protocol';
import { electronSettingsStore } from './electron-settings-store';
import { startKioskApp } from './kiosk-app';
import { resolveAppPaths, userDataOverride } from './paths';
import { createStartAtLogin } from './start-at-login';

const log = (message: string) => console.log(`[story-point] ${message}`);

const userData = userDataOverride(process.env, app.isPackaged);
if (userData) app.setPath('userData', userData);

// Electron accepts scheme privileges only before the app is ready.
registerAppScheme(protocol);

const paths = resolveAppPaths(__dirname, process.env, app.isPackaged);
const settings = electronSettingsStore(Store);
const startAtLogin = createStartAtLogin({
  platform: process.platform,
  app,
  // Run from an AppImage, the entry must start the AppImage, not its
  // temporary mount; unpackaged, Electron needs the app folder as argument.
  executable: process.env.APPIMAGE ?? process.execPath,
  args: app.isPackaged ? [] : [app.getAppPath()],
  configHome: process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'),
});

startKioskApp(
  { app, BrowserWindow, protocol, ipcMain, powerSaveBlocker, session, Menu, safeStorage, shell },
  {
    argv: process.argv.slice(1),
    settings,
    startAtLogin,
    webRoot: paths.webRoot,
    preloadPath: paths.preloadPath,
    readTextFile: (file) => readFileSync(file, 'utf8'),
    userDataDir: app.getPath('userData'),
    networkInterfaces: () => os.networkInterfaces(),
    log,
  },
).catch((error: unknown) => {
  log(
    `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  app.quit();
});
