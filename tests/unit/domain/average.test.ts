import { describe, expect, it } from 'vitest';
import { computeAverage, formatAverage, type AverageCard } from '../../../renderer/domain/average';

const ready = (value: string | null): AverageCard => ({ ready: true, value });
const notReady = (value: string | null): AverageCard => ({ ready: false, value });

describe('computeAverage', () => {
  it.each<[string, AverageCard[], boolean, number]>([
    ['numbers', [ready('1'), ready('2'), ready('3')], true, 2],
    ['a third', [ready('3'), ready('5'), ready('3')], true, 11 / 3],
    ['½ counts as 0.5', [ready('½'), ready('1')], true, 0.75],
    ['zero is numeric', [ready('0'), ready('8')], true, 4],
    ['size names XS..XXL are 1..6', [ready('XS'), ready('XXL')], true, 3.5],
    ['? is left out of sum and divisor', [ready('5'), ready('?')], true, 5],
    ['C (coffee) is left out', [ready('8'), ready('C'), ready('13')], true, 10.5],
    ['∞ is left out', [ready('∞'), ready('2')], true, 2],
    ['ready without a choice is non-numeric', [ready(''), ready('3')], true, 3],
    ['undecodable is non-numeric', [ready(null), ready('3')], true, 3],
    ['not all ready gives zero', [ready('5'), notReady('8')], false, 0],
    ['nothing numeric gives zero', [ready('?'), ready('C'), ready('∞')], true, 0],
    ['no cards gives zero', [], true, 0],
    ['only ready cards count', [ready('2'), notReady('100')], true, 2],
    ['a single card', [ready('40')], true, 40],
  ])('%s', (_label, cards, allReady, expected) => {
    expect(computeAverage(cards, allReady)).toBeCloseTo(expected, 10);
  });
});

describe('formatAverage', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [2, '2.00'],
    [11 / 3, '3.67'],
    [0.75, '0.75'],
    [10.5, '10.50'],
    [100, '100.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%s → %s', (n, text) => {
    expect(formatAverage(n)).toBe(text);
  });
});
