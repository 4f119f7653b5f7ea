/**
 * The room server (`npm start`) calls Azure DevOps for the wall on this computer as it
 * calls Jira: the connection kept in its private trackers.json under its kind, or taken
 * from the environment, and the PAT never in an answer, a log line or the output.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore, TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { AZURE_DEVOPS_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import {
  AGILE_ITEMS,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
} from '../support/azure-stand-in';

const PAT = 'room-server-azure-pat-0123456789abcdefghij';

let room: RoomServer | null = null;
let azure: AzureStandIn;
let dataDir: string;
let logs: string[];

beforeEach(async () => {
  azure = await startAzureStandIn({ token: PAT, project: 'Payments', workItems: AGILE_ITEMS });
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-azure-'));
  logs = [];
});

afterEach(async () => {
  await room?.stop();
  room = null;
  await azure.close();
});

async function start(environment: TrackerCredentials | null = null) {
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
}

interface Answer {
  body: string;
  json: { ok: boolean; value?: Record<string, unknown> & { stories?: { key: string }[] } };
}

/** One call as the wall's page on this computer makes it. */
function call(op: string, args: unknown[]): Promise<Answer> {
  const own = `127.0.0.1:${room!.port}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: room!.port,
        method: 'POST',
        path: `/api/trackers/${op}`,
        headers: { host: own, origin: `http://${own}`, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ body, json: JSON.parse(body) as Answer['json'] }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ args }));
  });
}

describe('the room server and Azure DevOps', () => {
  it('connects, keeps the PAT in its private file under the kind, imports and writes', async () => {
    await start();
    const setup = {
      kind: 'azure-devops',
      baseUrl: azure.baseUrl,
      project: 'Payments',
      token: PAT,
    };
    const answers = [await call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: {
        kind: 'azure-devops',
        baseUrl: azure.baseUrl,
        project: 'Payments',
        account: 'Ana Lima',
      },
    });
    const file = path.join(dataDir, TRACKERS_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      'azure-devops': { project: 'Payments', token: PAT },
    });
    answers.push(await call('importByQuery', ['SELECT [System.Id] FROM WorkItems', 500]));
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual(['101', '102', '103']);
    answers.push(await call('writeEstimate', [{ key: '103', fieldId: STORY_POINTS, value: 2 }]));
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(azure.items.get(103)?.fields?.[STORY_POINTS]).toBe(2);
    // After a restart, the kept connection is used.
    await room!.stop();
    await start();
    expect((await call('status', [])).json.value).toMatchObject({ kind: 'azure-devops' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(logs.join('\n')).not.toContain(PAT);
  });

  it('takes a connection from the environment when none was made on the wall', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      {
        [AZURE_DEVOPS_ENV.url]: azure.baseUrl,
        [AZURE_DEVOPS_ENV.project]: 'Payments',
        [AZURE_DEVOPS_ENV.token]: PAT,
      },
      (m) => void reports.push(m),
    );
    expect(reports).toEqual([]);
    await start(environment);
    expect((await call('status', [])).json).toEqual({
      ok: true,
      value: {
        kind: 'azure-devops',
        baseUrl: azure.baseUrl,
        project: 'Payments',
        account: 'Ana Lima',
      },
    });
  });

  it('an environment missing the project is reported without the PAT, and ignored', () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [AZURE_DEVOPS_ENV.url]: 'https://dev.azure.com/acme', [AZURE_DEVOPS_ENV.token]: PAT },
      (m) => void reports.push(m),
    );
    expect(environment).toBeNull();
    expect(reports).toEqual([
      `Azure DevOps from the environment needs ${AZURE_DEVOPS_ENV.url}, ${AZURE_DEVOPS_ENV.project} and ${AZURE_DEVOPS_ENV.token}; ignored.`,
    ]);
    expect(reports.join('\n')).not.toContain(PAT);
  });
});
