import { describe, expect, it } from 'vitest';
import { encodeSelected, EMPTY_SELECTED } from '../../../renderer/domain/codec';
import { summarizeRound } from '../../../renderer/domain/round';
import type { RoomCard } from '../../../renderer/domain/types';

const CODE = 'team-a';

/** A participant with a clear-text value (encoded as a real client would). */
function p(
  userId: string,
  value: string,
  showCard: boolean,
  opts: { offline?: boolean; selected?: string } = {},
): RoomCard {
  return {
    record: {
      userId,
      userName: userId.toUpperCase(),
      selected: opts.selected ?? encodeSelected(value, CODE, userId),
      showCard,
      lastUpdate: 1,
    },
    offline: opts.offline ?? false,
  };
}

describe('summarizeRound', () => {
  it.each<{
    name: string;
    participants: RoomCard[];
    blocked?: string[];
    count: number;
    ready: number;
    allReady: boolean;
    average: number;
  }>([
    {
      name: 'everyone ready: mean of the numeric cards',
      participants: [p('a', '3', true), p('b', '5', true), p('c', '8', true)],
      count: 3,
      ready: 3,
      allReady: true,
      average: 16 / 3,
    },
    {
      name: 'one not ready: average 0, ready count still counts',
      participants: [p('a', '3', true), p('b', '5', false)],
      count: 2,
      ready: 1,
      allReady: false,
      average: 0,
    },
    {
      name: 'non-numeric cards leave the divisor',
      participants: [p('a', '8', true), p('b', '?', true), p('c', 'C', true), p('d', '∞', true)],
      count: 4,
      ready: 4,
      allReady: true,
      average: 8,
    },
    {
      name: 'size names and ½ are numbers',
      participants: [p('a', 'XS', true), p('b', 'XXL', true), p('c', '½', true)],
      count: 3,
      ready: 3,
      allReady: true,
      average: 7.5 / 3,
    },
    {
      name: 'a blocked participant is left out of counts, reveal and average',
      participants: [p('a', '2', true), p('b', '100', false)],
      blocked: ['b'],
      count: 1,
      ready: 1,
      allReady: true,
      average: 2,
    },
    {
      name: 'an offline participant holds the reveal and the average at 0',
      participants: [p('a', '2', true), p('b', '', false, { offline: true })],
      count: 2,
      ready: 1,
      allReady: false,
      average: 0,
    },
    {
      name: 'an undecodable card counts as ready but not numeric',
      participants: [p('a', '5', true), p('b', '', true, { selected: '-%%%' })],
      count: 2,
      ready: 2,
      allReady: true,
      average: 5,
    },
    {
      name: 'nobody: nothing ready',
      participants: [],
      count: 0,
      ready: 0,
      allReady: false,
      average: 0,
    },
  ])('$name', ({ participants, blocked = [], count, ready, allReady, average }) => {
    const s = summarizeRound({ code: CODE, participants, blockedIds: new Set(blocked) });
    expect(s.participantCount).toBe(count);
    expect(s.readyCount).toBe(ready);
    expect(s.allReady).toBe(allReady);
    expect(s.average).toBeCloseTo(average, 10);
  });

  it.each<[string, RoomCard, string | null, boolean]>([
    ['a value decodes', p('a', '13', true), '13', false],
    ['the empty selection is ""', p('a', '', false, { selected: EMPTY_SELECTED }), '', false],
    ['garbage is a decode error', p('a', '', true, { selected: '-%%%' }), null, true],
    ['no prefix is a decode error', p('a', '', true, { selected: 'abc' }), null, true],
  ])('card: %s', (_label, participant, value, decodeError) => {
    const [card] = summarizeRound({
      code: CODE,
      participants: [participant],
      blockedIds: new Set(),
    }).cards;
    if (decodeError) {
      expect(card?.decodeError).toBe(true);
      expect(card?.value).toBeNull();
    } else {
      expect(card).toMatchObject({ value, decodeError: false });
    }
  });

  it('keeps input order and marks offline cards', () => {
    const s = summarizeRound({
      code: CODE,
      participants: [p('b', '', false, { offline: true }), p('a', '1', true)],
      blockedIds: new Set(),
    });
    expect(s.cards.map((c) => [c.userId, c.offline])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });
});

describe("summarizeRound: 'Reveal now'", () => {
  it('reveals the ready cards, their average only', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '3', true), p('b', '5', true), p('c', '13', false)],
      blockedIds: new Set(),
      revealedEarly: true,
    });
    expect(round).toMatchObject({ allReady: false, revealed: true, early: true, average: 4 });
  });

  it('with no card ready there is nothing to reveal', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '3', false), p('b', '5', false)],
      blockedIds: new Set(),
      revealedEarly: true,
    });
    expect(round).toMatchObject({ revealed: false, early: false, average: 0 });
  });

  it('once everyone is ready, it is the spec’s own reveal', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '3', true), p('b', '5', true)],
      blockedIds: new Set(),
      revealedEarly: true,
    });
    expect(round).toMatchObject({ allReady: true, revealed: true, early: false, average: 4 });
  });

  it('without it, a round with one not ready stays hidden', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '3', true), p('b', '5', false)],
      blockedIds: new Set(),
    });
    expect(round).toMatchObject({ revealed: false, early: false, average: 0 });
  });

  it('a blocked card neither holds nor counts', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '8', true), p('b', '1', false), p('c', '2', false)],
      blockedIds: new Set(['b']),
      revealedEarly: true,
    });
    expect(round).toMatchObject({ participantCount: 2, readyCount: 1, early: true, average: 8 });
  });
});

describe('summarizeRound: the reveal countdown', () => {
  const everyone = [p('a', '3', true), p('b', '5', true)];

  it('holds a round everyone made ready: hidden, average 0, still all ready', () => {
    const round = summarizeRound({
      code: CODE,
      participants: everyone,
      blockedIds: new Set(),
      countingDown: true,
    });
    expect(round).toMatchObject({ allReady: true, revealed: false, early: false, average: 0 });
  });

  it('once it is over, the round is revealed as always', () => {
    const round = summarizeRound({
      code: CODE,
      participants: everyone,
      blockedIds: new Set(),
      countingDown: false,
    });
    expect(round).toMatchObject({ allReady: true, revealed: true, average: 4 });
  });

  it('does not hold a round revealed early', () => {
    const round = summarizeRound({
      code: CODE,
      participants: [p('a', '3', true), p('b', '5', false)],
      blockedIds: new Set(),
      revealedEarly: true,
      countingDown: true,
    });
    expect(round).toMatchObject({ revealed: true, early: true, average: 3 });
  });
});
