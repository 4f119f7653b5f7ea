/**
 * `npm start`: the product on its embedded local database, served by the same
 * room server the kiosk runs in room-server mode (`server/room-server.ts`): the
 * local Realtime Database (DB_PORT, default 9000; data in DB_DATA_DIR, see
 * `defaultDataDir`) and the production renderer
 * build with its runtime config (PORT, default 5173). Prints the screen URL and
 * opens the Electron kiosk on it where the Electron binary is installed.
 * HOST=0.0.0.0 makes both reachable from phones on the LAN, and the wall's join
 * link then names this computer's LAN address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { chooseLanAddress } from './lan-address';
import {
  allowedHostsFrom,
  connectionLimitsFrom,
  defaultDataDir,
  retentionDaysFrom,
} from './db/server';
import { startRoomServer } from './room-server';
import { fileCredentialStore } from './trackers/credentials-file';
import { trackerFromEnvironment } from './trackers/environment';
import { createLocalTrackerService } from '../shared/trackers/local-service';
import { joinSite } from '../shared/join-site';

const host = process.env.HOST ?? '127.0.0.1';
const dbPort = Number(process.env.DB_PORT ?? 9000);
const webPort = Number(process.env.PORT ?? 5173);

function electronBinary(): string | null {
  const dir = path.resolve('node_modules/electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}

async function main(): Promise<void> {
  const dataDir = defaultDataDir();
  const report = (message: string) => console.error(message);
  const room = await startRoomServer({
    webRoot: 'dist/web',
    port: webPort,
    databasePort: dbPort,
    host,
    dataDir,
    // The wall on this computer imports from its tracker and writes estimates back through us.
    trackers: createLocalTrackerService({
      store: fileCredentialStore(dataDir, report),
      environment: trackerFromEnvironment(process.env, report),
    }),
    retentionDays: retentionDaysFrom(process.env, (message) => console.error(message)),
    allowedHosts: allowedHostsFrom(process.env),
    limits: connectionLimitsFrom(process.env, (message) => console.error(message)),
    // On every interface, phones reach us at the LAN address; on one, at that one.
    ...(host === '0.0.0.0' || host === '::'
      ? { lanAddress: () => chooseLanAddress(networkInterfaces()) }
      : {}),
  });
  const site = room.site();
  const screenUrl = `${site ?? `http://127.0.0.1:${room.port}`}/`;
  console.log(`Story Point is running: open ${screenUrl} (Ctrl-C to stop)`);
  console.log(`Its data is kept in ${room.database.dataFile}`);
  if (joinSite(site ?? undefined, 'null')?.loopbackOnly !== false) {
    console.log('Phones cannot reach this address: start with HOST=0.0.0.0 to let them join.');
  }

  let kiosk: ChildProcess | null = null;
  const electron = electronBinary();
  if (electron) {
    // The kiosk window uses this database and shows this join link.
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), 'story-point-')), 'config.json');
    writeFileSync(configFile, JSON.stringify(room.localConfig()));
    kiosk = spawn(electron, ['.', `--config=${configFile}`], { stdio: 'inherit' });
  } else {
    console.log(
      'The Electron kiosk is unavailable here (its binary is not installed); the screen runs in the browser.',
    );
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    kiosk?.kill();
    await room.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('Story Point could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
