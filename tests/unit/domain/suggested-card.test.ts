/**
 * The median and 'Next card up' beside the result's closest card (docs/product.md,
 * Result summary, Suggested card), on every deck.
 */
import { describe, expect, it } from 'vitest';
import type { AverageCard } from '../../../renderer/domain/average';
import { presetDeck, STANDARD_DECK, type Deck } from '../../../renderer/domain/deck';
import {
  medianOf,
  nextCardUp,
  nextUpOfVotes,
  suggestedCard,
  summarizeResult,
} from '../../../renderer/domain/result-summary';

const ready = (value: string | null): AverageCard => ({ ready: true, value });
const votes = (...values: string[]): AverageCard[] => values.map(ready);
const both = { question: true, coffee: true };
const custom = (...cards: string[]): Deck => ({ id: 'custom', cards });

describe("'Next card up': the smallest card at or above the average", () => {
  it.each<[string, AverageCard[], Deck | undefined, string | null, string | null]>([
    // label, votes, deck, next card up, closest card
    ['standard: 3, 5 → 4 → 5', votes('3', '5'), undefined, '5', '5'],
    ['standard: 3, 3, 5 → 3.67 → 5 (closest 3)', votes('3', '3', '5'), undefined, '5', '3'],
    ['standard: 5, 5 → 5 itself', votes('5', '5'), undefined, '5', '5'],
    ['standard: 8, 13, 13 → 11.33 → 13', votes('8', '13', '13'), undefined, '13', '13'],
    ['standard: 1, 1, 2 → 1.33 → 2 (closest 1)', votes('1', '1', '2'), undefined, '2', '1'],
    ['standard: ½, 1 → 0.75 → 1', votes('½', '1'), undefined, '1', '1'],
    ['standard: 0 → 0', votes('0'), undefined, '0', '0'],
    ['standard: another client’s 7 → 8', votes('7'), undefined, '8', '8'],
    ['standard: beyond the scale → the largest card', votes('500'), undefined, '100', '100'],
    ['standard: ? and C do not pull it', votes('2', '?', 'C', '3'), undefined, '3', '3'],
    ['standard sizes: XS, M, L → 2.67 → M', votes('XS', 'M', 'L'), undefined, 'M', 'M'],
    ['standard sizes: XS, S, S → 1.67 → S', votes('XS', 'S', 'S'), undefined, 'S', 'S'],
    [
      'standard sizes: XS, XS, S → 1.33 → S (closest XS)',
      votes('XS', 'XS', 'S'),
      undefined,
      'S',
      'XS',
    ],
    ['fibonacci: 13, 21 → 17 → 21', votes('13', '21'), presetDeck('fibonacci', both), '21', '21'],
    [
      'fibonacci: 5, 5, 8 → 6 → 8 (closest 5)',
      votes('5', '5', '8'),
      presetDeck('fibonacci', both),
      '8',
      '5',
    ],
    ['T-shirt: XS, XS, S → S', votes('XS', 'XS', 'S'), presetDeck('tshirt', both), 'S', 'XS'],
    [
      'powers: 8, 8, 16 → 10.67 → 16 (closest 8)',
      votes('8', '8', '16'),
      presetDeck('powers', both),
      '16',
      '8',
    ],
    ['powers: 1, 2 → 1.5 → 2', votes('1', '2'), presetDeck('powers', both), '2', '2'],
    ['hours: 0.5, 1 → 0.75 → 1', votes('0.5', '1'), presetDeck('hours', both), '1', '1'],
    [
      'hours: 16, 16, 24 → 18.67 → 24 (closest 16)',
      votes('16', '16', '24'),
      presetDeck('hours', both),
      '24',
      '16',
    ],
    ['custom: 1, 2 of 1 2 5 → 2', votes('1', '2'), custom('1', '2', '5'), '2', '2'],
    [
      'custom: 2, 2, 5 → 3 → 5 (closest 2)',
      votes('2', '2', '5'),
      custom('1', '2', '5', 'Big'),
      '5',
      '2',
    ],
    // Rounding noise: (0.1 + 0.2) / 2 is 0.15000000000000002, and 0.15 is that card.
    [
      'custom: 0.1, 0.2 → the card 0.15, not the one above',
      votes('0.1', '0.2'),
      custom('0.1', '0.15', '0.2'),
      '0.15',
      '0.15',
    ],
    [
      'a deck without numbers keeps its rule: none',
      votes('Tiny', 'Big'),
      custom('Tiny', 'Big'),
      null,
      null,
    ],
    ['nothing numeric: none', votes('?', 'C'), STANDARD_DECK, null, null],
  ])('%s', (_label, cards, deck, up, closest) => {
    const summary = summarizeResult(cards, deck);
    expect(summary.nextUp).toBe(up);
    expect(summary.closest).toBe(closest);
    expect(suggestedCard(summary, 'up')).toBe(up);
    expect(suggestedCard(summary, 'closest')).toBe(closest);
  });

  it('takes the first card at or above, from an ascending list', () => {
    expect(nextCardUp(4, ['1', '3', '5', '8'])).toBe('5');
    expect(nextCardUp(3, ['1', '3', '5', '8'])).toBe('3');
    expect(nextCardUp(9, ['1', '3', '5', '8'])).toBe('8');
    expect(nextCardUp(0, ['1', '3'])).toBe('1');
    expect(nextCardUp(2, [])).toBeNull();
  });

  it('an average at most a rounding error (1e-9) above a card is at that card', () => {
    expect(nextCardUp(3 + 1e-9, ['1', '3', '5', '8'])).toBe('3');
    expect(nextCardUp(3 + 1e-8, ['1', '3', '5', '8'])).toBe('5');
  });
});

describe("'Next card up' of a kept round's votes (what Next story saves)", () => {
  it.each<[string[], Deck | undefined, string | null]>([
    [['3', '5'], undefined, '5'],
    [['3', '3', '5'], undefined, '5'],
    [['XS', 'XS', 'S'], undefined, 'S'],
    [['5', '5', '8'], presetDeck('fibonacci', both), '8'],
    [['?', '8', 'C'], undefined, '8'],
    [['?', 'C'], undefined, null],
    [[], undefined, null],
  ])('%j on %j → %j', (values, deck, expected) => {
    expect(nextUpOfVotes(values, deck)).toBe(expected);
  });
});

describe('the median', () => {
  it.each<[number[], number | null]>([
    [[8], 8],
    [[3, 5], 4],
    [[3, 3, 5], 3],
    [[1, 2, 3, 4], 2.5],
    // Sorted as numbers, not as text ('100' < '20' < '3' < '5' would give 11.5).
    [[100, 20, 3, 5], 12.5],
    [[13, 1, 5], 5],
    [[0.5, 0.5, 40], 0.5],
    [[], null],
  ])('%j → %j', (numbers, expected) => {
    expect(medianOf(numbers)).toBe(expected);
  });

  it('leaves the input as it was', () => {
    const numbers = [5, 1, 3];
    medianOf(numbers);
    expect(numbers).toEqual([5, 1, 3]);
  });

  it('is of the ready numeric votes only', () => {
    const cards = [ready('3'), ready('?'), ready('8'), ready('C'), { ready: false, value: '40' }];
    expect(summarizeResult(cards).median).toBe(5.5);
    expect(summarizeResult(votes('XS', 'L')).median).toBe(2.5);
    expect(summarizeResult(votes('?')).median).toBeNull();
    expect(summarizeResult([]).median).toBeNull();
  });
});
