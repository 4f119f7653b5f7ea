import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import {
  HISTORY_CAP,
  historyEntryValue,
  newestKeptSeq,
  nextHead,
  nextSeq,
  sameRound,
  HISTORY_SEQ_LIMIT,
  parseHead,
  parseHistory,
  parseHistoryEntry,
  revealedRound,
  roundFingerprint,
  slotFor,
  votesText,
  type HistoryRound,
} from '../../../renderer/domain/history';
import type { RoomCard } from '../../../renderer/domain/types';

const CODE = 'team-a';

function participant(
  userId: string,
  userName: string,
  value: string,
  showCard = true,
  offline = false,
): RoomCard {
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

  it.each<[string, RoomCard[], ReadonlySet<string>]>([
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
    const broken: RoomCard = {
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
    expect(nextHead(current, fp, null)).toEqual(expected);
  });

  it.each<[string, string, boolean]>([
    ['3-aaaa', '3-aaaa', true],
    ['3-aaaa', '3-bbbb', true],
    ['3-aaaa', '4-aaaa', false],
    ['13-aaaa', '3-aaaa', false],
    ['3-aaaa', '13-aaaa', false],
    ['f1', 'f1', true],
    ['-x', '-y', false],
    ['f1', 'f2', false],
  ])('sameRound(%j, %j) is %s', (a, b, expected) => {
    expect(sameRound(a, b)).toBe(expected);
  });

  it('a round seen with other votes on another wall (blocked cards) is kept once', () => {
    expect(nextHead({ seq: 4, fingerprint: '3-aaaa' }, '3-bbbb', 4)).toBeNull();
    expect(nextHead({ seq: 4, fingerprint: '3-aaaa' }, '4-aaaa', 4)).toEqual({
      seq: 5,
      fingerprint: '4-aaaa',
    });
  });

  it('a head that does not match the kept rounds goes on from them', () => {
    expect(nextHead({ seq: 2.5, fingerprint: 'f1' }, 'f2', 7)).toEqual({
      seq: 8,
      fingerprint: 'f2',
    });
    expect(nextHead({ seq: 3, fingerprint: 'f1' }, 'f1', 7)).toBeNull();
  });

  it.each<[unknown, ReturnType<typeof parseHead>]>([
    [
      { seq: 0, fingerprint: 'a' },
      { seq: 0, fingerprint: 'a' },
    ],
    [{ seq: -1, fingerprint: 'a' }, null],
    [{ seq: 1.5, fingerprint: 'a' }, null],
    [
      { seq: HISTORY_SEQ_LIMIT - 1, fingerprint: 'a' },
      { seq: HISTORY_SEQ_LIMIT - 1, fingerprint: 'a' },
    ],
    [{ seq: HISTORY_SEQ_LIMIT, fingerprint: 'a' }, null],
    [{ seq: 1, fingerprint: 'a'.repeat(65) }, null],
    ['x', null],
  ])('parseHead(%j)', (raw, expected) => {
    expect(parseHead(raw)).toEqual(expected);
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

  it('shows names and stories written by others without bidirectional or invisible characters', () => {
    const value = {
      seq: 1,
      at: 5,
      story: 'PROJ-1 \u202egnp.exe',
      average: 3,
      votes: [{ name: 'Bob\u202e\u200bgnp.exe', value: '3' }],
    };
    const entry = parseHistoryEntry('1', value);
    expect(entry?.story).toBe('PROJ-1 gnp.exe');
    expect(entry?.votes).toEqual([{ name: 'Bobgnp.exe', value: '3' }]);
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

describe('history: the edges a kept round must respect', () => {
  const vote = { name: 'Ann', value: '3' };
  const entry = (over: Record<string, unknown>): unknown => ({
    seq: 1,
    at: 5,
    story: '',
    average: 3,
    votes: [vote],
    ...over,
  });

  it('a long name with an emoji is cut to 64 units, the emoji kept whole', () => {
    const name = 'Zoë 😀 ' + 'x'.repeat(70);
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', name, '5')],
      blockedIds: none,
      story: '',
    });
    expect(round?.votes[0]!.name).toBe(name.slice(0, 64));
  });

  it('a name cut in the middle of an emoji drops the half emoji, not more', () => {
    const name = 'x'.repeat(63) + '😀';
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', name, '5')],
      blockedIds: none,
      story: '',
    });
    expect(round?.votes[0]!.name).toBe('x'.repeat(63));
  });

  it('a name of exactly 64 units is kept as written', () => {
    const name = 'x'.repeat(63) + '\ud83d';
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', name, '5')],
      blockedIds: none,
      story: '',
    });
    expect(round?.votes[0]!.name).toBe(name);
  });

  it('a ready participant without a card is not listed among the votes', () => {
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', 'Ann', '3'), participant('b', 'Bob', '')],
      blockedIds: none,
      story: '',
    });
    expect(round?.votes).toEqual([{ name: 'Ann', value: '3' }]);
  });

  it('a round where every ready participant shows no card is not kept', () => {
    const round = revealedRound({
      code: CODE,
      participants: [participant('a', 'Ann', ''), participant('b', 'Bob', '')],
      blockedIds: none,
      story: '',
    });
    expect(round).toBeNull();
  });

  it('of 21 votes the first 20 are kept (the screen shows 20 people)', () => {
    const participants = Array.from({ length: 21 }, (_, i) => participant(`u${i}`, `P${i}`, '3'));
    const round = revealedRound({ code: CODE, participants, blockedIds: none, story: '' });
    expect(round?.votes).toHaveLength(20);
    expect(round?.votes[19]!.name).toBe('P19');
  });

  it('the fingerprint is the same text on every release (walls and phones may differ)', () => {
    const votes = [
      { name: 'Ann', value: '3' },
      { name: 'Bob', value: '5' },
    ];
    expect(roundFingerprint(votes, 3)).toBe('3-05eb44f88dfd4622');
    expect(roundFingerprint(votes, 6)).toBe('6-0a98e7c1da65c0c3');
  });

  it('a fingerprint of exactly 64 characters is a valid head', () => {
    const fingerprint = 'f'.repeat(64);
    expect(parseHead({ seq: 2, fingerprint })).toEqual({ seq: 2, fingerprint });
  });

  it.each<[string, unknown]>([
    ['a 64-unit name', entry({ votes: [{ name: 'n'.repeat(64), value: '3' }] })],
    ['a 16-unit value', entry({ votes: [{ name: 'A', value: 'v'.repeat(16) }] })],
    ['a 200-character story', entry({ story: 's'.repeat(200) })],
    ['20 votes', entry({ votes: Array.from({ length: 20 }, () => vote) })],
    ['round 0', entry({ seq: 0 })],
  ])('reads back an entry at the limit: %s', (_name, raw) => {
    expect(parseHistoryEntry('1', raw)).not.toBeNull();
  });

  it.each<[string, unknown]>([
    ['a 65-unit name', entry({ votes: [{ name: 'n'.repeat(65), value: '3' }] })],
    ['a 17-unit value', entry({ votes: [{ name: 'A', value: 'v'.repeat(17) }] })],
    ['a negative round number', entry({ seq: -1 })],
    ['one bad vote among good ones', entry({ votes: [vote, { name: 'B' }, vote] })],
    ['votes as text', entry({ votes: 'Ann 3' })],
    ['an empty vote list', entry({ votes: [] })],
    ['an empty vote object', entry({ votes: {} })],
  ])('refuses an entry with %s', (_name, raw) => {
    expect(parseHistoryEntry('1', raw)).toBeNull();
  });

  it('a closest card of 16 units is kept, a longer one left out', () => {
    expect(parseHistoryEntry('1', entry({ closest: 'c'.repeat(16) }))?.closest).toBe(
      'c'.repeat(16),
    );
    expect(parseHistoryEntry('1', entry({ closest: 'c'.repeat(17) }))).not.toHaveProperty(
      'closest',
    );
  });

  it('lists at most 200 rounds, the most recent', () => {
    const children = Array.from({ length: 205 }, (_, i) => ({
      key: `k${i}`,
      value: entry({ seq: i }),
    }));
    const seqs = parseHistory(children).map((e) => e.seq);
    expect(seqs).toHaveLength(HISTORY_CAP);
    expect(seqs[0]).toBe(204);
    expect(seqs[199]).toBe(5);
  });

  it('orders by round number first, then by time for the same number', () => {
    const entries = parseHistory([
      { key: 'a', value: entry({ seq: 1, at: 50 }) },
      { key: 'b', value: entry({ seq: 2, at: 10 }) },
      { key: 'c', value: entry({ seq: 2, at: 30 }) },
      { key: 'd', value: entry({ seq: 2, at: 20 }) },
      { key: 'e', value: entry({ seq: 3, at: 10 }) },
    ]);
    expect(entries.map((e) => e.id)).toEqual(['e', 'c', 'd', 'b', 'a']);
  });
});

