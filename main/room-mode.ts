/**
 * Room-server mode of the kiosk: with no database in its runtime config (no
 * Firebase project, no company server) and the mode not switched off, the kiosk
 * runs the room server (`room-server.ts`) itself, so phones on the room's
 * network join with nothing to configure. Its data lives in the user data
 * folder; the join link follows the computer's network address as it changes;
 * quitting stops both servers before the process ends.
 */
import type { App } from 'electron';
import { chooseLanAddress, type InterfaceLookup } from '../server/lan-address';
import type { Scheduler } from './recovery';
import { startRoomServer, type RoomServer } from '../server/room-server';
import { allowedHostsFrom, connectionLimitsFrom } from '../server/db/server';
import type { SettingsStore } from './settings';

/** Folder of the room server's database inside the kiosk's user data folder. */
export const ROOM_DATABASE_FOLDER = 'room-database';

/** How often the network address is checked for a change. */
export const NETWORK_CHECK_MS = 10_000;

/** Options of {@link setupRoomMode}. */
export interface RoomModeOptions {
  settings: SettingsStore;
  /** Folder of the renderer build served to phones. */
  webRoot: string;
  /** Interface the servers listen on: `0.0.0.0`, the room's network. */
  listenHost: string;
  /** Where the database keeps its data across restarts. */
  dataDir: string;
  /** `os.networkInterfaces`, injected. */
  networkInterfaces: InterfaceLookup;
  scheduler: Scheduler;
  /** Called when the network address, and with it the join link, changed. */
  onSiteChange: () => void;
  log: (message: string) => void;
  /**
   * Where an operator names further host names of the database (`DB_ALLOWED_HOSTS`, beside
   * the remembered `--room-allowed-hosts`) and its connection caps, as for `npm start`;
   * default the process's environment.
   */
  env?: NodeJS.ProcessEnv;
}

/** The kiosk's room mode once set up. */
export interface RoomMode {
  /** The running room server; null when the mode is off, not wanted or failed to start. */
  server: RoomServer | null;
  /** The runtime config the kiosk's own window gets as `/config.json`. */
  runtimeConfig(): Record<string, unknown> | null;
}

/**
 * Whether the kiosk serves the room itself: the mode is on and the runtime config
 * names no database (a Firebase project or a company server brings its own).
 */
export function wantsRoomServer(settings: SettingsStore): boolean {
  const config = settings.get('runtimeConfig');
  const hasDatabase =
    config !== null && (config.firebase !== undefined || config.database !== undefined);
  return settings.get('roomServer') && !hasDatabase;
}

/**
 * Starts the room server when {@link wantsRoomServer}, watches the network and
 * stops the servers on quit (holding the quit until they are closed).
 */
export async function setupRoomMode(
  app: Pick<App, 'on' | 'quit'>,
  options: RoomModeOptions,
): Promise<RoomMode> {
  const settingsConfig = () => options.settings.get('runtimeConfig');
  if (!wantsRoomServer(options.settings)) {
    return { server: null, runtimeConfig: settingsConfig };
  }
  const port = options.settings.get('roomPort');
  const env = options.env ?? process.env;
  // A configured public address of the pages (a reverse proxy's) may use the database too.
  const site = settingsConfig()?.site;
  let server: RoomServer;
  try {
    server = await startRoomServer({
      webRoot: options.webRoot,
      port,
      databasePort: port + 1,
      host: options.listenHost,
      dataDir: options.dataDir,
      lanAddress: () => chooseLanAddress(options.networkInterfaces()),
      ...(typeof site === 'string' ? { site } : {}),
      fallbackToFreePort: true,
      retentionDays: options.settings.get('roomRetentionDays'),
      allowedHosts: [...options.settings.get('roomAllowedHosts'), ...allowedHostsFrom(env)],
      limits: connectionLimitsFrom(env, options.log),
      quiet: true,
      log: options.log,
    });
  } catch (error) {
    options.log(`The room server could not start: ${String(error)}`);
    return { server: null, runtimeConfig: settingsConfig };
  }
  options.log(
    `Room server: participant pages on port ${server.port}, database on ${server.database.port}; ` +
      `phones join at ${server.site() ?? '(no network address yet)'}`,
  );

  let timer: unknown = null;
  let stopped = false;
  const watch = () => {
    timer = options.scheduler.setTimeout(() => {
      if (server.refresh()) {
        options.log(`Network changed: phones now join at ${server.site() ?? '(no address)'}`);
        options.onSiteChange();
      }
      watch();
    }, NETWORK_CHECK_MS);
  };
  watch();

  let stopping: Promise<void> | null = null;
  app.on('will-quit', (event) => {
    if (stopped) return;
    // Hold the quit until both servers are closed (and the data is saved).
    event.preventDefault();
    if (stopping) return;
    options.scheduler.clearTimeout(timer);
    stopping = server
      .stop()
      .catch((error: unknown) =>
        options.log(`The room server did not stop cleanly: ${String(error)}`),
      )
      .finally(() => {
        stopped = true;
        app.quit();
      });
  });

  return { server, runtimeConfig: () => server.localConfig() };
}
