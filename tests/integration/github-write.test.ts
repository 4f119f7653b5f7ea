/**
 * The GitHub connector's writes and failures against the stand-in: an estimate written
 * as a label or to a project's number field, never again once GitHub holds it, and each
 * failure (rate limits and their waits, GraphQL errors sent with status 200, 5xx, no
 * answer) as the wall is told it, without the token.
 */
import { describe, expect, it } from 'vitest';
import { STORY_POINTS_FIELD } from '../support/github-stand-in';
import {
  keys,
  LABEL,
  NOW,
  ops,
  PROJECT_ID,
  STORY_POINTS,
  TOKEN,
  useGitHub,
} from '../support/github-connector-harness';

const github = useGitHub();

describe('write an estimate', () => {
  it('as a label: added once, then not written again; another value replaces the old label', async () => {
    const { connector, standIn } = await github();
    const write = { key: 'acme/pay#143', fieldId: LABEL.id, value: 0.5 };
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: true } });
    expect(standIn.world.issue('acme/pay#143')?.labels).toEqual(['ready', 'estimate: 0.5']);
    const calls = standIn.requests.length;
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: false } });
    expect(standIn.requests.length).toBe(calls + 1);
    expect(await connector.writeEstimate({ ...write, key: 'acme/pay#142', value: 8 })).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(standIn.world.issue('acme/pay#142')?.labels).toEqual(['ready', 'estimate: 8']);
    expect(ops(standIn).slice(-3)).toEqual([
      'IssueLabels',
      'POST /api/v3/repos/acme/pay/issues/142/labels',
      'DELETE /api/v3/repos/acme/pay/issues/142/labels/estimate%3A%205',
    ]);
  });

  it('on github.com, the label calls go to api.github.com’s REST root', async () => {
    const { connector, standIn } = await github({}, { dotCom: true });
    const write = { key: 'acme/pay#142', fieldId: LABEL.id, value: 3 };
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: true } });
    expect(ops(standIn)).toEqual([
      'IssueLabels',
      'POST /repos/acme/pay/issues/142/labels',
      'DELETE /repos/acme/pay/issues/142/labels/estimate%3A%205',
    ]);
    expect(standIn.requests.map((r) => r.path)[0]).toBe('/graphql');
  });

  it('to a project’s number field: skipped when it holds the value, else set', async () => {
    const { connector, standIn } = await github();
    const write = { key: 'acme/pay#142', fieldId: STORY_POINTS, value: 8 };
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: false } });
    expect(ops(standIn)).toEqual(['IssueProjectItems']);
    expect(await connector.writeEstimate({ ...write, value: 13 })).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(standIn.world.projects[0]?.items[0]?.values[STORY_POINTS_FIELD.id]).toBe(13);
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      variables: { project: PROJECT_ID, item: 'PVTI_142', field: STORY_POINTS_FIELD.id, value: 13 },
    });
  });

  it('an issue outside the project is refused with a sentence saying so', async () => {
    const { connector } = await github();
    expect(
      await connector.writeEstimate({ key: 'acme/pay#146', fieldId: STORY_POINTS, value: 3 }),
    ).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message:
          'acme/pay#146 is not in the project whose field was chosen: add it to the project, or write the estimate as a label.',
      },
    });
  });

  it('a token that may only read is a permission failure, for a label and a project field alike', async () => {
    const { connector } = await github({ readOnly: true });
    for (const fieldId of [LABEL.id, STORY_POINTS]) {
      expect(
        await connector.writeEstimate({ key: 'acme/pay#142', fieldId, value: 2 }),
      ).toMatchObject({
        ok: false,
        failure: {
          kind: 'permission',
          message: expect.stringContaining('Resource not accessible by personal access token'),
        },
      });
    }
  });

  it('a value no label can hold back is refused before any call', async () => {
    const { connector, standIn } = await github();
    expect(
      await connector.writeEstimate({ key: 'acme/pay#142', fieldId: LABEL.id, value: 1e21 }),
    ).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(standIn.requests).toEqual([]);
  });

  it('to an issue GitHub does not have: not found, by label or by project field, nothing written', async () => {
    const { connector, standIn } = await github();
    for (const fieldId of [LABEL.id, STORY_POINTS]) {
      expect(await connector.writeEstimate({ key: 'acme/pay#999', fieldId, value: 2 })).toEqual({
        ok: false,
        failure: expect.objectContaining({
          kind: 'not-found',
          message: expect.stringMatching(/^acme\/pay#999 was not found in GitHub/),
        }),
      });
    }
    expect(ops(standIn)).toEqual(['IssueLabels', 'IssueProjectItems']);
  });

  it('a key that is no issue reference is refused before any call', async () => {
    const { connector, standIn } = await github();
    expect(
      await connector.writeEstimate({ key: 'PAY-142', fieldId: LABEL.id, value: 2 }),
    ).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(standIn.requests).toEqual([]);
  });
});

