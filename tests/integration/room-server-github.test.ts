/**
 * The room server (`npm start`) calls GitHub for the wall on this computer as it calls
 * Jira and Azure DevOps: the connection kept in its private trackers.json under its
 * kind, or taken from the environment (STORY_POINT_GITHUB_TOKEN, with
 * STORY_POINT_GITHUB_URL for a server), and the token never in an answer or a log line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import {
  PAY_ISSUES,
  payProject,
  startGitHubStandIn,
  STORY_POINTS_FIELD,
  type GitHubStandIn,
} from '../support/github-stand-in';
import { roomServerTrackers, type RoomServerTrackers } from '../support/tracker-room-server';

const PAT = 'github_pat_room_server_0123456789abcdefghij';

let server: RoomServerTrackers;
let github: GitHubStandIn;

beforeEach(async () => {
  github = await startGitHubStandIn({
    token: PAT,
    issues: PAY_ISSUES,
    projects: [payProject()],
    login: 'ana',
  });
  server = roomServerTrackers('github');
});

afterEach(async () => {
  await server.stop();
  await github.close();
});

describe('the room server and GitHub', () => {
  it('connects, keeps the token in its private file under the kind, imports and writes', async () => {
    await server.start();
    const setup = { kind: 'github', baseUrl: github.baseUrl, token: PAT };
    const answers = [await server.call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: { kind: 'github', baseUrl: github.baseUrl, account: 'ana' },
    });
    expect(server.kept()).toEqual({
      mode: 0o600,
      connections: {
        github: { kind: 'github', baseUrl: github.baseUrl, token: PAT, account: 'ana' },
      },
    });
    answers.push(
      await server.call('importByQuery', [`${github.baseUrl}/orgs/acme/projects/7`, 500]),
    );
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual([
      'acme/pay#142',
      'acme/pay#143',
      'acme/pay#144',
    ]);
    const project = payProject();
    const fieldId = `project:${project.id}:${STORY_POINTS_FIELD.id}`;
    answers.push(await server.call('writeEstimate', [{ key: 'acme/pay#143', fieldId, value: 2 }]));
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(github.world.projects[0]?.items[2]?.values[STORY_POINTS_FIELD.id]).toBe(2);
    // After a restart, the kept connection is used.
    await server.start();
    expect((await server.call('status', [])).json.value).toMatchObject({ kind: 'github' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(server.logs.join('\n')).not.toContain(PAT);
  });

  it('takes a connection from the environment when none was made on the wall', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [GITHUB_ENV.url]: github.baseUrl, [GITHUB_ENV.token]: PAT },
      (m) => void reports.push(m),
    );
    expect(reports).toEqual([]);
    await server.start(environment);
    const answer = await server.call('status', []);
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
