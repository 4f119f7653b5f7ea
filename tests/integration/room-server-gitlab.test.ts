/**
 * The room server (`npm start`) calls GitLab for the wall on this computer as it calls
 * the other trackers: the connection kept in its private trackers.json under its kind,
 * or taken from the environment (STORY_POINT_GITLAB_TOKEN, with STORY_POINT_GITLAB_URL
 * for a self-managed GitLab), and the token never in an answer or a log line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GITLAB_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import { PAY_ISSUES, startGitLabStandIn, type GitLabStandIn } from '../support/gitlab-stand-in';
import { roomServerTrackers, type RoomServerTrackers } from '../support/tracker-room-server';

const PAT = 'glpat-room-server-0123456789abcdefghij';

let server: RoomServerTrackers;
let gitlab: GitLabStandIn;

beforeEach(async () => {
  gitlab = await startGitLabStandIn({
    token: PAT,
    issues: PAY_ISSUES,
    username: 'ana',
    relativeRoot: '/gitlab',
  });
  server = roomServerTrackers('gitlab');
});

afterEach(async () => {
  await server.stop();
  await gitlab.close();
});

describe('the room server and GitLab', () => {
  it('connects, keeps the token in its private file under the kind, imports and writes', async () => {
    await server.start();
    const setup = { kind: 'gitlab', baseUrl: gitlab.baseUrl, token: PAT };
    const answers = [await server.call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: { kind: 'gitlab', baseUrl: gitlab.baseUrl, account: 'ana' },
    });
    expect(server.kept()).toEqual({
      mode: 0o600,
      connections: {
        gitlab: { kind: 'gitlab', baseUrl: gitlab.baseUrl, token: PAT, account: 'ana' },
      },
    });
    answers.push(
      await server.call('importByQuery', [
        `${gitlab.baseUrl}/acme/pay/-/issues?label_name[]=ready`,
        500,
      ]),
    );
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual([
      'acme/pay#12',
      'acme/pay#13',
    ]);
    expect(answers[1]!.json.value).toMatchObject({ field: { id: 'weight' } });
    answers.push(
      await server.call('writeEstimate', [{ key: 'acme/pay#13', fieldId: 'weight', value: 2 }]),
    );
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(gitlab.world.issue('acme/pay#13')?.weight).toBe(2);
    // A failure's answer names GitLab's reason, never the token.
    gitlab.fail({ method: 'PUT', status: 429, retryAfter: '30' });
    answers.push(
      await server.call('writeEstimate', [{ key: 'acme/pay#13', fieldId: 'weight', value: 3 }]),
    );
    expect(answers[3]!.json).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 30_000 },
    });
    // After a restart, the kept connection is used.
    await server.stop();
    await server.start();
    expect((await server.call('status', [])).json.value).toMatchObject({ kind: 'gitlab' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(server.logs.join('\n')).not.toContain(PAT);
  });

  it('takes a connection from the environment when none was made on the wall', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [GITLAB_ENV.url]: gitlab.baseUrl, [GITLAB_ENV.token]: PAT },
      (m) => void reports.push(m),
    );
    expect(reports).toEqual([]);
    await server.start(environment);
    const answer = await server.call('status', []);
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
