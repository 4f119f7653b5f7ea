import { describe, expect, it } from 'vitest';
import {
  BACKLOG_VOTES_MAX,
  SERVER_TIME,
  nextStoryPatch,
  otherEstimates,
  type BacklogStory,
} from '../../../renderer/domain/backlog';

const story = (slot: number, over: Partial<BacklogStory> = {}): BacklogStory => ({
  slot,
  key: `PAY-${slot}`,
  title: `Story ${slot}`,
  description: '',
  estimate: null,
  ...over,
});
const done = (slot: number) => story(slot, { estimate: { value: '5', at: 1000, votes: 'Ann: 5' } });

describe('nextStoryPatch', () => {
  it('stores the estimate at server time with the votes, moves to the next open story and counts the round on', () => {
    expect(
      nextStoryPatch([story(0), done(1), story(2)], 0, { value: '8', votes: 'Ann: 8; Bob: 5' }, 4),
    ).toEqual({
      'backlog/0/estimate': '8',
      'backlog/0/estimatedAt': { '.sv': 'timestamp' },
      'backlog/0/votes': 'Ann: 8; Bob: 5',
      currentStory: '2',
      round: 5,
    });
    expect(SERVER_TIME).toEqual({ '.sv': 'timestamp' });
  });

  it('skips a story without an estimate', () => {
    expect(nextStoryPatch([story(0), story(3)], 0, null, 0)).toEqual({
      currentStory: '3',
      round: 1,
    });
  });

  it('keeps the current story when no other is left to estimate (it shows with its estimate)', () => {
    expect(nextStoryPatch([done(0), story(1)], 1, { value: '3', votes: 'Ann: 3' }, 9)).toEqual({
      'backlog/1/estimate': '3',
      'backlog/1/estimatedAt': { '.sv': 'timestamp' },
      'backlog/1/votes': 'Ann: 3',
      round: 10,
    });
  });

  it('cuts the votes to what the rules take', () => {
    const votes = 'v'.repeat(BACKLOG_VOTES_MAX + 50);
    const patch = nextStoryPatch([story(0)], 0, { value: '1', votes }, 0);
    expect(patch['backlog/0/votes']).toBe('v'.repeat(BACKLOG_VOTES_MAX));
  });
});

describe('otherEstimates', () => {
  const deck = ['0', '1', '2', '3', '5', '8', '13', '?', 'C'];
  it.each<[string, string | null, string[], string[]]>([
    [
      'the cards played and the neighbours of the closest, in deck order',
      '5',
      ['8', '3', '5'],
      ['3', '8'],
    ],
    ['a card played far away is offered too', '2', ['13', '2'], ['1', '3', '13']],
    ['the first card has one neighbour', '0', ['0'], ['1']],
    ['the last card has one neighbour', 'C', ['C'], ['?']],
    ['a played value outside the deck is not offered', '3', ['7', '3'], ['2', '5']],
    ['every card when none is closest', null, ['?', 'C'], deck],
    ['every card when the closest is not in the deck', '21', ['21'], deck],
  ])('%s', (_, closest, played, expected) => {
    expect(otherEstimates(deck, closest, played)).toEqual(expected);
  });
});
