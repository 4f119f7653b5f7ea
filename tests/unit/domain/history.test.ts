import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import {
  HISTORY_CAP,
  historyEntryValue,
  nextHead,
  parseHead,
  parseHistory,
  parseHistoryEntry,
  parseRoundNumber,
  revealedRound,
  roundFingerprint,
  slotFor,
  type HistoryRound,
} from '../../../renderer/domain/history';
import type { RoundParticipant } from '../../../renderer/domain/round';

const CODE = 'team-a';

function participant(
  userId: string,
  userName: string,
  value: string,
  showCard = true,
  offline = false,
): RoundParticipant {
  return {
    record: {
      userId,
      userName,
      selected: encodeSelected(value, CODE, userId),
      showCard,
      lastUpdate: 1,
    },
    offline,
  };
}

const none: ReadonlySet<string> = new Set();

describe('revealedRound: what a revealed round keeps', () => {
  it('names, values, average and the story of a revealed round', () => {
    const round = revealedRound({
      code: CODE,
      participants: [
        participant('a', 'Ann', '3'),
        participant('b', 'Bob', '8'),
        participant('c', 'Cy', '?'),
      ],
      blockedIds: none,
      story: 'PROJ-1 Login',
    });
    expect(round).toEqual({
      story: 'PROJ-1 Login',
      votes: [
        { name: 'Ann', value: '3' },
        { name: 'Bob', value: '8' },
        { name: 'Cy', value: '?' },
      ],
      average: 5.5,
      closest: '5',
    });
  });

  it('no closest card when no vote is a number', () => {
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', 'Ann', '?'), participant('b', 'Bob', 'C')],
      blockedIds: none,
      story: '',
    });
    expect(round).toEqual({
      story: '',
      votes: [
        { name: 'Ann', value: '?' },
        { name: 'Bob', value: 'C' },
      ],
      average: 0,
    });
  });

  it.each<[string, RoundParticipant[], ReadonlySet<string>]>([
    ['nobody there', [], none],
    [
      'someone not ready',
      [participant('a', 'Ann', '3'), participant('b', 'Bob', '5', false)],
      none,
    ],
    [
      'an offline participant hides the cards',
      [participant('a', 'Ann', '3'), participant('b', 'Bob', '', false, true)],
      none,
    ],
  ])('none while not revealed: %s', (_name, participants, blockedIds) => {
    expect(revealedRound({ code: CODE, participants, blockedIds, story: '' })).toBeNull();
  });

  it('blocked participants are left out', () => {
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', 'Ann', '3'), participant('b', 'Bob', '5', false)],
      blockedIds: new Set(['b']),
      story: '',
    });
    expect(round?.votes).toEqual([{ name: 'Ann', value: '3' }]);
  });

  it('an undecodable card is left out of the votes', () => {
    const broken: RoundParticipant = {
      record: { userId: 'x', userName: 'X', selected: '-!!', showCard: true, lastUpdate: 1 },
      offline: false,
    };
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', 'Ann', '5'), broken],
      blockedIds: none,
      story: '',
    });
    expect(round?.votes).toEqual([{ name: 'Ann', value: '5' }]);
  });

  it("hostile names are kept as text, cut to the rules' length", () => {
    const name = '<script>alert(1)</script>' + 'x'.repeat(60);
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', name, '5')],
      blockedIds: none,
      story: 'a\nb',
    });
    expect(round?.votes[0]!.name).toBe(name.slice(0, 64));
    expect(round?.story).toBe('a b');
  });
});

