/**
 * Composes the kiosk from the small modules beside this file. Electron's
 * pieces come in as {@link ElectronDeps}, so the whole start-up (flags,
 * setup-only runs, the single-instance lock, the window and its guards) is
 * unit-tested with a fake Electron; `main/index.ts` passes the real one.
 */
import type {
  App,
  BrowserWindow,
  IpcMain,
  Menu,
  PowerSaveBlocker,
  Protocol,
  Session,
  Shell,
  WebContents,
} from 'electron';
import path from 'node:path';
import { setupAppProtocol } from './app-protocol';
import { parseCommandLine, type CommandLine } from './command-line';
import { setupIpc } from './ipc';
import { setupKeepAwake } from './keep-awake';
import { setupLastScreenCode, startUrl } from './last-screen-code';
import { denyPermissions, setupNavigationGuard } from './navigation-guard';
import { setupOperatorKeys } from './operator-keys';
import type { InterfaceLookup } from '../server/lan-address';
import { realScheduler, setupRecovery, type Scheduler } from './recovery';
import { ROOM_DATABASE_FOLDER, setupRoomMode, type RoomMode } from './room-mode';
import type { SettingsStore } from './settings';
import { setupSingleInstance } from './single-instance';
import type { StartAtLogin } from './start-at-login';
import { createKioskWindow, toggleKiosk, type BrowserWindowConstructor } from './window';
import { createLocalTrackerService } from '../shared/trackers/local-service';
import { kioskCredentialStore, setupTrackerIpc, type KeychainLike } from './tracker-ipc';

/** The parts of Electron the kiosk uses. */
export interface ElectronDeps {
  app: Pick<App, 'on' | 'quit' | 'whenReady' | 'requestSingleInstanceLock' | 'isPackaged'>;
  BrowserWindow: BrowserWindowConstructor;
  protocol: Pick<Protocol, 'handle'>;
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  powerSaveBlocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>;
  session: {
    defaultSession: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;
  };
  Menu: Pick<typeof Menu, 'setApplicationMenu'>;
  /** Where an issue's link opened in a new tab goes: the system browser. */
  shell: Pick<Shell, 'openExternal'>;
  /** The OS keychain for the tracker credential; absent, it is kept for the run only. */
  safeStorage?: KeychainLike;
}

/** Everything else the kiosk needs from its surroundings. */
export interface KioskOptions {
  argv: readonly string[];
  settings: SettingsStore;
  startAtLogin: StartAtLogin;
  /** Folder of the renderer build. */
  webRoot: string;
  /** The bundled preload script. */
  preloadPath: string;
  /** Reads a `--config` file. */
  readTextFile: (file: string) => string;
  /** The user data folder; room-server mode keeps its database in `room-database/` there. */
  userDataDir: string;
  /** `os.networkInterfaces`: where the room server finds the address phones use. */
  networkInterfaces: InterfaceLookup;
  /** Interface the room server listens on; default `0.0.0.0` (the room's network). */
  roomListenHost?: string;
  scheduler?: Scheduler;
  log?: (message: string) => void;
}

/** The running kiosk, for tests and for `main/index.ts`. */
export interface KioskApp {
  window: BrowserWindow;
  /** What the command line asked for. */
  commandLine: CommandLine;
  /** Room-server mode: the running room server, if any. */
  room: RoomMode;
}

/**
 * Writes what the flags ask for into the settings and the OS (start at
 * login). Used for this launch and for a second launch's flags.
 */
