/**
 * The Azure DevOps stand-in (tests/support/azure-stand-in.ts) itself, where the connector
 * never takes it: a page's preflight, the origin on every answer, a PATCH that is not
 * JSON Patch and a batch over Azure's cap.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  AGILE_ITEMS,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
} from '../support/azure-stand-in';

const TOKEN = 'az-pat-stand-in-0123456789abcdefghij';
let standIn: AzureStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function organization() {
  standIn = await startAzureStandIn({
    token: TOKEN,
    project: 'Fabrikam Fiber',
    workItems: AGILE_ITEMS,
  });
  return { standIn };
}

describe('the stand-in itself', () => {
  it('answers a page’s preflight as Azure DevOps does, and echoes the origin on answers and failures', async () => {
    const { standIn } = await organization();
    const origin = 'https://story-point.web.app';
    const preflight = await fetch(`${standIn.baseUrl}/_apis/wit/workitems/101`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /authorization.*content-type/,
    );
    const refused = await fetch(`${standIn.baseUrl}/_apis/connectionData`, { headers: { origin } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    expect(standIn.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses a PATCH that is not JSON Patch with 415, and a batch over 200 ids', async () => {
    const { standIn } = await organization();
    const authorization = `Basic ${Buffer.from(`:${TOKEN}`).toString('base64')}`;
    const patch = await fetch(`${standIn.baseUrl}/_apis/wit/workitems/101?api-version=7.1`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify([{ op: 'add', path: `/fields/${STORY_POINTS}`, value: 1 }]),
    });
    expect(patch.status).toBe(415);
    expect(await patch.json()).toMatchObject({
      typeKey: 'VssRequestContentTypeNotSupportedException',
    });
    const batch = await fetch(
      `${standIn.baseUrl}/Fabrikam%20Fiber/_apis/wit/workitemsbatch?api-version=7.1`,
      {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }),
      },
    );
    expect(batch.status).toBe(400);
  });
});