describe('nextSeq: a head that does not match its kept rounds is repaired', () => {
  const head = (seq: number) => ({ seq, fingerprint: 'f' });
  it.each<[string, ReturnType<typeof parseHead>, number | null, number]>([
    ['nothing kept, no head', null, null, 0],
    ['no head: after the newest kept round', null, 7, 8],
    ['a head on the newest kept round goes on', head(7), 7, 8],
    ['a head ahead of its entry (the entry was lost) goes on', head(9), 7, 10],
    [
      `a head ${HISTORY_CAP - 1} ahead still goes on`,
      head(7 + HISTORY_CAP - 1),
      7,
      7 + HISTORY_CAP,
    ],
    [`a head ${HISTORY_CAP} ahead is repaired`, head(7 + HISTORY_CAP), 7, 8],
    ['a head behind the kept rounds is repaired', head(6), 7, 8],
    ['a head with nothing kept goes on', head(41), null, 42],
    ['the last number the rules accept is followed by 0', head(HISTORY_SEQ_LIMIT - 1), null, 0],
    ['a kept round at the last number is followed by 0', null, HISTORY_SEQ_LIMIT - 1, 0],
    [
      'one before the last number goes on',
      head(HISTORY_SEQ_LIMIT - 2),
      null,
      HISTORY_SEQ_LIMIT - 1,
    ],
  ])('%s', (_name, h, newest, expected) => {
    expect(nextSeq(h, newest)).toBe(expected);
  });

  it('the newest kept round is the highest valid seq, garbage left out', () => {
    const entry = (seq: unknown) => ({
      seq,
      at: 1,
      story: '',
      votes: [{ name: 'A', value: '1' }],
      average: 1,
    });
    expect(newestKeptSeq([])).toBeNull();
    expect(
      newestKeptSeq([
        { key: '3', value: entry(3) },
        { key: '12', value: entry(12) },
        { key: '5', value: entry(5.5) },
        { key: '6', value: 'junk' },
      ]),
    ).toBe(12);
  });
});

