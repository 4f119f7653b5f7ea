/**
 * The Jira connector against the stand-in (tests/support/jira-stand-in.ts): an import by
 * JQL on Cloud and Data Center, the estimate field found per project style, a write that
 * skips what Jira already holds, and each failure as the wall is told it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createJiraConnector } from '../../shared/trackers/jira/connector';
import type { JiraCredentials } from '../../shared/trackers/jira/credentials';
import {
  BUSINESS_VALUE,
  COMPANY_ESTIMATE,
  makeIssues,
  RICH_ADF,
  RICH_ADF_TEXT,
  startJiraStandIn,
  TEAM_ESTIMATE,
  type JiraStandIn,
  type JiraStandInOptions,
} from '../support/jira-stand-in';

const TOKEN = 'ATATT3xFfGF0-secret-token-0123456789';
const EMAIL = 'ana@example.com';
let standIn: JiraStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function site(options: Partial<JiraStandInOptions> = {}) {
  const kind = options.kind ?? 'jira-cloud';
  standIn = await startJiraStandIn({
    kind,
    token: TOKEN,
    email: EMAIL,
    issues: makeIssues('PAY', 3, 'team-managed', kind === 'jira-cloud'),
    projects: { PAY: 'team-managed' },
    ...options,
  });
  const credentials: JiraCredentials = {
    kind,
    baseUrl: standIn.baseUrl,
    token: TOKEN,
    ...(kind === 'jira-cloud' ? { email: EMAIL } : {}),
  };
  return {
    standIn,
    connector: createJiraConnector(credentials, { now: () => Date.parse('2026-11-29T08:00:00Z') }),
  };
}

describe('connect', () => {
  it('answers the account the credential belongs to (Cloud by basic auth, Data Center by PAT)', async () => {
    const cloud = await site();
    expect(await cloud.connector.connect()).toEqual({ ok: true, value: 'Ana Lima' });
    expect(cloud.standIn.requests.map((r) => [r.method, r.path, r.auth, r.authOk])).toEqual([
      ['GET', '/rest/api/3/myself', 'basic', true],
    ]);
    await cloud.standIn.close();
    const server = await site({ kind: 'jira-server' });
    expect(await server.connector.connect()).toEqual({ ok: true, value: 'Ana Lima' });
    expect(server.standIn.requests[0]).toMatchObject({
      path: '/rest/api/2/myself',
      auth: 'bearer',
      authOk: true,
    });
  });

  it('a wrong token is a credentials failure that does not repeat the token', async () => {
    const { connector } = await site({ token: 'another-token-entirely' });
    const answer = await connector.connect();
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });
});

describe('import by JQL', () => {
  it('Cloud follows nextPageToken to the 500 limit and says the rest was left', async () => {
    const { connector, standIn } = await site({
      issues: makeIssues('PAY', 520, 'team-managed', true),
    });
    const answer = await connector.importByQuery('project = PAY ORDER BY rank', 500);
    if (!answer.ok) throw new Error(answer.failure.message);
    expect(answer.value.stories).toHaveLength(500);
    expect(answer.value.truncated).toBe(true);
    expect(answer.value.stories[499]).toMatchObject({ key: 'PAY-500', estimate: 500 });
    const searches = standIn.requests.filter((r) => r.path === '/rest/api/3/search/jql');
    expect(searches).toHaveLength(5);
    expect(
      searches.map((r) => (r.body as { nextPageToken?: string }).nextPageToken !== undefined),
    ).toEqual([false, true, true, true, true]);
  });

  it('Cloud reads every story of a smaller result, not truncated, and never asks the removed search', async () => {
    const { connector, standIn } = await site({
      issues: makeIssues('PAY', 130, 'team-managed', true),
    });
    const answer = await connector.importByQuery('project = PAY', 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([
      130,
      false,
    ]);
    expect(standIn.requests.some((r) => r.path === '/rest/api/3/search')).toBe(false);
  });

  it('Data Center follows startAt and total, cut at the limit', async () => {
    const { connector, standIn } = await site({
      kind: 'jira-server',
      issues: makeIssues('OPS', 260, 'company-managed', false),
      projects: { OPS: 'company-managed' },
    });
    const answer = await connector.importByQuery('project = OPS', 250);
    if (!answer.ok) throw new Error(answer.failure.message);
    expect([answer.value.stories.length, answer.value.truncated]).toEqual([250, true]);
    expect(
      standIn.requests
        .filter((r) => r.path === '/rest/api/2/search')
        .map((r) => (r.body as { startAt: number }).startAt),
    ).toEqual([0, 100, 200]);
    expect(answer.value.stories[0]).toEqual({
      key: 'OPS-1',
      title: 'Story 1 of OPS',
      description: 'Text of *OPS-1*',
      estimate: 1,
      url: `${standIn.baseUrl}/browse/OPS-1`,
    });
    expect(answer.value.field).toEqual({
      id: COMPANY_ESTIMATE,
      name: 'Story Points',
      decimals: true,
    });
  });

  it('through the gateway of a scoped token, links each story to the site, not the gateway', async () => {
    const { connector, standIn } = await site({
      gatewayPath: '/ex/jira/2f9a5c1e-cloud-id',
      site: 'https://acme.atlassian.net',
    });
    const answer = await connector.importByQuery('project = PAY', 500);
    expect(answer.ok && answer.value.stories[0]?.url).toBe(
      'https://acme.atlassian.net/browse/PAY-1',
    );
    expect(standIn.requests[0]?.path).toBe('/ex/jira/2f9a5c1e-cloud-id/rest/api/3/field');
    // The site's address is asked once, at the gateway only.
    expect(standIn.requests.filter((r) => r.path.endsWith('/serverInfo'))).toHaveLength(1);
  });

  it('turns an ADF description into the text the backlog shows', async () => {
    const issues = makeIssues('PAY', 1, 'team-managed', true);
    issues[0]!.description = RICH_ADF;
    const { connector } = await site({ issues });
    const answer = await connector.importByQuery('project = PAY', 500);
    expect(answer.ok && answer.value.stories[0]?.description).toBe(RICH_ADF_TEXT);
  });

  it.each([
    ['team-managed', TEAM_ESTIMATE, 'Story point estimate'],
    ['company-managed', COMPANY_ESTIMATE, 'Story Points'],
  ] as const)(
    'finds the estimate field of a %s project from its edit screen',
    async (style, id, name) => {
      const { connector, standIn } = await site({
        issues: makeIssues('PAY', 2, style, true),
        projects: { PAY: style },
      });
      const answer = await connector.importByQuery('project = PAY', 500);
      if (!answer.ok) throw new Error(answer.failure.message);
      expect(answer.value.field).toEqual({ id, name, decimals: true });
      expect(answer.value.stories.map((s) => s.estimate)).toEqual([1, 2]);
      expect(
        standIn.requests.filter((r) => r.path.endsWith('/editmeta')).map((r) => r.path),
      ).toEqual(['/rest/api/3/issue/PAY-1/editmeta']);
    },
  );

  it('without an estimate field on the screen, lists the site’s number fields to pick from', async () => {
    const { connector } = await site({
      issues: makeIssues('PAY', 2, 'no-estimate', true),
      projects: { PAY: 'no-estimate' },
    });
    const answer = await connector.importByQuery('project = PAY', 500);
    if (!answer.ok) throw new Error(answer.failure.message);
    expect(answer.value.field).toBeNull();
    expect(answer.value.stories.map((s) => s.estimate)).toEqual([null, null]);
    expect(answer.value.fields.map((f) => [f.id, f.name])).toEqual([
      [BUSINESS_VALUE, 'Business Value'],
      ['timeoriginalestimate', 'Original estimate'],
      [TEAM_ESTIMATE, 'Story point estimate'],
      [COMPANY_ESTIMATE, 'Story Points'],
    ]);
  });

  it('two projects on different fields leave the pick to the person', async () => {
    const issues = [
      ...makeIssues('PAY', 1, 'team-managed', true),
      ...makeIssues('OPS', 1, 'company-managed', true),
    ];
    const { connector } = await site({
      issues,
      projects: { PAY: 'team-managed', OPS: 'company-managed' },
    });
    const answer = await connector.importByQuery('project in (PAY, OPS)', 500);
    expect(answer.ok && answer.value.field).toBeNull();
  });

  it('a JQL Jira cannot parse is refused with Jira’s reason', async () => {
    const { connector } = await site();
    const answer = await connector.importByQuery('sprint = nonsense((', 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(!answer.ok && answer.failure.message).toContain('Error in the JQL Query');
  });

  it('the removed search answers 410, named as removed', async () => {
    const { standIn } = await site();
    standIn.fail({
      path: '/rest/api/3/search/jql',
      status: 410,
      body: { errorMessages: ['The requested API has been removed.'] },
    });
    const { connector } = {
      connector: createJiraConnector({
        kind: 'jira-cloud',
        baseUrl: standIn.baseUrl,
        email: EMAIL,
        token: TOKEN,
      }),
    };
    const answer = await connector.importByQuery('project = PAY', 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'removed' } });
    expect(!answer.ok && answer.failure.message).toMatch(/no longer serves.*removed/);
    // And the stand-in itself answers the old path as Atlassian does.
    const old = await fetch(`${standIn.baseUrl}/rest/api/3/search?jql=project%3DPAY`);
    expect(old.status).toBe(410);
  });
});

describe('write an estimate', () => {
  it('writes only the estimate field, and skips a value Jira already holds', async () => {
    const { connector, standIn } = await site();
    expect(
      await connector.writeEstimate({ key: 'PAY-2', fieldId: TEAM_ESTIMATE, value: 8 }),
    ).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(standIn.issues.get('PAY-2')?.fields[TEAM_ESTIMATE]).toBe(8);
    const put = standIn.requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      path: '/rest/api/3/issue/PAY-2',
      body: { fields: { [TEAM_ESTIMATE]: 8 } },
    });
    expect(
      await connector.writeEstimate({ key: 'PAY-2', fieldId: TEAM_ESTIMATE, value: 8 }),
    ).toEqual({
      ok: true,
      value: { written: false },
    });
    expect(standIn.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      query: { fields: TEAM_ESTIMATE },
    });
  });

  it('writes ½ as 0.5', async () => {
    const { connector, standIn } = await site();
    await connector.writeEstimate({ key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 0.5 });
    expect(standIn.issues.get('PAY-1')?.fields[TEAM_ESTIMATE]).toBe(0.5);
  });

  it('a field not on the edit screen is "not-on-screen" with Jira’s reason', async () => {
    const { connector } = await site();
    const answer = await connector.writeEstimate({
      key: 'PAY-1',
      fieldId: COMPANY_ESTIMATE,
      value: 3,
    });
    // Jira's words alone: the wall says the fix before them, in its language.
    const reason = `Field '${COMPANY_ESTIMATE}' cannot be set. It is not on the appropriate screen, or unknown.`;
    expect(answer).toEqual({
      ok: false,
      failure: { kind: 'not-on-screen', message: `${COMPANY_ESTIMATE}: ${reason}` },
    });
  });

  it('refuses a key or field that is not Jira’s before calling', async () => {
    const { connector, standIn } = await site();
    for (const write of [
      { key: '../../myself', fieldId: TEAM_ESTIMATE, value: 1 },
      { key: 'PAY-1', fieldId: 'a/b', value: 1 },
      { key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: Number.NaN },
    ]) {
      expect(await connector.writeEstimate(write)).toMatchObject({
        ok: false,
        failure: { kind: 'invalid' },
      });
    }
    expect(standIn.requests).toEqual([]);
  });

  it.each([
    [401, 'credentials', undefined],
    [403, 'permission', undefined],
    [404, 'not-found', undefined],
    [429, 'rate-limited', 30_000],
    [503, 'unavailable', 2_000],
  ] as const)('answered %i, the wall is told "%s"', async (status, kind, retryAfterMs) => {
    const { connector, standIn } = await site();
    standIn.fail({ method: 'PUT', status, ...(status === 429 ? { retryAfter: '30' } : {}) });
    const answer = await connector.writeEstimate({
      key: 'PAY-1',
      fieldId: TEAM_ESTIMATE,
      value: 13,
    });
    expect(answer).toEqual({
      ok: false,
      failure: { kind, message: expect.any(String), ...(retryAfterMs ? { retryAfterMs } : {}) },
    });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    expect(standIn.issues.get('PAY-1')?.fields[TEAM_ESTIMATE]).toBe(1);
  });

  it('an issue gone from Jira is not-found, and a 503 with an HTTP date waits until then', async () => {
    const { connector, standIn } = await site();
    expect(
      await connector.writeEstimate({ key: 'PAY-99', fieldId: TEAM_ESTIMATE, value: 1 }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'not-found' },
    });
    standIn.fail({ status: 503, retryAfter: 'Sun, 29 Nov 2026 08:01:30 GMT' });
    expect(
      await connector.writeEstimate({ key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 2 }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', retryAfterMs: 90_000 },
    });
  });

  it('a dropped connection is a network failure whose back-off grows, and resets once Jira answers', async () => {
    const { connector, standIn } = await site();
    standIn.fail({ status: 'drop', times: 2 });
    const write = { key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 };
    expect(await connector.writeEstimate(write)).toMatchObject({
      ok: false,
      failure: { kind: 'network', retryAfterMs: 2_000 },
    });
    expect(await connector.writeEstimate(write)).toMatchObject({
      ok: false,
      failure: { kind: 'network', retryAfterMs: 4_000 },
    });
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: true } });
    standIn.fail({ status: 503 });
    expect(await connector.writeEstimate(write)).toMatchObject({
      failure: { retryAfterMs: 2_000 },
    });
  });
});