describe('each failure, as the wall is told it', () => {
  const SEARCH = 'repo:acme/pay';
  const reset = Math.floor(NOW / 1000) + 120;

  it.each([
    [
      'a spent rate limit (403, x-ratelimit-remaining 0): waits until its reset',
      { status: 403, rateLimitReset: reset },
      'rate-limited',
      121_000,
    ],
    [
      'a secondary rate limit (403 with retry-after)',
      { status: 403, retryAfter: '30' },
      'rate-limited',
      30_000,
    ],
    ['a 429 with retry-after', { status: 429, retryAfter: '45' }, 'rate-limited', 45_000],
    ['a 429 that names no wait: a minute', { status: 429 }, 'rate-limited', 60_000],
    [
      'GraphQL’s RATE_LIMITED with status 200: waits until its reset',
      { graphql: 'RATE_LIMITED', rateLimitReset: reset },
      'rate-limited',
      121_000,
    ],
    ['a plain 403', { status: 403 }, 'permission', undefined],
    ['GraphQL’s FORBIDDEN with status 200', { graphql: 'FORBIDDEN' }, 'permission', undefined],
    ['GraphQL’s NOT_FOUND with status 200', { graphql: 'NOT_FOUND' }, 'not-found', undefined],
    ['a 502', { status: 502 }, 'unavailable', 2_000],
    ['a 503 with retry-after', { status: 503, retryAfter: '20' }, 'unavailable', 20_000],
    ['no answer', { status: 'drop' }, 'network', 2_000],
  ] as const)('%s', async (_, rule, kind, wait) => {
    const { connector, standIn } = await github();
    standIn.fail({ operation: 'Search', ...rule });
    const answer = await connector.importByQuery(SEARCH, 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind } });
    expect(answer.ok ? null : answer.failure.retryAfterMs).toBe(wait);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    // Once the cause is gone, the same import succeeds.
    expect(keys(await connector.importByQuery(SEARCH, 500))).toHaveLength(4);
  });

  it('a rate limit on a label write waits as GitHub says, and the write lands on retry', async () => {
    const { connector, standIn } = await github();
    standIn.fail({ method: 'POST', path: /\/labels$/, status: 403, retryAfter: '60' });
    const write = { key: 'acme/pay#146', fieldId: LABEL.id, value: 3 };
    expect(await connector.writeEstimate(write)).toMatchObject({
      ok: false,
      failure: {
        kind: 'rate-limited',
        retryAfterMs: 60_000,
        message: expect.stringContaining('secondary rate limit'),
      },
    });
    expect(await connector.writeEstimate(write)).toEqual({ ok: true, value: { written: true } });
    expect(standIn.world.issue('acme/pay#146')?.labels).toEqual(['estimate: 3']);
  });

  it('GitHub’s own refusal of a document (status 200, errors without a type) is invalid with its message', async () => {
    const { connector, standIn } = await github();
    standIn.fail({
      operation: 'Search',
      graphql: 'NOT_FOUND',
      body: { errors: [{ message: "Field 'x' doesn't exist on type 'Issue'" }] },
    });
    expect(await connector.importByQuery(SEARCH, 500)).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message: "GitHub refused the search. GitHub says: Field 'x' doesn't exist on type 'Issue'",
      },
    });
  });
});
