/**
 * The connection to the database the runtime config names: the Firebase app (on
 * Firebase, or the local database through the SDK's emulator connection), the short
 * reconnect schedule (../reconnect.ts), whether it is connected and the server's clock.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  ref,
  type Database,
} from 'firebase/database';
import type { RuntimeConfig } from '../../../shared/runtime-config';
import type { DatabaseGateway } from '../gateway';
import { keepReconnecting, sdkTarget } from '../reconnect';
import { websocketOnlyURL } from '../transport';

/** How {@link connect} opens the connection. */
export interface ConnectionOptions {
  /** Distinct app name, so tests can run several clients in one process. */
  appName?: string;
  /**
   * Reconnect schedule while disconnected (reconnect.ts); default: the config's
   * `reconnectDelaysMs`, else 4 s. `false`: the SDK's own backoff only.
   */
  reconnectDelaysMs?: readonly number[] | false;
}

/** An open connection: the database, what the gateway says of it, and its end. */
export interface FirebaseConnection extends Pick<DatabaseGateway, 'onConnected' | 'serverNow'> {
  readonly database: Database;
  close(): Promise<void>;
}

/** The app on Firebase, or on the local database (reached as the SDK's emulator). */
function openApp(config: RuntimeConfig, appName: string | undefined): FirebaseApp {
  if (config.firebase) {
    return initializeApp(
      { ...config.firebase, databaseURL: websocketOnlyURL(config.firebase.databaseURL) },
      appName,
    );
  }
  const local = config.database;
  if (!local) throw new Error('Runtime config names no database.');
  // Websockets only (transport.ts); the local database does not speak long polling.
  const app = initializeApp(
    {
      databaseURL: websocketOnlyURL(`http://${local.namespace}.firebaseio.com`),
      projectId: local.namespace,
    },
    appName,
  );
  connectDatabaseEmulator(getDatabase(app), local.host, local.port);
  return app;
}

/** Connects to the database named by the runtime config. */
export function connect(config: RuntimeConfig, options: ConnectionOptions): FirebaseConnection {
  const app = openApp(config, options.appName);
  // The app's one database: the instance the emulator connection was made on.
  const database = getDatabase(app);
  const target = sdkTarget(database);

  const reconnect = options.reconnectDelaysMs ?? config.reconnectDelaysMs;
  const stopReconnecting =
    reconnect === false ? () => undefined : keepReconnecting(target, reconnect);

  let serverOffset = 0;
  const stopOffset = onValue(ref(database, '.info/serverTimeOffset'), (snap) => {
    const v: unknown = snap.val();
    if (typeof v === 'number' && Number.isFinite(v)) serverOffset = v;
  });

  return {
    database,
    onConnected: target.onConnected,
    serverNow: () => Date.now() + serverOffset,
    async close() {
      stopReconnecting();
      stopOffset();
      await deleteApp(app);
    },
  };
}
