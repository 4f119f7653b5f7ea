import { describe, expect, it } from 'vitest';
import { checkSetup, defaultSite, siteAddress } from '../../../renderer/domain/tracker-setup';

describe('siteAddress', () => {
  it.each<[string, string | null]>([
    ['https://acme.atlassian.net', 'https://acme.atlassian.net'],
    [' https://acme.atlassian.net/ ', 'https://acme.atlassian.net'],
    ['http://jira.acme.local/jira/', 'http://jira.acme.local/jira'],
    ['http://jira.acme.local/jira//', 'http://jira.acme.local/jira'],
    // Pasted from a page, with no-break spaces around it.
    ['\u00a0https://acme.atlassian.net\u00a0', 'https://acme.atlassian.net'],
    ['acme.atlassian.net', null],
    ['ftp://acme', null],
    ['javascript:alert(1)', null],
    ['https://ann:secret@acme.atlassian.net', null],
    ['https://acme.atlassian.net/?x=1', null],
    ['', null],
  ])('%j → %j', (text, address) => {
    expect(siteAddress(text)).toBe(address);
  });
});

describe('checkSetup', () => {
  const cloud = {
    kind: 'jira-cloud' as const,
    site: 'https://acme.atlassian.net',
    email: ' ann@acme.example ',
    project: '',
    token: ' t0k ',
    remember: false,
  };
  it('gives Cloud the e-mail and the token, trimmed', () => {
    expect(checkSetup(cloud)).toEqual({
      ok: true,
      setup: {
        kind: 'jira-cloud',
        baseUrl: 'https://acme.atlassian.net',
        email: 'ann@acme.example',
        token: 't0k',
      },
    });
  });
  it('a Data Center or Server PAT needs no e-mail', () => {
    expect(checkSetup({ ...cloud, kind: 'jira-server', email: '' })).toEqual({
      ok: true,
      setup: { kind: 'jira-server', baseUrl: 'https://acme.atlassian.net', token: 't0k' },
    });
  });
  it('Azure DevOps takes the organization, the project and a PAT, without an e-mail', () => {
    const azure = { ...cloud, kind: 'azure-devops' as const, site: 'https://dev.azure.com/acme/' };
    expect(checkSetup({ ...azure, project: ' Payments ' })).toEqual({
      ok: true,
      setup: {
        kind: 'azure-devops',
        baseUrl: 'https://dev.azure.com/acme',
        project: 'Payments',
        token: 't0k',
      },
    });
    expect(checkSetup({ ...azure, project: '  ' })).toEqual({ ok: false, problem: 'needProject' });
  });
  it('GitHub takes its address and a token, without an e-mail or a project', () => {
    const github = { ...cloud, kind: 'github' as const, site: defaultSite('github') };
    expect(checkSetup({ ...github, email: '', project: 'ignored' })).toEqual({
      ok: true,
      setup: { kind: 'github', baseUrl: 'https://github.com', token: 't0k' },
    });
    expect(checkSetup({ ...github, site: 'github.com' })).toEqual({
      ok: false,
      problem: 'badSite',
    });
    expect(checkSetup({ ...github, token: '' })).toEqual({ ok: false, problem: 'needToken' });
  });
  it.each<[string, string]>([
    ['https://api.github.com', 'https://github.com'],
    ['https://github.com/acme/pay', 'https://github.com'],
    ['http://github.com/', 'https://github.com'],
    ['https://www.github.com/orgs/acme/projects/7', 'https://github.com'],
    ['https://GitHub.example.com/', 'https://github.example.com'],
    ['https://github.example.com/api/v3', 'https://github.example.com'],
    ['https://github.example.com:8443/acme/pay/issues', 'https://github.example.com:8443'],
  ])('GitHub at %j is connected at its root %j', (site, baseUrl) => {
    const checked = checkSetup({ ...cloud, kind: 'github', site });
    expect(checked.ok && checked.setup.baseUrl).toBe(baseUrl);
  });
  it('GitLab takes its address and a token, without an e-mail or a project', () => {
    const gitlab = { ...cloud, kind: 'gitlab' as const, site: defaultSite('gitlab') };
    expect(checkSetup({ ...gitlab, email: '', project: 'ignored' })).toEqual({
      ok: true,
      setup: { kind: 'gitlab', baseUrl: 'https://gitlab.com', token: 't0k' },
    });
    expect(checkSetup({ ...gitlab, site: 'gitlab.com' })).toEqual({
      ok: false,
      problem: 'badSite',
    });
    expect(checkSetup({ ...gitlab, site: 'ftp://gitlab.acme.local' })).toEqual({
      ok: false,
      problem: 'badSite',
    });
    expect(checkSetup({ ...gitlab, site: 'https://ana:pw@gitlab.acme.local' })).toEqual({
      ok: false,
      problem: 'badSite',
    });
    // GitLab.com's own address is refused the same with a name and password in it.
    expect(checkSetup({ ...gitlab, site: 'https://ana:pw@gitlab.com' })).toEqual({
      ok: false,
      problem: 'badSite',
    });
    expect(checkSetup({ ...gitlab, token: ' ' })).toEqual({ ok: false, problem: 'needToken' });
  });
  it.each<[string, string]>([
    ['https://gitlab.com/', 'https://gitlab.com'],
    ['https://gitlab.com/api/v4', 'https://gitlab.com'],
    ['https://gitlab.com/acme/pay', 'https://gitlab.com'],
    ['\u00a0https://gitlab.acme.local/\u00a0', 'https://gitlab.acme.local'],
    ['https://GitLab.com/acme/pay/-/issues?label_name[]=ready', 'https://gitlab.com'],
    ['https://www.gitlab.com/groups/acme/-/issues', 'https://gitlab.com'],
    ['https://gitlab.acme.local', 'https://gitlab.acme.local'],
    ['https://acme.local/gitlab/', 'https://acme.local/gitlab'],
    ['https://acme.local/gitlab//', 'https://acme.local/gitlab'],
    // A root whose own path holds /groups/ is no group's page.
    [
      'https://intranet.acme.local/it/groups/gitlab/',
      'https://intranet.acme.local/it/groups/gitlab',
    ],
    ['https://acme.local/gitlab/api/v4', 'https://acme.local/gitlab'],
    ['https://acme.local/gitlab/api/v4/projects/12/issues', 'https://acme.local/gitlab'],
    ['https://gitlab.acme.local:8443/API/V4/', 'https://gitlab.acme.local:8443'],
    ['https://gitlab.acme.local/acme/web/pay/-/issues/12#note_3', 'https://gitlab.acme.local'],
    [
      'https://gitlab.acme.local/groups/acme/-/issues?milestone_title=S',
      'https://gitlab.acme.local',
    ],
    ['https://gitlab.acme.local/groups/acme', 'https://gitlab.acme.local'],
  ])('GitLab at %j is connected at its root %j', (site, baseUrl) => {
    const checked = checkSetup({ ...cloud, kind: 'gitlab', site });
    expect(checked.ok && checked.setup.baseUrl).toBe(baseUrl);
  });
  it('still refuses a Jira address with a query: only GitLab’s pages are cut back', () => {
    expect(checkSetup({ ...cloud, site: 'https://acme.atlassian.net/?x=1' }).ok).toBe(false);
  });
  it('fills GitHub’s and GitLab’s addresses in, and no other', () => {
    expect(defaultSite('gitlab')).toBe('https://gitlab.com');
    expect(defaultSite('github')).toBe('https://github.com');
    expect(defaultSite('jira-cloud')).toBe('');
    expect(defaultSite('azure-devops')).toBe('');
  });
  it('asks the connector to remember the token only when ticked', () => {
    const azure = { ...cloud, kind: 'azure-devops' as const, project: 'Payments' };
    const ticked = checkSetup({ ...azure, remember: true });
    expect(ticked.ok && ticked.setup.remember).toBe(true);
    const unticked = checkSetup(azure);
    expect(unticked.ok && 'remember' in unticked.setup).toBe(false);
  });
  it.each<[string, Partial<typeof cloud>, string]>([
    ['a bad site', { site: 'acme' }, 'badSite'],
    ['no e-mail on Cloud', { email: '' }, 'needEmail'],
    ['an e-mail without @', { email: 'ann' }, 'needEmail'],
    ['an e-mail with a space before it', { email: 'ann smith@acme.example' }, 'needEmail'],
    ['an e-mail with a word after it', { email: 'ann@acme.example bob' }, 'needEmail'],
    ['no token', { token: '   ' }, 'needToken'],
  ])('says what is wrong: %s', (_, over, problem) => {
    expect(checkSetup({ ...cloud, ...over })).toEqual({ ok: false, problem });
  });
});
