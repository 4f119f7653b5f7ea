/**
 * The local database in a process of its own for the `rooms` benchmark, so its CPU
 * and memory are measured apart from the clients'. Started by bench/scenarios/rooms.ts
 * with IPC and the number of connections the run opens as its argument; run with
 * --cpu-prof to profile it. Messages from the parent:
 * `{ cmd: 'stats' }` answers `{ port, cpuMs, systemMs, rss, heapUsed, loop }` (heap after a GC when
 * run with --expose-gc; `loop`: the event loop's utilization so far), `{ cmd: 'stop' }` stops the database and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS, startLocalDatabase } from '../server/db/server';

// Saved as `npm run db` saves it (a snapshot shortly after changes): that work counts too.
const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-rooms-'));
// Every client of the bench comes from loopback: one address holds them all. Past the
// default cap (5,000 connections, 238 rooms) the cap is raised to fit, as a server for
// that many rooms would be configured (DB_MAX_CONNECTIONS, docs/threat-model.md).
const connections = Math.max(DEFAULT_LIMITS.maxConnections, Number(process.argv[2]) || 0);
const db = await startLocalDatabase({
  port: 0,
  quiet: true,
  dataDir,
  limits: { maxConnections: connections, maxConnectionsPerAddress: connections },
});
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'stats') {
    gc?.();
    const cpu = process.cpuUsage();
    const mem = process.memoryUsage();
    process.send?.({
      port: db.port,
      namespace: db.namespace,
      cpuMs: (cpu.user + cpu.system) / 1000,
      systemMs: cpu.system / 1000,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      loop: performance.eventLoopUtilization(),
    });
  } else if (m.cmd === 'stop') {
    void db.stop().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send?.({ port: db.port, namespace: db.namespace, ready: true });
