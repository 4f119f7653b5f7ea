/**
 * The room server (`npm start`) calls GitHub for the wall on this computer as it calls
 * Jira and Azure DevOps: the connection kept in its private trackers.json under its
 * kind, or taken from the environment (STORY_POINT_GITHUB_TOKEN, with
 * STORY_POINT_GITHUB_URL for a server), and the token never in an answer or a log line.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore, TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { GITHUB_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import {
  PAY_ISSUES,
  payProject,
  startGitHubStandIn,
  STORY_POINTS_FIELD,
  type GitHubStandIn,
} from '../support/github-stand-in';

const PAT = 'github_pat_room_server_0123456789abcdefghij';

let room: RoomServer | null = null;
let github: GitHubStandIn;
let dataDir: string;
let logs: string[];

beforeEach(async () => {
  github = await startGitHubStandIn({
    token: PAT,
    issues: PAY_ISSUES,
    projects: [payProject()],
    login: 'ana',
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-github-'));
  logs = [];
});

afterEach(async () => {
  await room?.stop();
  room = null;
  await github.close();
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

describe('the room server and GitHub', () => {
  it('connects, keeps the token in its private file under the kind, imports and writes', async () => {
    await start();
    const setup = { kind: 'github', baseUrl: github.baseUrl, token: PAT };
    const answers = [await call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: { kind: 'github', baseUrl: github.baseUrl, account: 'ana' },
    });
    const file = path.join(dataDir, TRACKERS_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      github: { kind: 'github', baseUrl: github.baseUrl, token: PAT, account: 'ana' },
    });
    answers.push(await call('importByQuery', [`${github.baseUrl}/orgs/acme/projects/7`, 500]));
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual([
      'acme/pay#142',
      'acme/pay#143',
      'acme/pay#144',
    ]);
    const project = payProject();
    const fieldId = `project:${project.id}:${STORY_POINTS_FIELD.id}`;
    answers.push(await call('writeEstimate', [{ key: 'acme/pay#143', fieldId, value: 2 }]));
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(github.world.projects[0]?.items[2]?.values[STORY_POINTS_FIELD.id]).toBe(2);
    // After a restart, the kept connection is used.
    await room!.stop();
    await start();
    expect((await call('status', [])).json.value).toMatchObject({ kind: 'github' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(logs.join('\n')).not.toContain(PAT);
  });

  it('takes a connection from the environment when none was made on the wall', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [GITHUB_ENV.url]: github.baseUrl, [GITHUB_ENV.token]: PAT },
      (m) => void reports.push(m),
    );
    expect(reports).toEqual([]);
    await start(environment);
    const answer = await call('status', []);
    expect(answer.json).toEqual({
      ok: true,
      value: { kind: 'github', baseUrl: github.baseUrl, account: 'ana' },
    });
    expect(answer.body).not.toContain(PAT);
  });

  it('the environment’s address defaults to github.com; an address without a token is reported and ignored', () => {
    const reports: string[] = [];
    expect(
      trackerFromEnvironment({ [GITHUB_ENV.token]: PAT }, (m) => void reports.push(m)),
    ).toEqual({ kind: 'github', baseUrl: 'https://github.com', token: PAT });
    expect(
      trackerFromEnvironment(
        { [GITHUB_ENV.url]: 'https://ghe.acme.local' },
        (m) => void reports.push(m),
      ),
    ).toBeNull();
    expect(
      trackerFromEnvironment(
        { [GITHUB_ENV.url]: 'http://ghe.acme.local', [GITHUB_ENV.token]: PAT },
        (m) => void reports.push(m),
      ),
    ).toBeNull();
    expect(reports).toEqual([
      `GitHub from the environment needs ${GITHUB_ENV.token}; ignored.`,
      `${GITHUB_ENV.url}: The GitHub address must start with https:// (plain http is allowed only for this computer), so the token is never sent unencrypted. Ignored.`,
    ]);
    expect(reports.join('\n')).not.toContain(PAT);
  });

  it('with Jira set as well, Jira is used and the server says so', () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      {
        STORY_POINT_JIRA_URL: 'https://jira.acme.local',
        STORY_POINT_JIRA_TOKEN: 'jira-pat',
        [GITHUB_ENV.token]: PAT,
      },
      (m) => void reports.push(m),
    );
    expect(environment?.kind).toBe('jira-server');
    expect(reports).toEqual(['Jira and GitHub are set in the environment; Jira is used.']);
  });
});
