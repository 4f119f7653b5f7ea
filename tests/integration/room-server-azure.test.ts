/**
 * The room server (`npm start`) calls Azure DevOps for the wall on this computer as it
 * calls Jira: the connection kept in its private trackers.json under its kind, or taken
 * from the environment, and the PAT never in an answer, a log line or the output.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AZURE_DEVOPS_ENV, trackerFromEnvironment } from '../../server/trackers/environment';
import {
  AGILE_ITEMS,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
} from '../support/azure-stand-in';
import { roomServerTrackers, type RoomServerTrackers } from '../support/tracker-room-server';

const PAT = 'room-server-azure-pat-0123456789abcdefghij';

let server: RoomServerTrackers;
let azure: AzureStandIn;

beforeEach(async () => {
  azure = await startAzureStandIn({ token: PAT, project: 'Payments', workItems: AGILE_ITEMS });
  server = roomServerTrackers('azure');
});

afterEach(async () => {
  await server.stop();
  await azure.close();
});

describe('the room server and Azure DevOps', () => {
  it('connects, keeps the PAT in its private file under the kind, imports and writes', async () => {
    await server.start();
    const setup = {
      kind: 'azure-devops',
      baseUrl: azure.baseUrl,
      project: 'Payments',
      token: PAT,
    };
    const answers = [await server.call('connect', [setup])];
    expect(answers[0]!.json).toEqual({
      ok: true,
      value: {
        kind: 'azure-devops',
        baseUrl: azure.baseUrl,
        project: 'Payments',
        account: 'Ana Lima',
      },
    });
    expect(server.kept()).toMatchObject({
      mode: 0o600,
      connections: { 'azure-devops': { project: 'Payments', token: PAT } },
    });
    answers.push(await server.call('importByQuery', ['SELECT [System.Id] FROM WorkItems', 500]));
    expect(answers[1]!.json.value?.stories?.map((s) => s.key)).toEqual(['101', '102', '103']);
    answers.push(
      await server.call('writeEstimate', [{ key: '103', fieldId: STORY_POINTS, value: 2 }]),
    );
    expect(answers[2]!.json).toEqual({ ok: true, value: { written: true } });
    expect(azure.items.get(103)?.fields?.[STORY_POINTS]).toBe(2);
    // After a restart, the kept connection is used.
    await server.start();
    expect((await server.call('status', [])).json.value).toMatchObject({ kind: 'azure-devops' });
    for (const { body } of answers) expect(body).not.toContain(PAT);
    expect(server.logs.join('\n')).not.toContain(PAT);
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
    await server.start(environment);
    expect((await server.call('status', [])).json).toEqual({
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
