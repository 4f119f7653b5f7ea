import { describe, expect, it } from 'vitest';
import { POINT_SCALE } from '../../../renderer/domain/cards';
import {
  customDeck,
  deckAccepts,
  DECK_MAX_CARDS,
  DECK_MAX_VALUE_LENGTH,
  DECK_IDS,
  extrasOf,
  numericCards,
  parseCardList,
  parseStoredDeck,
  presetDeck,
  sameDeck,
  STANDARD_DECK,
  storedDeck,
  isPreset,
  BOTH_EXTRAS,
  type Deck,
  type DeckRefusal,
} from '../../../renderer/domain/deck';

const BOTH = { question: true, coffee: true };

describe('presets', () => {
  it('offer exactly the listed cards, ? and C last', () => {
    expect(presetDeck('fibonacci', BOTH).cards.join(' ')).toBe('0 1 2 3 5 8 13 21 34 55 89 ? C');
    expect(presetDeck('tshirt', BOTH).cards.join(' ')).toBe('XS S M L XL XXL ? C');
    expect(presetDeck('powers', BOTH).cards.join(' ')).toBe('0 1 2 4 8 16 32 64 ? C');
    expect(presetDeck('hours', BOTH).cards.join(' ')).toBe('0.5 1 2 4 8 16 24 40 ? C');
  });

  it('leave ? or C out when asked', () => {
    expect(presetDeck('tshirt', { question: false, coffee: true }).cards.join(' ')).toBe(
      'XS S M L XL XXL C',
    );
    expect(presetDeck('tshirt', { question: true, coffee: false }).cards.join(' ')).toBe(
      'XS S M L XL XXL ?',
    );
    expect(presetDeck('hours', { question: false, coffee: false })).toEqual({
      id: 'hours',
      cards: ['0.5', '1', '2', '4', '8', '16', '24', '40'],
    });
  });

  it('does not change the preset table when a deck is changed', () => {
    const deck = presetDeck('powers', BOTH);
    (deck.cards as string[]).push('128');
    expect(presetDeck('powers', BOTH).cards).toHaveLength(10);
  });

  it('the standard deck is the 14 point cards', () => {
    expect(STANDARD_DECK).toEqual({ id: 'standard', cards: [...POINT_SCALE] });
  });

  it('lists every deck in the chooser order, the standard first and the custom last', () => {
    expect(DECK_IDS).toEqual(['standard', 'fibonacci', 'tshirt', 'powers', 'hours', 'custom']);
  });

  it('tells the presets from the standard and the custom deck', () => {
    expect(DECK_IDS.filter(isPreset)).toEqual(['fibonacci', 'tshirt', 'powers', 'hours']);
    expect(BOTH_EXTRAS).toEqual(BOTH);
  });

  it('reads the ? and C switches back from a deck', () => {
    expect(extrasOf(presetDeck('fibonacci', BOTH))).toEqual(BOTH);
    expect(extrasOf(presetDeck('fibonacci', { question: false, coffee: true }))).toEqual({
      question: false,
      coffee: true,
    });
    expect(extrasOf(presetDeck('fibonacci', { question: true, coffee: false }))).toEqual({
      question: true,
      coffee: false,
    });
  });
});

describe('parseCardList', () => {
  it('reads a typed list: commas or line breaks, spaces trimmed, empty entries ignored', () => {
    expect(parseCardList(' 1, 2 ,4,\n8\r\n16,, ?, ')).toEqual({
      ok: true,
      cards: ['1', '2', '4', '8', '16', '?'],
    });
    expect(parseCardList('Small\tLarge')).toEqual({ ok: true, cards: ['Small', 'Large'] });
    expect(parseCardList('a b')).toEqual({ ok: true, cards: ['a b'] });
  });

  it.each<[string, DeckRefusal]>([
    ['', { kind: 'empty' }],
    [' , ,\n ', { kind: 'empty' }],
    ['1, 2, 1', { kind: 'twice', card: '1' }],
    ['1, 123456789', { kind: 'tooLong', card: '123456789' }],
    ['123456789, 1, 1', { kind: 'tooLong', card: '123456789' }],
  ])('refuses %j', (text, refusal) => {
    expect(parseCardList(text)).toEqual({ ok: false, refusal });
  });

  it('takes up to 20 cards and refuses 21', () => {
    const values = Array.from({ length: 21 }, (_, i) => String(i));
    expect(parseCardList(values.slice(0, 20).join(','))).toEqual({
      ok: true,
      cards: values.slice(0, 20),
    });
    expect(parseCardList(values.join(','))).toEqual({
      ok: false,
      refusal: { kind: 'tooMany', count: 21 },
    });
    // Too many is told before a card too long or twice.
    expect(parseCardList([...values, '123456789', '1'].join(','))).toEqual({
      ok: false,
      refusal: { kind: 'tooMany', count: 23 },
    });
    expect(DECK_MAX_CARDS).toBe(20);
  });

  it('takes a card of exactly 8 characters', () => {
    expect(DECK_MAX_VALUE_LENGTH).toBe(8);
    expect(parseCardList('12345678')).toEqual({ ok: true, cards: ['12345678'] });
  });

  it('makes the custom deck, or passes the refusal on', () => {
    expect(customDeck('1, 2, ?')).toEqual({
      ok: true,
      deck: { id: 'custom', cards: ['1', '2', '?'] },
    });
    expect(customDeck('')).toEqual({ ok: false, refusal: { kind: 'empty' } });
  });
});

