/**
 * The GitLab connector against the stand-in (tests/support/gitlab-stand-in.ts): connect,
 * and an import by each of the query's three forms (references, a project or group with
 * filters, an issue list's URL), paged up to the 500 limit with truncated said, the
 * weight found as the estimate field, and a plan without weights said.
 */
import { describe, expect, it } from 'vitest';
import { createGitLabConnector } from '../../shared/trackers/gitlab/connector';
import { manyIssues, PAY_ISSUES } from '../support/gitlab-stand-in';
import { calls, keys, TOKEN, useGitLab, WEIGHT } from '../support/gitlab-connector-harness';

const gitlab = useGitLab();

describe('connect', () => {
  it('answers the token’s username from GET /user, the token sent as PRIVATE-TOKEN', async () => {
    const { connector, standIn } = await gitlab();
    expect(await connector.connect()).toEqual({ ok: true, value: 'ana-lima' });
    expect(standIn.requests.map((r) => [r.path, r.auth, r.authOk])).toEqual([
      ['/api/v4/user', 'private-token', true],
    ]);
  });

  it('reaches a GitLab under a relative root, and GitLab.com at gitlab.com/api/v4', async () => {
    const relative = await gitlab({ relativeRoot: '/gitlab' });
    expect(await relative.connector.connect()).toEqual({ ok: true, value: 'ana-lima' });
    expect(relative.standIn.requests[0]?.path).toBe('/gitlab/api/v4/user');
    await relative.standIn.close();
    const dotCom = await gitlab({}, { dotCom: true });
    expect(await dotCom.connector.connect()).toMatchObject({ ok: true });
    expect(dotCom.standIn.requests[0]?.path).toBe('/api/v4/user');
  });

  it('an address without GitLab’s API there (a missing relative root) says to check it', async () => {
    const { standIn } = await gitlab({ relativeRoot: '/gitlab' });
    const origin = new URL(standIn.baseUrl).origin;
    const connector = createGitLabConnector({ kind: 'gitlab', baseUrl: origin, token: TOKEN });
    expect(await connector.connect()).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message: `There is no GitLab API at ${origin}/api/v4: check the address (a self-managed GitLab’s root, with its relative root such as /gitlab if it has one).`,
      },
    });
  });

  it('a wrong token is a credentials failure in GitLab’s words, without the token', async () => {
    const { connector } = await gitlab({}, { token: 'glpat-wrong0123456789abcd' });
    const answer = await connector.connect();
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: 'credentials',
        message:
          'GitLab did not accept the credential (wrong, expired or revoked access token, or one for another GitLab). GitLab says: 401 Unauthorized',
      },
    });
    expect(JSON.stringify(answer)).not.toContain('glpat-wrong');
  });
});

describe('import by references', () => {
  it('fetches each project’s issues by iids[], in the order written, a subgroup’s path kept', async () => {
    const { connector, standIn } = await gitlab();
    const answer = await connector.importByQuery('acme/web/pay#7, acme/pay#14 acme/pay#12', 500);
    expect(keys(answer)).toEqual(['acme/web/pay#7', 'acme/pay#14', 'acme/pay#12']);
    expect(calls(standIn)).toEqual([
      'GET /projects/acme%2Fweb%2Fpay/issues?state=all&per_page=100&iids%5B%5D=7',
      'GET /projects/acme%2Fpay/issues?state=all&per_page=100&iids%5B%5D=14&iids%5B%5D=12',
    ]);
  });

  it('leaves out a reference of no issue or no project; none found is not-found', async () => {
    const { connector } = await gitlab();
    expect(keys(await connector.importByQuery('acme/pay#12 acme/pay#99 acme/gone#1', 500))).toEqual(
      ['acme/pay#12'],
    );
    expect(await connector.importByQuery('acme/pay#99 acme/gone#1', 500)).toEqual({
      ok: false,
      failure: {
        kind: 'not-found',
        message: 'GitLab has no issue acme/pay#99, acme/gone#1 that the token can see.',
      },
    });
  });
});

