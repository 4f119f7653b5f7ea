/**
 * The local database in a process of its own for the `hostile` benchmark, saving to a
 * temporary folder as `npm run db` does, with its event loop's delays watched. Messages
 * from the parent: `{ cmd: 'stall' }` answers `{ maxStallMs }`, the longest the event
 * loop was held since the last such message, and `cpuMs`, the CPU time the process used
 * since (a figure a loaded machine inflates far less than the stall); `{ cmd: 'stop' }`
 * stops it and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startLocalDatabase } from '../server/db/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-hostile-'));
const db = await startLocalDatabase({ port: 0, quiet: true, dataDir, warmUp: true });
// As `npm run db` is a second after it started: the rules' check warmed up (warm-up.ts).
await db.warmedUp;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

let cpu = process.cpuUsage();

process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'stall') {
    const used = process.cpuUsage(cpu);
    process.send?.({ maxStallMs: delay.max / 1e6, cpuMs: (used.user + used.system) / 1000 });
    delay.reset();
    cpu = process.cpuUsage();
  } else if (m.cmd === 'stop') {
    void db.stop().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send?.({ port: db.port });
