/**
 * The room server: the local database plus the participant pages and their
 * `config.json`, served to the meeting room's network. The kiosk runs it in
 * room-server mode (its default with no Firebase project) and `npm start` runs
 * the very same module, so what is tested in the browser is what the kiosk runs.
 *
 * Only the renderer build, `config.json` and the database's websocket are
 * reachable over the network; the kiosk's own `app://` pages and its IPC never
 * are (they are not served by any socket).
 *
 * No Electron here: plain Node, bundled into the kiosk's main process.
 */
import rules from '../database.rules.json' with { type: 'json' };
import themes from './db/themes.json' with { type: 'json' };
import { networkInterfaces } from 'node:os';
import { KIOSK_ORIGIN } from './db/origin';
import { startLocalDatabase, type ConnectionLimits, type LocalDatabase } from './db/server';
import { checkSite } from '../shared/join-site';
import { startStaticServer, type StaticServer } from './static-server';
import { wallFirstPaint } from './wall-first-paint';
import type { TrackerService } from '../shared/trackers/contract';
import { isLoopbackHost } from '../shared/trackers/base-url';
import { createTrackerApi } from './trackers/api';

/** Options of {@link startRoomServer}. */
export interface RoomServerOptions {
  /** Folder of the renderer build (index.html, assets/). */
  webRoot: string;
  /** Port of the participant pages; 0 picks a free one. */
  port: number;
  /** Port of the database; 0 picks a free one. */
  databasePort: number;
  /**
   * Interface both listen on: `0.0.0.0` for the room's network (the kiosk,
   * `HOST=0.0.0.0 npm start`), `127.0.0.1` for this computer only.
   */
  host: string;
  /**
   * This computer's address on the room's network, looked up at start and anew on
   * each {@link RoomServer.refresh}: the join link's host. Omitted, the link names
   * `host` itself (a server listening on one address).
   */
  lanAddress?: () => string | null;
  /**
   * Every address of this computer the pages are served on, asked anew on each
   * database connection: pages from these (and loopback, and the LAN address)
   * may use the database. Default: with `host` on every interface, the
   * addresses of all network interfaces; otherwise none beyond `host`.
   */
  addresses?: () => readonly string[];
  /**
   * A configured public address of the participant pages (the runtime config's
   * `site`, e.g. a reverse proxy's): its pages may use the database too.
   */
  site?: string;
  /**
   * Further names the database may be reached by (its requests' Host header), beyond
   * loopback, this computer's addresses, the LAN address and `site`'s host: names an
   * operator gives this computer (`DB_ALLOWED_HOSTS`). Others are refused.
   */
  allowedHosts?: readonly string[];
  /** The database's limits beyond its defaults (the connection caps an operator sets). */
  limits?: Partial<ConnectionLimits>;
  /** Folder where the database keeps its data across restarts; absent, memory only. */
  dataDir?: string;
  /** Days after its last write that a screen code is forgotten; default 90. */
  retentionDays?: number;
  /** When a port is taken, listen on a free one instead of failing (the kiosk). */
  fallbackToFreePort?: boolean;
  /** No database diagnostics on stderr. */
  quiet?: boolean;
  /**
   * The tracker connections this server makes for the wall on this computer
   * (`npm start`; docs/trackers.md): served at `/api/trackers/`, and the config of a
   * page opened by loopback says so (`"trackers": "room-server"`). Absent, none.
   */
  trackers?: TrackerService;
  log?: (message: string) => void;
}

/** A running room server. */
export interface RoomServer {
  /** Port of the participant pages. */
  readonly port: number;
  /** The database, for `npm start`'s messages and tests. */
  readonly database: LocalDatabase;
  /**
   * Public address of the participant pages: `http://{LAN address}:{port}`, or
   * `http://{host}:{port}` without a LAN lookup; null while neither is known
   * (listening on every interface of a computer with no network).
   */
  site(): string | null;
  /** Looks up the LAN address again; true when the site changed (the network did). */
  refresh(): boolean;
  /** The runtime config of a renderer on this computer (the kiosk's `app://` window). */
  localConfig(): Record<string, unknown>;
  /** The runtime config for a browser that reached the pages by `requestHost`. */
  configFor(requestHost: string): Record<string, unknown>;
  /** The origins of the web pages that may use the database now (the kiosk's among them). */
  allowedOrigins(): string[];
  /** Stops pages and database; resolves when both no longer listen. */
  stop(): Promise<void>;
}

const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** A Host header's name part we may hand back as the database host (a name or IPv4). */
const PLAIN_HOST = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** Every address of this computer's network interfaces. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

