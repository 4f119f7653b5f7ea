/**
 * The room server (`npm start`) calls Linear for the wall on this computer as it calls
 * the other trackers: the connection kept in its private trackers.json under its kind,
 * or taken from the environment (STORY_POINT_LINEAR_API_KEY), and the key never in an
 * answer or a log line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINEAR_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import { startLinearStandIn, type LinearStandIn } from '../support/linear-stand-in';
import { roomServerTrackers, type RoomServerTrackers } from '../support/tracker-room-server';

const KEY = 'lin_api_room_server_0123456789abcdefghijklmnop';

let server: RoomServerTrackers;
let linear: LinearStandIn;

beforeEach(async () => {
  linear = await startLinearStandIn({ token: KEY });
  server = roomServerTrackers('linear');
});

afterEach(async () => {
  await server.stop();
  await linear.close();
});

describe('the room server and Linear', () => {
  it('connects, keeps the key in its private file under the kind, imports and writes', async () => {
    await server.start();
    const setup = { kind: 'linear', baseUrl: linear.baseUrl, token: KEY };
    const answers = [await server.call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: { kind: 'linear', baseUrl: linear.baseUrl, account: 'Ana Lima' },
    });
    expect(server.kept()).toEqual({
      mode: 0o600,
      connections: {
        linear: { kind: 'linear', baseUrl: linear.baseUrl, token: KEY, account: 'Ana Lima' },
      },
    });
    answers.push(await server.call('importByQuery', ['ENG cycle:current', 500]));
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual(['ENG-1', 'ENG-2']);
    expect(answers[1]!.json.value?.field).toMatchObject({ scale: [1, 2, 3, 5, 8] });
    answers.push(
      await server.call('writeEstimate', [{ key: 'ENG-2', fieldId: 'estimate', value: 8 }]),
    );
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(linear.world.issue('ENG-2')!.estimate).toBe(8);
    answers.push(
      await server.call('writeEstimate', [{ key: 'ENG-2', fieldId: 'estimate', value: 4 }]),
    );
    expect(answers[3]!.json.failure?.message).toBe(
      'Linear’s team ENG takes 1, 2, 3, 5, 8 (Fibonacci): 4 is not written.',
    );
    await server.start();
    expect((await server.call('status', [])).json.value).toMatchObject({ kind: 'linear' });
    for (const { body } of answers) expect(body).not.toContain(KEY);
    expect(server.logs.join('\n')).not.toContain(KEY);
    expect(linear.requests.every((r) => r.auth === 'key' && r.authOk)).toBe(true);
  });

  it('takes its connection from STORY_POINT_LINEAR_API_KEY, always for api.linear.app', async () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { [LINEAR_ENV.token]: ` ${KEY} ` },
      (m) => void reports.push(m),
    );
    expect(environment).toEqual({ kind: 'linear', baseUrl: 'https://api.linear.app', token: KEY });
    expect(reports).toEqual([]);
    // The stand-in stands for api.linear.app.
    await server.start({ ...environment!, baseUrl: linear.baseUrl });
    const answer = await server.call('status', []);
    expect(answer.json).toEqual({
      ok: true,
      value: { kind: 'linear', baseUrl: linear.baseUrl, account: 'Ana Lima' },
    });
    expect(answer.body).not.toContain(KEY);
  });

  it('with GitLab set as well, GitLab is used and the server says so', () => {
    const reports: string[] = [];
    const environment = trackerFromEnvironment(
      { STORY_POINT_GITLAB_TOKEN: 'glpat-x', [LINEAR_ENV.token]: KEY },
      (m) => void reports.push(m),
    );
    expect(environment?.kind).toBe('gitlab');
    expect(reports).toEqual(['GitLab and Linear are set in the environment; GitLab is used.']);
  });
});
