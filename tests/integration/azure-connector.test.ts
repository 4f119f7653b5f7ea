/**
 * The Azure DevOps connector against the stand-in (tests/support/azure-stand-in.ts): an
 * import by WIQL or a saved query, read in batches up to the 500 limit, the estimate
 * field found in each work item type's fields, a write that skips what Azure already
 * holds and sends the documented JSON Patch, and each failure as the wall is told it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAzureConnector } from '../../shared/trackers/azure/connector';
import type { AzureCredentials } from '../../shared/trackers/azure/credentials';
import {
  AGILE_ITEMS,
  CUSTOM_ESTIMATE,
  EFFORT,
  manyStories,
  SIZE,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
  type AzureStandInOptions,
} from '../support/azure-stand-in';

const TOKEN = 'az-pat-0123456789abcdefghijklmnopqrstuvwxyz0123456789';
const PROJECT = 'Fabrikam Fiber';
const NOW = Date.parse('2026-11-29T08:00:00Z');
const ALL = 'SELECT [System.Id] FROM WorkItems WHERE [System.TeamProject] = @project';
let standIn: AzureStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function organization(options: Partial<AzureStandInOptions> = {}, token = TOKEN) {
  standIn = await startAzureStandIn({
    token: TOKEN,
    project: PROJECT,
    workItems: AGILE_ITEMS,
    ...options,
  });
  const credentials: AzureCredentials = {
    kind: 'azure-devops',
    baseUrl: standIn.baseUrl,
    project: PROJECT,
    token,
  };
  return { standIn, connector: createAzureConnector(credentials, { now: () => NOW }) };
}

const calls = (s: AzureStandIn) => s.requests.map((r) => `${r.method} ${r.path}`);

describe('connect', () => {
  it('answers the account, checks the project, and sends the PAT as basic auth', async () => {
    const { connector, standIn } = await organization();
    expect(await connector.connect()).toEqual({ ok: true, value: 'Ana Lima' });
    expect(calls(standIn)).toEqual([
      'GET /acme/_apis/connectionData',
      'GET /acme/Fabrikam%20Fiber/_apis/wit/workitemtypes',
    ]);
    expect(standIn.requests.every((r) => r.auth === 'basic' && r.authOk)).toBe(true);
  });

  it('a wrong PAT is a credentials failure, whether Azure answers 401 or its 203 sign-in page', async () => {
    for (const badTokenAnswer of [401, 203] as const) {
      const { connector } = await organization({ badTokenAnswer }, 'wrong-pat-9876543210');
      const answer = await connector.connect();
      expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
      expect(JSON.stringify(answer)).not.toContain('wrong-pat-9876543210');
      await standIn?.close();
    }
  });

  it('a project that does not exist is not-found with Azure’s reason', async () => {
    const { connector } = await organization({ project: 'Other' });
    expect(await connector.connect()).toMatchObject({
      ok: false,
      failure: {
        kind: 'not-found',
        message: expect.stringMatching(/^The project Fabrikam Fiber was not found.*TF200016/),
      },
    });
  });

  it('on an Azure DevOps Server collection, under the collection’s path', async () => {
    const { connector, standIn } = await organization({
      collectionPath: '/tfs/DefaultCollection',
    });
    expect(await connector.connect()).toMatchObject({ ok: true });
    expect(standIn.requests[1]?.path).toBe(
      '/tfs/DefaultCollection/Fabrikam%20Fiber/_apis/wit/workitemtypes',
    );
  });
});

describe('import by query', () => {
  it('a WIQL query gives each story its id, title, plain-text description, estimate and link', async () => {
    const { connector, standIn } = await organization();
    const answer = await connector.importByQuery(ALL, 500);
    expect(answer).toEqual({
      ok: true,
      value: {
        stories: [
          {
            key: '101',
            title: 'Pay by card',
            description: 'As a buyer I pay by card.\n- Visa\n- Mastercard & Amex',
            estimate: 5,
            url: `${standIn.baseUrl}/Fabrikam%20Fiber/_workitems/edit/101`,
          },
          {
            key: '102',
            title: 'Refund a payment',
            description: 'Full <or> partial.',
            estimate: null,
            url: `${standIn.baseUrl}/Fabrikam%20Fiber/_workitems/edit/102`,
          },
          {
            key: '103',
            title: 'Receipt shows the wrong total',
            description: 'Open a receipt\nSee the total',
            estimate: null,
            url: `${standIn.baseUrl}/Fabrikam%20Fiber/_workitems/edit/103`,
          },
        ],
        truncated: false,
        field: { id: STORY_POINTS, name: 'Story Points', decimals: true },
        fields: expect.arrayContaining([
          { id: CUSTOM_ESTIMATE, name: 'Team Estimate', decimals: false },
          { id: EFFORT, name: 'Effort', decimals: true },
        ]),
      },
    });
    const wiql = standIn.requests.find((r) => r.path.endsWith('/_apis/wit/wiql'));
    expect(wiql).toMatchObject({ method: 'POST', body: { query: ALL }, query: { $top: '501' } });
    const fields = answer.ok ? answer.value.fields.map((f) => f.id) : [];
    expect(fields).not.toContain('System.Id');
    expect(fields).not.toContain('Custom.TShirt');
  });

  it('reads 200 ids a call and stops at the limit, saying the rest was left', async () => {
    const { connector, standIn } = await organization({ workItems: manyStories(620) });
    const answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && answer.value.stories.length).toBe(500);
    expect(answer.ok && answer.value.truncated).toBe(true);
    expect(answer.ok && answer.value.stories.at(-1)?.key).toBe('1499');
    const batches = standIn.requests.filter((r) => r.path.endsWith('/workitemsbatch'));
    expect(batches.map((b) => (b.body as { ids: number[] }).ids.length)).toEqual([200, 200, 100]);
  });

  it('exactly the limit is not truncated', async () => {
    const { connector } = await organization({ workItems: manyStories(500) });
    const answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([
      500,
      false,
    ]);
  });

  it('finds Effort for Scrum and Size for CMMI; mixed processes leave the pick to the person', async () => {
    const scrum = [{ id: 1, type: 'Product Backlog Item', title: 'a', fields: { [EFFORT]: 3 } }];
    let { connector } = await organization({ workItems: scrum });
    let answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && [answer.value.field?.id, answer.value.stories[0]?.estimate]).toEqual([
      EFFORT,
      3,
    ]);
    await standIn?.close();
    ({ connector } = await organization({
      workItems: [{ id: 2, type: 'Requirement', title: 'b', fields: { [SIZE]: 8 } }],
    }));
    answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && answer.value.field?.id).toBe(SIZE);
    await standIn?.close();
    ({ connector } = await organization({
      workItems: [...scrum, { id: 2, type: 'Requirement', title: 'b' }],
    }));
    answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && answer.value.field).toBeNull();
  });

  it('a type without an estimate field lists the number fields to pick from', async () => {
    const { connector } = await organization({
      workItems: [{ id: 7, type: 'Feature Request', title: 'c' }],
    });
    const answer = await connector.importByQuery(ALL, 500);
    expect(answer.ok && answer.value.field).toBeNull();
    expect(answer.ok && answer.value.fields.map((f) => f.name)).toEqual([
      'Effort',
      'Priority',
      'Remaining Work',
      'Size',
      'Story Points',
      'Team Estimate',
    ]);
  });

  it('a saved query by path, or by id, runs its WIQL; a folder is refused', async () => {
    const savedQueries = [
      {
        id: '8a8c8212-15ca-41ed-97aa-1d6fbfbcd581',
        path: 'Shared Queries/Sprint 12',
        wiql: "SELECT [System.Id] FROM WorkItems WHERE [System.WorkItemType] = 'Bug'",
      },
      { id: '342f0f44-4069-46b1-a940-3d0468979ceb', path: 'Shared Queries', isFolder: true },
    ];
    const { connector, standIn } = await organization({ savedQueries });
    const byPath = await connector.importByQuery('Shared Queries/Sprint 12', 500);
    expect(byPath.ok && byPath.value.stories.map((s) => s.key)).toEqual(['103']);
    expect(standIn.requests.find((r) => r.path.includes('/queries/'))).toMatchObject({
      path: '/acme/Fabrikam%20Fiber/_apis/wit/queries/Shared%20Queries/Sprint%2012',
      query: { $expand: 'wiql', 'api-version': '7.1' },
    });
    const byId = await connector.importByQuery(savedQueries[0]!.id, 500);
    expect(byId.ok && byId.value.stories.map((s) => s.key)).toEqual(['103']);
    expect(await connector.importByQuery('Shared Queries', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(/folder/) },
    });
    expect(await connector.importByQuery('Shared Queries/Gone', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'not-found', message: expect.stringContaining('TF401243') },
    });
  });

  it('a WIQL Azure cannot parse is refused with Azure’s reason; an empty query is refused before calling', async () => {
    const { connector, standIn } = await organization();
    expect(await connector.importByQuery('SELECT [System.Id] WHERE x', 500)).toMatchObject({
      ok: false,
      failure: {
        kind: 'invalid',
        message: expect.stringMatching(
          /^Azure DevOps refused the query\. Azure DevOps says: TF51006/,
        ),
      },
    });
    const before = standIn.requests.length;
    expect(await connector.importByQuery('  ', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
    expect(standIn.requests.length).toBe(before + 1); // only the field list
  });
});

describe('write an estimate', () => {
  it('sends only the estimate field as JSON Patch, and skips a value Azure already holds', async () => {
    const { connector, standIn } = await organization();
    const write = { key: '102', fieldId: STORY_POINTS, value: 8 };
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: true } });
    expect(standIn.items.get(102)?.fields?.[STORY_POINTS]).toBe(8);
    const patch = standIn.requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      path: '/acme/_apis/wit/workitems/102',
      query: { 'api-version': '7.1' },
      contentType: 'application/json-patch+json',
      body: [{ op: 'add', path: `/fields/${STORY_POINTS}`, value: 8 }],
    });
    const before = standIn.requests.length;
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: false } });
    expect(calls(standIn).slice(before)).toEqual(['GET /acme/_apis/wit/workitems/102']);
    expect(standIn.requests.at(-1)?.query.fields).toBe(STORY_POINTS);
  });

  it('writes ½ as 0.5 to a decimal field; Azure refuses it for a whole-number field', async () => {
    const { connector, standIn } = await organization({
      workItems: [...AGILE_ITEMS, { id: 7, type: 'Feature Request', title: 'c' }],
    });
    const half = await connector.writeEstimate({ key: '102', fieldId: STORY_POINTS, value: 0.5 });
    expect(half).toEqual({ ok: true, value: { written: true } });
    expect(standIn.items.get(102)?.fields?.[STORY_POINTS]).toBe(0.5);
    const whole = await connector.writeEstimate({ key: '7', fieldId: CUSTOM_ESTIMATE, value: 0.5 });
    expect(whole).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringContaining('TF401326') },
    });
  });

  it('refuses a key or field that is not Azure’s before calling', async () => {
    const { connector, standIn } = await organization();
    for (const write of [
      { key: 'PAY-1', fieldId: STORY_POINTS, value: 1 },
      { key: '1/../2', fieldId: STORY_POINTS, value: 1 },
      { key: '101', fieldId: 'customfield_10016', value: 1 },
      { key: '101', fieldId: 'System.Title?x=1', value: 1 },
    ]) {
      expect(await connector.writeEstimate(write)).toMatchObject({
        ok: false,
        failure: { kind: 'invalid' },
      });
    }
    expect(standIn.requests).toEqual([]);
  });
});

describe('failures', () => {
  it.each([
    [401, 'credentials', /did not accept the credential/],
    [403, 'permission', /may not do this for work item 101.*TF237111/],
    [404, 'not-found', /^Work item 101 was not found in Azure DevOps.*TF401232/],
  ] as const)('%i on the write is %s', async (status, kind, message) => {
    const { connector, standIn } = await organization();
    standIn.fail({ method: 'PATCH', status });
    const answer = await connector.writeEstimate({ key: '101', fieldId: STORY_POINTS, value: 3 });
    expect(answer).toMatchObject({ ok: false, failure: { kind, message } });
    expect(answer.ok || answer.failure.retryAfterMs).toBeUndefined();
  });

  it('429 and 503 wait as Retry-After says; without one, the back-off grows', async () => {
    const { connector, standIn } = await organization();
    standIn.fail({ method: 'PATCH', status: 429, retryAfter: '30' });
    expect(
      await connector.writeEstimate({ key: '101', fieldId: STORY_POINTS, value: 3 }),
    ).toMatchObject({ ok: false, failure: { kind: 'rate-limited', retryAfterMs: 30_000 } });
    standIn.fail({ path: /wiql$/, status: 503, retryAfter: 'Sun, 29 Nov 2026 08:01:00 GMT' });
    expect(await connector.importByQuery(ALL, 500)).toMatchObject({
      ok: false,
      failure: {
        kind: 'unavailable',
        retryAfterMs: 60_000,
        message: expect.stringContaining('TF400898'),
      },
    });
    standIn.fail({ path: /fields$/, status: 503, times: 2 });
    // The 503 above is the first of this run of failures: the back-off's next steps follow.
    const waits = [];
    for (let i = 0; i < 2; i++) {
      const answer = await connector.importByQuery(ALL, 500);
      waits.push(answer.ok ? null : answer.failure.retryAfterMs);
    }
    expect(waits).toEqual([4_000, 8_000]);
  });

  it('a dropped connection is a network failure, retried, that never shows the PAT', async () => {
    const { connector, standIn } = await organization();
    standIn.fail({ status: 'drop' });
    const answer = await connector.connect();
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'network', retryAfterMs: 2_000 } });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it('an error body that quotes the PAT or its basic-auth value shows neither', async () => {
    const { connector, standIn } = await organization();
    const basic = Buffer.from(`:${TOKEN}`).toString('base64');
    standIn.fail({
      path: /wiql$/,
      status: 400,
      body: { message: `Bad query for ${TOKEN} (${basic})`, typeKey: 'X' },
    });
    const answer = await connector.importByQuery(ALL, 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    expect(JSON.stringify(answer)).not.toContain(basic);
  });
});
