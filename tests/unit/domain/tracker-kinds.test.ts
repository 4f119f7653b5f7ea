import { describe, expect, it } from 'vitest';
import {
  isTrackerKind,
  keyLookup,
  queryFormatName,
  queryLanguage,
  TRACKER_KINDS,
  trackerName,
} from '../../../renderer/domain/tracker-kinds';

describe('the tracker kinds the wall names', () => {
  it('names each kind as the vendor does, Jira once for both of its kinds', () => {
    expect(TRACKER_KINDS.map(trackerName)).toEqual(['Jira', 'Jira', 'Azure DevOps']);
    expect(queryFormatName('jira-server')).toBe('Jira (JQL)');
    expect(queryFormatName('azure-devops')).toBe('Azure DevOps (WIQL)');
    expect(queryLanguage('azure-devops')).toBe('wiql');
  });

  it('knows only its kinds when one is read back from storage', () => {
    expect(isTrackerKind('azure-devops')).toBe(true);
    expect(isTrackerKind('github')).toBe(false);
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
    expect(['0', '007', '2147483648', 'PAY-1', '1 OR 1=1', ''].map(azure.isKey)).toEqual(
      Array(6).fill(false),
    );
    expect(azure.query(['101', '1) OR ([System.Id] > 0', '103'])).toBe(
      'SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (101, 103) ORDER BY [System.Id]',
    );
  });
});