describe('roundFingerprint: the same round on every device', () => {
  const round: HistoryRound = {
    story: 'S',
    votes: [
      { name: 'Ann', value: '3' },
      { name: 'Bob', value: '5' },
    ],
    average: 4,
  };
  it('does not depend on the order of the votes', () => {
    expect(roundFingerprint([...round.votes].reverse(), 2)).toBe(roundFingerprint(round.votes, 2));
  });
  it('does not depend on the story (editing it after the reveal)', () => {
    expect(roundFingerprint({ ...round, story: 'T' }.votes, 2)).toBe(
      roundFingerprint(round.votes, 2),
    );
  });
  it.each<[string, HistoryRound, number]>([
    ['another round number', round, 3],
    [
      'another vote',
      {
        ...round,
        votes: [
          { name: 'Ann', value: '5' },
          { name: 'Bob', value: '5' },
        ],
      },
      2,
    ],
    [
      'a name and value that only differ in where they split',
      {
        ...round,
        votes: [
          { name: 'Ann3', value: '' },
          { name: 'Bob', value: '5' },
        ],
      },
      2,
    ],
  ])('changes with %s', (_name, other, n) => {
    expect(roundFingerprint(other.votes, n)).not.toBe(roundFingerprint(round.votes, 2));
  });
  it('fits the rules (at most 64 characters)', () => {
    expect(roundFingerprint(round.votes, Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(64);
  });
});

describe('nextHead: only the first device keeps a round', () => {
  it.each<[string, unknown, string, ReturnType<typeof nextHead>]>([
    ['the first round of a code', null, 'f1', { seq: 0, fingerprint: 'f1' }],
    [
      'a new round after another',
      { seq: 4, fingerprint: 'f1' },
      'f2',
      { seq: 5, fingerprint: 'f2' },
    ],
    ['the round is already kept', { seq: 4, fingerprint: 'f1' }, 'f1', null],
    ['garbage is replaced', { seq: 'x' }, 'f1', { seq: 0, fingerprint: 'f1' }],
  ])('%s', (_name, current, fp, expected) => {
    expect(nextHead(current, fp)).toEqual(expected);
  });

  it.each<[unknown, ReturnType<typeof parseHead>]>([
    [
      { seq: 0, fingerprint: 'a' },
      { seq: 0, fingerprint: 'a' },
    ],
    [{ seq: -1, fingerprint: 'a' }, null],
    [{ seq: 1.5, fingerprint: 'a' }, null],
    [{ seq: 1, fingerprint: 'a'.repeat(65) }, null],
    ['x', null],
  ])('parseHead(%j)', (raw, expected) => {
    expect(parseHead(raw)).toEqual(expected);
  });

  it.each<[unknown, number]>([
    [3, 3],
    [0, 0],
    [null, 0],
    [-2, 0],
    [1.5, 0],
    ['7', 0],
  ])('parseRoundNumber(%j) = %s', (raw, n) => {
    expect(parseRoundNumber(raw)).toBe(n);
  });
});

describe('the cap: never more than 200 rounds stored', () => {
  it.each<[number, string]>([
    [0, '0'],
    [199, '199'],
    [200, '0'],
    [201, '1'],
    [1234, '34'],
  ])('round %s goes to slot %s', (seq, slot) => {
    expect(slotFor(seq)).toBe(slot);
  });
  it('a thousand rounds use exactly 200 slots', () => {
    const slots = new Set(Array.from({ length: 1000 }, (_, i) => slotFor(i)));
    expect(slots.size).toBe(HISTORY_CAP);
  });
});

describe('history entries: written and read back', () => {
  const round: HistoryRound = { story: 'S', votes: [{ name: 'Ann', value: '½' }], average: 0.5 };

  it('reads back what is written', () => {
    const value = historyEntryValue(round, 7, 1234);
    expect(parseHistoryEntry('7', value)).toEqual({ id: '7', seq: 7, at: 1234, ...round });
  });

  it('keeps the closest card when one was written', () => {
    const value = historyEntryValue({ ...round, closest: '½' }, 7, 1234);
    expect(parseHistoryEntry('7', value)?.closest).toBe('½');
  });

  it('reads votes stored as an object (a list with a hole)', () => {
    const value = {
      seq: 1,
      at: 5,
      story: '',
      average: 3,
      votes: { 0: { name: 'A', value: '3' }, 2: { name: 'B', value: '3' } },
    };
    expect(parseHistoryEntry('1', value)?.votes).toHaveLength(2);
  });

  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['no votes', { seq: 1, at: 5, story: '', average: 0 }],
    [
      'a vote that is not text',
      { seq: 1, at: 5, story: '', average: 0, votes: [{ name: 'A', value: 3 }] },
    ],
    [
      'a story too long',
      { seq: 1, at: 5, story: 'x'.repeat(201), average: 0, votes: [{ name: 'A', value: '3' }] },
    ],
    [
      'average as text',
      { seq: 1, at: 5, story: '', average: '3', votes: [{ name: 'A', value: '3' }] },
    ],
    [
      '21 votes',
      {
        seq: 1,
        at: 5,
        story: '',
        average: 3,
        votes: Array.from({ length: 21 }, () => ({ name: 'A', value: '3' })),
      },
    ],
  ])('refuses %s', (_name, raw) => {
    expect(parseHistoryEntry('1', raw)).toBeNull();
  });

  it('lists valid entries most recent first, garbage left out', () => {
    const entries = parseHistory([
      { key: '0', value: historyEntryValue(round, 200, 10) },
      { key: '1', value: historyEntryValue(round, 1, 2) },
      { key: '2', value: 'garbage' },
      { key: '3', value: historyEntryValue(round, 3, 4) },
    ]);
    expect(entries.map((e) => e.seq)).toEqual([200, 3, 1]);
  });
});
