import { describe, expect, it } from 'vitest';
import { anonymousOrder } from '../../../renderer/domain/anonymous';

const card = (id: string, value: string | null, showCard = true) => ({ id, value, showCard });
const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);

describe('anonymousOrder: an anonymous round shows its cards by value', () => {
  it('puts the values in scale order, whatever the room order', () => {
    const cards = [card('a', '8'), card('b', '½'), card('c', '13'), card('d', '3')];
    expect(ids(anonymousOrder(cards))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('numbers, then sizes, then ∞ ? C', () => {
    const cards = [card('c', 'C'), card('q', '?'), card('m', 'M'), card('i', '∞'), card('n', '5')];
    expect(ids(anonymousOrder(cards))).toEqual(['n', 'm', 'i', 'q', 'c']);
  });

  it('a card without a value after the values, and No vote last', () => {
    const cards = [
      card('novote', '5', false),
      card('empty', ''),
      card('unread', null),
      card('two', '2'),
    ];
    expect(ids(anonymousOrder(cards))).toEqual(['two', 'empty', 'unread', 'novote']);
  });

  it('keeps the room order among cards without a value', () => {
    const cards = [card('x', null), card('y', ''), card('z', null, false), card('w', '', false)];
    expect(ids(anonymousOrder(cards))).toEqual(['x', 'y', 'z', 'w']);
  });

  it('a No vote card comes after the values, whatever it would have shown', () => {
    const cards = [card('novote', '1', false), card('eight', '8')];
    expect(ids(anonymousOrder(cards))).toEqual(['eight', 'novote']);
  });

  it('keeps the room order among No vote cards, whatever they would have shown', () => {
    const cards = [card('z', '8', false), card('w', '2', false)];
    expect(ids(anonymousOrder(cards))).toEqual(['z', 'w']);
  });

  it('leaves the given list as it was', () => {
    const cards = [card('a', '8'), card('b', '1')];
    anonymousOrder(cards);
    expect(ids(cards)).toEqual(['a', 'b']);
  });
});
