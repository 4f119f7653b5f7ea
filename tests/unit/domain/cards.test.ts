import { describe, expect, it } from 'vitest';
import {
  COFFEE,
  POINT_SCALE,
  SIZE_SCALE,
  cardNumericValue,
  isKnownCard,
} from '../../../renderer/domain/cards';

describe('card scales', () => {
  it('has the 14-card point scale in order', () => {
    expect(POINT_SCALE).toEqual([
      '0',
      '½',
      '1',
      '2',
      '3',
      '5',
      '8',
      '13',
      '20',
      '40',
      '100',
      '∞',
      '?',
      'C',
    ]);
    expect(POINT_SCALE).toHaveLength(14);
  });

  it('has the size names XS..XXL and the coffee card', () => {
    expect(SIZE_SCALE).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(COFFEE).toBe('C');
  });
});

describe('cardNumericValue', () => {
  it.each<[string, number | null]>([
    ['0', 0],
    ['½', 0.5],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['5', 5],
    ['8', 8],
    ['13', 13],
    ['20', 20],
    ['40', 40],
    ['100', 100],
    ['∞', null],
    ['?', null],
    ['C', null],
    ['XS', 1],
    ['S', 2],
    ['M', 3],
    ['L', 4],
    ['XL', 5],
    ['XXL', 6],
    ['', null],
    ['7', 7],
    ['2.5', 2.5],
    ['xs', null],
    [' 3', null],
    ['-3', null],
    ['1e3', null],
    ['Infinity', null],
    ['NaN', null],
    ['0x10', null],
    ['1/2', null],
  ])('%j → %s', (value, expected) => {
    expect(cardNumericValue(value)).toBe(expected);
  });
});

describe('isKnownCard', () => {
  it.each<[string, boolean]>([
    ...POINT_SCALE.map((v): [string, boolean] => [v, true]),
    ...SIZE_SCALE.map((v): [string, boolean] => [v, true]),
    ['7', false],
    ['', false],
    ['c', false],
    ['XXXL', false],
  ])('%j → %s', (value, expected) => {
    expect(isKnownCard(value)).toBe(expected);
  });
});
