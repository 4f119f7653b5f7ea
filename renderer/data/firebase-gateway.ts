/**
 * The Firebase Realtime Database implementation of {@link DatabaseGateway}, composed of
 * its parts in `firebase/`, one per concern: the connection, the room's listens and
 * writes, a participant's handle, the config, the session and the history.
 * This folder is the only code that imports `firebase/*`.
 */
import type { Database } from 'firebase/database';
import type { DatabaseGateway } from './gateway';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { connect, type ConnectionOptions } from './firebase/connection';
import { configAccess } from './firebase/config';
import { historyAccess } from './firebase/history';
import { roomListens } from './firebase/room-listens';
import { roomWrites } from './firebase/room-writes';
import { participantJoins } from './firebase/participant-handle';
import { sessionAccess } from './firebase/session';

/** Options for {@link createFirebaseGateway}. */
export interface FirebaseGatewayOptions extends ConnectionOptions {
  /** Where unexpected write failures are reported. */
  log?: (...args: unknown[]) => void;
}

/** A gateway plus the means to shut its connection down (tests, page unload). */
export interface FirebaseGateway extends DatabaseGateway {
  readonly database: Database;
  close(): Promise<void>;
}

/** Connects to the database named by the runtime config and returns the gateway. */
export function createFirebaseGateway(
  config: RuntimeConfig,
  options: FirebaseGatewayOptions = {},
): FirebaseGateway {
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  const connection = connect(config, options);
  const { database } = connection;
  return {
    ...connection,
    ...configAccess(database),
    ...roomListens(database),
    ...roomWrites(database, log),
    ...participantJoins(database, connection.onConnected, log),
    ...sessionAccess(database),
    ...historyAccess(database),
  };
}
