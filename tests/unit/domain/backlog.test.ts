import { describe, expect, it } from 'vitest';
import {
  BACKLOG_DESCRIPTION_MAX,
  BACKLOG_ESTIMATE_MAX,
  BACKLOG_KEY_MAX,
  BACKLOG_MAX_STORIES,
  BACKLOG_TITLE_MAX,
  BACKLOG_URL_MAX,
  BACKLOG_VOTES_MAX,
  backlogItemValue,
  cleanDescription,
  cutText,
  estimatedCount,
  importPatch,
  nextStoryPatch,
  nextUnestimated,
  otherEstimates,
  normalizeDescription,
  parseBacklog,
  parseBacklogStory,
  parseCurrentSlot,
  parseSlot,
  placeText,
  SERVER_TIME,
  storyLine,
  storyPlace,
  type BacklogStory,
} from '../../../renderer/domain/backlog';
import { storyDetails } from '../../../renderer/domain/backlog-import';

const story = (slot: number, over: Partial<BacklogStory> = {}): BacklogStory => ({
  slot,
  key: `PAY-${slot}`,
  title: `Story ${slot}`,
  description: '',
  estimate: null,
  ...over,
});
const done = (slot: number) => story(slot, { estimate: { value: '5', at: 1000, votes: 'Ann: 5' } });

describe('limits', () => {
  it('are the ones the rules enforce', () => {
    expect([
      BACKLOG_MAX_STORIES,
      BACKLOG_KEY_MAX,
      BACKLOG_TITLE_MAX,
      BACKLOG_DESCRIPTION_MAX,
      BACKLOG_ESTIMATE_MAX,
      BACKLOG_VOTES_MAX,
    ]).toEqual([500, 32, 200, 2000, 16, 2000]);
  });
});

