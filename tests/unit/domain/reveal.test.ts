import { describe, expect, it } from 'vitest';
import {
  everyoneReady,
  isCardRevealed,
  type ReadyParticipant,
} from '../../../renderer/domain/reveal';

const p = (userId: string, showCard: boolean, offline = false): ReadyParticipant => ({
  userId,
  showCard,
  offline,
});

describe('everyoneReady', () => {
  it.each<[string, ReadyParticipant[], string[], boolean]>([
    ['all ready', [p('a', true), p('b', true)], [], true],
    ['one not ready', [p('a', true), p('b', false)], [], false],
    ['nobody', [], [], false],
    ['a blocked participant not ready is ignored', [p('a', true), p('b', false)], ['b'], true],
    ['only blocked participants', [p('a', true)], ['a'], false],
    ['an offline participant not ready is ignored', [p('a', true), p('b', false, true)], [], true],
    ['only offline participants', [p('a', true, true)], [], false],
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
  ])('showCard %s, flip %s → %s', (showCard, flip, expected) => {
    expect(isCardRevealed(showCard, flip)).toBe(expected);
  });
});
