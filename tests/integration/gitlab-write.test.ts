/**
 * The GitLab connector's writes and failures against the stand-in: the weight read
 * first and written once, whole numbers only, a plan without weights refused with its
 * reason, and each failure GitLab documents (401, 403 and insufficient_scope, 404, 400,
 * 429 with Retry-After or RateLimit-Reset, 5xx, no answer) as the wall is told it,
 * without the token.
 */
import { describe, expect, it } from 'vitest';
import { calls, keys, NOW, TOKEN, useGitLab } from '../support/gitlab-connector-harness';

const gitlab = useGitLab();
const write = (key: string, value: number) => ({ key, fieldId: 'weight', value });

describe('write the weight', () => {
  it('reads the issue first, PUTs the weight once, and not again once GitLab holds it', async () => {
    const { connector, standIn } = await gitlab();
    expect(await connector.writeEstimate(write('acme/pay#13', 8))).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(standIn.world.issue('acme/pay#13')?.weight).toBe(8);
    expect(calls(standIn)).toEqual([
      'GET /projects/acme%2Fpay/issues/13',
      'PUT /projects/acme%2Fpay/issues/13',
    ]);
    expect(standIn.requests[1]?.body).toEqual({ weight: 8 });
    expect(await connector.writeEstimate(write('acme/pay#13', 8))).toEqual({
      ok: true,
      value: { written: false },
    });
    expect(calls(standIn).slice(2)).toEqual(['GET /projects/acme%2Fpay/issues/13']);
  });

  it('writes 0 over a weight, and to a subgroup’s project', async () => {
    const { connector, standIn } = await gitlab();
    expect(await connector.writeEstimate(write('acme/web/pay#7', 0))).toMatchObject({
      ok: true,
      value: { written: true },
    });
    expect(standIn.world.issue('acme/web/pay#7')?.weight).toBe(0);
  });

  it.each([0.5, 2.5, -1, Number.NaN])(
    'refuses %s before any call: the weight takes whole numbers',
    async (value) => {
      const { connector, standIn } = await gitlab();
      expect(await connector.writeEstimate(write('acme/pay#12', value))).toEqual({
        ok: false,
        failure: {
          kind: 'invalid',
          message: `GitLab’s weight takes whole numbers of zero or more: ${String(value)} is not written.`,
        },
      });
      expect(standIn.requests).toEqual([]);
    },
  );

  it('on a plan without weights, refuses with the reason and writes nothing', async () => {
    const { connector, standIn } = await gitlab({ free: true });
    expect(await connector.writeEstimate(write('acme/pay#12', 3))).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message:
          'This GitLab has no issue weights (a paid plan’s feature): estimates cannot be written back.',
      },
    });
    expect(standIn.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('a key or field that is not GitLab’s is refused before any call', async () => {
    const { connector, standIn } = await gitlab();
    expect(await connector.writeEstimate(write('PAY-12', 3))).toMatchObject({
      ok: false,
      failure: {
        kind: 'invalid',
        message: expect.stringContaining('not a GitLab issue reference'),
      },
    });
    expect(
      await connector.writeEstimate({ key: 'acme/pay#12', fieldId: 'story_points', value: 3 }),
    ).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(standIn.requests).toEqual([]);
  });

  it('an issue gone is not-found', async () => {
    const { connector } = await gitlab();
    expect(await connector.writeEstimate(write('acme/pay#99', 3))).toEqual({
      ok: false,
      failure: {
        kind: 'not-found',
        message:
          'Issue acme/pay#99 was not found in GitLab, or the account cannot see it. GitLab says: 404 Not found',
      },
    });
  });

  it('a read_api token is refused for want of the api scope, and told how to fix it', async () => {
    const { connector, standIn } = await gitlab({ scopes: ['read_api'] });
    const answer = await connector.writeEstimate(write('acme/pay#13', 3));
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: 'permission',
        message:
          'The GitLab token may not do this for issue acme/pay#13: the token needs the api scope (read_api cannot write the weight). Make a token with the api scope and connect again.',
      },
    });
    expect(standIn.world.issue('acme/pay#13')?.weight).toBeNull();
  });
});

