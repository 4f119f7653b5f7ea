/**
 * The GitHub stand-in answers as GitHub documents it, so the connector's tests mean
 * something: CORS as api.github.com answers a page, "Bad credentials" without the
 * token, the rate-limit headers, an invalid document refused with status 200, a
 * connection asked for too much refused, and the request log free of the token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PAY_ISSUES, startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in';

const TOKEN = 'ghp_standin_0123456789abcdefghijklmn';
let standIn: GitHubStandIn;

afterEach(() => standIn.close());

async function graphql(query: string, init: { token?: string; origin?: string } = {}) {
  const response = await fetch(`${standIn.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${init.token ?? TOKEN}`,
      'content-type': 'application/json',
      ...(init.origin ? { origin: init.origin } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('the GitHub stand-in', () => {
  it('answers a page’s preflight and every answer with api.github.com’s CORS headers', async () => {
    standIn = await startGitHubStandIn({ token: TOKEN });
    const preflight = await fetch(`${standIn.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://story-point.web.app',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const { response } = await graphql('query { viewer { login } }', {
      origin: 'https://story-point.web.app',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Reset');
    expect(response.headers.get('x-ratelimit-resource')).toBe('graphql');
  });

  it('a wrong token gets 401 “Bad credentials”, and the log keeps no token', async () => {
    standIn = await startGitHubStandIn({ token: TOKEN });
    const { response, body } = await graphql('query { viewer { login } }', { token: 'ghp_nope' });
    expect(response.status).toBe(401);
    expect(body).toEqual({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/graphql',
      status: '401',
    });
    expect(standIn.requests[0]).toMatchObject({ auth: 'bearer', authOk: false });
    expect(JSON.stringify(standIn.requests)).not.toContain('ghp_nope');
  });

  it('refuses a document GitHub’s schema refuses, and a page over 100, with status 200', async () => {
    standIn = await startGitHubStandIn({ token: TOKEN, issues: PAY_ISSUES });
    const unknown = await graphql('query { viewer { login shoeSize } }');
    expect(unknown.response.status).toBe(200);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ message: 'Cannot query field "shoeSize" on type "User".' }),
    ]);
    const tooMany = await graphql(
      'query { search(query: "repo:acme/pay", type: ISSUE, first: 101) { issueCount } }',
    );
    expect(tooMany.body.errors).toEqual([
      expect.objectContaining({
        message:
          'Requesting 101 records on the `search` connection exceeds the `first` limit of 100 records.',
      }),
    ]);
    const notFound = await graphql(
      'query { repository(owner: "acme", name: "nope") { nameWithOwner } }',
    );
    expect(notFound.body).toEqual({
      data: { repository: null },
      errors: [
        expect.objectContaining({
          type: 'NOT_FOUND',
          path: ['repository'],
          message: "Could not resolve to a Repository with the name 'acme/nope'.",
        }),
      ],
    });
  });

  it('interprets only the search qualifiers it knows, and refuses the rest', async () => {
    standIn = await startGitHubStandIn({ token: TOKEN, issues: PAY_ISSUES });
    const { body } = await graphql(
      'query { search(query: "repo:acme/pay sort:updated", type: ISSUE, first: 5) { issueCount } }',
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The stand-in does not interpret “sort:updated” in a search.',
      }),
    ]);
  });
});
