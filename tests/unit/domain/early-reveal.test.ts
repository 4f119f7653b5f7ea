import { describe, expect, it } from 'vitest';
import {
  canRevealNow,
  isRevealedEarly,
  parseRevealedRound,
} from '../../../renderer/domain/early-reveal';

describe('parseRevealedRound', () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [7, 7],
    [null, null],
    [undefined, null],
    [-1, null],
    [1.5, null],
    ['3', null],
    [true, null],
    [{ round: 3 }, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseRevealedRound(raw)).toBe(expected);
  });
});

describe('isRevealedEarly: the stored reveal names the current round', () => {
  it.each<[number | null, number | null, boolean]>([
    [3, 3, true],
    [0, 0, true],
    // New round and Next story count the round up: the reveal is left behind.
    [2, 3, false],
    [null, 3, false],
    // The round number is not known yet: nothing counts.
    [0, null, false],
    [null, null, false],
  ])('revealed %j in round %j: %j', (revealed, round, expected) => {
    expect(isRevealedEarly(revealed, round)).toBe(expected);
  });
});

describe("canRevealNow: 'Reveal now' once a card is ready", () => {
  it.each<[number, boolean, boolean]>([
    [1, false, true],
    [4, false, true],
    [0, false, false],
    [2, true, false],
  ])('%i ready, revealed %j: %j', (readyCount, revealed, expected) => {
    expect(canRevealNow({ readyCount, revealed })).toBe(expected);
  });
});
