/**
 * The room server (`npm start`) with its tracker API, as every tracker's integration
 * tests start it: a fresh data directory, the credential kept in its trackers.json (or
 * taken from the environment), its log lines collected, and calls made as the wall's
 * page on this computer makes them (Host and Origin its own, JSON), or with the headers
 * a test chooses.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore, TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import { createLocalTrackerService } from '../../shared/trackers/local-service';

/** An answer of the tracker API: its status, its text (to search for a secret) and JSON. */
export interface TrackerApiAnswer {
  status: number;
  body: string;
  json: {
    ok: boolean;
    value?: Record<string, unknown> & { stories?: { key: string }[] };
    failure?: { kind: string; message: string };
  };
}

export interface RoomServerTrackers {
  readonly dataDir: string;
  /** Where the room server keeps the connection. */
  readonly trackersFile: string;
  /** The kept connections by kind, and the file's permission bits (0o600: private). */
  kept(): { mode: number; connections: Record<string, unknown> };
  /** Every line the room server logged. */
  readonly logs: string[];
  /** The running server; throws before `start`. */
  readonly room: RoomServer;
  /** Starts (or restarts, keeping the data directory) the room server. */
  start(environment?: TrackerCredentials | null): Promise<RoomServer>;
  /** One call to `/api/trackers/{op}`; `headers` override the page's own. */
  call(
    op: string,
    args: unknown[],
    headers?: Record<string, string>,
    method?: string,
  ): Promise<TrackerApiAnswer>;
  /** Stops the server if it runs. */
  stop(): Promise<void>;
}

/** A room server harness over a new data directory named `story-point-{name}-…`. */
export function roomServerTrackers(name: string): RoomServerTrackers {
  const dataDir = mkdtempSync(path.join(tmpdir(), `story-point-${name}-`));
  const logs: string[] = [];
  let room: RoomServer | null = null;
  const running = () => {
    if (!room) throw new Error('The room server is not running.');
    return room;
  };

  return {
    dataDir,
    trackersFile: path.join(dataDir, TRACKERS_FILE_NAME),
    logs,
    kept() {
      const file = path.join(dataDir, TRACKERS_FILE_NAME);
      return {
        mode: statSync(file).mode & 0o777,
        connections: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
      };
    },
    get room() {
      return running();
    },
    async start(environment = null) {
      await room?.stop();
      room = await startRoomServer({
        webRoot: 'dist/web',
        port: 0,
        databasePort: 0,
        host: '127.0.0.1',
        dataDir,
        quiet: true,
        trackers: createLocalTrackerService({ store: fileCredentialStore(dataDir), environment }),
        log: (message) => void logs.push(message),
      });
      return room;
    },
    call(op, args, headers = {}, method = 'POST') {
      const port = running().port;
      const own = `127.0.0.1:${port}`;
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: `/api/trackers/${op}`,
            headers: {
              host: own,
              origin: `http://${own}`,
              'content-type': 'application/json',
              ...headers,
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body,
                json: JSON.parse(body) as TrackerApiAnswer['json'],
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(method === 'GET' ? undefined : JSON.stringify({ args }));
      });
    },
    async stop() {
      const stopping = room;
      room = null;
      await stopping?.stop();
    },
  };
}
