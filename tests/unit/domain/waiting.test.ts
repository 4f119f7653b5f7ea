import { describe, expect, it } from 'vitest';
import {
  cutName,
  fitNames,
  waitingFor,
  WAITING_NAME_MAX,
  type WaitingCard,
} from '../../../renderer/domain/waiting';

const card = (name: string, ready: boolean): WaitingCard => ({ name, ready });

describe('waitingFor: who the room waits for', () => {
  it.each<{ name: string; cards: WaitingCard[]; revealed?: boolean; expected: string[] }>([
    {
      name: 'two of three ready: the silent one',
      cards: [card('Ada', true), card('Linus', false), card('Grace', true)],
      expected: ['Linus'],
    },
    {
      name: 'exactly half ready: the others, in the cards order',
      cards: [card('Ada', false), card('Bob', true), card('Cy', false), card('Dee', true)],
      expected: ['Ada', 'Cy'],
    },
    {
      name: 'less than half ready: nothing yet',
      cards: [card('Ada', true), card('Bob', false), card('Cy', false)],
      expected: [],
    },
    {
      name: 'one of one not ready: nothing (none ready is less than half)',
      cards: [card('Ada', false)],
      expected: [],
    },
    {
      name: 'everyone ready: nobody to wait for',
      cards: [card('Ada', true), card('Bob', true)],
      expected: [],
    },
    { name: 'an empty room', cards: [], expected: [] },
    {
      name: 'revealed (early): nothing',
      cards: [card('Ada', true), card('Bob', true), card('Cy', false)],
      revealed: true,
      expected: [],
    },
  ])('$name', ({ cards, revealed = false, expected }) => {
    expect(waitingFor(cards, revealed)).toEqual(expected);
  });
});

describe('fitNames: the list cut to fit', () => {
  it('keeps every name that fits, with ", " between them', () => {
    // 'Ada, Linus' is 10 characters.
    expect(fitNames(['Ada', 'Linus'], 10)).toEqual({ names: ['Ada', 'Linus'], more: 0 });
  });

  it('counts the names past the budget', () => {
    expect(fitNames(['Ada', 'Linus', 'Grace'], 9)).toEqual({ names: ['Ada'], more: 2 });
    expect(fitNames(['Ada', 'Linus', 'Grace'], 17)).toEqual({
      names: ['Ada', 'Linus', 'Grace'],
      more: 0,
    });
    expect(fitNames(['Ada', 'Linus', 'Grace'], 16)).toEqual({ names: ['Ada', 'Linus'], more: 1 });
  });

  it('always shows the first name, even past the budget', () => {
    expect(fitNames(['Bartholomew', 'Ada'], 3)).toEqual({ names: ['Bartholomew'], more: 1 });
  });

  it('stops at the first name that does not fit, so the order stays', () => {
    expect(fitNames(['Ada', 'Maximilian', 'Bo'], 12)).toEqual({ names: ['Ada'], more: 2 });
  });

  it('nothing to fit', () => {
    expect(fitNames([], 40)).toEqual({ names: [], more: 0 });
  });

  it('cuts a long name before fitting it', () => {
    const long = 'Maximilian Alexander von Habsburg';
    const fitted = fitNames([long, 'Ada'], 40);
    expect(fitted.names[0]).toBe('Maximilian Alex…');
    expect(fitted.names).toHaveLength(2);
  });
});

describe('cutName', () => {
  it.each<[string, string]>([
    ['Ada', 'Ada'],
    ['x'.repeat(WAITING_NAME_MAX), 'x'.repeat(WAITING_NAME_MAX)],
    ['x'.repeat(WAITING_NAME_MAX + 1), 'x'.repeat(WAITING_NAME_MAX - 1) + '…'],
    // Whole characters: an emoji is never split in half.
    ['😀'.repeat(20), '😀'.repeat(WAITING_NAME_MAX - 1) + '…'],
  ])('%s → %s', (name, expected) => {
    expect(cutName(name)).toBe(expected);
  });
});
