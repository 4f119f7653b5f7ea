import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { POINT_SCALE, SIZE_SCALE } from '../../../renderer/domain/cards';
import { STANDARD_DECK, type Deck } from '../../../renderer/domain/deck';
import {
  choiceAfterTap,
  choiceAmong,
  choiceOfRecord,
  choiceWithReady,
  NO_CHOICE,
} from '../../../renderer/domain/own-choice';
import type { ParticipantRecord } from '../../../renderer/domain/types';

describe('choiceOfRecord', () => {
  const record = (value: string, showCard: boolean, userId = 'ann'): ParticipantRecord => ({
    userId,
    userName: 'Ann',
    selected: encodeSelected(value, 'team', userId),
    showCard,
    lastUpdate: 1,
  });

  it('reads the card and readiness the record holds', () => {
    expect(choiceOfRecord(record('8', true), 'team', STANDARD_DECK)).toEqual({
      value: '8',
      ready: true,
    });
    expect(choiceOfRecord(record('8', false), 'team', STANDARD_DECK)).toEqual({
      value: '8',
      ready: false,
    });
  });

  it('is never ready without a card', () => {
    expect(choiceOfRecord(record('', true), 'team', STANDARD_DECK)).toEqual({
      value: '',
      ready: false,
    });
  });

  it('drops a card that does not decode, or that the deck does not offer', () => {
    const other = { ...record('8', true), selected: encodeSelected('8', 'other-room', 'ann') };
    expect(choiceOfRecord(other, 'team', STANDARD_DECK)).toEqual({ value: '', ready: false });
    const tshirt: Deck = { id: 'tshirt', cards: ['S', 'M', 'L'] };
    expect(choiceOfRecord(record('8', true), 'team', tshirt)).toEqual({ value: '', ready: false });
    expect(choiceOfRecord(record('M', true), 'team', tshirt)).toEqual({ value: 'M', ready: true });
  });
});

describe('choiceAfterTap', () => {
  it('takes the tapped card, keeping readiness', () => {
    expect(choiceAfterTap(NO_CHOICE, '5', POINT_SCALE)).toEqual({ value: '5', ready: false });
    expect(choiceAfterTap({ value: '5', ready: true }, '8', POINT_SCALE)).toEqual({
      value: '8',
      ready: true,
    });
  });

  it('takes the chosen card back when tapped again, but not once it is shown', () => {
    expect(choiceAfterTap({ value: '5', ready: false }, '5', POINT_SCALE)).toEqual(NO_CHOICE);
    expect(choiceAfterTap({ value: '5', ready: true }, '5', POINT_SCALE)).toBeNull();
  });

  it('changes nothing for a value the phone does not offer', () => {
    expect(choiceAfterTap(NO_CHOICE, 'M', POINT_SCALE)).toBeNull();
    expect(choiceAfterTap({ value: '5', ready: false }, '7', POINT_SCALE)).toBeNull();
  });
});

describe('choiceWithReady', () => {
  it('is Ready only with a card', () => {
    expect(choiceWithReady({ value: '5', ready: false }, true)).toEqual({
      value: '5',
      ready: true,
    });
    expect(choiceWithReady(NO_CHOICE, true)).toBeNull();
  });

  it('is Not ready whatever the card', () => {
    expect(choiceWithReady({ value: '5', ready: true }, false)).toEqual({
      value: '5',
      ready: false,
    });
    expect(choiceWithReady(NO_CHOICE, false)).toEqual(NO_CHOICE);
  });
});

describe('choiceAmong', () => {
  it('takes back a card the switched set does not hold, readiness kept', () => {
    expect(choiceAmong({ value: '5', ready: false }, SIZE_SCALE)).toEqual(NO_CHOICE);
    expect(choiceAmong({ value: 'M', ready: true }, POINT_SCALE)).toEqual({
      value: '',
      ready: true,
    });
  });

  it('keeps a card the values still hold, and no card', () => {
    expect(choiceAmong({ value: '5', ready: true }, POINT_SCALE)).toBeNull();
    expect(choiceAmong({ value: 'M', ready: false }, ['S', 'M', 'L'])).toBeNull();
    expect(choiceAmong(NO_CHOICE, SIZE_SCALE)).toBeNull();
  });
});
