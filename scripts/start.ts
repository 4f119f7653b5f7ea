/**
 * `npm start`: the product on its embedded local database. Starts the local
 * Realtime Database (DB_PORT, default 9000), serves the production renderer
 * build (PORT, default 5173) with a runtime config pointing at that database,
 * prints the screen URL, and opens the Electron kiosk on it where the Electron
 * binary is installed. HOST=0.0.0.0 makes both reachable from phones on the LAN.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { defaultDataDir, startLocalDatabase } from '../local-db/server';
import { startStaticServer } from './static-server';

const host = process.env.HOST ?? '127.0.0.1';
const dbPort = Number(process.env.DB_PORT ?? 9000);
const webPort = Number(process.env.PORT ?? 5173);

function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

function electronBinary(): string | null {
  const dir = path.resolve('node_modules/electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}

async function main(): Promise<void> {
  const db = await startLocalDatabase({ port: dbPort, host, dataDir: defaultDataDir() });
  const server = await startStaticServer({
    root: 'dist/web',
    port: webPort,
    host,
    // The database is on this machine: tell each browser to use the host name it
    // reached us by, so phones on the LAN do not look for it on themselves.
    config: (requestHost) => ({
      database: {
        host: requestHost === 'localhost' ? '127.0.0.1' : requestHost,
        port: db.port,
        namespace: db.namespace,
      },
    }),
  });
  const shown = host === '0.0.0.0' ? (lanAddress() ?? '127.0.0.1') : host;
  const screenUrl = `http://${shown}:${server.port}/`;
  console.log(`Story Point is running: open ${screenUrl} (Ctrl-C to stop)`);
  console.log(`Its data is kept in ${db.dataFile}`);

  let kiosk: ChildProcess | null = null;
  const electron = electronBinary();
  if (electron) {
    kiosk = spawn(electron, ['.', `--database-host=127.0.0.1`, `--database-port=${db.port}`], {
      stdio: 'inherit',
    });
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
    await server.close();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('Story Point could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