describe('each failure, as the wall is told it', () => {
  const QUERY = 'acme/pay label:ready';
  const reset = Math.floor(NOW / 1000) + 120;

  it.each([
    ['a 429 with Retry-After', { status: 429, retryAfter: '45' }, 'rate-limited', 45_000],
    [
      'a 429 with only RateLimit-Reset: waits until it',
      { status: 429, rateLimitReset: reset },
      'rate-limited',
      121_000,
    ],
    [
      'a 429 with both: Retry-After first',
      { status: 429, retryAfter: '30', rateLimitReset: reset },
      'rate-limited',
      30_000,
    ],
    ['a 429 that names no wait: the back-off', { status: 429 }, 'rate-limited', 2_000],
    ['a plain 403', { status: 403 }, 'permission', undefined],
    ['a 400', { status: 400 }, 'invalid', undefined],
    ['a 500', { status: 500 }, 'unavailable', 2_000],
    ['a 502', { status: 502 }, 'unavailable', 2_000],
    ['a 503 with Retry-After', { status: 503, retryAfter: '20' }, 'unavailable', 20_000],
    ['no answer', { status: 'drop' }, 'network', 2_000],
  ] as const)('%s', async (_, rule, kind, wait) => {
    const { connector, standIn } = await gitlab();
    standIn.fail({ path: /\/issues$/, ...rule });
    const answer = await connector.importByQuery(QUERY, 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind } });
    expect(answer.ok ? null : answer.failure.retryAfterMs).toBe(wait);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    // Once the cause is gone, the same import succeeds.
    expect(keys(await connector.importByQuery(QUERY, 500))).toHaveLength(2);
  });

  it('says GitLab’s own reasons: a 429’s plain text, a 400’s message and field errors', async () => {
    const { connector, standIn } = await gitlab();
    standIn.fail({ path: /\/issues$/, status: 429, retryAfter: '60' });
    expect(await connector.importByQuery(QUERY, 500)).toEqual({
      ok: false,
      failure: {
        kind: 'rate-limited',
        message: 'GitLab asks to slow down (429): Retry later',
        retryAfterMs: 60_000,
      },
    });
    standIn.fail({ path: /\/issues$/, status: 400 });
    expect(await connector.importByQuery(QUERY, 500)).toMatchObject({
      failure: {
        message:
          'GitLab refused the project acme/pay. GitLab says: 400 Bad request - weight is invalid',
      },
    });
    standIn.fail({
      method: 'PUT',
      status: 400,
      body: { message: { weight: ['must be greater than or equal to 0'] } },
    });
    expect(await connector.writeEstimate(write('acme/pay#13', 3))).toMatchObject({
      failure: {
        kind: 'invalid',
        message:
          'GitLab refused issue acme/pay#13. GitLab says: weight must be greater than or equal to 0',
      },
    });
  });

  it('a rate limit on the write waits as GitLab says, and the write lands on retry', async () => {
    const { connector, standIn } = await gitlab();
    standIn.fail({ method: 'PUT', status: 429, retryAfter: '60', rateLimitReset: reset });
    expect(await connector.writeEstimate(write('acme/pay#13', 3))).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 60_000 },
    });
    expect(standIn.world.issue('acme/pay#13')?.weight).toBeNull();
    expect(await connector.writeEstimate(write('acme/pay#13', 3))).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(standIn.world.issue('acme/pay#13')?.weight).toBe(3);
  });

  it('a sign-in page or another site is told as a wrong address, never as a story', async () => {
    const { connector, standIn } = await gitlab();
    standIn.fail({ path: '/user', status: 302, body: {} });
    expect(await connector.connect()).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringContaining('check the site address') },
    });
    standIn.fail({ path: '/user', status: 200, body: '<html>Sign in</html>' });
    expect(await connector.connect()).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringContaining('check the address') },
    });
  });
});
