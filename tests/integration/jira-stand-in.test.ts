/**
 * The Jira stand-in's own answers where the connector does not show them: the GET forms
 * of both searches, and a `key` clause naming keys of no issue, refused under strict
 * validation and given as warnings under Data Center's `validateQuery=warn`, as
 * Atlassian's REST reference and Jira's answers say.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeIssues,
  startJiraStandIn,
  type JiraStandIn,
  type JiraStandInOptions,
  type StandInIssue,
} from '../support/jira-stand-in';

const TOKEN = 'ATATT3xFfGF0-stand-in-token-0123456789';
const EMAIL = 'ana@example.com';
const started: JiraStandIn[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function site(kind: JiraStandInOptions['kind'], issues: StandInIssue[]) {
  const standIn = await startJiraStandIn({ kind, token: TOKEN, email: EMAIL, issues });
  started.push(standIn);
  return standIn;
}

describe('the stand-in itself', () => {
  it('answers the GET forms of both searches as documented', async () => {
    const cloud = await site('jira-cloud', makeIssues('PAY', 3, 'team-managed', true));
    const basic = `Basic ${Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64')}`;
    const first = await fetch(
      `${cloud.baseUrl}/rest/api/3/search/jql?jql=project%3DPAY&maxResults=2&fields=summary`,
      { headers: { authorization: basic } },
    );
    const page = (await first.json()) as {
      issues: { key: string; fields: object }[];
      nextPageToken?: string;
      isLast: boolean;
    };
    expect(page.issues.map((i) => [i.key, Object.keys(i.fields)])).toEqual([
      ['PAY-1', ['summary']],
      ['PAY-2', ['summary']],
    ]);
    expect(page.isLast).toBe(false);
    const last = await fetch(
      `${cloud.baseUrl}/rest/api/3/search/jql?jql=project%3DPAY&nextPageToken=${page.nextPageToken}`,
      { headers: { authorization: basic } },
    );
    const lastPage = (await last.json()) as Record<string, unknown>;
    expect([lastPage.isLast, 'nextPageToken' in lastPage]).toEqual([true, false]);

    const server = await site('jira-server', makeIssues('OPS', 3, 'company-managed', false));
    const v2 = await fetch(
      `${server.baseUrl}/rest/api/2/search?jql=project%3DOPS&startAt=1&maxResults=1`,
      { headers: { authorization: `Bearer ${TOKEN}` } },
    );
    expect(await v2.json()).toMatchObject({
      startAt: 1,
      maxResults: 1,
      total: 3,
      issues: [{ key: 'OPS-2' }],
    });
  });

  it('keys of no issue: 400 under strict validation, warnings beside the issues found under warn', async () => {
    const server = await site('jira-server', makeIssues('OPS', 2, 'company-managed', false));
    const search = (params: string) =>
      fetch(`${server.baseUrl}/rest/api/2/search?${params}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
    const jql = encodeURIComponent('key in (OPS-1, OPS-9, 0.0)');
    const strict = await search(`jql=${jql}`);
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      errorMessages: [
        "An issue with key 'OPS-9' does not exist for field 'key'.",
        "The issue key '0.0' for field 'key' is invalid.",
      ],
      errors: {},
    });
    const warned = await search(`jql=${jql}&validateQuery=warn`);
    expect(warned.status).toBe(200);
    expect(await warned.json()).toMatchObject({
      total: 1,
      issues: [{ key: 'OPS-1' }],
      warningMessages: [
        "An issue with key 'OPS-9' does not exist for field 'key'.",
        "The issue key '0.0' for field 'key' is invalid.",
      ],
    });
  });
});
