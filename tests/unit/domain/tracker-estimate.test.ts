import { describe, expect, it } from 'vitest';
import { estimateNumber } from '../../../renderer/domain/tracker-estimate';

describe('estimateNumber: the card a tracker field takes', () => {
  it.each<[string, boolean, number]>([
    ['0', false, 0],
    ['1', false, 1],
    ['8', false, 8],
    ['13', true, 13],
    ['100', false, 100],
    ['½', true, 0.5],
    ['2.5', true, 2.5],
    ['0.25', true, 0.25],
    ['999999.123456', true, 999999.123456],
    ['3.0', false, 3],
    ['999999', false, 999999],
  ])('%j to a field with decimals %s is %s', (card, decimals, value) => {
    expect(estimateNumber(card, decimals)).toEqual({ ok: true, value });
  });

  it.each<[string, boolean]>([
    ['½', false],
    ['2.5', false],
  ])('%j is not written to a field of whole numbers (decimals %s)', (card, decimals) => {
    expect(estimateNumber(card, decimals)).toEqual({ ok: false, reason: 'noDecimals', card });
  });

  it.each([
    '?',
    'C',
    '∞',
    'XS',
    'M',
    'XXL',
    '',
    ' 5',
    '5 ',
    '-1',
    '1e3',
    '0x10',
    '1234567',
    '1.1234567',
    'a.5',
    '1.a',
    '2.',
    '.5',
    '1,5',
  ])('%j is not a number and is not written', (card) => {
    expect(estimateNumber(card, true)).toEqual({ ok: false, reason: 'notNumber', card });
  });
});