describe('import a project or group with filters', () => {
  it('gives each issue its reference, title, Markdown description, weight as “Was” and page', async () => {
    const { connector, standIn } = await gitlab();
    const answer = await connector.importByQuery('acme/pay label:ready milestone:"Sprint 12"', 500);
    const web = standIn.baseUrl;
    expect(answer).toEqual({
      ok: true,
      value: {
        stories: [
          {
            key: 'acme/pay#12',
            title: 'Pay by card',
            description: 'As a buyer I pay by card.\n\n- [ ] Visa\n- [ ] **Mastercard** & Amex',
            estimate: 5,
            url: `${web}/acme/pay/-/issues/12`,
          },
          {
            key: 'acme/pay#13',
            title: 'Refund a payment',
            description: 'Full <or> partial.',
            estimate: null,
            url: `${web}/acme/pay/-/issues/13`,
          },
        ],
        truncated: false,
        field: WEIGHT,
        fields: [WEIGHT],
      },
    });
    expect(calls(standIn)).toEqual([
      'GET /projects/acme%2Fpay/issues?state=opened&labels=ready&milestone=Sprint+12&per_page=100&page=1',
    ]);
  });

  it.each([
    ['group:acme iteration:current', ['acme/pay#12', 'acme/web/pay#7'], 'iteration_id=Current'],
    ['group:acme iteration:"Sprint 2"', ['acme/pay#13'], 'iteration_title=Sprint+2'],
    ['acme/pay state:closed', ['acme/pay#14'], 'state=closed'],
    ['acme/pay state:all label:BUG', ['acme/pay#14'], 'labels=BUG'],
    ['acme/web/pay', ['acme/web/pay#7'], 'state=opened'],
  ])('%s', async (query, expected, param) => {
    const { connector, standIn } = await gitlab();
    expect(keys(await connector.importByQuery(query, 500))).toEqual(expected);
    expect(calls(standIn)[0]).toContain(param);
  });

  it('reads a pasted issue list’s URL, a project’s or a group’s, on the connected GitLab', async () => {
    const { connector, standIn } = await gitlab({ relativeRoot: '/gitlab' });
    const web = standIn.baseUrl;
    expect(
      keys(
        await connector.importByQuery(
          `${web}/acme/pay/-/issues?label_name[]=ready&milestone_title=Sprint%2012&sort=created_date`,
          500,
        ),
      ),
    ).toEqual(['acme/pay#12', 'acme/pay#13']);
    expect(
      keys(await connector.importByQuery(`${web}/groups/acme/-/issues?iteration_id=Current`, 500)),
    ).toEqual(['acme/pay#12', 'acme/web/pay#7']);
    expect(
      await connector.importByQuery('https://gitlab.other.example/acme/pay/-/issues', 500),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringContaining('not on the connected GitLab') },
    });
  });

  it.each([
    ['', /acme\/pay label:ready milestone:"Sprint 12"/],
    ['repo:acme/pay is:open', /acme\/pay label:ready/],
    ['acme/pay sprint:12', /knows no filter sprint:/],
    ['acme/pay ready', /“ready” is not a filter/],
    ['acme/pay state:merged', /state: is opened, closed or all/],
    ['pay', /acme\/pay label:ready/],
  ])('refuses “%s” before any call, naming the forms', async (query, message) => {
    const { connector, standIn } = await gitlab();
    expect(await connector.importByQuery(query, 500)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(message) },
    });
    expect(standIn.requests).toEqual([]);
  });

  it('a project the token cannot see is not-found in GitLab’s words', async () => {
    const { connector } = await gitlab();
    expect(await connector.importByQuery('acme/secret label:ready', 500)).toEqual({
      ok: false,
      failure: {
        kind: 'not-found',
        message:
          'The project acme/secret was not found in GitLab, or the account cannot see it. GitLab says: 404 Project Not Found',
      },
    });
  });
});

describe('paging', () => {
  it('follows x-next-page up to 500 and says truncated when more matched', async () => {
    const { connector, standIn } = await gitlab({ issues: manyIssues('acme/big', 620) });
    const answer = await connector.importByQuery('acme/big', 500);
    expect(answer.ok && answer.value.stories.length).toBe(500);
    expect(answer.ok && answer.value.truncated).toBe(true);
    expect(answer.ok && answer.value.stories.at(-1)?.key).toBe('acme/big#500');
    expect(standIn.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('500 exactly is not truncated; fewer are all fetched', async () => {
    const exact = await gitlab({ issues: manyIssues('acme/big', 500) });
    expect(await exact.connector.importByQuery('acme/big', 500)).toMatchObject({
      ok: true,
      value: { truncated: false },
    });
    await exact.standIn.close();
    const few = await gitlab({ issues: manyIssues('acme/big', 230) });
    const answer = await few.connector.importByQuery('acme/big', 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([
      230,
      false,
    ]);
    expect(few.standIn.requests).toHaveLength(3);
  });

  it('pages by the Link header alone, and without x-total knows more by a next page', async () => {
    const { connector, standIn } = await gitlab({
      issues: manyIssues('acme/big', 520),
      withoutNextPageHeader: true,
      withoutTotals: true,
    });
    const answer = await connector.importByQuery('acme/big', 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([500, true]);
    expect(standIn.requests).toHaveLength(5);
  });

  it('a smaller limit asks for a smaller page', async () => {
    const { connector, standIn } = await gitlab({ issues: manyIssues('acme/big', 30) });
    const answer = await connector.importByQuery('acme/big', 10);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([10, true]);
    expect(standIn.requests[0]?.query.get('per_page')).toBe('10');
  });
});

describe('the weight, and a plan without it', () => {
  it('a GitLab without weights (Free) imports the stories and says no field can be written', async () => {
    const { connector } = await gitlab({ free: true });
    const answer = await connector.importByQuery('acme/pay#12 acme/pay#13', 500);
    expect(answer).toMatchObject({
      ok: true,
      value: {
        stories: [
          { key: 'acme/pay#12', estimate: null },
          { key: 'acme/pay#13', estimate: null },
        ],
        field: null,
        fields: [],
        fieldProblem: 'no-weight',
      },
    });
  });

  it('a plan with weights says no problem, weights of 0 kept as 0', async () => {
    const issues = PAY_ISSUES.map((i) => ({ ...i, weight: i.iid === 12 ? 0 : i.weight }));
    const { connector } = await gitlab({ issues });
    const answer = await connector.importByQuery('acme/pay#12', 500);
    expect(answer.ok && answer.value.stories[0]?.estimate).toBe(0);
    expect(answer.ok && 'fieldProblem' in answer.value).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });
});
