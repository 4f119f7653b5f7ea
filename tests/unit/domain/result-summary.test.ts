import { describe, expect, it } from 'vitest';
import type { AverageCard } from '../../../renderer/domain/average';
import { POINT_SCALE, SIZE_SCALE } from '../../../renderer/domain/cards';
import { presetDeck, STANDARD_DECK } from '../../../renderer/domain/deck';
import {
  closestCard,
  compareInScaleOrder,
  extremeOf,
  nearestCard,
  summarizeResult,
  summarizeShownRound,
  type ClosestScale,
  type ResultSummary,
} from '../../../renderer/domain/result-summary';

const ready = (value: string | null): AverageCard => ({ ready: true, value });
const notReady = (value: string | null): AverageCard => ({ ready: false, value });
const votes = (...values: string[]): AverageCard[] => values.map(ready);

/** "3×1 5×2 8×1": the distribution as one comparable string. */
const bars = (s: ResultSummary) => s.distribution.map((d) => `${d.value}×${d.count}`).join(' ');

describe('summarizeResult: distribution', () => {
  it.each<[string, AverageCard[], string, number]>([
    ['counts each value, in scale order', votes('8', '5', '3', '5'), '3×1 5×2 8×1', 4],
    ['numbers sort by value, not as text', votes('100', '13', '2', '20'), '2×1 13×1 20×1 100×1', 4],
    ['½ sits between 0 and 1', votes('1', '½', '0', '½'), '0×1 ½×2 1×1', 4],
    ['∞, ? and C follow the numbers', votes('C', '?', '∞', '40', '?'), '40×1 ∞×1 ?×2 C×1', 5],
    [
      'sizes in XS..XXL order',
      votes('XL', 'XS', 'M', 'XXL', 'S', 'L'),
      'XS×1 S×1 M×1 L×1 XL×1 XXL×1',
      6,
    ],
    ['sizes after numbers when mixed', votes('M', '3', '?'), '3×1 M×1 ?×1', 3],
    ['another client’s decimal sorts as a number', votes('8', '7', '2.5'), '2.5×1 7×1 8×1', 3],
    ['unknown text comes last', votes('zz', '?', 'aa', '5'), '5×1 ?×1 aa×1 zz×1', 4],
    [
      'not ready, empty and undecodable are no votes',
      [ready('5'), notReady('8'), ready(''), ready(null)],
      '5×1',
      1,
    ],
    ['no cards, no bars', [], '', 0],
  ])('%s', (_label, cards, expected, voters) => {
    const summary = summarizeResult(cards);
    expect(bars(summary)).toBe(expected);
    expect(summary.voters).toBe(voters);
  });

  it('orders the whole point scale as the cards are offered', () => {
    const shuffled = [...POINT_SCALE].reverse();
    expect(shuffled.sort(compareInScaleOrder)).toEqual([...POINT_SCALE]);
    expect([...SIZE_SCALE].reverse().sort(compareInScaleOrder)).toEqual([...SIZE_SCALE]);
  });
});

describe('summarizeResult: consensus and extremes', () => {
  it.each<[string, AverageCard[], boolean, string | null, string | null]>([
    ['everyone the same', votes('5', '5', '5'), true, null, null],
    ['same numbers, others unsure', votes('5', '?', '5', 'C'), true, null, null],
    ['two voters agreeing', votes('13', '13'), true, null, null],
    ['sizes agreeing', votes('M', 'M'), true, null, null],
    ['a single voter is no consensus', votes('5'), false, null, null],
    ['one number and a ?', votes('5', '?'), false, null, null],
    ['nothing numeric', votes('?', 'C', '∞'), false, null, null],
    ['a spread', votes('3', '5', '5', '8'), false, '3', '8'],
    ['½ as the lowest', votes('½', '2', '1'), false, '½', '2'],
    ['sizes spread', votes('XS', 'M', 'L'), false, 'XS', 'L'],
    ['zero counts as the lowest', votes('0', '100'), false, '0', '100'],
    ['non-numeric cards are never extremes', votes('?', '2', '∞', '3'), false, '2', '3'],
  ])('%s', (_label, cards, consensus, lowest, highest) => {
    const summary = summarizeResult(cards);
    expect(summary.consensus).toBe(consensus);
    expect(summary.lowest).toBe(lowest);
    expect(summary.highest).toBe(highest);
  });

  it('marks every card with the lowest or highest value, and nothing else', () => {
    const summary = summarizeResult(votes('3', '5', '3', '8', '?', '8'));
    expect(['3', '5', '8', '?', 'C', '', null].map((v) => extremeOf(summary, v))).toEqual([
      'lowest',
      null,
      'highest',
      null,
      null,
      null,
      null,
    ]);
  });

  it('marks nobody when the room agrees or only one number was voted', () => {
    for (const round of [votes('5', '5'), votes('5'), votes('5', '?')]) {
      const summary = summarizeResult(round);
      expect(extremeOf(summary, '5')).toBeNull();
    }
  });

  it('marks by number, so ½ and a typed 0.5 are the same end', () => {
    const summary = summarizeResult(votes('0.5', '½', '3'));
    // Shown as the card of the scale.
    expect(summary.lowest).toBe('½');
    expect(extremeOf(summary, '½')).toBe('lowest');
    expect(extremeOf(summary, '0.5')).toBe('lowest');
    expect(extremeOf(summary, '3')).toBe('highest');
  });
});