describe('stored decks', () => {
  it('the standard deck is stored as nothing (the path removed)', () => {
    expect(storedDeck(STANDARD_DECK)).toBeNull();
    expect(storedDeck({ id: 'custom', cards: ['1', '2'] })).toEqual({
      preset: 'custom',
      cards: ['1', '2'],
    });
  });

  it('reads back what it stores, as a list or as the database object with keys 0, 1…', () => {
    const deck = presetDeck('fibonacci', BOTH);
    expect(parseStoredDeck(storedDeck(deck))).toEqual({ deck, problem: null });
    expect(parseStoredDeck({ preset: 'custom', cards: { 0: 'S', 1: 'L' } })).toEqual({
      deck: { id: 'custom', cards: ['S', 'L'] },
      problem: null,
    });
  });

  it('absent: the standard deck, no problem', () => {
    expect(parseStoredDeck(null)).toEqual({ deck: STANDARD_DECK, problem: null });
    expect(parseStoredDeck(undefined)).toEqual({ deck: STANDARD_DECK, problem: null });
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'fibonacci', 'the deck is not an object'],
    ['no preset', { cards: ['1'] }, 'unknown preset'],
    ['an unknown preset', { preset: 'tarot', cards: ['1'] }, 'unknown preset'],
    ['the standard deck written out', { preset: 'standard', cards: ['1'] }, 'unknown preset'],
    ['no cards', { preset: 'custom' }, 'cards are not a list of strings'],
    ['cards null', { preset: 'custom', cards: null }, 'cards are not a list of strings'],
    ['cards as text', { preset: 'custom', cards: '1,2' }, 'cards are not a list of strings'],
    ['a number card', { preset: 'custom', cards: ['1', 2] }, 'cards are not a list of strings'],
    ['no card', { preset: 'custom', cards: [] }, 'cards refused: {"kind":"empty"}'],
    [
      'a card twice',
      { preset: 'custom', cards: ['1', '1'] },
      'cards refused: {"kind":"twice","card":"1"}',
    ],
  ])('garbage (%s): the standard deck, with the reason', (_, raw, problem) => {
    expect(parseStoredDeck(raw)).toEqual({ deck: STANDARD_DECK, problem });
  });
});

describe('deckAccepts', () => {
  const fib = presetDeck('fibonacci', BOTH);
  it('a chosen deck accepts its cards and the empty vote only', () => {
    expect(deckAccepts(fib, '21')).toBe(true);
    expect(deckAccepts(fib, '')).toBe(true);
    expect(deckAccepts(fib, '20')).toBe(false);
    expect(deckAccepts(fib, 'XS')).toBe(false);
  });
  it('the standard deck accepts every value, as before decks', () => {
    expect(deckAccepts(STANDARD_DECK, '7')).toBe(true);
    expect(deckAccepts(STANDARD_DECK, 'XL')).toBe(true);
  });
});

describe('numericCards', () => {
  it('the numeric cards from smallest to largest, one per number', () => {
    const deck: Deck = { id: 'custom', cards: ['8', '?', '½', '0.5', 'XS', 'big', '2'] };
    expect(numericCards(deck)).toEqual(['½', 'XS', '2', '8']);
    expect(numericCards(presetDeck('tshirt', BOTH))).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});

describe('sameDeck', () => {
  it('same id and cards in the same order', () => {
    const a = presetDeck('powers', BOTH);
    expect(sameDeck(a, presetDeck('powers', BOTH))).toBe(true);
    expect(sameDeck(a, { id: 'custom', cards: a.cards })).toBe(false);
    expect(sameDeck(a, presetDeck('powers', { question: true, coffee: false }))).toBe(false);
    expect(sameDeck({ id: 'custom', cards: ['ab'] }, { id: 'custom', cards: ['a', 'b'] })).toBe(
      false,
    );
  });
});
