/** What the Jira client sends, and the answers no stand-in gives: redirects, HTML, timeouts. */
import { describe, expect, it } from 'vitest';
import { createJiraClient, type FetchLike } from '../../../shared/trackers/jira/client';

const cloud = {
  kind: 'jira-cloud' as const,
  baseUrl: 'https://acme.atlassian.net',
  email: 'a@b.c',
  token: 'tok-123456789',
};

function answering(response: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ url, init });
    return Promise.resolve(response());
  };
  return { fetch, sent };
}

describe('the Jira client', () => {
  it('sends basic auth to Cloud v3 and a bearer PAT to Data Center v2, never following a redirect', async () => {
    const a = answering(() => new Response('{"displayName":"A"}', { status: 200 }));
    await createJiraClient(cloud, { fetch: a.fetch }).call('GET', '/myself', 'the account');
    expect(a.sent[0]?.url).toBe('https://acme.atlassian.net/rest/api/3/myself');
    expect(a.sent[0]?.init.headers).toEqual({
      authorization: `Basic ${Buffer.from('a@b.c:tok-123456789').toString('base64')}`,
      accept: 'application/json',
    });
    expect(a.sent[0]?.init.redirect).toBe('manual');

    const b = answering(() => new Response(null, { status: 204 }));
    const server = {
      kind: 'jira-server' as const,
      baseUrl: 'https://jira.acme.local/jira',
      token: 'pat',
    };
    expect(
      await createJiraClient(server, { fetch: b.fetch }).call('PUT', '/issue/OPS-1', 'OPS-1', {
        fields: {},
      }),
    ).toEqual({
      ok: true,
      value: null,
    });
    expect(b.sent[0]?.url).toBe('https://jira.acme.local/jira/rest/api/2/issue/OPS-1');
    expect(b.sent[0]?.init.headers).toMatchObject({
      authorization: 'Bearer pat',
      'content-type': 'application/json',
    });
    expect(b.sent[0]?.init.body).toBe('{"fields":{}}');
  });

  it('a redirect (a login page, another host) is refused, naming the site address', async () => {
    const { fetch } = answering(
      () => new Response(null, { status: 302, headers: { location: 'https://sso.example/login' } }),
    );
    const answer = await createJiraClient(cloud, { fetch }).call('GET', '/myself', 'the account');
    expect(answer).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(/redirect.*site address/) },
    });
  });

  it('a page that is not Jira’s JSON is refused, and its HTML never shown', async () => {
    const { fetch } = answering(
      () => new Response('<html><title>Sign in</title></html>', { status: 200 }),
    );
    const answer = await createJiraClient(cloud, { fetch }).call('GET', '/myself', 'the account');
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message:
          'The site did not answer as Jira’s REST API does for the account: check the address.',
      },
    });
  });

  it('a call that times out is a network failure', async () => {
    const fetch: FetchLike = () =>
      Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await createJiraClient(cloud, { fetch }).call('GET', '/myself', 'the account')).toEqual({
      ok: false,
      failure: {
        kind: 'network',
        message: 'Jira could not be reached (The operation was aborted due to timeout).',
        retryAfterMs: 2_000,
      },
    });
  });
});
