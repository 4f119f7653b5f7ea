import { describe, expect, it } from 'vitest';
import { presetDeck, STANDARD_DECK } from '../../../renderer/domain/deck';
import {
  deckSizes,
  isSizeNumbers,
  parseSizeNumber,
  sizeNumbersFrom,
  sizeNumbersTyped,
  sizeOutOfOrder,
  writtenEstimate,
} from '../../../renderer/domain/size-numbers';
import { sendRows } from '../../../renderer/domain/tracker-send-all';
import { storyTrackerState } from '../../../renderer/domain/tracker-state';
import { backlogStory } from '../../support/backlog-story';

const SIX = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MAPPED = { XS: 1, S: 2, M: 3, L: 5, XL: 8, XXL: 13 };

describe('which cards are sizes to map', () => {
  it('the standard deck offers all six sizes (its phones can switch to them)', () => {
    expect(deckSizes(STANDARD_DECK)).toEqual(SIX);
  });

  it("a T-shirt deck's sizes, without ? and coffee", () => {
    expect(deckSizes(presetDeck('tshirt', { question: true, coffee: true }))).toEqual(SIX);
  });

  it("a custom deck's sizes in its own order; its other words and numbers are not sizes", () => {
    expect(deckSizes({ id: 'custom', cards: ['S', 'huge', 'L', '3', 'M', '?'] })).toEqual([
      'S',
      'L',
      'M',
    ]);
    expect(deckSizes(presetDeck('fibonacci', { question: true, coffee: true }))).toEqual([]);
  });
});

describe('a typed number for a size', () => {
  it.each<[string, number | null]>([
    ['5', 5],
    [' 13 ', 13],
    ['0', 0],
    ['0.5', 0.5],
    ['0,5', 0.5],
    ['999999', 999999],
    ['2.123456', 2.123456],
    ['', null],
    ['   ', null],
  ])('%j is %s', (text, value) => {
    expect(parseSizeNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['-1', 'five', '1e3', '1000000', '1.1234567', '.5', '5.', '1,5,0', 'Infinity'])(
    '%j is refused',
    (text) => {
      expect(parseSizeNumber(text)).toEqual({ ok: false, problem: 'notNumber' });
    },
  );

  it('the form saves the numbers typed, a blank size left unmapped', () => {
    expect(sizeNumbersFrom({ XS: '1', S: '', M: '3', L: '5' }, ['XS', 'S', 'M', 'L'])).toEqual({
      ok: true,
      numbers: { XS: 1, M: 3, L: 5 },
    });
  });

  it('a size the form has no text for is left unmapped', () => {
    expect(sizeNumbersFrom({ L: '5' }, ['M', 'L'])).toEqual({ ok: true, numbers: { L: 5 } });
  });

  it('the form names every size refused, and saves nothing', () => {
    expect(sizeNumbersFrom({ XS: '1', S: 'two', M: '-3', L: '5' }, ['XS', 'S', 'M', 'L'])).toEqual({
      ok: false,
      refused: ['S', 'M'],
    });
  });

  it('the fields start with the suggestion until a mapping is saved, then with it', () => {
    expect(sizeNumbersTyped({}, SIX)).toEqual({
      XS: '1',
      S: '2',
      M: '3',
      L: '5',
      XL: '8',
      XXL: '13',
    });
    expect(sizeNumbersTyped({ M: 2.5, L: 4 }, ['S', 'M', 'L'])).toEqual({
      S: '',
      M: '2.5',
      L: '4',
    });
  });

  it('a size numbered below a smaller one is pointed out (never refused); equal numbers are not', () => {
    expect(sizeOutOfOrder(MAPPED, SIX)).toBeNull();
    expect(sizeOutOfOrder({ S: 3, M: 3, L: 2 }, SIX)).toBe('L');
    expect(sizeOutOfOrder({ S: 3, L: 5 }, SIX)).toBeNull();
    // A size may be 0, and the next one above it is in order.
    expect(sizeOutOfOrder({ XS: 0, S: 1 }, SIX)).toBeNull();
  });
});

describe('a stored mapping', () => {
  it('is sizes with numbers the field rule takes', () => {
    expect(isSizeNumbers(MAPPED)).toBe(true);
    expect(isSizeNumbers({})).toBe(true);
  });

  it.each([
    ['a list', [1, 2]],
    ['null', null],
    ['a number as text', { L: '5' }],
    ['a true flag', { L: true }],
    ['a card that is no size', { '?': 1 }],
    ['a negative number', { L: -5 }],
    ['a number too long', { L: 10_000_000 }],
    ['not a number', { L: Number.NaN }],
  ])('refuses %s', (_, value) => {
    expect(isSizeNumbers(value)).toBe(false);
  });
});

describe('the one step from a card to the number written', () => {
  it('a mapped size is its number; other cards as before', () => {
    expect(writtenEstimate('L', false, MAPPED)).toEqual({ ok: true, value: 5 });
    expect(writtenEstimate('8', false, MAPPED)).toEqual({ ok: true, value: 8 });
    expect(writtenEstimate('½', true, {})).toEqual({ ok: true, value: 0.5 });
    expect(writtenEstimate('?', true, MAPPED)).toEqual({
      ok: false,
      reason: 'notNumber',
      card: '?',
    });
  });

  it('a size with no number is not written, and says it is a size', () => {
    expect(writtenEstimate('L', true, {})).toEqual({
      ok: false,
      reason: 'sizeNotMapped',
      card: 'L',
    });
    expect(writtenEstimate('XXL', true, { L: 5 })).toEqual({
      ok: false,
      reason: 'sizeNotMapped',
      card: 'XXL',
    });
  });

  it('a mapped decimal follows the field: refused by whole numbers, naming the size', () => {
    expect(writtenEstimate('M', true, { M: 2.5 })).toEqual({ ok: true, value: 2.5 });
    expect(writtenEstimate('M', false, { M: 2.5 })).toEqual({
      ok: false,
      reason: 'noDecimals',
      card: 'M',
    });
  });

  it("a key of the mapping's object itself is never a size", () => {
    expect(writtenEstimate('constructor', true, MAPPED)).toMatchObject({ reason: 'notNumber' });
  });

  it("the panel's state and Send all's row both take the mapping", () => {
    const own = [{ slot: 0, key: 'PAY-1', url: '', fieldId: 'sp', decimals: false, was: null }];
    const L = backlogStory(0, 'PAY-1', 'L');
    expect(storyTrackerState(L, own, [], true, MAPPED)).toEqual({ kind: 'sending' });
    expect(storyTrackerState(L, own, [], true, {})).toEqual({
      kind: 'notWritten',
      reason: 'sizeNotMapped',
      card: 'L',
    });
    const field = { id: 'sp', name: 'Story Points', decimals: false };
    const found = [{ key: 'PAY-1', title: '', description: '', url: '', estimate: null }];
    expect(sendRows([L], found, field, undefined, MAPPED)[0]).toMatchObject({
      value: 5,
      refusal: null,
    });
    expect(sendRows([L], found, field)[0]).toMatchObject({
      value: null,
      refusal: 'sizeNotMapped',
    });
  });
});
