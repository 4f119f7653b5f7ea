/**
 * `npm run db`: the local Realtime Database on DB_PORT (default 9000), seeded
 * with the themes list and enforcing database.rules.json. Its data is kept in
 * DB_DATA_DIR (default: see `defaultDataDir`); screen codes unused for DB_RETENTION_DAYS
 * (default 90) are forgotten. DB_ALLOWED_HOSTS names further host names it may be
 * reached by (comma-separated), DB_MAX_CONNECTIONS and DB_MAX_CONNECTIONS_PER_ADDRESS
 * its connection caps. Prints one line when it listens
 * and stops cleanly, with its data saved, on Ctrl-C or SIGTERM.
 */
import {
  allowedHostsFrom,
  connectionLimitsFrom,
  defaultDataDir,
  retentionDaysFrom,
  startLocalDatabase,
} from './db/server';

const port = Number(process.env.DB_PORT ?? 9000);
const host = process.env.DB_HOST ?? '127.0.0.1';

const allowedHosts = allowedHostsFrom(process.env);

async function main(): Promise<void> {
  const db = await startLocalDatabase({
    port,
    host,
    dataDir: defaultDataDir(),
    warmUp: true,
    retentionDays: retentionDaysFrom(process.env, (message) => console.error(message)),
    allowedHosts: () => allowedHosts,
    limits: connectionLimitsFrom(process.env, (message) => console.error(message)),
  });
  console.log(
    `Story Point local database listening on ${host}:${db.port} (namespace ${db.namespace}), data in ${db.dataFile}`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void db.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    'The local database could not start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
