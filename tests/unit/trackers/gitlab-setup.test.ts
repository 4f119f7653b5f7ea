/**
 * A GitLab setup checked before the token is sent anywhere: the address (GitLab.com or
 * a self-managed root, a relative root kept) and where its API is, the token's forms
 * hidden, the query's forms read (references by GitLab's path rules, filters, a pasted
 * list's URL), the Markdown kept, the environment's connection, and a kept connection
 * read back.
 */
import { describe, expect, it } from 'vitest';
import { GITLAB_ENV, trackerFromEnvironment } from '../../../server/trackers/environment';
import type { TrackerService } from '../../../shared/trackers/contract';
import { dispatchTrackerOp } from '../../../shared/trackers/dispatch';
import {
  apiRoot,
  checkGitLabAddress,
  secretsOf,
} from '../../../shared/trackers/gitlab/credentials';
import { gitlabReasons } from '../../../shared/trackers/gitlab/failures';
import { parseReference } from '../../../shared/trackers/gitlab/issues';
import { listParams, nextPage } from '../../../shared/trackers/gitlab/list';
import { parseListUrl, parseQuery } from '../../../shared/trackers/gitlab/query';
import { markdownText } from '../../../shared/trackers/markdown';
import { parseStoredConnection, storedForm } from '../../../shared/trackers/stored-connection';

describe('the GitLab address', () => {
  it.each([
    ['https://gitlab.com/', 'https://gitlab.com'],
    ['https://www.gitlab.com', 'https://gitlab.com'],
    ['', 'https://gitlab.com'],
    ['https://gitlab.acme.local/', 'https://gitlab.acme.local'],
    ['https://acme.local/gitlab/', 'https://acme.local/gitlab'],
    ['https://acme.local/gitlab/api/v4', 'https://acme.local/gitlab'],
    ['https://gitlab.com/api/v4', 'https://gitlab.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('%s is used as %s', (raw, base) => {
    expect(checkGitLabAddress(raw)).toEqual({ ok: true, value: base });
  });

  it.each([
    ['https://gitlab.com/acme/pay', /Enter https:\/\/gitlab\.com as the GitLab address/],
    ['https://gitlab.acme.local/acme/pay/-/issues', /server’s address only/],
    ['http://gitlab.acme.local', /must start with https/],
    ['gitlab.com', /not a web address.*https:\/\/gitlab\.com/],
  ])('%s is refused', (raw, message) => {
    expect(checkGitLabAddress(raw)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(message) },
    });
  });

  it('calls the API under the root, and hides each form of the token', () => {
    expect(apiRoot('https://acme.local/gitlab')).toBe('https://acme.local/gitlab/api/v4');
    expect(secretsOf({ token: 'glpat-a+b/c=0123' })).toEqual([
      'glpat-a+b/c=0123',
      encodeURIComponent('glpat-a+b/c=0123'),
    ]);
  });
});

describe('the query’s three forms', () => {
  const web = 'https://acme.local/gitlab';

  it('takes references by GitLab’s path rules, a subgroup’s included', () => {
    expect(parseQuery('acme/pay#12, acme/web/pay.js#3  a_b/c-d#7', web)).toEqual({
      ok: true,
      value: {
        form: 'references',
        references: [
          { project: 'acme/pay', iid: 12 },
          { project: 'acme/web/pay.js', iid: 3 },
          { project: 'a_b/c-d', iid: 7 },
        ],
      },
    });
    for (const bad of ['pay#12', '-acme/pay#1', 'acme/pay#0', 'acme/../x#1', 'acme/p.git#1']) {
      expect(parseReference(bad)).toBeNull();
    }
  });

  it('reads a project or group with filters, quotes around a value with spaces', () => {
    expect(
      parseQuery('acme/pay label:ready label:"needs design" milestone:"Sprint 12" state:all', web),
    ).toEqual({
      ok: true,
      value: {
        form: 'list',
        list: {
          scope: 'project',
          path: 'acme/pay',
          labels: ['ready', 'needs design'],
          milestone: 'Sprint 12',
          state: 'all',
        },
      },
    });
    const group = parseQuery('group:acme/web iteration:current', web);
    expect(group).toMatchObject({
      ok: true,
      value: { list: { scope: 'group', path: 'acme/web', iteration: 'current', state: 'opened' } },
    });
    expect(group.ok && group.value.form === 'list' && listParams(group.value.list).toString()).toBe(
      'state=opened&iteration_id=Current',
    );
    expect(parseQuery('acme/pay label:a,b', web)).toMatchObject({
      ok: false,
      failure: { message: expect.stringContaining('comma') },
    });
  });

  it('reads a pasted issue list’s URL under the connected root only', () => {
    expect(
      parseListUrl(
        `${web}/acme/web/pay/-/issues?label_name%5B%5D=ready&label_name[]=ux&milestone_title=Sprint%2012&iteration_title=Sprint+3&state=closed`,
        web,
      ),
    ).toEqual({
      ok: true,
      value: {
        scope: 'project',
        path: 'acme/web/pay',
        labels: ['ready', 'ux'],
        milestone: 'Sprint 12',
        iteration: { title: 'Sprint 3' },
        state: 'closed',
      },
    });
    expect(parseListUrl('https://acme.local/other/acme/pay/-/issues', web)).toMatchObject({
      ok: false,
      failure: { message: expect.stringContaining('not on the connected GitLab') },
    });
    expect(parseListUrl(`${web}/acme/pay/-/merge_requests`, web)).toMatchObject({ ok: false });
  });

  it('finds the next page by x-next-page, else by Link’s rel="next"', () => {
    expect(nextPage(new Headers({ 'x-next-page': '3' }))).toBe(3);
    expect(nextPage(new Headers({ 'x-next-page': '' }))).toBeNull();
    expect(
      nextPage(
        new Headers({
          link: '<https://g/api/v4/x?page=1>; rel="prev", <https://g/api/v4/x?per_page=100&page=4>; rel="next"',
        }),
      ),
    ).toBe(4);
    expect(nextPage(new Headers({ link: '<https://g/x?page=1>; rel="first"' }))).toBeNull();
  });
});

