/**
 * Firebase's Hosting emulator (the pinned firebase-tools) serving a copy of the
 * browser build with a Firebase `config.json` beside it, under the `hosting` section
 * of the project's own firebase.json: its rewrites and headers as deployed. Only the
 * public folder and the emulator's ports differ (free loopback ports, so it runs beside
 * anything else). A `demo-` project needs no login, no Java and no network; the CLI's
 * update check and usage reporting are off (CI, NO_UPDATE_NOTIFIER, a HOME of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HostingEmulator {
  origin: string;
  stop(): Promise<void>;
}

const FIREBASE_CLI = path.resolve('node_modules/firebase-tools/lib/bin/firebase.js');

/** A port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Serves `webRoot` plus `config` as config.json; resolves once the site answers. */
export async function startHostingEmulator(options: {
  webRoot: string;
  config: object;
  projectId: string;
}): Promise<HostingEmulator> {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-hosting-'));
  const site = path.join(dir, 'site');
  cpSync(path.resolve(options.webRoot), site, { recursive: true });
  writeFileSync(path.join(site, 'config.json'), JSON.stringify(options.config));
  const project = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: object };
  const [hosting, hub, logging] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      hosting: { ...project.hosting, public: 'site' },
      emulators: {
        hosting: { host: '127.0.0.1', port: hosting },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', 'hosting', '--project', options.projectId],
    {
      cwd: dir,
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${hosting}`;
  const stop = async () => {
    child.kill('SIGINT');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killed);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The Hosting emulator stopped before serving:\n${output}`);
    }
    const up = await fetch(`${origin}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Hosting emulator did not serve within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
