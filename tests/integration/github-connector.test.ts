/**
 * The GitHub connector against the stand-in (tests/support/github-stand-in.ts): connect,
 * and an import by issue search, by references or from a Projects v2 project, paged up
 * to the 500 limit, with the estimate field found in the project or offered as a label.
 */
import { describe, expect, it } from 'vitest';
import { bigProject, HOURS_FIELD, manyIssues, payProject } from '../support/github-stand-in';
import {
  keys,
  LABEL,
  ops,
  PROJECT_ID,
  STORY_POINTS,
  useGitHub,
} from '../support/github-connector-harness';

const github = useGitHub();

describe('connect', () => {
  it('answers the token’s login, on a server’s /api/graphql, with the token as Bearer', async () => {
    const { connector, standIn } = await github();
    expect(await connector.connect()).toEqual({ ok: true, value: 'ana-lima' });
    expect(standIn.requests.map((r) => [r.path, r.auth, r.authOk])).toEqual([
      ['/api/graphql', 'bearer', true],
    ]);
  });

  it('for github.com, calls api.github.com/graphql', async () => {
    const { connector, standIn } = await github({}, { dotCom: true });
    expect(await connector.connect()).toMatchObject({ ok: true });
    expect(standIn.requests[0]?.path).toBe('/graphql');
  });

  it('a wrong token is a credentials failure naming GitHub’s “Bad credentials”, without the token', async () => {
    const { connector } = await github({}, { token: 'ghp_wrong0123456789abcdefghij' });
    const answer = await connector.connect();
    expect(answer).toEqual({
      ok: false,
      failure: {
        kind: 'credentials',
        message:
          'GitHub did not accept the credential (wrong, expired or revoked personal access token, or one for another server). GitHub says: Bad credentials',
      },
    });
    expect(JSON.stringify(answer)).not.toContain('ghp_wrong');
  });
});

describe('import by issue search', () => {
  it('gives each issue its reference, title, Markdown body, label estimate and page', async () => {
    const { connector, standIn } = await github();
    const answer = await connector.importByQuery('repo:acme/pay is:open label:ready', 500);
    const web = standIn.baseUrl;
    expect(answer).toEqual({
      ok: true,
      value: {
        stories: [
          {
            key: 'acme/pay#142',
            title: 'Pay by card',
            description: 'As a buyer I pay by card.\n\n- [ ] Visa\n- [ ] **Mastercard** & Amex',
            estimate: 5,
            url: `${web}/acme/pay/issues/142`,
          },
          {
            key: 'acme/pay#143',
            title: 'Refund a payment',
            description: 'Full <or> partial.',
            estimate: null,
            url: `${web}/acme/pay/issues/143`,
          },
        ],
        truncated: false,
        field: LABEL,
        // The issues' project offers its number fields beside the label.
        fields: [
          LABEL,
          {
            id: `project:${PROJECT_ID}:${HOURS_FIELD.id}`,
            name: 'Payments roadmap: Hours',
            decimals: true,
          },
          { id: STORY_POINTS, name: 'Payments roadmap: Story Points', decimals: true },
        ],
      },
    });
    const search = standIn.requests.find((r) => r.operation === 'Search');
    expect(search?.body).toMatchObject({
      variables: { query: 'repo:acme/pay is:open label:ready is:issue', first: 100 },
    });
  });

  it('a token without the Projects permission still imports, offering the label only', async () => {
    const { connector, standIn } = await github();
    standIn.fail({ operation: 'IssuesProjects', graphql: 'FORBIDDEN' });
    const answer = await connector.importByQuery('repo:acme/pay label:ready', 500);
    expect(keys(answer)).toEqual(['acme/pay#142', 'acme/pay#143']);
    expect(answer.ok && [answer.value.field, answer.value.fields]).toEqual([LABEL, [LABEL]]);
  });

  it('a search that names no repository, organization or user is refused before any call', async () => {
    const { connector, standIn } = await github();
    expect(await connector.importByQuery('is:open label:ready', 500)).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message:
          'Name the repository in the search, e.g. repo:acme/pay is:open label:ready (or org:… / user:…), or paste a project’s URL or issue references such as acme/pay#142.',
      },
    });
    expect(standIn.requests).toEqual([]);
  });

  it('pages 100 at a time and stops at the limit, saying the rest was left', async () => {
    const { connector, standIn } = await github({ issues: manyIssues(620), projects: [] });
    const answer = await connector.importByQuery('repo:acme/big', 500);
    expect(answer.ok && answer.value.stories.length).toBe(500);
    expect(answer.ok && answer.value.truncated).toBe(true);
    expect(answer.ok && answer.value.stories.at(-1)?.key).toBe('acme/big#500');
    const pages = standIn.requests.filter((r) => r.operation === 'Search');
    expect(pages.map((p) => (p.body as { variables: { first: number } }).variables.first)).toEqual([
      100, 100, 100, 100, 100,
    ]);
  });

  it('exactly the limit is not truncated', async () => {
    const { connector } = await github({ issues: manyIssues(500), projects: [] });
    const answer = await connector.importByQuery('repo:acme/big', 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([
      500,
      false,
    ]);
  });
});

