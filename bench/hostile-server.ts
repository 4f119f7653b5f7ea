/**
 * The local database in a process of its own for the `hostile` benchmark, saving to a
 * temporary folder as `npm run db` does, with its event loop's delays watched. Messages
 * from the parent: `{ cmd: 'stall' }` answers `{ maxStallMs }`, the longest the event
 * loop was held since the last such message; `{ cmd: 'stop' }` stops it and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startLocalDatabase } from '../server/db/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-hostile-'));
const db = await startLocalDatabase({ port: 0, quiet: true, dataDir });
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'stall') {
    process.send?.({ maxStallMs: delay.max / 1e6 });
    delay.reset();
  } else if (m.cmd === 'stop') {
    void db.stop().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send?.({ port: db.port });
