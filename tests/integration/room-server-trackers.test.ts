/**
 * The room server's tracker API (`npm start`): only the wall on this computer may call
 * it, the credential is kept in a private trackers.json (or comes from the environment)
 * and never comes back in an answer, a log line, the database's data file or the
 * process's output.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore, TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { jiraFromEnvironment } from '../../server/trackers/environment';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import type { JiraCredentials } from '../../shared/trackers/jira/credentials';
import {
  makeIssues,
  startJiraStandIn,
  TEAM_ESTIMATE,
  type JiraStandIn,
} from '../support/jira-stand-in';

const TOKEN = 'ATATT3xFf-room-server-secret-987654321';
const EMAIL = 'ana@example.com';

let room: RoomServer | null = null;
let jira: JiraStandIn;
let dataDir: string;
let logs: string[];
let output: string[];

beforeEach(async () => {
  jira = await startJiraStandIn({
    kind: 'jira-cloud',
    email: EMAIL,
    token: TOKEN,
    issues: makeIssues('PAY', 3, 'team-managed', true),
    projects: { PAY: 'team-managed' },
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-trackers-'));
  logs = [];
  output = [];
  // What is logged through the console (held back by quiet-console) counts as output too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output.push(args.map(String).join(' '));
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      output.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    });
  }
});

afterEach(async () => {
  vi.restoreAllMocks();
  await room?.stop();
  room = null;
  await jira.close();
});

async function start(environment: JiraCredentials | null = null) {
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
  status: number;
  body: string;
  json: { ok: boolean; value?: unknown; failure?: { kind: string; message: string } };
}

/** A request with the headers a test chooses (Host and Origin among them). */
function call(
  op: string,
  args: unknown[],
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Answer> {
  const port = room!.port;
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
          resolve({ status: res.statusCode ?? 0, body, json: JSON.parse(body) as Answer['json'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : JSON.stringify({ args }));
  });
}

function configFor(host: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port: room!.port, path: '/config.json', headers: { host } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
      },
    )
      .on('error', reject)
      .end();
  });
}

const setup = () => ({ kind: 'jira-cloud', baseUrl: jira.baseUrl, email: EMAIL, token: TOKEN });

