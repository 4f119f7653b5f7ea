/**
 * What the local database is started with and what a running one offers: its
 * options and its handle (server.ts starts it).
 */
import type { AllowedHosts } from './host-check';
import type { AllowedOrigins } from './origin';
import type { ConnectionLimits } from './validate';
import type { WarmUpResult } from './warm-up';

/** Options for `startLocalDatabase` (server.ts). */
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
   * `npm run db` and `npm start` use `defaultDataDir` (persistence.ts).
   */
  dataDir?: string;
  /**
   * Receives problems that need an operator (a corrupt data file moved aside,
   * a failed save) even when `quiet`; default: stderr.
   */
  report?: (message: string) => void;
  /** Per-connection limits; defaults: `DEFAULT_LIMITS` (validate.ts). */
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
   * `DEFAULT_RETENTION_DAYS` (retention.ts); `npm run db` and `npm start` read `DB_RETENTION_DAYS`.
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
