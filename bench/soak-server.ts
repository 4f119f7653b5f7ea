/**
 * The room server's database in a process of its own for the `soak` benchmark, so a
 * restart is a real one (a new process on the same port and data folder) and its heap,
 * handles and timers are its own. Started by bench/scenarios/soak.ts with IPC and the
 * environment SOAK_PORT, SOAK_DATA_DIR, SOAK_NOW (the simulated clock, ms) and
 * SOAK_RETENTION_DAYS. Messages from the parent, each answered with `{ re, ... }`:
 * `clock` sets the simulated time (`now`), `forget` runs the daily retention check,
 * `stats` answers the heap after a GC (run with --expose-gc), the active handles by
 * type, listens, connections, the bytes stored and the data file's size (after a
 * save), `stop` saves and exits.
 */
import { statSync } from 'node:fs';
import { startLocalDatabase } from '../server/db/server';

let now = Number(process.env.SOAK_NOW);
const db = await startLocalDatabase({
  port: Number(process.env.SOAK_PORT),
  quiet: true,
  dataDir: process.env.SOAK_DATA_DIR,
  retentionDays: Number(process.env.SOAK_RETENTION_DAYS),
  now: () => now,
  report: (message) => process.send?.({ report: message }),
});
const gc = (globalThis as { gc?: () => void }).gc;

/** Active handles and requests by type (`Timeout`, `TCPSocketWrap`, ...). */
function resources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

process.on('message', (m: { cmd: string; re: number; now?: number }) => {
  const answer = (body: object) => process.send?.({ re: m.re, ...body });
  if (m.cmd === 'clock') {
    now = m.now!;
    answer({});
  } else if (m.cmd === 'forget') {
    answer({ forgotten: db.forgetIdle() });
  } else if (m.cmd === 'stats') {
    void db.flush().then(() => {
      gc?.();
      answer({
        heapUsed: process.memoryUsage().heapUsed,
        resources: resources(),
        listens: db.listenCount,
        connections: db.connectionCount,
        storedBytes: db.storedBytes,
        fileBytes: statSync(db.dataFile!).size,
      });
    });
  } else if (m.cmd === 'stop') {
    void db.stop().then(() => {
      answer({});
      process.exit(0);
    });
  }
});
process.send?.({ ready: true, port: db.port });