export function applyCommandLine(cli: CommandLine, options: KioskOptions): void {
  const log = options.log ?? (() => undefined);
  for (const problem of cli.problems) log(problem);
  if (cli.screenCode !== undefined) options.settings.set('lastScreenCode', cli.screenCode);
  if (cli.database) options.settings.set('runtimeConfig', { database: cli.database });
  if (cli.roomServer !== undefined) options.settings.set('roomServer', cli.roomServer);
  if (cli.roomPort !== undefined) options.settings.set('roomPort', cli.roomPort);
  if (cli.roomRetentionDays !== undefined) {
    options.settings.set('roomRetentionDays', cli.roomRetentionDays);
  }
  if (cli.roomAllowedHosts !== undefined) {
    options.settings.set('roomAllowedHosts', cli.roomAllowedHosts);
  }
  if (cli.configFile !== undefined) {
    try {
      const parsed: unknown = JSON.parse(options.readTextFile(cli.configFile));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        options.settings.set('runtimeConfig', parsed as Record<string, unknown>);
      } else {
        log(`--config ${cli.configFile} is not a JSON object; runtime config unchanged.`);
      }
    } catch (error) {
      log(`--config ${cli.configFile} could not be read: ${String(error)}`);
    }
  }
  if (cli.startAtLogin !== undefined) {
    try {
      options.startAtLogin.set(cli.startAtLogin);
      options.settings.set('startAtLogin', cli.startAtLogin);
    } catch (error) {
      log(`Start at login could not be switched: ${String(error)}`);
    }
  }
}

/**
 * Starts the kiosk. Resolves null when this process should not show a
 * window: a `--setup-only` run (flags applied, then quit) or a second
 * launch (its flags handed to the first instance, then quit).
 */
export async function startKioskApp(
  electron: ElectronDeps,
  options: KioskOptions,
): Promise<KioskApp | null> {
  const { app } = electron;
  const log = options.log ?? (() => undefined);
  const cli = parseCommandLine(options.argv);

  if (cli.setupOnly) {
    applyCommandLine(cli, options);
    app.quit();
    return null;
  }

  let win: BrowserWindow | null = null;
  const locked = setupSingleInstance({
    app,
    getWindow: () => win,
    onSecondLaunch: (argv) => {
      const next = parseCommandLine(argv);
      applyCommandLine(next, options);
      if (next.screenCode !== undefined && win && !win.isDestroyed()) {
        void win.loadURL(startUrl(options.settings));
      }
    },
  });
  if (!locked) {
    app.quit();
    return null;
  }
  applyCommandLine(cli, options);

  // Every web contents, present or future, is kept on the app.
  app.on('web-contents-created', (_event, contents: WebContents) =>
    setupNavigationGuard(contents, log, (url) => electron.shell.openExternal(url)),
  );
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();

  electron.Menu.setApplicationMenu(null);
  denyPermissions(electron.session.defaultSession);
  const scheduler = options.scheduler ?? realScheduler;
  const room = await setupRoomMode(app, {
    settings: options.settings,
    webRoot: options.webRoot,
    listenHost: options.roomListenHost ?? '0.0.0.0',
    dataDir: path.join(options.userDataDir, ROOM_DATABASE_FOLDER),
    networkInterfaces: options.networkInterfaces,
    scheduler,
    // The wall reads its config once: a reload puts the new join link on it.
    onSiteChange: () => {
      if (win && !win.isDestroyed()) win.webContents.reload();
    },
    log,
  });
  setupAppProtocol(electron.protocol, {
    webRoot: options.webRoot,
    getRuntimeConfig: room.runtimeConfig,
  });
  const allowSleep = setupKeepAwake(electron.powerSaveBlocker);
  app.on('will-quit', allowSleep);

  const window = createKioskWindow(electron.BrowserWindow, {
    preloadPath: options.preloadPath,
    devTools: !app.isPackaged,
  });
  win = window;
  const toggle = () => toggleKiosk(window);
  const quit = () => app.quit();

  setupIpc({
    ipcMain: electron.ipcMain,
    settings: options.settings,
    startAtLogin: options.startAtLogin,
    quit,
    toggleKiosk: toggle,
    log,
  });
  setupTrackerIpc({
    ipcMain: electron.ipcMain,
    service: createLocalTrackerService({
      store: kioskCredentialStore(options.settings, electron.safeStorage ?? null, log),
    }),
    log,
  });
  const contents = window.webContents;
  setupOperatorKeys(contents, { quit, toggleKiosk: toggle });
  setupLastScreenCode(contents, options.settings);
  setupRecovery(contents, { scheduler, log });

  await window.loadURL(startUrl(options.settings)).catch((error: unknown) => {
    // did-fail-load has already scheduled a retry; just say what happened.
    log(`First load failed: ${String(error)}`);
  });
  return { window, commandLine: cli, room };
}
