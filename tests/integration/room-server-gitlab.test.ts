/**
 * The room server (`npm start`) calls GitLab for the wall on this computer as it calls
 * the other trackers: the connection kept in its private trackers.json under its kind,
 * or taken from the environment (STORY_POINT_GITLAB_TOKEN, with STORY_POINT_GITLAB_URL
 * for a self-managed GitLab), and the token never in an answer or a log line.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore, TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { GITLAB_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import type { TrackerCredentials } from '../../shared/trackers/connector';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import { PAY_ISSUES, startGitLabStandIn, type GitLabStandIn } from '../support/gitlab-stand-in';

const PAT = 'glpat-room-server-0123456789abcdefghij';

let room: RoomServer | null = null;
let gitlab: GitLabStandIn;
let dataDir: string;
let logs: string[];

beforeEach(async () => {
  gitlab = await startGitLabStandIn({
    token: PAT,
    issues: PAY_ISSUES,
    username: 'ana',
    relativeRoot: '/gitlab',
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-gitlab-'));
  logs = [];
});

afterEach(async () => {
  await room?.stop();
  room = null;
  await gitlab.close();
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

describe('the room server and GitLab', () => {
  it('connects, keeps the token in its private file under the kind, imports and writes', async () => {
    await start();
    const setup = { kind: 'gitlab', baseUrl: gitlab.baseUrl, token: PAT };
    const answers = [await call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: { kind: 'gitlab', baseUrl: gitlab.baseUrl, account: 'ana' },
    });
    const file = path.join(dataDir, TRACKERS_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      gitlab: { kind: 'gitlab', baseUrl: gitlab.baseUrl, token: PAT, account: 'ana' },
    });
    answers.push(
      await call('importByQuery', [`${gitlab.baseUrl}/acme/pay/-/issues?label_name[]=ready`, 500]),
    );
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual([
      'acme/pay#12',
      'acme/pay#13',
    ]);
    expect(answers[1]!.json.value).toMatchObject({ field: { id: 'weight' } });
    answers.push(
      await call('writeEstimate', [{ key: 'acme/pay#13', fieldId: 'weight', value: 2 }]),
    );
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(gitlab.world.issue('acme/pay#13')?.weight).toBe(2);
    // A failure's answer names GitLab's reason, never the token.
    gitlab.fail({ method: 'PUT', status: 429, retryAfter: '30' });
    answers.push(
      await call('writeEstimate', [{ key: 'acme/pay#13', fieldId: 'weight', value: 3 }]),
    );
    expect(answers[3]!.json).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 30_000 },
    });
    // After a restart, the kept connection is used.
    await room!.stop();
    await start();
    expect((await call('status', [])).json.value).toMatchObject({ kind: 'gitlab' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(logs.join('\n')).not.toContain(PAT);
  });

  it('takes a connection from the environment when none was made on the wall', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [GITLAB_ENV.url]: gitlab.baseUrl, [GITLAB_ENV.token]: PAT },
      (m) => void reports.push(m),
    );
    expect(reports).toEqual([]);
    await start(environment);
    const answer = await call('status', []);
    expect(answer.json).toEqual({
      ok: true,
      value: { kind: 'gitlab', baseUrl: gitlab.baseUrl, account: 'ana' },
    });
    expect(answer.body).not.toContain(PAT);
  });

  it('an address without a token, or not https, is reported without the token and ignored', () => {
    const reports: string[] = [];
    expect(
      trackerFromEnvironment(
        { [GITLAB_ENV.url]: 'http://gitlab.acme.local', [GITLAB_ENV.token]: PAT },
        (m) => void reports.push(m),
      ),
    ).toBeNull();
    expect(reports).toEqual([
      `${GITLAB_ENV.url}: The GitLab address must start with https:// (plain http is allowed only for this computer), so the token is never sent unencrypted. Ignored.`,
    ]);
    expect(reports.join('\n')).not.toContain(PAT);
  });
});