describe('the room server’s tracker API', () => {
  it('tells the page opened on this computer that it makes the tracker calls, and a phone’s page not', async () => {
    await start();
    expect((await configFor(`127.0.0.1:${room!.port}`)).trackers).toBe('room-server');
    expect((await configFor(`localhost:${room!.port}`)).trackers).toBe('room-server');
    expect((await configFor(`192.0.2.20:${room!.port}`)).trackers).toBeUndefined();
  });

  it('connects, imports and writes for its own page, keeping the credential in a private trackers.json', async () => {
    await start();
    const connected = await call('connect', [setup()]);
    expect(connected.json).toEqual({
      ok: true,
      value: { kind: 'jira-cloud', baseUrl: jira.baseUrl, account: 'Ana Lima' },
    });
    const file = path.join(dataDir, TRACKERS_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir).filter((f) => f.includes('.tmp'))).toEqual([]);
    expect((await call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });

    const imported = await call('importByQuery', ['project = PAY', 500]);
    expect(imported.json).toMatchObject({
      ok: true,
      value: { field: { id: TEAM_ESTIMATE }, truncated: false },
    });
    const written = await call('writeEstimate', [
      { key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 },
    ]);
    expect(written.json).toEqual({ ok: true, value: { written: true } });
    expect(jira.issues.get('PAY-1')?.fields[TEAM_ESTIMATE]).toBe(5);

    // A restarted server still has the connection.
    await room!.stop();
    await start();
    expect((await call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });
    expect((await call('disconnect', [])).json).toEqual({ ok: true, value: null });
    expect((await call('status', [])).json).toEqual({ ok: true, value: null });
    expect(readdirSync(dataDir)).not.toContain(TRACKERS_FILE_NAME);
  });

  it.each([
    ['another web site', { origin: 'https://evil.example' }],
    ['no Origin', { origin: '' }],
    [
      'its page by a name that is not loopback (DNS rebinding)',
      { host: 'evil.example:PORT', origin: 'http://evil.example:PORT' },
    ],
    ['another port on this computer', { host: '127.0.0.1:1', origin: 'http://127.0.0.1:1' }],
    ['a form post', { 'content-type': 'text/plain' }],
  ])('refuses %s with 403, changing nothing', async (_, raw) => {
    await start();
    const headers = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, v.replace('PORT', String(room!.port))]),
    );
    const answer = await call('connect', [setup()], headers);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ ok: false, failure: { kind: 'permission' } });
    expect(jira.requests).toEqual([]);
    expect(readdirSync(dataDir)).not.toContain(TRACKERS_FILE_NAME);
  });

  it('refuses a GET and an unknown operation', async () => {
    await start();
    expect((await call('status', [], {}, 'GET')).status).toBe(403);
    expect((await call('deleteEverything', [])).json).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
  });

  it('uses a connection from the environment, and forgetting the file’s leaves it', async () => {
    const environment = jiraFromEnvironment(
      {
        STORY_POINT_JIRA_URL: `${jira.baseUrl}/`,
        STORY_POINT_JIRA_EMAIL: EMAIL,
        STORY_POINT_JIRA_TOKEN: TOKEN,
      },
      (message) => void logs.push(message),
    );
    expect(environment).toEqual({
      kind: 'jira-cloud',
      baseUrl: jira.baseUrl,
      email: EMAIL,
      token: TOKEN,
    });
    await start(environment);
    expect((await call('status', [])).json).toEqual({
      ok: true,
      value: { kind: 'jira-cloud', baseUrl: jira.baseUrl, account: 'Ana Lima' },
    });
    expect((await call('importByQuery', ['project = PAY', 500])).json).toMatchObject({ ok: true });
    await call('disconnect', []);
    expect((await call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });
    expect(readdirSync(dataDir)).not.toContain(TRACKERS_FILE_NAME);
  });

  it('reads a Data Center PAT from the environment, and reports a half-set one without its token', () => {
    const reported: string[] = [];
    expect(
      jiraFromEnvironment(
        { STORY_POINT_JIRA_URL: 'https://jira.acme.local', STORY_POINT_JIRA_TOKEN: TOKEN },
        (m) => void reported.push(m),
      ),
    ).toEqual({ kind: 'jira-server', baseUrl: 'https://jira.acme.local', token: TOKEN });
    expect(
      jiraFromEnvironment({ STORY_POINT_JIRA_TOKEN: TOKEN }, (m) => void reported.push(m)),
    ).toBeNull();
    expect(
      jiraFromEnvironment(
        { STORY_POINT_JIRA_URL: 'http://jira.acme.local', STORY_POINT_JIRA_TOKEN: TOKEN },
        (m) => void reported.push(m),
      ),
    ).toBeNull();
    expect(reported).toHaveLength(2);
    expect(reported.join('\n')).not.toContain(TOKEN);
  });

  it('no answer, failure, log line, database file or output carries the credential', async () => {
    await start();
    const answers: Answer[] = [];
    answers.push(await call('connect', [setup()]));
    answers.push(await call('connect', [{ ...setup(), token: `${TOKEN}-wrong` }]));
    answers.push(await call('connect', [{ ...setup(), baseUrl: `http://jira.example/${TOKEN}` }]));
    answers.push(await call('connect', [setup()], { origin: 'https://evil.example' }));
    jira.fail({ method: 'PUT', status: 400, body: { errorMessages: [`token ${TOKEN} refused`] } });
    answers.push(await call('writeEstimate', [{ key: 'PAY-2', fieldId: TEAM_ESTIMATE, value: 3 }]));
    jira.fail({ status: 'drop' });
    answers.push(await call('importByQuery', ['project = PAY', 500]));
    answers.push(await call('status', []));
    expect(answers.map((a) => a.json.ok)).toEqual([true, false, false, false, false, false, true]);
    await room!.stop();
    room = null;
    const everything = [
      ...answers.map((a) => a.body),
      ...logs,
      ...output,
      ...readdirSync(dataDir)
        .filter((f) => f !== TRACKERS_FILE_NAME)
        .map((f) => readFileSync(path.join(dataDir, f), 'utf8')),
    ].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64'));
    expect(JSON.stringify(jira.requests)).not.toContain(TOKEN);
  });
});
