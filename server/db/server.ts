/**
 * The local Realtime Database: a server on 127.0.0.1 that the official firebase
 * SDK reaches through `connectDatabaseEmulator` or `FIREBASE_DATABASE_EMULATOR_HOST`,
 * so that the product runs and is tested with no cloud project.
 *
 * Data, queries and targaryen rules are in `store.ts`; the websocket server
 * (ws) hands each connection to our protocol handler (`connection.ts`), and the
 * same port answers the REST API (`rest.ts`) on `/{path}.json`. It can be
 * paused and resumed on the same port with the same data, which the fault tests
 * use to simulate an outage.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import WebSocket from 'ws';
import { ClientConnection, type ClientSocket } from './connection';
import { ConnectionCaps } from './connection-caps';
import { HostCheck, type AllowedHosts } from './host-check';
import { handleCors } from './cors';
import { handshakeHost } from './handshake-host';
import { EventStreams, KEEP_ALIVE_MS } from './event-stream';
import { OriginCheck, type AllowedOrigins } from './origin';
import { loadSnapshot, prepareDataDir, SnapshotWriter } from './persistence';
import { ACTIVITY_KEY, DAY_MS, DEFAULT_RETENTION_DAYS, Retention } from './retention';
import { pushIdGenerator } from './push-id';
import { handleRest, isRestUrl, type RestContext } from './rest';
import { RestClients } from './rest-clients';
import { DataStore } from './store';
import { checkStoredTree, DEFAULT_LIMITS, type ConnectionLimits } from './validate';
import { warmUpRules, type WarmUpResult } from './warm-up';
import { isRecord, normalizePath } from './wire';

export { DATA_DIR_ENV, defaultDataDir } from './persistence';
export { DEFAULT_LIMITS, type ConnectionLimits } from './validate';
export { DEFAULT_RETENTION_DAYS, RETENTION_ENV, retentionDaysFrom } from './retention';
export type { AllowedOrigins } from './origin';
export type { AllowedHosts } from './host-check';
export { ALLOWED_HOSTS_ENV, allowedHostsFrom } from './host-check';
export { CONNECTION_CAP_ENV, connectionLimitsFrom } from './connection-caps';

/**
 * Top-level paths whose entries only a live connection vouches for: none of
 * them is restored from the data file, since no connection holds them then.
 */
const CONNECTION_BOUND = ['presence'];

/** Options for {@link startLocalDatabase}. */
export interface LocalDatabaseOptions {
  /** Port to listen on; 0 (or absent) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Security rules (a rules file's content); `false` turns them off. Default: `database.rules.json`. */
  rules?: object | false;
  /** Initial data; default `{ themes: <server/db/themes.json> }`. */
  seed?: unknown;
  /** Namespace the SDK names in its URL; one namespace is served whatever it is. */
  namespace?: string;
  /** No diagnostics (rule denials, protocol errors) on stderr. */
  quiet?: boolean;
  /**
   * Warms the rules' check up once listening (`warm-up.ts`), so that the first large writes
   * of clients cost what later ones do. `npm run db` and the kiosk do; tests need not.
   */
  warmUp?: boolean;
  /**
   * Folder where the data is kept across restarts (see `persistence.ts`):
   * loaded at start, saved atomically shortly after each change and when the
   * database stops. Without it the data lives in memory only (tests).
   * `npm run db` and `npm start` use {@link defaultDataDir}.
   */
  dataDir?: string;
  /**
   * Receives problems that need an operator (a corrupt data file moved aside,
   * a failed save) even when `quiet`; default: stderr.
   */
  report?: (message: string) => void;
  /** Per-connection limits; defaults: {@link DEFAULT_LIMITS}. */
  limits?: Partial<ConnectionLimits>;
  /**
   * Lets an unsigned JWT's claims become the client's `auth` in the rules, as
   * Firebase's emulator does (for tests of auth-based rules only). Never gives
   * admin rights. Default false: every token is refused.
   */
  trustTokenClaims?: boolean;
  /** Interval of the REST event streams' keep-alive events; default 30 s, as the service. */
  keepAliveMs?: number;
  /**
   * The origins of the web pages that may use the database (websocket and
   * REST), asked anew on each request; requests without an Origin (the SDK in
   * Node, curl) are always served. Default: pages on this computer (loopback
   * http and https, any port) and the kiosk's own `app://story-point`.
   */
  allowedOrigins?: AllowedOrigins;
  /**
   * The names and addresses beyond loopback and this computer's own addresses that
   * requests may name in their Host header (the LAN address, a configured site's host,
   * names an operator set), asked anew on each request; requests naming any other host
   * are refused (403) before any work. Default: none.
   */
  allowedHosts?: AllowedHosts;
  /**
   * Days after its last write that a screen code is forgotten, all its paths
   * (see `retention.ts`); checked at start and every day. Default
   * {@link DEFAULT_RETENTION_DAYS}; `npm run db` and `npm start` read `DB_RETENTION_DAYS`.
   */
  retentionDays?: number;
  /** The clock of the retention (the soak bench moves it); default `Date.now`. */
  now?: () => number;
}

