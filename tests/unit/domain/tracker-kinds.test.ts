import { describe, expect, it } from 'vitest';
import { LABEL_FIELD } from '../../../shared/trackers/github/fields';
import { parseReference } from '../../../shared/trackers/gitlab/issues';
import {
  GITHUB_LABEL_FIELD_ID,
  isTrackerKind,
  keyLookup,
  queryFormatName,
  queryLanguage,
  queryLanguageName,
  TRACKER_KINDS,
  trackerName,
} from '../../../renderer/domain/tracker-kinds';

describe('the tracker kinds the wall names', () => {
  it('names each kind as the vendor does, Jira once for both of its kinds', () => {
    expect(TRACKER_KINDS.map(trackerName)).toEqual([
      'Jira',
      'Jira',
      'Azure DevOps',
      'GitHub',
      'GitLab',
      'Linear',
    ]);
    expect(queryFormatName('jira-server')).toBe('Jira (JQL)');
    expect(queryFormatName('azure-devops')).toBe('Azure DevOps (WIQL)');
    expect(queryLanguage('azure-devops')).toBe('wiql');
  });

  it('names JQL and WIQL as they are named in every language, and no other query', () => {
    expect(queryLanguageName('jira-server')).toBe('JQL');
    expect(queryLanguageName('azure-devops')).toBe('WIQL');
    expect(queryLanguageName('github')).toBeNull();
    expect(queryLanguageName('linear')).toBeNull();
  });

  it('calls GitHub’s query a search, in the language shown', () => {
    expect(queryLanguage('github')).toBe('github');
    expect(queryFormatName('github')).toBe('GitHub (search)');
    expect(queryFormatName('github', 'Suche')).toBe('GitHub (Suche)');
    // JQL and WIQL are names: the same in every language.
    expect(queryFormatName('jira-cloud', 'Suche')).toBe('Jira (JQL)');
  });

  it('calls GitLab’s query its filters, in the language shown', () => {
    expect(queryLanguage('gitlab')).toBe('gitlab');
    expect(queryFormatName('gitlab')).toBe('GitLab (filters)');
    expect(queryFormatName('gitlab', 'Filter')).toBe('GitLab (Filter)');
  });

  it('knows only its kinds when one is read back from storage', () => {
    expect(isTrackerKind('azure-devops')).toBe(true);
    expect(isTrackerKind('github')).toBe(true);
    expect(isTrackerKind('gitlab')).toBe(true);
    expect(isTrackerKind('linear')).toBe(true);
    expect(isTrackerKind('trello')).toBe(false);
    expect(isTrackerKind(null)).toBe(false);
  });
});

describe('Send all’s key lookup per tracker', () => {
  it('looks Jira keys up by JQL', () => {
    const jira = keyLookup('jira-cloud');
    expect(jira.isKey('PAY-1')).toBe(true);
    expect(jira.isKey('101')).toBe(false);
    expect(jira.query(['PAY-1', 'PAY-2'])).toBe('key in (PAY-1, PAY-2) ORDER BY key');
  });

  it('looks Azure DevOps ids up by WIQL, ids only, so nothing else reaches the query', () => {
    const azure = keyLookup('azure-devops');
    expect(['101', '2147483647'].map(azure.isKey)).toEqual([true, true]);
    const invalid = ['0', '007', '2147483648', 'PAY-1', '1 OR 1=1', '101 ', '1e3', ''];
    expect(invalid.filter(azure.isKey)).toEqual([]);
    expect(azure.query(['101', '1) OR ([System.Id] > 0', '103'])).toBe(
      'SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (101, 103) ORDER BY [System.Id]',
    );
  });

  it('looks GitHub issue references up as references, by GitHub’s naming rules', () => {
    const github = keyLookup('github');
    const valid = [
      'acme/pay#142',
      'Acme-Corp/pay.web_v2#1',
      'a/b#2147483647',
      `${'o'.repeat(39)}/${'r'.repeat(100)}#7`,
      'octo/.github#3',
    ];
    expect(valid.map(github.isKey)).toEqual(Array(valid.length).fill(true));
    const invalid = [
      'PAY-1',
      '101',
      '#12',
      'acme/pay',
      'acme/pay#0',
      'acme/pay#007',
      'acme/pay#2147483648',
      '-acme/pay#1',
      'acme-/pay#1',
      `${'o'.repeat(40)}/pay#1`,
      `acme/${'r'.repeat(101)}#1`,
      'acme/./#1',
      'acme/.#1',
      'acme/..#1',
      'ac_me/pay#1',
      'acme/pay#1 repo:evil/x',
      'acme/pay #1',
      'acme/p y#1',
      '',
    ];
    expect(invalid.filter(github.isKey)).toEqual([]);
    expect(github.query(['acme/pay#1', 'is:open org:evil', 'acme/web#7'])).toBe(
      'acme/pay#1 acme/web#7',
    );
  });

  it('compares GitHub references without regard to case, the others as they are', () => {
    expect(keyLookup('github').same('Acme/Pay#1')).toBe(keyLookup('github').same('acme/pay#1'));
    expect(keyLookup('jira-cloud').same('PAY-1')).toBe('PAY-1');
    expect(keyLookup('azure-devops').same('101')).toBe('101');
  });
});

