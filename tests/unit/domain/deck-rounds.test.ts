/** A chosen deck in the round rules: votes outside it, the average, the closest card, the history. */
import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { presetDeck, STANDARD_DECK, type Deck } from '../../../renderer/domain/deck';
import { revealedRound } from '../../../renderer/domain/history';
import { closestCard, nearestOf, summarizeResult } from '../../../renderer/domain/result-summary';
import { phoneRosterSummary } from '../../../renderer/domain/phone-roster';
import { summarizeRound } from '../../../renderer/domain/round';
import type { ParticipantRecord, RoomCard } from '../../../renderer/domain/types';

const CODE = 'deck-room';
const FIB = presetDeck('fibonacci', { question: true, coffee: true });
const CUSTOM: Deck = { id: 'custom', cards: ['1', '2', '4', '8', '16', '?'] };
const none: ReadonlySet<string> = new Set();

const rec = (userId: string, value: string, showCard = true): ParticipantRecord => ({
  userId,
  userName: userId.toUpperCase(),
  selected: encodeSelected(value, CODE, userId),
  showCard,
  lastUpdate: 1,
});
const people = (...values: string[]): RoomCard[] =>
  values.map((v, i) => ({ record: rec(`u${i}`, v), offline: false }));

describe('summarizeRound with a deck', () => {
  it('a vote outside the deck reads as no value, without a decode error, and is no number', () => {
    const s = summarizeRound({
      code: CODE,
      participants: people('21', '20', '34'),
      blockedIds: none,
      deck: FIB,
    });
    expect(s.cards.map((c) => [c.value, c.decodeError])).toEqual([
      ['21', false],
      [null, false],
      ['34', false],
    ]);
    expect(s.average).toBe(27.5);
  });

  it('the empty vote stays empty with any deck', () => {
    const s = summarizeRound({
      code: CODE,
      participants: [{ record: rec('a', '', false), offline: false }],
      blockedIds: none,
      deck: CUSTOM,
    });
    expect(s.cards[0]).toMatchObject({ value: '', decodeError: false });
  });

  it('the standard deck (or none given) keeps every readable value, as before decks', () => {
    for (const deck of [STANDARD_DECK, undefined]) {
      const s = summarizeRound({
        code: CODE,
        participants: people('7', '21'),
        blockedIds: none,
        deck,
      });
      expect(s.cards.map((c) => c.value)).toEqual(['7', '21']);
      expect(s.average).toBe(14);
    }
  });

  it('an undecodable vote is still a decode error with a deck', () => {
    const bad: RoomCard = { record: { ...rec('x', '1'), selected: '-%%' }, offline: false };
    const s = summarizeRound({ code: CODE, participants: [bad], blockedIds: none, deck: CUSTOM });
    expect(s.cards[0]).toMatchObject({ value: null, decodeError: true });
  });
});

describe('phoneRosterSummary with a deck', () => {
  const cards = (...records: ParticipantRecord[]) =>
    records.map((record) => ({ record, offline: false }));
  it('the phone reads the room with the same deck as the wall', () => {
    const room = phoneRosterSummary(
      cards(rec('a', '21'), rec('b', '34'), rec('c', '34')),
      CODE,
      null,
      FIB,
    );
    expect(room.average).toBeCloseTo(89 / 3, 10);
    expect(phoneRosterSummary(cards(rec('a', '20'), rec('b', '34')), CODE, null, FIB).average).toBe(
      34,
    );
    expect(phoneRosterSummary(cards(rec('a', '20'), rec('b', '34')), CODE).average).toBe(27);
  });
});

describe('closest card from the deck', () => {
  const ready = (...values: string[]) => values.map((value) => ({ ready: true, value }));

  it('Fibonacci: 21, 34, 34 average 29.67, closest 34 (the standard deck would say 20)', () => {
    expect(summarizeResult(ready('21', '34', '34'), FIB).closest).toBe('34');
    expect(closestCard(ready('21', '34', '34'), FIB)).toBe('34');
    expect(closestCard(ready('21', '34', '34'))).toBe('20');
    expect(closestCard(ready('21', '34', '34'), STANDARD_DECK)).toBe('20');
  });

  it('a tie goes to the larger card of the deck', () => {
    expect(closestCard(ready('1', '2'), CUSTOM)).toBe('2');
    expect(closestCard(ready('4', '8'), CUSTOM)).toBe('8');
    expect(closestCard(ready('1', '1', '4'), CUSTOM)).toBe('2');
  });

  it('a T-shirt deck names a size', () => {
    const tshirt = presetDeck('tshirt', { question: true, coffee: true });
    expect(closestCard(ready('S', 'XL'), tshirt)).toBe('L');
  });

  it('nearestOf: none among no cards', () => {
    expect(nearestOf(3, [])).toBeNull();
    expect(nearestOf(3, ['1', '5'])).toBe('5');
    expect(nearestOf(2.9, ['1', '5'])).toBe('1');
  });

  it('a deck without numbers has no closest card', () => {
    const words: Deck = { id: 'custom', cards: ['small', 'big'] };
    expect(closestCard(ready('small', 'big'), words)).toBeNull();
  });
});

describe('revealedRound with a deck', () => {
  it('keeps the closest card of the deck; a vote outside it is left out', () => {
    const round = revealedRound({
      code: CODE,
      participants: people('21', '34', '34', '20'),
      blockedIds: none,
      story: 'Login',
      deck: FIB,
    });
    expect(round?.closest).toBe('34');
    expect(round?.votes.map((v) => v.value)).toEqual(['21', '34', '34']);
  });
});
