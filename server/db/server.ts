/**
 * The local Realtime Database: a server on 127.0.0.1 that the official firebase
 * SDK reaches through `connectDatabaseEmulator` or `FIREBASE_DATABASE_EMULATOR_HOST`,
 * so that the product runs and is tested with no cloud project.
 *
 * Its parts: the data it starts with (`initial-data.ts`), the data and what keeps it
 * (`kept-data.ts`: the store, retention, saving), who is served (`admission.ts`) and
 * the port (`http-front.ts`: REST on `/{path}.json` and the SDK's websockets, each a
 * `connection.ts`). It can be paused and resumed on the same port with the same data,
 * which the fault tests use to simulate an outage.
 */
import type { IncomingMessage } from 'node:http';
import { Admission } from './admission';
import { ClientConnection, type ClientSocket } from './connection';
import { handshakeHost } from './handshake-host';
import { acceptWebSockets, createFront, listen } from './http-front';
import { loadDefaultRules, loadInitialData } from './initial-data';
import { keepData } from './kept-data';
import type { LocalDatabase, LocalDatabaseOptions } from './local-database';
import { DAY_MS } from './retention';
import { KEEP_ALIVE_MS } from './event-stream';
import { pushIdGenerator } from './push-id';
import type { RestContext } from './rest';
import { RestClients } from './rest-clients';
import { DEFAULT_LIMITS, type ConnectionLimits } from './validate';
import { warmUpRules } from './warm-up';
import { normalizePath } from './wire';

export { DATA_DIR_ENV, defaultDataDir } from './persistence';
export { DEFAULT_LIMITS, type ConnectionLimits } from './validate';
export { DEFAULT_RETENTION_DAYS, RETENTION_ENV, retentionDaysFrom } from './retention';
export type { AllowedOrigins } from './origin';
export type { AllowedHosts } from './host-check';
export { ALLOWED_HOSTS_ENV, allowedHostsFrom } from './host-check';
export { CONNECTION_CAP_ENV, connectionLimitsFrom } from './connection-caps';
export { loadDefaultRules, loadThemes } from './initial-data';
export type { LocalDatabase, LocalDatabaseOptions } from './local-database';

/** The default namespace of the local database. */
export const DEFAULT_NAMESPACE = 'story-point-local';

/** Starts the local database and resolves once it listens. */
export async function startLocalDatabase(opts: LocalDatabaseOptions = {}): Promise<LocalDatabase> {
  const host = opts.host ?? '127.0.0.1';
  const namespace = opts.namespace ?? DEFAULT_NAMESPACE;
  const rules = opts.rules === undefined ? loadDefaultRules() : opts.rules;
  const log = opts.quiet ? () => undefined : (message: string) => console.error(message);
  const report = opts.report ?? ((message: string) => console.error(message));
  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const initial = loadInitialData(opts, limits.maxChildren, report);
  const trustTokenClaims = opts.trustTokenClaims === true;
  const { store, writer, streams, forgetIdle } = keepData(
    initial,
    { ...opts, rules },
    limits,
    report,
  );
  forgetIdle();
  const admission = new Admission({ ...opts, host }, limits, report);
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
  const http = createFront(limits, admission, rest);
  const port = await listen(http, opts.port ?? 0, host);
  const warmUp = opts.warmUp && store.rules ? warmUpRules(store.rules) : null;
  // Clients on this machine reach us by 127.0.0.1 even when we listen on every interface.
  const clientHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const hostPort = `${clientHost}:${port}`;
  acceptWebSockets(http, limits, admission, (ws: ClientSocket, req: IncomingMessage) => {
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