describe('GitLab’s key lookup', () => {
  const gitlab = keyLookup('gitlab');

  it('looks group/project#iid references up as references, by GitLab’s path rules', () => {
    const valid = [
      'acme/pay#12',
      'acme/web/pay#13',
      'Acme_Corp/pay.web-v2#1',
      '_team/.hidden/x#7',
      'a/b#2147483647',
      `${'g/'.repeat(20)}p#3`,
      `${'g'.repeat(255)}/${'p'.repeat(255)}#4`,
      // Only a segment that ends in .git or .atom is refused.
      'acme/pay.gitlab#5',
      'acme/feed.atomic#6',
    ];
    expect(valid.filter((k) => !gitlab.isKey(k))).toEqual([]);
    const invalid = [
      'PAY-1',
      '101',
      '#12',
      'pay#12',
      'acme/pay',
      'acme/pay#0',
      'acme/pay#007',
      'acme/pay#2147483648',
      '-acme/pay#1',
      'acme/-pay#1',
      'acme//pay#1',
      'acme/pay/#1',
      '/acme/pay#1',
      'acme/./pay#1',
      'acme/..#1',
      'acme/pay.git#1',
      'acme/feed.ATOM#1',
      `${'g/'.repeat(21)}p#3`,
      `${'g'.repeat(256)}/p#4`,
      'acme/p y#1',
      'acme/pay #1',
      'acme/pay#1 label:evil',
      'acme/pay#1,acme/pay#2',
      'acme/pay#1#2',
      'evil#acme/pay#1',
      'label:x acme/pay#1',
      'acme/pa:y#1',
      '',
    ];
    expect(invalid.filter(gitlab.isKey)).toEqual([]);
  });

  it('takes as a key only what the connector reads as a reference', () => {
    const texts = [
      'acme/pay#12',
      'acme/web/pay#7',
      'Acme_Corp/pay.web-v2#1',
      `${'g/'.repeat(20)}p#3`,
      `${'g/'.repeat(21)}p#3`,
      'pay#12',
      'acme/pay.git#1',
      'acme/-pay#1',
      'acme/pay#2147483648',
      'acme/pay#0',
      'acme/..#1',
    ];
    expect(texts.filter(gitlab.isKey)).toEqual(texts.filter((t) => parseReference(t) !== null));
  });

  it('asks for the references alone, nothing else reaching the query', () => {
    expect(gitlab.query(['acme/pay#1', 'group:acme state:all', 'acme/web/shop#7'])).toBe(
      'acme/pay#1 acme/web/shop#7',
    );
  });

  it('compares references without regard to case, as GitLab finds paths', () => {
    expect(gitlab.same('Acme/Web/Pay#12')).toBe(gitlab.same('acme/web/pay#12'));
    expect(gitlab.same('acme/pay#12')).not.toBe(gitlab.same('acme/pay#13'));
  });
});

describe('GitHub’s label field', () => {
  it('is the one the connector answers, so the wall says it in the page’s language', () => {
    expect(GITHUB_LABEL_FIELD_ID).toBe(LABEL_FIELD.id);
  });
});