describe('parseSlot', () => {
  it.each<[string, number | null]>([
    ['0', 0],
    ['1', 1],
    ['9', 9],
    ['10', 10],
    ['99', 99],
    ['100', 100],
    ['499', 499],
    ['500', null],
    ['999', null],
    ['01', null],
    ['00', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['a', null],
    [' 1', null],
    ['1 ', null],
    ['4999', null],
  ])('%j → %s', (key, slot) => {
    expect(parseSlot(key)).toBe(slot);
  });
});

describe('cutText', () => {
  it.each<[string, number, string]>([
    ['abc', 2, 'ab'],
    ['abc', 3, 'abc'],
    ['abc', 5, 'abc'],
    ['a😀', 2, 'a'],
    ['a😀', 3, 'a😀'],
    ['😀', 1, ''],
  ])('cutText(%j, %s) = %j', (text, max, out) => {
    expect(cutText(text, max)).toBe(out);
  });
});

describe('descriptions', () => {
  it.each<[string, string]>([
    ['  one\r\ntwo\rthree\u2028four\u2029five  ', 'one\ntwo\nthree\nfour\nfive'],
    ['tab\tstays', 'tab\tstays'],
    [
      'bell\u0007 nul\u0000 del\u007f c1\u0085 esc\u001b vt\u000b ff\u000c',
      'bell nul del c1 esc vt ff',
    ],
    ['\n\n text \n\n', 'text'],
    // Bidirectional overrides and invisible characters go, as in titles; joiners stay.
    ['Pay \u202egnp.exe\u202c\nnext\u2066 line\u2069', 'Pay gnp.exe\nnext line'],
    ['zero\u200bwidth\ufeff soft\u00adhyphen', 'zerowidth softhyphen'],
    ['\u200f\u200e \u2067', ''],
    ['coder \u{1f469}\u200d\u{1f4bb}', 'coder \u{1f469}\u200d\u{1f4bb}'],
  ])('cleanDescription(%j) = %j', (text, out) => {
    expect(cleanDescription(text)).toBe(out);
  });

  it('keeps 2,000 characters, cuts longer ones to end with an ellipsis', () => {
    const full = 'd'.repeat(BACKLOG_DESCRIPTION_MAX);
    expect(normalizeDescription(full)).toBe(full);
    const cut = normalizeDescription(full + 'x');
    expect(cut).toHaveLength(BACKLOG_DESCRIPTION_MAX);
    expect(cut).toBe('d'.repeat(BACKLOG_DESCRIPTION_MAX - 1) + '…');
    expect(normalizeDescription('a'.repeat(1998) + ' 😀x')).toBe('a'.repeat(1998) + '…');
    expect(normalizeDescription(' x\r\n')).toBe('x');
  });
});

describe('parseBacklogStory', () => {
  it('reads a full story', () => {
    expect(
      parseBacklogStory('3', {
        key: 'PAY-142',
        title: 'Pay by card',
        description: 'As a buyer\r\nI pay',
        estimate: '8',
        estimatedAt: 1234,
        votes: 'Ann: 8; Bob: 5',
      }),
    ).toEqual({
      slot: 3,
      key: 'PAY-142',
      title: 'Pay by card',
      description: 'As a buyer\nI pay',
      estimate: { value: '8', at: 1234, votes: 'Ann: 8; Bob: 5' },
    });
  });

  it('reads a story with a title alone', () => {
    expect(parseBacklogStory('0', { title: '  Login\npage ' })).toEqual({
      slot: 0,
      key: '',
      title: 'Login page',
      description: '',
      estimate: null,
    });
  });

  it.each<[string, string, unknown]>([
    ['a key that is no slot', '500', { title: 'x' }],
    ['a key that is no number', 'abc', { title: 'x' }],
    ['a value that is no object', '0', 'x'],
    ['null', '0', null],
    ['an array', '0', ['x']],
    ['no title', '0', { key: 'A-1' }],
    ['a title that is a number', '0', { title: 5 }],
    ['an empty title', '0', { title: '' }],
    ['a title of spaces and controls', '0', { title: ' \n\t ' }],
    ['a title over 200 characters', '0', { title: 't'.repeat(201) }],
  ])('refuses %s', (_, key, raw) => {
    expect(parseBacklogStory(key, raw)).toBeNull();
  });

  it('keeps a title of 200 characters', () => {
    expect(parseBacklogStory('0', { title: 't'.repeat(200) })?.title).toBe('t'.repeat(200));
  });

  it.each<[string, unknown, string]>([
    ['a key of 32 characters', 'k'.repeat(32), 'k'.repeat(32)],
    ['a key over 32 characters', 'k'.repeat(33), ''],
    ['a key that is a number', 42, ''],
    ['a key with a line break', 'A-\n1', 'A- 1'],
  ])('%s', (_, key, out) => {
    expect(parseBacklogStory('0', { title: 'x', key })?.key).toBe(out);
  });

  it('a description that is not text is none', () => {
    expect(parseBacklogStory('0', { title: 'x', description: 5 })?.description).toBe('');
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    ['no estimate', {}, null],
    ['an estimate without a time', { estimate: '5' }, null],
    ['a time without an estimate', { estimatedAt: 5 }, null],
    ['an empty estimate', { estimate: '', estimatedAt: 5 }, null],
    ['an estimate that is a number', { estimate: 5, estimatedAt: 5 }, null],
    ['an estimate of 17 characters', { estimate: 'e'.repeat(17), estimatedAt: 5 }, null],
    ['a time that is text', { estimate: '5', estimatedAt: '5' }, null],
    ['a time that is not finite', { estimate: '5', estimatedAt: Infinity }, null],
    ['a time that is NaN', { estimate: '5', estimatedAt: NaN }, null],
    [
      'an estimate of 16 characters',
      { estimate: 'e'.repeat(16), estimatedAt: 5 },
      { value: 'e'.repeat(16), at: 5, votes: '' },
    ],
    [
      'votes that are not text',
      { estimate: '?', estimatedAt: 0, votes: 3 },
      { value: '?', at: 0, votes: '' },
    ],
    [
      'votes on two lines',
      { estimate: '1', estimatedAt: 1, votes: 'Ann: 1;\nBob: 2' },
      { value: '1', at: 1, votes: 'Ann: 1; Bob: 2' },
    ],
    [
      'votes over 2,000 characters',
      { estimate: '1', estimatedAt: 1, votes: 'v'.repeat(2001) },
      { value: '1', at: 1, votes: 'v'.repeat(2000) },
    ],
  ])('%s', (_, fields, estimate) => {
    expect(parseBacklogStory('0', { title: 'x', ...fields })?.estimate).toEqual(estimate);
  });
});

describe('parseBacklog', () => {
  it('reads an array (holes and garbage left out) in slot order', () => {
    expect(parseBacklog([{ title: 'a' }, null, { nope: 1 }, { title: 'd' }])).toEqual([
      story(0, { key: '', title: 'a' }),
      story(3, { key: '', title: 'd' }),
    ]);
  });

  it('reads an object in slot order', () => {
    expect(
      parseBacklog({ '10': { title: 'ten' }, '2': { title: 'two' }, x: { title: 'bad key' } }).map(
        (s) => s.slot,
      ),
    ).toEqual([2, 10]);
  });

  it.each([null, undefined, 'x', 5, true])('reads %j as no backlog', (raw) => {
    expect(parseBacklog(raw)).toEqual([]);
  });
});

describe('parseCurrentSlot', () => {
  const stories = [story(0), story(4)];
  it.each<[unknown, number | null]>([
    ['0', 0],
    ['4', 4],
    ['1', null],
    [4, null],
    ['04', null],
    ['x', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (raw, slot) => {
    expect(parseCurrentSlot(raw, stories)).toBe(slot);
  });
});

describe('backlogItemValue', () => {
  it('writes only the parts a story has, its link and Was apart', () => {
    expect(
      backlogItemValue({ key: 'K-1', title: 'T', description: '', url: 'https://a.b/K-1', was: 3 }),
    ).toEqual({ key: 'K-1', title: 'T' });
    expect(backlogItemValue({ key: '', title: 'T', description: '' })).toEqual({ title: 'T' });
    expect(backlogItemValue({ key: 'K-1', title: 'T', description: 'D' })).toEqual({
      key: 'K-1',
      title: 'T',
      description: 'D',
    });
  });
});

describe("a story's link and the estimate its tracker held", () => {
  const longest = 'https://a.b/' + 'x'.repeat(BACKLOG_URL_MAX - 12);
  it.each<[string, unknown, string | undefined]>([
    ['https', 'https://acme.atlassian.net/browse/PAY-1', 'https://acme.atlassian.net/browse/PAY-1'],
    ['http', 'http://jira.local/browse/A-1', 'http://jira.local/browse/A-1'],
    ['the longest', longest, longest],
    ['one longer', longest + 'x', undefined],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['data:', 'data:text/html,x', undefined],
    ['spaces around', ' https://a.b/ ', undefined],
    ['not an address', 'PAY-1', undefined],
    ['a number', 5, undefined],
  ])('a link that is %s', (_, url, read) => {
    expect(parseBacklogStory('0', { title: 'x', url })?.url).toBe(read);
    expect(storyDetails({ url: url as string }).url).toBe(read);
  });

  it.each<[unknown, number | undefined]>([
    [5, 5],
    [0, 0],
    [0.5, 0.5],
    ['5', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('was %j reads as %j', (was, read) => {
    expect(parseBacklogStory('0', { title: 'x', was })?.was).toBe(read);
    expect(storyDetails({ was: was as number }).was).toBe(read);
  });

  it('leaves both out when absent, so old stories read as before', () => {
    expect(Object.keys(parseBacklogStory('0', { title: 'x' }) ?? {})).not.toContain('url');
    expect(Object.keys(parseBacklogStory('0', { title: 'x' }) ?? {})).not.toContain('was');
  });
});

describe('storyLine', () => {
  it.each<[string, string, string]>([
    ['PAY-142', 'Pay by card', 'PAY-142 Pay by card'],
    ['', 'Pay by card', 'Pay by card'],
  ])('%j + %j → %j', (key, title, line) => {
    expect(storyLine({ key, title, description: '' })).toBe(line);
  });
});

describe('storyPlace', () => {
  const stories = [story(0), story(1), story(5)];
  it('knows the position, the total and the next story', () => {
    expect(storyPlace(stories, 1)).toEqual({
      current: stories[1],
      position: 2,
      total: 3,
      next: stories[2],
    });
    expect(storyPlace(stories, 0)?.position).toBe(1);
    expect(storyPlace(stories, 5)).toEqual({
      current: stories[2],
      position: 3,
      total: 3,
      next: null,
    });
  });
  it('is null without a current story', () => {
    expect(storyPlace(stories, null)).toBeNull();
    expect(storyPlace(stories, 2)).toBeNull();
    expect(storyPlace([], 0)).toBeNull();
  });
  it('placeText says "3 of 12"', () => {
    expect(placeText({ position: 3, total: 12 })).toBe('3 of 12');
  });
});

describe('nextUnestimated', () => {
  it.each<[string, BacklogStory[], number | null, number | null]>([
    ['the one after the current', [story(0), story(1), story(2)], 0, 1],
    ['skips estimated ones', [story(0), done(1), story(2)], 0, 2],
    ['wraps to the first open one', [done(0), story(1), story(2), done(3)], 2, 1],
    ['never the current one', [story(0), done(1)], 0, null],
    ['none when all are estimated', [done(0), done(1)], 0, null],
    ['the first open one without a current', [done(0), story(1), story(2)], null, 1],
    ['none in an empty backlog', [], null, null],
    ['from a current that is estimated', [story(0), done(1), story(2)], 1, 2],
    ['across gaps in the slots', [story(0), story(7), story(9)], 7, 9],
  ])('%s', (_, stories, slot, next) => {
    expect(nextUnestimated(stories, slot)?.slot ?? null).toBe(next);
  });
});

describe('estimatedCount', () => {
  it('counts stories with an estimate', () => {
    expect(estimatedCount([story(0), done(1), done(2)])).toBe(2);
    expect(estimatedCount([])).toBe(0);
  });
});

describe('importPatch', () => {
  const items = [
    { key: 'A-1', title: 'One', description: '' },
    { key: '', title: 'Two', description: 'D' },
  ];
  it('replacing writes the whole backlog, the first story current, and says it replaces', () => {
    expect(importPatch(items, 0, true, 4)).toEqual({
      backlog: { '0': { key: 'A-1', title: 'One' }, '1': { title: 'Two', description: 'D' } },
      currentStory: '0',
      backlogReplacedAt: { '.sv': 'timestamp' },
    });
  });
  it('appending writes the slots after the last, current only when none is', () => {
    expect(importPatch(items, 3, false, 1)).toEqual({
      'backlog/3': { key: 'A-1', title: 'One' },
      'backlog/4': { title: 'Two', description: 'D' },
    });
    expect(importPatch(items, 3, false, null)).toEqual({
      'backlog/3': { key: 'A-1', title: 'One' },
      'backlog/4': { title: 'Two', description: 'D' },
      currentStory: '3',
    });
  });
});

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
