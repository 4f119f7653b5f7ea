/**
 * The Linear connector's write and its failures against the stand-in: the estimate read
 * first and written once, a value outside the team's scale refused with the scale named,
 * and each of Linear's refusals told as the wall's failure, its wait read from Linear's
 * headers, with no key in any message.
 */
import { describe, expect, it } from 'vitest';
import { KEY, NOW, operations, useLinear } from '../support/linear-connector-harness';

const linear = useLinear();
const write = (key: string, value: number) => ({ key, fieldId: 'estimate', value });

describe('the Linear write', () => {
  it('reads the estimate, writes it with issueUpdate, and keeps it', async () => {
    const { standIn, connector } = await linear();
    expect(await connector.writeEstimate(write('ENG-2', 5))).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(operations(standIn)).toEqual(['IssueEstimate', 'SetEstimate']);
    expect(standIn.requests[1]!.variables).toEqual({
      id: standIn.world.issue('ENG-2')!.id,
      estimate: 5,
    });
    expect(standIn.world.issue('ENG-2')!.estimate).toBe(5);
  });

  it('does not write a value the issue already holds', async () => {
    const { standIn, connector } = await linear();
    expect(await connector.writeEstimate(write('ENG-1', 3))).toEqual({
      ok: true,
      value: { written: false },
    });
    expect(operations(standIn)).toEqual(['IssueEstimate']);
  });

  it('refuses a value outside the team’s scale, naming it, and writes nothing', async () => {
    const { standIn, connector } = await linear({
      teams: [{ key: 'ENG', estimation: 'fibonacci' }],
      issues: [{ identifier: 'ENG-2', title: 'Refunds' }],
    });
    expect(await connector.writeEstimate(write('ENG-2', 4))).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message: 'Linear’s team ENG takes 1, 2, 3, 5, 8 (Fibonacci): 4 is not written.',
      },
    });
    expect(operations(standIn)).toEqual(['IssueEstimate']);
  });

  it('refuses before any call once an import told the team’s scale', async () => {
    const { standIn, connector } = await linear({
      teams: [{ key: 'DES', estimation: 'tShirt', extended: true, allowZero: true }],
      issues: [{ identifier: 'DES-7', title: 'Screens' }],
    });
    await connector.importByQuery('DES', 500);
    standIn.requests.length = 0;
    expect(await connector.writeEstimate(write('DES-7', 34))).toMatchObject({
      ok: false,
      failure: {
        message: 'Linear’s team DES takes 0, 1, 2, 3, 5, 8, 13, 21 (T-shirt): 34 is not written.',
      },
    });
    expect(await connector.writeEstimate(write('DES-7', 0))).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(operations(standIn)).toEqual(['IssueEstimate', 'SetEstimate']);
  });

  it('refuses a write for a team without estimates, saying how to turn them on', async () => {
    const { standIn, connector } = await linear();
    expect(await connector.writeEstimate(write('OPS-2', 3))).toMatchObject({
      ok: false,
      failure: {
        kind: 'invalid',
        message: 'Linear’s team OPS does not use estimates: turn them on in the team’s settings.',
      },
    });
    expect(operations(standIn)).toEqual(['IssueEstimate']);
  });

  it('refuses a key that is no identifier, a field that is not the estimate, and ½', async () => {
    const { standIn, connector } = await linear();
    for (const [key, fieldId, value] of [
      ['acme/pay#1', 'estimate', 3],
      ['ENG-1', 'weight', 3],
      ['ENG-2', 'estimate', 0.5],
    ] as const) {
      expect(await connector.writeEstimate({ key, fieldId, value })).toMatchObject({
        ok: false,
        failure: { kind: 'invalid' },
      });
    }
    expect(operations(standIn)).toEqual(['IssueEstimate']);
  });
});

describe('Linear’s failures', () => {
  it('an issue Linear does not have is not found (its error sent with 200)', async () => {
    const { connector } = await linear();
    expect(await connector.writeEstimate(write('ENG-404', 3))).toMatchObject({
      ok: false,
      failure: { kind: 'not-found' },
    });
  });

  it('a read-only key is refused the write as a permission', async () => {
    const { standIn, connector } = await linear({ readOnly: true });
    const answer = await connector.writeEstimate(write('ENG-2', 5));
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'permission' } });
    expect(answer.ok || answer.failure.message).toContain('This API key may not write.');
    expect(standIn.world.issue('ENG-2')!.estimate).toBeNull();
  });

  it.each([
    ['AUTHENTICATION_ERROR', 400, 'credentials'],
    ['FORBIDDEN', 400, 'permission'],
    ['FORBIDDEN', 200, 'permission'],
    ['NOT_FOUND', 200, 'not-found'],
    ['INTERNAL', 200, 'unavailable'],
  ] as const)('a %s error sent with %i is %s', async (graphql, errorStatus, kind) => {
    const { standIn, connector } = await linear();
    standIn.fail({ graphql, errorStatus });
    expect(await connector.importByQuery('ENG-1', 500)).toMatchObject({
      ok: false,
      failure: { kind },
    });
  });

  it('RATELIMITED waits until the spent limit’s reset header (epoch milliseconds)', async () => {
    const { standIn, connector } = await linear();
    standIn.fail({ graphql: 'RATELIMITED', requestsReset: NOW + 90_000 });
    expect(await connector.writeEstimate(write('ENG-2', 5))).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 90_000 },
    });
    standIn.fail({ graphql: 'RATELIMITED', complexityReset: NOW + 30_000 });
    expect(await connector.writeEstimate(write('ENG-2', 5))).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 30_000 },
    });
    expect(await connector.writeEstimate(write('ENG-2', 5))).toMatchObject({ ok: true });
  });

  it('a 5xx is unavailable with a growing back-off, and no answer a network failure', async () => {
    const { standIn, connector } = await linear();
    standIn.fail({ status: 503, times: 2 });
    const first = await connector.importByQuery('ENG-1', 500);
    const second = await connector.importByQuery('ENG-1', 500);
    expect([first, second]).toMatchObject([
      { ok: false, failure: { kind: 'unavailable', retryAfterMs: 2_000 } },
      { ok: false, failure: { kind: 'unavailable', retryAfterMs: 4_000 } },
    ]);
    standIn.fail({ status: 'drop' });
    expect(await connector.importByQuery('ENG-1', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('never puts the key in a message, even when Linear echoes it', async () => {
    const { standIn, connector } = await linear();
    standIn.fail({
      graphql: 'FORBIDDEN',
      body: { errors: [{ message: `Key ${KEY} may not`, extensions: { type: 'forbidden' } }] },
    });
    const answer = await connector.importByQuery('ENG-1', 500);
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'permission' } });
    expect(JSON.stringify(answer)).not.toContain(KEY);
    expect(standIn.requests.every((r) => !JSON.stringify(r).includes(KEY))).toBe(true);
  });
});
