/**
 * The GitLab stand-in answers as GitLab's REST API v4 documents it, so the connector's
 * tests mean something: CORS as GitLab's API answers a page (any origin, no cookies, the
 * paging headers exposed), PRIVATE-TOKEN and Bearer auth, 401 "401 Unauthorized",
 * offset paging headers, URL-encoded project paths, a Free plan without weights, and
 * the request log free of the token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CORS_EXPOSED,
  manyIssues,
  PAY_ISSUES,
  startGitLabStandIn,
  type GitLabStandIn,
} from '../support/gitlab-stand-in';

const TOKEN = 'glpat-standin-0123456789abcdef';
const PAGE = 'https://story-point.web.app';
let standIn: GitLabStandIn;

afterEach(() => standIn.close());

async function get(path: string, headers: Record<string, string> = { 'private-token': TOKEN }) {
  const response = await fetch(`${standIn.baseUrl}/api/v4${path}`, { headers });
  const text = await response.text();
  return {
    response,
    text,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

describe('the GitLab stand-in', () => {
  it('answers a page’s preflight and its calls under /api/ as GitLab’s Rack::Cors does', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES });
    const preflight = await fetch(`${standIn.baseUrl}/api/v4/projects/acme%2Fpay/issues/12`, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,private-token',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,private-token',
    );
    const { response } = await get('/projects/acme%2Fpay/issues', {
      'private-token': TOKEN,
      origin: PAGE,
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED);
    // GitLab exposes its paging headers to a page, but not Retry-After or RateLimit-*.
    expect(CORS_EXPOSED).toContain('X-Next-Page');
    expect(CORS_EXPOSED).not.toMatch(/Retry-After|RateLimit/i);
    const outside = await fetch(`${standIn.baseUrl}/acme/pay`, { headers: { origin: PAGE } });
    expect(outside.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes PRIVATE-TOKEN or Bearer; a wrong one gets 401 “401 Unauthorized”, the log keeps no token', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN, username: 'ana' });
    expect((await get('/user')).body).toMatchObject({ username: 'ana' });
    expect((await get('/user', { authorization: `Bearer ${TOKEN}` })).body).toMatchObject({
      username: 'ana',
    });
    const wrong = await get('/user', { 'private-token': 'glpat-nope' });
    expect([wrong.response.status, wrong.body]).toEqual([401, { message: '401 Unauthorized' }]);
    expect((await get('/user', {})).response.status).toBe(401);
    expect(standIn.requests.map((r) => [r.auth, r.authOk])).toEqual([
      ['private-token', true],
      ['bearer', true],
      ['private-token', false],
      ['none', false],
    ]);
    expect(JSON.stringify(standIn.requests)).not.toContain(TOKEN);
  });

  it('pages with x-page, x-next-page, x-total, x-total-pages and Link, under a relative root', async () => {
    standIn = await startGitLabStandIn({
      token: TOKEN,
      issues: manyIssues('acme/big', 45),
      relativeRoot: '/gitlab',
    });
    const { response, body } = await get('/projects/acme%2Fbig/issues?per_page=20&page=2');
    expect((body as { iid: number }[]).map((i) => i.iid)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 21),
    );
    const h = (name: string) => response.headers.get(name);
    expect([h('x-page'), h('x-per-page'), h('x-next-page'), h('x-prev-page')]).toEqual([
      '2',
      '20',
      '3',
      '1',
    ]);
    expect([h('x-total'), h('x-total-pages')]).toEqual(['45', '3']);
    const base = `${standIn.baseUrl}/api/v4/projects/acme%2Fbig/issues?per_page=20`;
    expect(h('link')).toBe(
      `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", <${base}&page=1>; rel="first", <${base}&page=3>; rel="last"`,
    );
    const last = await get('/projects/acme%2Fbig/issues?per_page=20&page=3');
    expect(last.response.headers.get('x-next-page')).toBe('');
  });

  it('filters by labels, milestone, iteration, state and iids[], as GitLab’s list does', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES });
    const iids = async (query: string) =>
      ((await get(`/projects/acme%2Fpay/issues?${query}`)).body as { iid: number }[]).map(
        (i) => i.iid,
      );
    expect(await iids('')).toEqual([12, 13, 14]);
    expect(await iids('state=opened&labels=ready,backend')).toEqual([12]);
    expect(await iids('milestone=Sprint%2012')).toEqual([12, 13]);
    expect(await iids('iteration_id=Current')).toEqual([12]);
    expect(await iids('iteration_title=Sprint%202')).toEqual([13]);
    expect(await iids('iids[]=14&iids[]=12')).toEqual([12, 14]);
    const both = await get('/projects/acme%2Fpay/issues?iteration_id=1&iteration_title=x');
    expect([both.response.status, both.body]).toEqual([
      400,
      { error: 'iteration_id, iteration_title are mutually exclusive' },
    ]);
  });

  it('names a project by its URL-encoded path; unencoded or unknown is GitLab’s 404', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES });
    expect((await get('/projects/acme%2Fpay/issues/12')).body).toMatchObject({
      iid: 12,
      references: { full: 'acme/pay#12' },
      weight: 5,
    });
    expect((await get('/projects/acme/pay/issues/12')).body).toEqual({ error: '404 Not Found' });
    expect((await get('/projects/acme%2Fnope/issues')).body).toEqual({
      message: '404 Project Not Found',
    });
    expect((await get('/projects/acme%2Fpay/issues/99')).body).toEqual({
      message: '404 Not found',
    });
    expect((await get('/groups/nope/issues')).body).toEqual({ message: '404 Group Not Found' });
  });

  it('on a Free plan, issues carry no weight and a PUT of one is ignored', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN, issues: PAY_ISSUES, free: true });
    const { body } = await get('/projects/acme%2Fpay/issues/12');
    expect('weight' in (body as object)).toBe(false);
    const put = await fetch(`${standIn.baseUrl}/api/v4/projects/acme%2Fpay/issues/12`, {
      method: 'PUT',
      headers: { 'private-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: 8 }),
    });
    expect(put.status).toBe(200);
    expect(standIn.world.issue('acme/pay#12')?.weight).toBe(5);
  });

  it('a 429 carries Retry-After and GitLab’s RateLimit-* headers, with “Retry later”', async () => {
    standIn = await startGitLabStandIn({ token: TOKEN });
    standIn.fail({ path: '/user', status: 429, retryAfter: '60', rateLimitReset: 1_800_000_000 });
    const { response, text } = await get('/user');
    expect(response.status).toBe(429);
    expect(text).toBe('Retry later\n');
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('ratelimit-reset')).toBe('1800000000');
    expect(response.headers.get('ratelimit-resettime')).toBe('Fri, 15 Jan 2027 08:00:00 GMT');
  });
});