describe('GitLab’s words', () => {
  it('reads a message, field errors, or an OAuth error’s description', () => {
    expect(gitlabReasons('{"message":"404 Project Not Found"}')).toBe('404 Project Not Found');
    expect(gitlabReasons('{"message":{"weight":["must be greater than or equal to 0"]}}')).toBe(
      'weight must be greater than or equal to 0',
    );
    expect(gitlabReasons('{"error":"insufficient_scope","error_description":"Higher."}')).toBe(
      'Higher.',
    );
    expect(gitlabReasons('{"error":"state does not have a valid value"}')).toBe(
      'state does not have a valid value',
    );
    expect(gitlabReasons('Retry later')).toBe('');
  });

  it('keeps the Markdown description as written, without HTML comments', () => {
    expect(markdownText('<!-- hidden -->\r\n## Goal\r\n\r\n* **pay**\n\n')).toBe(
      '## Goal\n\n* **pay**',
    );
    expect(markdownText(null)).toBe('');
  });
});

describe('a GitLab connection kept or given', () => {
  const kept = {
    kind: 'gitlab' as const,
    baseUrl: 'https://gitlab.com',
    token: 'glpat-token',
    account: 'ana',
  };

  it('is stored under its kind and read back', () => {
    expect(storedForm(kept)).toEqual({ gitlab: kept });
    expect(parseStoredConnection(storedForm(kept))).toEqual(kept);
    expect(parseStoredConnection({ gitlab: { ...kept, kind: 'github' } })).toBeNull();
  });

  it('comes from the environment: GitLab.com unless STORY_POINT_GITLAB_URL names a server', () => {
    const reports: string[] = [];
    const report = (m: string) => void reports.push(m);
    expect(trackerFromEnvironment({ [GITLAB_ENV.token]: 'glpat-env' }, report)).toEqual({
      kind: 'gitlab',
      baseUrl: 'https://gitlab.com',
      token: 'glpat-env',
    });
    expect(
      trackerFromEnvironment(
        { [GITLAB_ENV.url]: 'https://acme.local/gitlab/', [GITLAB_ENV.token]: 'glpat-env' },
        report,
      ),
    ).toMatchObject({ baseUrl: 'https://acme.local/gitlab' });
    expect(
      trackerFromEnvironment({ [GITLAB_ENV.url]: 'https://gitlab.acme.local' }, report),
    ).toBeNull();
    expect(reports).toEqual([`GitLab from the environment needs ${GITLAB_ENV.token}; ignored.`]);
  });

  it('dispatch passes a GitLab connect on, the token trimmed', async () => {
    const seen: unknown[] = [];
    const service = {
      connect: (setup: unknown) => {
        seen.push(setup);
        return Promise.resolve({ ok: true, value: null });
      },
    } as unknown as TrackerService;
    const setup = { kind: 'gitlab', baseUrl: 'https://gitlab.com', token: ' glpat-x ' };
    await dispatchTrackerOp(service, 'connect', [setup]);
    expect(seen).toEqual([{ ...setup, token: 'glpat-x' }]);
  });
});