/** A running local database. */
export interface LocalDatabase {
  host: string;
  port: number;
  namespace: string;
  /** "127.0.0.1:port" (the host clients should use) */
  hostPort: string;
  /** `http://127.0.0.1:port?ns=...`, usable as the SDK's databaseURL. */
  url: string;
  /**
   * `ws://127.0.0.1:port?ns=...`: as the SDK's databaseURL this also makes a
   * browser use websockets only. Without it a browser that failed to reach the
   * server (an outage) falls back to long polling, which this server does not speak.
   */
  wsUrl: string;
  /**
   * Stops listening and drops every connection. The data is kept for
   * {@link restart}, and saved to the data folder when there is one.
   */
  stop(): Promise<void>;
  /** Saves pending changes to the data folder now (nothing without one). */
  flush(): Promise<void>;
  /** What the warm-up wrote, once it ran or was stopped; null at once without `warmUp`. */
  readonly warmedUp: Promise<WarmUpResult | null>;
  /** The data file, or null when the data lives in memory only. */
  readonly dataFile: string | null;
  /** Starts again on the same port with the same data. */
  restart(): Promise<void>;
  /**
   * Simulates an outage: stops listening and drops every client socket, keeping the
   * data. Queued onDisconnect writes are discarded unless `runOnDisconnect` is true
   * (a server that goes away does not run them; a client that goes away does).
   */
  pause(options?: { runOnDisconnect?: boolean }): Promise<void>;
  /** Listens again on the same port after {@link pause}. */
  resume(): Promise<void>;
  /** Whether it is listening now. */
  readonly listening: boolean;
  /** Number of open client connections: websockets and REST event streams. */
  readonly connectionCount: number;
  /**
   * Number of listens (queries) open across all connections, a REST event
   * stream being one: tells a test whether clients unsubscribe.
   */
  readonly listenCount: number;
  /** Forgets the screen codes idle for longer than the retention period now; returns them. */
  forgetIdle(): string[];
  /** Bytes the data takes as JSON (what `limits.maxStoredBytes` bounds). */
  readonly storedBytes: number;
  /** Reads raw data at `path` (default: the root), bypassing rules: in-process callers only. */
  getData(path?: string): unknown;
  /**
   * Writes raw data at `path`, bypassing rules; listeners are notified. Server
   * values are resolved. The only admin access there is: in-process callers
   * (tests, seeding), never a client over the wire.
   */
  setData(path: string, value: unknown): void;
}

/** The default namespace of the local database. */
export const DEFAULT_NAMESPACE = 'story-point-local';

/** The repository's `database.rules.json`. */
export function loadDefaultRules(): object {
  return JSON.parse(
    readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
  ) as object;
}

