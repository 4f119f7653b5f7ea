import { describe, expect, it } from 'vitest';
import { checkSetup, siteAddress } from '../../../renderer/domain/tracker-setup';

describe('siteAddress', () => {
  it.each<[string, string | null]>([
    ['https://acme.atlassian.net', 'https://acme.atlassian.net'],
    [' https://acme.atlassian.net/ ', 'https://acme.atlassian.net'],
    ['http://jira.acme.local/jira/', 'http://jira.acme.local/jira'],
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
    ['no token', { token: '   ' }, 'needToken'],
  ])('says what is wrong: %s', (_, over, problem) => {
    expect(checkSetup({ ...cloud, ...over })).toEqual({ ok: false, problem });
  });
});
