/**
 * 'Send all estimates' looks a CSV backlog's keys up with `key in (…)` (keysQuery): the
 * connector against the stand-in, which answers such a query as Jira does. Unknown keys
 * are refused whole (400, one reason per key) under strict validation, the default and
 * Cloud's only (jira-stand-in.test.ts has Data Center's `validateQuery=warn`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keysQuery } from '../../renderer/domain/tracker-own';
import { createJiraConnector } from '../../shared/trackers/jira/connector';
import {
  COMPANY_ESTIMATE,
  makeIssues,
  startJiraStandIn,
  type JiraStandIn,
} from '../support/jira-stand-in';

const TOKEN = 'ATATT3xFfGF0-lookup-token-0123456789';
const EMAIL = 'ana@example.com';
let standIn: JiraStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function cloud() {
  standIn = await startJiraStandIn({
    kind: 'jira-cloud',
    token: TOKEN,
    email: EMAIL,
    issues: makeIssues('PAY', 5, 'company-managed', true),
  });
  const connector = createJiraConnector(
    { kind: 'jira-cloud', baseUrl: standIn.baseUrl, token: TOKEN, email: EMAIL },
    { now: () => Date.parse('2026-11-29T08:00:00Z') },
  );
  return { standIn, connector };
}

describe('looking keys up', () => {
  it('finds exactly the keys asked for, with the estimate each holds and its field', async () => {
    const { connector, standIn } = await cloud();
    const answer = await connector.importByQuery(keysQuery(['PAY-4', 'PAY-2']), 2);
    expect(answer.ok && answer.value.stories.map((s) => [s.key, s.estimate])).toEqual([
      ['PAY-2', 2],
      ['PAY-4', 4],
    ]);
    expect(answer.ok && answer.value.field?.id).toBe(COMPANY_ESTIMATE);
    const asked = standIn.requests.find((r) => r.path.endsWith('/search/jql'));
    expect((asked?.body as { jql?: string } | undefined)?.jql ?? asked?.query.jql).toBe(
      'key in (PAY-4, PAY-2) ORDER BY key',
    );
    const one = await connector.importByQuery('key = pay-3', 1);
    expect(one.ok && one.value.stories.map((s) => s.key)).toEqual(['PAY-3']);
  });

  it('a key Jira does not have refuses the lookup with Jira’s words for each', async () => {
    const { connector } = await cloud();
    const answer = await connector.importByQuery(keysQuery(['PAY-1', 'PAY-99', 'OPS-7']), 3);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    const message = answer.ok ? '' : answer.failure.message;
    expect(message).toContain("An issue with key 'PAY-99' does not exist for field 'key'.");
    expect(message).toContain("An issue with key 'OPS-7' does not exist for field 'key'.");
    expect(message).not.toContain('PAY-1 ');
  });
});
