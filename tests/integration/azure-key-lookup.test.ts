/**
 * 'Send all estimates' on Azure DevOps looks a CSV backlog's work item ids up with the
 * WIQL keyLookup makes (`[System.Id] IN (…)`), through the connector against the
 * stand-in: exactly the ids asked for come back, with the estimate each holds and the
 * field found; an id of no work item is simply not among them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keyLookup } from '../../renderer/domain/tracker-kinds';
import { createAzureConnector } from '../../shared/trackers/azure/connector';
import {
  AGILE_ITEMS,
  STORY_POINTS,
  startAzureStandIn,
  type AzureStandIn,
} from '../support/azure-stand-in';

const TOKEN = 'az-pat-lookup-0123456789abcdefghijklmnopqrstuvwxyz';
let standIn: AzureStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

describe('looking Azure DevOps ids up', () => {
  it('finds the ids asked for and no other, by WIQL', async () => {
    standIn = await startAzureStandIn({
      token: TOKEN,
      project: 'Payments',
      workItems: AGILE_ITEMS,
    });
    const connector = createAzureConnector(
      { kind: 'azure-devops', baseUrl: standIn.baseUrl, project: 'Payments', token: TOKEN },
      { now: () => Date.parse('2026-11-29T08:00:00Z') },
    );
    const keys = ['102', '101', '999'];
    const answer = await connector.importByQuery(
      keyLookup('azure-devops').query(keys),
      keys.length,
    );
    expect(answer.ok && answer.value.stories.map((s) => [s.key, s.estimate])).toEqual([
      ['101', 5],
      ['102', null],
    ]);
    expect(answer.ok && answer.value.field?.id).toBe(STORY_POINTS);
    const wiql = standIn.requests.find((r) => r.method === 'POST' && r.path.endsWith('/wiql'));
    expect(wiql?.body).toEqual({
      query:
        'SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (102, 101, 999) ORDER BY [System.Id]',
    });
  });
});
