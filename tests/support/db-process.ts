/**
 * `npm run db` as the README starts it, in a child process on a free port with
 * its own data folder: for the restart and abuse tests, which need the real
 * process (its signal handling, its crash behaviour) rather than an in-process
 * server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEFAULT_NAMESPACE } from '../../server/db/server';
import type { DatabaseTarget } from './local-db';

/** A running `npm run db`. */
export interface DbProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Where SDK clients connect (`local` is null: the server is in another process). */
  target: DatabaseTarget;
  /** True while the process runs. */
  readonly alive: boolean;
  /**
   * Sends `signal` (default SIGTERM) to npm and the server behind it, as a
   * terminal's Ctrl-C or a service manager does, and resolves once every
   * process of the group ended: with 'clean' when npm ended by the signal or
   * with exit code 0 (npm re-raises the signal it got), else with its exit code.
   */
  stop(signal?: NodeJS.Signals): Promise<'clean' | number | null>;
}

/** Starts `npm run db` with DB_PORT=0 and DB_DATA_DIR=`dataDir`; resolves once it listens. */
export async function startDbProcess(dataDir: string, timeoutMs = 20_000): Promise<DbProcess> {
  const child = spawn('npm', ['run', '-s', 'db'], {
    env: { ...process.env, DB_PORT: '0', DB_HOST: '127.0.0.1', DB_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches node behind npm too.
    detached: true,
  });
  let text = '';
  let exited: 'clean' | number | null | undefined = undefined;
  let sent: NodeJS.Signals | null = null;
  const exit = new Promise<'clean' | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code === 0 || (signal !== null && signal === sent) ? 'clean' : code;
      resolve(exited);
    }),
  );
  const groupGone = async () => {
    // npm may end before the server it started has saved and exited: wait for the whole group.
    for (let i = 0; i < 200; i += 1) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('npm run db did not end within 10 s');
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run db did not start:\n${text}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const m = /listening on [^\s:]+:(\d+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm run db exited before it listened:\n${text}`));
    });
  });
  const hostPort = `127.0.0.1:${port}`;
  return {
    child,
    port,
    output: () => text,
    target: {
      host: '127.0.0.1',
      port,
      namespace: DEFAULT_NAMESPACE,
      hostPort,
      databaseURL: `http://${hostPort}?ns=${DEFAULT_NAMESPACE}`,
      local: null,
      stop: () => Promise.resolve(),
    },
    get alive() {
      return exited === undefined;
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (exited === undefined) {
        sent = signal;
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      }
      const result = await exit;
      await groupGone();
      return result;
    },
  };
}
