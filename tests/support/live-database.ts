/**
 * The local database a test file talks to, started once for the file, with what every
 * such file needs: fresh screen codes and SDK clients ({@link TestSession}), product
 * gateways each on a connection of its own (as separate devices are), and the stores
 * made on them disposed before those connections close. Call it at the top of the file.
 */
import { ref, set, type Database } from 'firebase/database';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createFirebaseGateway, type FirebaseGateway } from '../../renderer/data/firebase-gateway';
import { startTestDatabase, TestSession, type DatabaseTarget } from './local-db';

/** The file's database and the means to connect to it. */
export interface LiveDatabase {
  /** The running database (available inside tests and hooks). */
  readonly target: DatabaseTarget;
  /** Fresh codes and SDK clients on the database. */
  readonly session: TestSession;
  /**
   * A product gateway on a connection of its own, closed after the file; `log` takes
   * what it reports (nothing is printed by default).
   */
  gateway(log?: (...args: unknown[]) => void): FirebaseGateway;
  /** Disposes `store` after the file, before the connections close; returns it. */
  keep<T extends { dispose(): void }>(store: T): T;
  /** Closes `gateway` now (a tab that reloads or goes); it is not closed again at the end. */
  close(gateway: FirebaseGateway): Promise<void>;
  /** A fresh code in round `round` (none stored for 0), with an SDK client `db` on it. */
  roomAt(round: number): Promise<{ code: string; db: Database }>;
}

/**
 * Starts the local database for this file. `cleanup: 'each'` removes what each test
 * wrote after it (the rules tests); by default it goes after the file.
 */
export function useLiveDatabase(
  name: string,
  options: { cleanup?: 'each' | 'file' } = {},
): LiveDatabase {
  let target: DatabaseTarget | null = null;
  let session: TestSession | null = null;
  const gateways: FirebaseGateway[] = [];
  const stores: { dispose(): void }[] = [];
  let n = 0;

  beforeAll(async () => {
    target = await startTestDatabase();
    session = new TestSession(target);
  });
  if (options.cleanup === 'each') afterEach(() => session?.cleanup());
  afterAll(async () => {
    for (const store of stores.splice(0)) store.dispose();
    await Promise.all(gateways.splice(0).map((g) => g.close()));
    await session?.cleanup();
    await target?.stop();
  });

  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('The live database starts in beforeAll: use it in a test.');
    return value;
  };

  return {
    get target() {
      return started(target);
    },
    get session() {
      return started(session);
    },
    gateway(log = () => undefined) {
      const { host, port, namespace } = started(target);
      n += 1;
      const g = createFirebaseGateway(
        { database: { host, port, namespace } },
        { appName: `${name}-${process.pid}-${n}`, log },
      );
      gateways.push(g);
      return g;
    },
    keep(store) {
      stores.push(store);
      return store;
    },
    async close(gateway) {
      const at = gateways.indexOf(gateway);
      if (at >= 0) gateways.splice(at, 1);
      await gateway.close();
    },
    async roomAt(round) {
      const code = started(session).code();
      const { db } = started(session).client();
      // The rules take only one more than before: counted up as New rounds would.
      for (let n = 1; n <= round; n += 1) await set(ref(db, `sessions/${code}/round`), n);
      return { code, db };
    },
  };
}
