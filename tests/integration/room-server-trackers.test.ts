/**
 * The room server's tracker API (`npm start`): only the wall on this computer may call
 * it, the credential is kept in a private trackers.json (or comes from the environment)
 * and never comes back in an answer, a log line, the database's data file or the
 * process's output.
 */
import { request } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { jiraFromEnvironment } from '../../server/trackers/environment';
import {
  makeIssues,
  startJiraStandIn,
  TEAM_ESTIMATE,
  type JiraStandIn,
} from '../support/jira-stand-in';
import {
  roomServerTrackers,
  type RoomServerTrackers,
  type TrackerApiAnswer,
} from '../support/tracker-room-server';

const TOKEN = 'ATATT3xFf-room-server-secret-987654321';
const EMAIL = 'ana@example.com';

let server: RoomServerTrackers;
let jira: JiraStandIn;
let output: string[];

beforeEach(async () => {
  jira = await startJiraStandIn({
    kind: 'jira-cloud',
    email: EMAIL,
    token: TOKEN,
    issues: makeIssues('PAY', 3, 'team-managed', true),
    projects: { PAY: 'team-managed' },
  });
  server = roomServerTrackers('trackers');
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
  await server.stop();
  await jira.close();
});

function configFor(host: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port: server.room.port, path: '/config.json', headers: { host } },
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
    await server.start();
    expect((await configFor(`127.0.0.1:${server.room.port}`)).trackers).toBe('room-server');
    expect((await configFor(`localhost:${server.room.port}`)).trackers).toBe('room-server');
    expect((await configFor(`192.0.2.20:${server.room.port}`)).trackers).toBeUndefined();
  });

  it('connects, imports and writes for its own page, keeping the credential in a private trackers.json', async () => {
    await server.start();
    const connected = await server.call('connect', [setup()]);
    expect(connected.json).toEqual({
      ok: true,
      value: { kind: 'jira-cloud', baseUrl: jira.baseUrl, account: 'Ana Lima' },
    });
    expect(server.kept().mode).toBe(0o600);
    expect(readdirSync(server.dataDir).filter((f) => f.includes('.tmp'))).toEqual([]);
    expect((await server.call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });

    const imported = await server.call('importByQuery', ['project = PAY', 500]);
    expect(imported.json).toMatchObject({
      ok: true,
      value: { field: { id: TEAM_ESTIMATE }, truncated: false },
    });
    const written = await server.call('writeEstimate', [
      { key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 },
    ]);
    expect(written.json).toEqual({ ok: true, value: { written: true } });
    expect(jira.issues.get('PAY-1')?.fields[TEAM_ESTIMATE]).toBe(5);

    // A restarted server still has the connection.
    await server.start();
    expect((await server.call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });
    expect((await server.call('disconnect', [])).json).toEqual({ ok: true, value: null });
    expect((await server.call('status', [])).json).toEqual({ ok: true, value: null });
    expect(readdirSync(server.dataDir)).not.toContain(TRACKERS_FILE_NAME);
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
    await server.start();
    const headers = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, v.replace('PORT', String(server.room.port))]),
    );
    const answer = await server.call('connect', [setup()], headers);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ ok: false, failure: { kind: 'permission' } });
    expect(jira.requests).toEqual([]);
    expect(readdirSync(server.dataDir)).not.toContain(TRACKERS_FILE_NAME);
  });

  it('refuses a GET and an unknown operation', async () => {
    await server.start();
    expect((await server.call('status', [], {}, 'GET')).status).toBe(403);
    expect((await server.call('deleteEverything', [])).json).toMatchObject({
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
      (message) => void server.logs.push(message),
    );
    expect(environment).toEqual({
      kind: 'jira-cloud',
      baseUrl: jira.baseUrl,
      email: EMAIL,
      token: TOKEN,
    });
    await server.start(environment);
    expect((await server.call('status', [])).json).toEqual({
      ok: true,
      value: { kind: 'jira-cloud', baseUrl: jira.baseUrl, account: 'Ana Lima' },
    });
    expect((await server.call('importByQuery', ['project = PAY', 500])).json).toMatchObject({
      ok: true,
    });
    await server.call('disconnect', []);
    expect((await server.call('status', [])).json.value).toMatchObject({ account: 'Ana Lima' });
    expect(readdirSync(server.dataDir)).not.toContain(TRACKERS_FILE_NAME);
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
    await server.start();
    const answers: TrackerApiAnswer[] = [];
    answers.push(await server.call('connect', [setup()]));
    answers.push(await server.call('connect', [{ ...setup(), token: `${TOKEN}-wrong` }]));
    answers.push(
      await server.call('connect', [{ ...setup(), baseUrl: `http://jira.example/${TOKEN}` }]),
    );
    answers.push(await server.call('connect', [setup()], { origin: 'https://evil.example' }));
    jira.fail({ method: 'PUT', status: 400, body: { errorMessages: [`token ${TOKEN} refused`] } });
    answers.push(
      await server.call('writeEstimate', [{ key: 'PAY-2', fieldId: TEAM_ESTIMATE, value: 3 }]),
    );
    jira.fail({ status: 'drop' });
    answers.push(await server.call('importByQuery', ['project = PAY', 500]));
    answers.push(await server.call('status', []));
    expect(answers.map((a) => a.json.ok)).toEqual([true, false, false, false, false, false, true]);
    await server.stop();
    const everything = [
      ...answers.map((a) => a.body),
      ...server.logs,
      ...output,
      ...readdirSync(server.dataDir)
        .filter((f) => f !== TRACKERS_FILE_NAME)
        .map((f) => readFileSync(path.join(server.dataDir, f), 'utf8')),
    ].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64'));
    expect(JSON.stringify(jira.requests)).not.toContain(TOKEN);
  });
});
