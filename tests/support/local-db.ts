/**
 * Test helpers for the Realtime Database: start the local database (or use
 * Firebase's own emulator when `FIREBASE_DATABASE_EMULATOR_HOST` names one),
 * connect official-SDK clients to it, hand out fresh screen codes and clean up.
 */
import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  type Database,
  type DataSnapshot,
  type Query,
} from 'firebase/database';
import {
  DEFAULT_NAMESPACE,
  startLocalDatabase,
  type LocalDatabase,
  type LocalDatabaseOptions,
} from '../../server/db/server';
import { rest } from './rest-client';

/** `host:port` of Firebase's own emulator when the environment names one. */
export const EXTERNAL_EMULATOR: string | undefined =
  process.env.FIREBASE_DATABASE_EMULATOR_HOST || undefined;

/** Where the tests' SDK clients connect. */
export interface DatabaseTarget {
  host: string;
  port: number;
  namespace: string;
  /** "host:port" */
  hostPort: string;
  /** databaseURL for `initializeApp`. */
  databaseURL: string;
  /** Our local database, or null when the tests run against an external emulator. */
  local: LocalDatabase | null;
  /** Stops our local database (nothing for an external emulator). */
  stop(): Promise<void>;
}

/** Options for {@link startTestDatabase}. */
export interface TestDatabaseOptions extends LocalDatabaseOptions {
  /**
   * Use the external emulator named by FIREBASE_DATABASE_EMULATOR_HOST when set
   * (conformance tests). Tests that need control of the server leave it false.
   */
  allowExternal?: boolean;
}

/** Starts a local database on a free port (quiet), or names the external emulator. */
export async function startTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseTarget> {
  const { allowExternal = false, ...local } = options;
  if (allowExternal && EXTERNAL_EMULATOR) {
    const i = EXTERNAL_EMULATOR.lastIndexOf(':');
    const host = EXTERNAL_EMULATOR.slice(0, i);
    const port = Number(EXTERNAL_EMULATOR.slice(i + 1));
    const namespace = local.namespace ?? DEFAULT_NAMESPACE;
    return {
      host,
      port,
      namespace,
      hostPort: EXTERNAL_EMULATOR,
      databaseURL: `http://${EXTERNAL_EMULATOR}?ns=${namespace}`,
      local: null,
      stop: () => Promise.resolve(),
    };
  }
  return targetOf(await startLocalDatabase({ port: 0, quiet: true, ...local }));
}

/** A started local database as a test target (stopping the target stops it). */
export function targetOf(db: LocalDatabase): DatabaseTarget {
  return {
    host: db.host,
    port: db.port,
    namespace: db.namespace,
    hostPort: db.hostPort,
    databaseURL: db.url,
    local: db,
    stop: () => db.stop(),
  };
}

/** One official-SDK client (its own app, so its own connection). */
export interface TestClient {
  app: FirebaseApp;
  db: Database;
  close(): Promise<void>;
}

let clientCounter = 0;

/** Creates an SDK app connected to `target` with a unique name. */
export function connectTestClient(target: DatabaseTarget, label = 'client'): TestClient {
  clientCounter += 1;
  const app = initializeApp(
    { databaseURL: target.databaseURL, projectId: target.namespace },
    `${label}-${process.pid}-${clientCounter}-${randomBytes(3).toString('hex')}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, target.host, target.port);
  let closed = false;
  return {
    app,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await deleteApp(app);
    },
  };
}

/** A fresh screen code in normalised form: `screen-test-<random>`. */
export function freshScreenCode(prefix = 'screen-test'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A participant record that the security rules accept. */
export function participantRecord(
  userId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    userId,
    userName: `Name ${userId}`,
    selected: '-',
    showCard: false,
    lastUpdate: Date.now(),
    round: 0,
    ...overrides,
  };
}

/**
 * Resolves with the first snapshot of `q` for which `predicate` holds (current
 * value included), rejecting after `timeoutMs`.
 */
export function waitFor(
  q: Query,
  predicate: (snap: DataSnapshot) => boolean,
  timeoutMs = 5000,
  what = 'the expected value',
): Promise<DataSnapshot> {
  return new Promise((resolve, reject) => {
    let last: unknown = undefined;
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(last)}`));
    }, timeoutMs);
    stop = onValue(q, (snap) => {
      last = snap.val();
      if (predicate(snap)) {
        clearTimeout(timer);
        // Unsubscribing inside the callback is fine: onValue returns synchronously first.
        queueMicrotask(() => stop());
        resolve(snap);
      }
    });
  });
}

/** Keys of a query snapshot in the query's order. */
export function keysInOrder(snap: DataSnapshot): string[] {
  const keys: string[] = [];
  snap.forEach((child) => {
    if (child.key !== null) keys.push(child.key);
  });
  return keys;
}

/**
 * Per-test bookkeeping: clients created through it are closed and the screen
 * codes it handed out are wiped by {@link TestSession.cleanup}.
 */
export class TestSession {
  private readonly clients: TestClient[] = [];
  private readonly codes: string[] = [];

  constructor(readonly target: DatabaseTarget) {}

  client(label?: string): TestClient {
    const c = connectTestClient(this.target, label);
    this.clients.push(c);
    return c;
  }

  code(prefix?: string): string {
    const c = freshScreenCode(prefix);
    this.codes.push(c);
    return c;
  }

  async cleanup(): Promise<void> {
    const codes = this.codes.splice(0);
    const local = this.target.local;
    if (local) {
      for (const c of codes) {
        for (const root of ['screens', 'configs', 'sessions', 'presence']) {
          local.setData(`${root}/${c}`, null);
        }
      }
    } else if (codes.length > 0) {
      // As the emulator's admin: the rules let no client remove a whole room.
      const { host, port, namespace } = this.target;
      await Promise.all(
        codes.flatMap((c) =>
          ['screens', 'configs', 'sessions', 'presence'].map((root) =>
            rest(port, `/${root}/${c}.json?ns=${namespace}`, {
              method: 'DELETE',
              host,
              headers: { authorization: 'Bearer owner' },
            }),
          ),
        ),
      );
    }
    await Promise.all(this.clients.splice(0).map((c) => c.close()));
  }
}

/**
 * Waits for what travels through the database and back (a write reaching a listener, a
 * reconnect, an onDisconnect). Generous: on a busy machine that takes longer than
 * vi.waitFor's 1 s default, and the check still ends as soon as the signal arrives.
 */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 20 });
}