describe("revealedRound: a round revealed with 'Reveal now'", () => {
  const room = [
    participant('a', 'Ann', '3'),
    participant('b', 'Bob', '', false),
    participant('c', 'Cy', '8'),
    participant('d', 'Dee', '', false, true),
  ];
  /** The round kept when someone pressed 'Reveal now' in a room of these participants. */
  const early = (participants: RoomCard[], more: { story?: string; hideNames?: boolean } = {}) =>
    revealedRound({
      code: CODE,
      participants,
      blockedIds: none,
      story: more.story ?? '',
      revealedEarly: true,
      hideNames: more.hideNames,
    });

  it('keeps the ready votes, their average, and who had no vote', () => {
    const round = early(room, { story: 'PAY-1' });
    expect(round).toEqual({
      story: 'PAY-1',
      votes: [
        { name: 'Ann', value: '3' },
        { name: 'Cy', value: '8' },
      ],
      average: 5.5,
      closest: '5',
      early: true,
      noVote: ['Bob', 'Dee'],
    });
  });

  it('a vote chosen but not ready is not kept', () => {
    const round = early([participant('a', 'Ann', '3'), participant('b', 'Bob', '13', false)]);
    expect(round?.votes).toEqual([{ name: 'Ann', value: '3' }]);
    expect(round?.noVote).toEqual(['Bob']);
    expect(round?.average).toBe(3);
  });

  it('everyone ready: an ordinary round, not marked early', () => {
    const round = early([participant('a', 'Ann', '3'), participant('b', 'Bob', '5')]);
    expect(round).not.toHaveProperty('early');
    expect(round).not.toHaveProperty('noVote');
  });

  it('of 21 participants without a vote, the first 20 are named (the screen shows 20 people)', () => {
    const absent = Array.from({ length: 21 }, (_, i) => participant(`u${i}`, `P${i}`, '', false));
    const round = early([participant('a', 'Ann', '3'), ...absent]);
    expect(round?.noVote).toEqual(Array.from({ length: 20 }, (_, i) => `P${i}`));
  });

  it('with no card ready, nothing to keep', () => {
    const round = early([participant('a', 'Ann', '3', false)]);
    expect(round).toBeNull();
  });

  it("'Hide names': no name anywhere", () => {
    const round = early(room, { hideNames: true });
    expect(round?.votes).toEqual([
      { name: '', value: '3' },
      { name: '', value: '8' },
    ]);
    expect(round?.noVote).toEqual(['', '']);
    expect(JSON.stringify(round)).not.toMatch(/Ann|Bob|Cy|Dee/);
  });

  it('is written and read back with its marks', () => {
    const round = early(room)!;
    const value = historyEntryValue(round, 4, 1000);
    expect(value).toMatchObject({ early: true, noVote: ['Bob', 'Dee'] });
    expect(parseHistoryEntry('4', value)).toMatchObject({ early: true, noVote: ['Bob', 'Dee'] });
  });

  it.each<[unknown, string[]]>([
    ['Bob', []],
    [null, []],
    [{ 0: 'Bob', 1: 7, 2: 'x'.repeat(65) }, ['Bob']],
    [['B\u202eob'], ['Bob']],
    [Array.from({ length: 25 }, () => 'Bob'), Array.from({ length: 20 }, () => 'Bob')],
    [['x'.repeat(64), 'y'.repeat(65)], ['x'.repeat(64)]],
    [[['Bob'], 'Dee'], ['Dee']],
  ])('a stored list of no votes %j reads as %j', (noVote, expected) => {
    const entry = parseHistoryEntry('1', {
      seq: 1,
      at: 5,
      story: '',
      votes: [{ name: 'Ann', value: '3' }],
      average: 3,
      early: true,
      noVote,
    });
    expect(entry?.noVote).toEqual(expected);
  });

  it('an entry not marked early has no list of no votes', () => {
    const entry = parseHistoryEntry('1', {
      seq: 1,
      at: 5,
      story: '',
      votes: [{ name: 'Ann', value: '3' }],
      average: 3,
      early: 'yes',
      noVote: ['Bob'],
    });
    expect(entry).not.toHaveProperty('early');
    expect(entry).not.toHaveProperty('noVote');
  });

  it('the votes of a round without names read as values', () => {
    expect(
      votesText([
        { name: '', value: '3' },
        { name: '', value: '8' },
      ]),
    ).toBe('3; 8');
    expect(votesText([{ name: 'Ann', value: '3' }])).toBe('Ann: 3');
  });
});

describe("revealedRound: 'Hide names' and the reveal countdown", () => {
  const room = [
    participant('a', 'Ann', '8'),
    participant('b', 'Bob', '2'),
    participant('c', 'Cy', '?'),
    participant('d', 'Dee', '5'),
  ];
  const keep = (more: { hideNames?: boolean; countingDown?: boolean }) =>
    revealedRound({ code: CODE, participants: room, blockedIds: none, story: '', ...more });

  it('keeps the votes without names, by value: their order would tell whose they are', () => {
    expect(keep({ hideNames: true })?.votes).toEqual([
      { name: '', value: '2' },
      { name: '', value: '5' },
      { name: '', value: '8' },
      { name: '', value: '?' },
    ]);
  });

  it('with names, keeps the room order', () => {
    expect(keep({ hideNames: false })?.votes.map((v) => v.name)).toEqual([
      'Ann',
      'Bob',
      'Cy',
      'Dee',
    ]);
  });

  it('keeps nothing while the countdown holds the cards', () => {
    expect(keep({ countingDown: true })).toBeNull();
    expect(keep({ countingDown: false })?.average).toBe(5);
  });
});