describe('import by issue references', () => {
  it('fetches each by number in the order given, once, leaving out a reference of no issue', async () => {
    const { connector, standIn } = await github();
    const answer = await connector.importByQuery(
      'acme/pay#143, acme/pay#142 acme/pay#999 acme/pay#143',
      500,
    );
    expect(keys(answer)).toEqual(['acme/pay#143', 'acme/pay#142']);
    expect(answer.ok && answer.value.stories[1]?.estimate).toBe(5);
    expect(ops(standIn)[0]).toBe('IssuesByReference');
  });

  it('asks 50 references a call, and only up to the limit, saying the rest was left', async () => {
    const { connector, standIn } = await github({ issues: manyIssues(120), projects: [] });
    const references = manyIssues(120).map((i) => `acme/big#${i.number}`);
    const answer = await connector.importByQuery(references.join(' '), 110);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([110, true]);
    const lookups = standIn.requests.filter((r) => r.operation === 'IssuesByReference');
    expect(
      lookups.map((r) => Object.keys((r.body as { variables: object }).variables).length),
    ).toEqual([150, 150, 30]);
  });

  it('when none is an issue, the import is empty (Send all lists each as not found)', async () => {
    const { connector } = await github();
    expect(keys(await connector.importByQuery('acme/pay#998 acme/nope#1', 500))).toEqual([]);
  });
});

describe('import from a Projects v2 project', () => {
  it('takes its issues (drafts and pull requests skipped), with the field found by name and its values', async () => {
    const { connector, standIn } = await github();
    const answer = await connector.importByQuery(
      `${standIn.baseUrl}/orgs/acme/projects/7/views/1`,
      500,
    );
    expect(answer).toMatchObject({
      ok: true,
      value: {
        truncated: false,
        field: { id: STORY_POINTS, name: 'Story Points', decimals: true },
        fields: [
          { id: `project:${PROJECT_ID}:${HOURS_FIELD.id}`, name: 'Hours', decimals: true },
          { id: STORY_POINTS, name: 'Story Points', decimals: true },
        ],
      },
    });
    expect(answer.ok && answer.value.stories.map((s) => [s.key, s.estimate])).toEqual([
      ['acme/pay#142', 8],
      ['acme/pay#143', null],
      ['acme/pay#144', null],
    ]);
  });

  it('a project without an estimate-named number field leaves the pick to the person', async () => {
    const { connector, standIn } = await github({ projects: [payProject([HOURS_FIELD])] });
    const answer = await connector.importByQuery(`${standIn.baseUrl}/orgs/acme/projects/7`, 500);
    expect(answer.ok && answer.value.field).toBeNull();
    expect(answer.ok && answer.value.fields.map((f) => f.name)).toEqual(['Hours']);
    expect(answer.ok && answer.value.stories.every((s) => s.estimate === null)).toBe(true);
  });

  it('a user’s project past the limit is read page by page up to 500 and said truncated', async () => {
    const issues = manyIssues(620);
    const { connector, standIn } = await github({ issues, projects: [bigProject(issues)] });
    const answer = await connector.importByQuery(`${standIn.baseUrl}/users/ana/projects/3`, 500);
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([500, true]);
    expect(answer.ok && answer.value.field?.name).toBe('estimate');
    expect(ops(standIn).filter((o) => o === 'ProjectItems')).toHaveLength(5);
  });

  it('a view or project that does not exist is not-found; another server’s project is refused', async () => {
    const { connector, standIn } = await github();
    const base = `${standIn.baseUrl}/orgs/acme/projects`;
    expect(await connector.importByQuery(`${base}/7/views/99`, 500)).toMatchObject({
      ok: false,
      failure: { kind: 'not-found', message: 'The project acme/7 has no view 99.' },
    });
    expect(await connector.importByQuery(`${base}/8`, 500)).toMatchObject({
      ok: false,
      failure: {
        kind: 'not-found',
        message: expect.stringContaining('ProjectV2 with the number 8'),
      },
    });
    expect(
      await connector.importByQuery('https://github.com/orgs/acme/projects/7', 500),
    ).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
  });
});
