import { describe, expect, it } from 'vitest';
import {
  everyoneReady,
  isCardRevealed,
  type ReadyParticipant,
} from '../../../renderer/domain/reveal';

const p = (userId: string, showCard: boolean): ReadyParticipant => ({ userId, showCard });

describe('everyoneReady', () => {
  it.each<[string, ReadyParticipant[], string[], boolean]>([
    ['all ready', [p('a', true), p('b', true)], [], true],
    ['one not ready', [p('a', true), p('b', false)], [], false],
    ['nobody', [], [], false],
    ['a blocked participant not ready is ignored', [p('a', true), p('b', false)], ['b'], true],
    ['only blocked participants', [p('a', true)], ['a'], false],
    // Offline participants come merged with showCard false (docs/product.md, Offline):
    // they hold it.
    ['an offline participant holds the reveal', [p('a', true), p('b', false)], [], false],
    ['blocking someone else does not help', [p('a', false), p('b', true)], ['b'], false],
  ])('%s → %s', (_label, participants, blocked, expected) => {
    expect(everyoneReady(participants, new Set(blocked))).toBe(expected);
  });
});

describe('isCardRevealed', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('showCard %s, revealed %s → %s', (showCard, revealed, expected) => {
    expect(isCardRevealed(showCard, revealed)).toBe(expected);
  });
});