describe('summarizeResult: closest card', () => {
  it.each<[string, AverageCard[], string | null]>([
    ['3, 5, 5, 8 → average 5.25 → 5', votes('3', '5', '5', '8'), '5'],
    ['5, 8 → 6.5, a tie goes to the larger card', votes('5', '8'), '8'],
    ['3, 5 → 4, a tie goes to 5', votes('3', '5'), '5'],
    ['½, 1 → 0.75, a tie goes to 1', votes('½', '1'), '1'],
    ['0, ½ → 0.25, a tie goes to ½', votes('0', '½'), '½'],
    ['½ alone', votes('½'), '½'],
    ['a single voter gets their own card', votes('13'), '13'],
    ['3, 3, 5 → 3.67 → 3', votes('3', '3', '5'), '3'],
    ['8, 13, 13 → 11.33 → 13', votes('8', '13', '13'), '13'],
    ['? and C do not pull the average', votes('2', '?', 'C', '3'), '3'],
    ['∞ does not pull the average', votes('∞', '40', '40'), '40'],
    ['sizes XS, M, L → 2.67 → M', votes('XS', 'M', 'L'), 'M'],
    ['sizes S, M → 2.5, a tie goes to M', votes('S', 'M'), 'M'],
    ['sizes XL, XXL, XXL → XXL', votes('XL', 'XXL', 'XXL'), 'XXL'],
    ['sizes with a ? still use sizes', votes('XS', '?', 'S', 'S'), 'S'],
    ['sizes mixed with points use the point scale', votes('XS', '13'), '8'],
    ['a value between cards (7) → 8', votes('7'), '8'],
    ['far above the scale → 100', votes('100', '100', '100'), '100'],
    ['nothing numeric: none', votes('?', 'C'), null],
    ['no votes: none', [], null],
    ['only not-ready cards: none', [notReady('5')], null],
  ])('%s', (_label, cards, expected) => {
    expect(summarizeResult(cards).closest).toBe(expected);
    expect(closestCard(cards)).toBe(expected);
  });
});

describe('nearestCard', () => {
  it.each<[number, ClosestScale, string]>([
    [0, 'points', '0'],
    [0.2, 'points', '0'],
    [0.3, 'points', '½'],
    [1.5, 'points', '2'],
    [2.49, 'points', '2'],
    [4, 'points', '5'],
    [16.5, 'points', '20'],
    [16.4, 'points', '13'],
    [70, 'points', '100'],
    [1000, 'points', '100'],
    [1, 'sizes', 'XS'],
    [3.5, 'sizes', 'L'],
    [3.49, 'sizes', 'M'],
    [9, 'sizes', 'XXL'],
  ])('%s on %s → %s', (average, scale, expected) => {
    expect(nearestCard(average, scale)).toBe(expected);
  });
});

describe('result summary: orders and ties at the edges', () => {
  it('a size sorts after a number it would be worth less than (XS after 2)', () => {
    expect(bars(summarizeResult(votes('XS', '2')))).toBe('2×1 XS×1');
  });

  it('several unknown values are listed alphabetically', () => {
    expect(bars(summarizeResult(votes('zz', 'mm', 'aa', 'qq')))).toBe('aa×1 mm×1 qq×1 zz×1');
    expect(compareInScaleOrder('zz', 'aa')).toBeGreaterThan(0);
    expect(compareInScaleOrder('aa', 'zz')).toBeLessThan(0);
  });

  it('a value compared with itself is neither before nor after', () => {
    for (const value of ['5', 'XS', '?', 'aa']) expect(compareInScaleOrder(value, value)).toBe(0);
  });

  it('an average a rounding error below a midpoint still rounds up', () => {
    expect(nearestCard(1.4999999999999998, 'points')).toBe('2');
    expect(nearestCard(3.4999999999999996, 'sizes')).toBe('L');
  });
});

describe('summarizeShownRound', () => {
  it('is null while the cards are face down', () => {
    expect(
      summarizeShownRound({
        cards: [ready('3'), ready('5')],
        revealed: false,
        deck: STANDARD_DECK,
      }),
    ).toBeNull();
  });

  it('is null when no revealed card carries a vote', () => {
    expect(
      summarizeShownRound({ cards: [ready(''), ready(null)], revealed: true, deck: STANDARD_DECK }),
    ).toBeNull();
  });

  it('counts only the cards that show their front', () => {
    const summary = summarizeShownRound({
      cards: [ready('3'), { ready: false, value: '100' }, ready('8')],
      revealed: true,
      deck: STANDARD_DECK,
    });
    expect(summary?.distribution).toEqual([
      { value: '3', count: 1 },
      { value: '8', count: 1 },
    ]);
    expect(summary?.voters).toBe(2);
  });
});

describe('summarizeShownRound: the deck', () => {
  it('names the closest card from the deck in use', () => {
    const cards = [ready('21'), ready('34'), ready('34')];
    const fibonacci = presetDeck('fibonacci', { question: true, coffee: true });
    expect(summarizeShownRound({ cards, revealed: true, deck: fibonacci })?.closest).toBe('34');
    // The standard deck has no 34: its closest card to 29.67 is 20.
    expect(summarizeShownRound({ cards, revealed: true, deck: STANDARD_DECK })?.closest).toBe('20');
  });
});
