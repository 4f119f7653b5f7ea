import { describe, expect, it } from 'vitest';
import type { BacklogStory } from '../../../renderer/domain/backlog';
import { keyLookup } from '../../../renderer/domain/tracker-kinds';
import { sendCandidates, sendRows } from '../../../renderer/domain/tracker-send-all';

const jira = keyLookup('jira-cloud');

const story = (slot: number, key: string, estimate: string | null): BacklogStory => ({
  slot,
  key,
  title: 'T',
  description: '',
  estimate: estimate === null ? null : { value: estimate, at: 1, votes: '' },
});
const issue = (key: string) => ({
  key,
  title: 'T',
  description: '',
  estimate: null,
  url: `https://j/${key}`,
});

describe('Send all estimates', () => {
  const stories = [
    story(0, 'A-1', '5'),
    story(1, 'A-2', null),
    story(2, '#12', '3'),
    story(3, 'A-3', '?'),
    story(4, 'A-4', '½'),
    story(5, 'A-5', '8'),
    story(6, 'A-6', '2'),
  ];
  it('offers the estimated stories with a Jira key the wall does not write yet', () => {
    const own = [{ slot: 6, key: 'A-6', url: '', fieldId: 'f', decimals: true, was: null }];
    expect(sendCandidates(stories, own, jira).map((s) => s.key)).toEqual([
      'A-1',
      'A-3',
      'A-4',
      'A-5',
    ]);
  });

  it('offers the stories with an Azure DevOps work item id when Azure DevOps is connected', () => {
    const azure = [
      story(0, '101', '5'),
      story(1, 'A-1', '3'),
      story(2, '0', '2'),
      story(3, '102', '8'),
    ];
    expect(sendCandidates(azure, [], keyLookup('azure-devops')).map((s) => s.key)).toEqual([
      '101',
      '102',
    ]);
  });

  it('lists each key with the value it would write, or why not', () => {
    const rows = sendRows(
      sendCandidates(stories, [], jira),
      [issue('A-1'), issue('A-3'), issue('A-4'), issue('A-6')],
      {
        id: 'f',
        name: 'Story Points',
        decimals: false,
      },
    );
    expect(rows.map(({ key, card, value, refusal }) => ({ key, card, value, refusal }))).toEqual([
      { key: 'A-1', card: '5', value: 5, refusal: null },
      { key: 'A-3', card: '?', value: null, refusal: 'notNumber' },
      { key: 'A-4', card: '½', value: null, refusal: 'noDecimals' },
      { key: 'A-5', card: '8', value: null, refusal: 'notFound' },
      { key: 'A-6', card: '2', value: 2, refusal: null },
    ]);
    expect(rows[0]?.found?.url).toBe('https://j/A-1');
  });

  it('lists a story given without an estimate as no card, which is not a number', () => {
    const field = { id: 'f', name: 'Story Points', decimals: true };
    const rows = sendRows([story(1, 'A-2', null)], [issue('A-2')], field);
    expect(rows.map(({ key, card, value, refusal }) => ({ key, card, value, refusal }))).toEqual([
      { key: 'A-2', card: '', value: null, refusal: 'notNumber' },
    ]);
  });

  it('lists every key as not found, with nothing to write, when none was found (no field)', () => {
    const rows = sendRows(sendCandidates(stories, [], jira), [], null);
    expect(rows.map(({ key, value, refusal }) => ({ key, value, refusal }))).toEqual(
      ['A-1', 'A-3', 'A-4', 'A-5', 'A-6'].map((key) => ({ key, value: null, refusal: 'notFound' })),
    );
  });

  it('finds a GitHub reference’s issue whatever the case the backlog wrote it in', () => {
    const github = keyLookup('github');
    const backlog = [
      story(0, 'Acme/Pay#1', '½'),
      story(1, 'acme/pay#2', '3'),
      story(2, 'A-1', '5'),
    ];
    const candidates = sendCandidates(backlog, [], github);
    expect(candidates.map((s) => s.key)).toEqual(['Acme/Pay#1', 'acme/pay#2']);
    const label = { id: 'label:estimate', name: 'estimate: N label', decimals: true };
    const rows = sendRows(candidates, [issue('acme/pay#1')], label, github);
    // The backlog's own key is kept: it is the one the session holds for the slot.
    expect(rows.map(({ key, value, refusal }) => ({ key, value, refusal }))).toEqual([
      { key: 'Acme/Pay#1', value: 0.5, refusal: null },
      { key: 'acme/pay#2', value: null, refusal: 'notFound' },
    ]);
    // Jira's keys are compared as they are: another case is another key.
    expect(sendRows([story(0, 'A-1', '5')], [issue('a-1')], label, jira)[0]?.refusal).toBe(
      'notFound',
    );
  });
});
