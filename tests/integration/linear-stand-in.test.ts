/**
 * The Linear stand-in itself answers as Linear's API does where the connector's tests
 * rely on it: a document Linear's schema refuses is a 400 GRAPHQL_VALIDATION_FAILED, a
 * filter field it does not interpret is refused rather than ignored, a Bearer key is
 * refused, and a page's CORS preflight is answered and recorded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startLinearStandIn, type LinearStandIn } from '../support/linear-stand-in';

const KEY = 'lin_api_stand_in_0123456789abcdefghij';
let standIn: LinearStandIn;

afterEach(async () => {
  await standIn.close();
});

const post = (body: unknown, authorization = KEY) =>
  fetch(`${standIn.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', origin: 'https://wall.test' },
    body: JSON.stringify(body),
  });

describe('the Linear stand-in', () => {
  it('refuses a document Linear’s schema refuses with 400, and answers a valid one with limits', async () => {
    standIn = await startLinearStandIn({ token: KEY });
    const bad = await post({ query: '{ viewer { storyPoints } }' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
    const good = await post({ query: '{ viewer { displayName } }' });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ data: { viewer: { displayName: 'Ana Lima' } } });
    expect(good.headers.get('x-ratelimit-requests-remaining')).toMatch(/^\d+$/);
    expect(good.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a filter field it does not interpret instead of ignoring it', async () => {
    standIn = await startLinearStandIn({ token: KEY });
    const answer = await post({
      query: 'query($f: IssueFilter) { issues(filter: $f) { nodes { id } } }',
      variables: { f: { dueDate: { null: true } } },
    });
    expect(await answer.json()).toMatchObject({
      errors: [{ message: 'The stand-in does not interpret filter.dueDate.' }],
    });
  });

  it('refuses a key sent as Bearer, and records the scheme, never the key', async () => {
    standIn = await startLinearStandIn({ token: KEY });
    const answer = await post({ query: '{ viewer { id } }' }, `Bearer ${KEY}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      errors: [{ extensions: { type: 'authentication error' } }],
    });
    expect(standIn.requests).toMatchObject([{ auth: 'bearer', authOk: false }]);
    expect(JSON.stringify(standIn.requests)).not.toContain(KEY);
  });

  it('answers a page’s preflight and records it', async () => {
    standIn = await startLinearStandIn({ token: KEY });
    const preflight = await fetch(`${standIn.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://wall.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(standIn.preflights).toEqual([
      {
        path: '/graphql',
        origin: 'https://wall.test',
        method: 'POST',
        headers: 'authorization,content-type',
      },
    ]);
  });
});