/** The seeded themes list (`server/db/themes.json`). */
export function loadThemes(): unknown {
  return JSON.parse(readFileSync(new URL('./themes.json', import.meta.url), 'utf8')) as unknown;
}

function listen(http: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    http.once('error', onError);
    http.listen(port, host, () => {
      http.off('error', onError);
      resolve((http.address() as AddressInfo).port);
    });
  });
}

/**
 * The addresses of this computer a server listening on `host` is reached by: every
 * interface's on every interface, otherwise `host` itself.
 */
function ownAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host];
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

/** Starts the local database and resolves once it listens. */
export async function startLocalDatabase(opts: LocalDatabaseOptions = {}): Promise<LocalDatabase> {
  const host = opts.host ?? '127.0.0.1';
  const namespace = opts.namespace ?? DEFAULT_NAMESPACE;
  const rules = opts.rules === undefined ? loadDefaultRules() : opts.rules;
  const seed = opts.seed === undefined ? { themes: loadThemes() } : opts.seed;
  const log = opts.quiet ? () => undefined : (message: string) => console.error(message);
  const report = opts.report ?? ((message: string) => console.error(message));
  // The seeded paths (the themes) win over the saved data, so they stay read-only.
  const seeded = isRecord(seed) ? seed : {};
  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  if (opts.dataDir) prepareDataDir(opts.dataDir, report);
  // The file is checked as a write is: a crafted one could hold what no client may write.
  const checkSaved = (data: Record<string, unknown>) => {
    const tree = Object.entries(data).filter(([key]) => key !== ACTIVITY_KEY);
    return checkStoredTree(Object.fromEntries(tree), limits.maxChildren);
  };
  const saved = opts.dataDir ? loadSnapshot(opts.dataDir, report, checkSaved).data : null;
  const lastWrites = saved?.[ACTIVITY_KEY];
  if (saved) for (const key of [ACTIVITY_KEY, ...CONNECTION_BOUND]) delete saved[key];
  const initial = saved ? { ...saved, ...seeded } : seed;
  const now = opts.now ?? Date.now;

  const trustTokenClaims = opts.trustTokenClaims === true;
  const store = new DataStore(initial, rules, limits.maxStoredBytes, limits.maxChildren);
  const retentionMs = (opts.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS;
  const retention = new Retention(store, retentionMs, now, lastWrites);
  store.reservedBytes = () => retention.bytes;
  const snapshot = () => ({ ...(store.read('') as object), [ACTIVITY_KEY]: retention.toJSON() });
  const writer = opts.dataDir
    ? new SnapshotWriter(opts.dataDir, snapshot, new Set(Object.keys(seeded)), report)
    : null;
  const streams = new EventStreams();
  store.onChange = (changed) => {
    retention.written(changed);
    writer?.changed();
    streams.dataChanged();
  };
  const forgetIdle = () => {
    const forgotten = retention.forgetIdle();
    if (forgotten.length > 0) {
      report(
        `local-db: forgot ${forgotten.length} screen codes idle for ${retentionMs / DAY_MS} days`,
      );
    }
    return forgotten;
  };
  forgetIdle();
  const origins = new OriginCheck(opts.allowedOrigins, report);
  const hosts = new HostCheck(
    () => [...ownAddresses(host), ...(opts.allowedHosts?.() ?? [])],
    report,
  );
  const caps = new ConnectionCaps(limits);
  /** Sockets answered with a cap they reached: whatever they send is not served. */
  const refusedSockets = new WeakSet<Socket>();
  const connections = new Set<ClientConnection>();
  const rest: RestContext = {
    store,
    limits,
    trustTokenClaims,
    keepAliveMs: opts.keepAliveMs ?? KEEP_ALIVE_MS,
    maxQueuedBytes: limits.maxQueuedBytes,
    pushId: pushIdGenerator(),
    streams,
    clients: new RestClients(limits.maxQueuedBytes, limits.maxEventStreamsPerClient),
  };

  const http = createServer(
    {
      // Node's own deadlines, past ours (rest.ts answers a slow body with the limit it broke).
      headersTimeout: limits.maxPartialMs,
      requestTimeout: limits.maxPartialMs * 2,
      connectionsCheckingInterval: Math.min(1000, limits.maxPartialMs),
    },
    (req, res) => {
      if (refusedSockets.has(req.socket)) return void req.socket.destroy();
      const refused = hosts.refusal(req.headers.host) ?? origins.refusal(req.headers.origin);
      if (refused !== null) {
        res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
        return void res.end(JSON.stringify({ error: refused }));
      }
      if (isRestUrl(req.url)) {
        if (handleCors(req, res)) return;
        return void handleRest(req, res, rest);
      }
      // Anything else (a browser, a health check) is told what is served here.
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' });
      res.end(
        'Story Point local Realtime Database: the SDK over websocket, REST on /{path}.json\n',
      );
    },
  );
  http.on('connection', (socket: Socket) => {
    if (!caps.admit(socket)) refusedSockets.add(socket);
  });
  const port = await listen(http, opts.port ?? 0, host);
  const warmUp = opts.warmUp && store.rules ? warmUpRules(store.rules) : null;
  // Clients on this machine reach us by 127.0.0.1 even when we listen on every interface.
  const clientHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const hostPort = `${clientHost}:${port}`;

  // No single frame beyond the message limit is even read (ws closes with 1009).
  const wss = new WebSocket.Server({
    server: http,
    maxPayload: limits.maxMessageBytes,
    verifyClient: (info, done) => {
      if (refusedSockets.has(info.req.socket)) return done(false, 503);
      const reason = hosts.refusal(info.req.headers.host) ?? origins.refusal(info.origin);
      if (reason === null) return done(true);
      done(false, 403, reason, { 'Content-Type': 'text/plain; charset=utf-8' });
    },
  });
  wss.on('connection', (ws: ClientSocket, req: IncomingMessage) => {
    const connection = new ClientConnection(ws, {
      store,
      hostPort: handshakeHost(req.headers.host, hostPort),
      log,
      limits,
      trustTokenClaims,
    });
    connections.add(connection);
    ws.on('close', () => connections.delete(connection));
  });

  // The daily check runs while the server listens (a stopped one forgets nothing).
  const checkDaily = () => setInterval(forgetIdle, DAY_MS).unref();
  let daily = checkDaily();

  let listening = true;
  const pause = async (options: { runOnDisconnect?: boolean } = {}) => {
    // Stryker disable next-line ConditionalExpression: pausing a paused server again closes nothing (http.close calls back at once) and drops no one
    if (!listening) return;
    listening = false;
    warmUp?.stop();
    clearInterval(daily);
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    for (const c of [...connections]) c.drop(options.runOnDisconnect === true);
    connections.clear();
    streams.endAll();
    http.closeAllConnections();
    await closed;
  };
  const resume = async () => {
    if (listening) return;
    await listen(http, port, host);
    listening = true;
    daily = checkDaily();
  };

  return {
    host: clientHost,
    port,
    namespace,
    hostPort,
    url: `http://${hostPort}?ns=${namespace}`,
    wsUrl: `ws://${hostPort}?ns=${namespace}`,
    async stop() {
      await pause();
      await writer?.flush();
    },
    flush: () => writer?.flush() ?? Promise.resolve(),
    warmedUp: warmUp?.done ?? Promise.resolve(null),
    dataFile: writer?.path ?? null,
    restart: resume,
    pause,
    resume,
    get listening() {
      return listening;
    },
    get connectionCount() {
      return connections.size + streams.size;
    },
    get listenCount() {
      let n = streams.size;
      for (const c of connections) n += c.listenCount;
      return n;
    },
    forgetIdle,
    get storedBytes() {
      return store.storedBytes;
    },
    getData: (path = '') => store.read(normalizePath(path)),
    setData(path, value) {
      store.set(path, value, 'admin');
    },
  };
}