/** `http://{host}:{port}`, an IPv6 address in brackets. */
function httpOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function isAddressInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE';
}

async function onPort<T>(
  what: string,
  port: number,
  options: RoomServerOptions,
  start: (port: number) => Promise<T>,
): Promise<T> {
  try {
    return await start(port);
  } catch (error) {
    if (!options.fallbackToFreePort || port === 0 || !isAddressInUse(error)) throw error;
    options.log?.(`Port ${port} for the ${what} is in use; using a free port instead.`);
    return start(0);
  }
}

/** Starts the database and the participant pages; resolves once both listen. */
export async function startRoomServer(options: RoomServerOptions): Promise<RoomServer> {
  const anyInterface = ANY_INTERFACE.has(options.host);
  const addresses = options.addresses ?? (anyInterface ? interfaceAddresses : () => []);
  const configuredSite = options.site === undefined ? null : checkSite(options.site);
  let lan = options.lanAddress?.() ?? null;
  // Known once the pages listen; until then no page of ours can exist.
  let pagesPort = -1;
  const allowedOrigins = (): string[] => {
    const hosts = new Set(['127.0.0.1', 'localhost', '::1', ...addresses()]);
    if (!anyInterface) hosts.add(options.host);
    if (lan !== null) hosts.add(lan);
    const origins = [...hosts].map((host) => httpOrigin(host, pagesPort));
    if (configuredSite?.ok) origins.push(configuredSite.site);
    return [...origins, KIOSK_ORIGIN];
  };
  const allowedHosts = (): string[] => {
    const hosts = [...addresses(), ...(options.allowedHosts ?? [])];
    if (lan !== null) hosts.push(lan);
    if (configuredSite?.ok) hosts.push(new URL(configuredSite.site).hostname);
    return hosts;
  };
  const database = await onPort('database', options.databasePort, options, (port) =>
    startLocalDatabase({
      port,
      host: options.host,
      // Imported rather than read from disk: the kiosk's bundle has no repository beside it.
      rules,
      seed: { themes },
      quiet: options.quiet,
      warmUp: true,
      allowedOrigins,
      allowedHosts,
      ...(options.limits !== undefined ? { limits: options.limits } : {}),
      ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
      ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
      ...(options.log ? { report: options.log } : {}),
    }),
  );
  let pages: StaticServer;
  // Clients on this computer reach a server on every interface by loopback.
  const localHost = anyInterface ? '127.0.0.1' : options.host;
  const site = (): string | null => {
    const host = options.lanAddress ? lan : anyInterface ? null : options.host;
    return host === null ? null : httpOrigin(host, pages.port);
  };
  const withSite = (config: Record<string, unknown>) => {
    const current = site();
    return current === null ? config : { ...config, site: current };
  };
  const databaseConfig = (host: string) => ({
    database: { host, port: database.port, namespace: database.namespace },
  });
  const configFor = (requestHost: string) => {
    // The browser reached us by this name, so it reaches the database by it too;
    // a phone must not look for the database on itself.
    let host = requestHost;
    if (requestHost === 'localhost') host = localHost;
    else if (!PLAIN_HOST.test(requestHost)) host = lan ?? localHost;
    // Only the wall on this computer may use the tracker API, so only its page is told.
    const trackers =
      options.trackers && isLoopbackHost(requestHost) ? { trackers: 'room-server' } : {};
    return withSite({ ...databaseConfig(host), ...trackers });
  };
  try {
    pages = await onPort('participant pages', options.port, options, (port) =>
      startStaticServer({
        root: options.webRoot,
        port,
        host: options.host,
        config: configFor,
        // The wall's page with the room's cards in it, when the build has the first paint.
        wallFirstPaint: wallFirstPaint(options.webRoot, options.log),
        ...(options.trackers
          ? {
              api: createTrackerApi({
                service: options.trackers,
                port: () => pagesPort,
                ...(options.log ? { log: options.log } : {}),
              }),
            }
          : {}),
      }),
    );
  } catch (error) {
    await database.stop();
    throw error;
  }
  pagesPort = pages.port;
  return {
    port: pages.port,
    database,
    site,
    refresh() {
      if (!options.lanAddress) return false;
      const next = options.lanAddress();
      if (next === lan) return false;
      lan = next;
      return true;
    },
    localConfig: () => withSite(databaseConfig(localHost)),
    allowedOrigins,
    configFor,
    stop: async () => {
      await Promise.all([pages.close(), database.stop()]);
    },
  };
}
