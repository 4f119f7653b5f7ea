import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_MS,
  countdownApplies,
  countdownDigit,
  countdownShown,
  msToNextDigit,
  revealCountdownTerms,
  roundReadiness,
} from '../../../renderer/domain/reveal-countdown';

describe('countdownDigit: 3-2-1, then the flip', () => {
  it('lasts 3 s', () => {
    expect(COUNTDOWN_MS).toBe(3000);
  });

  it.each<[number, number | null]>([
    [0, 3],
    [999, 3],
    [1000, 2],
    [1999, 2],
    [2000, 1],
    [2999, 1],
    [3000, null],
    [10_000, null],
    // A clock that stepped back shows the first digit, not a 4.
    [-500, 3],
  ])('%i ms in: %j', (elapsed, expected) => {
    expect(countdownDigit(elapsed)).toBe(expected);
  });
});

describe('msToNextDigit: when the count looks again', () => {
  it.each<[number, number]>([
    [0, 1000],
    [1, 999],
    [999, 1],
    [1000, 1000],
    [2500, 500],
    // Before the count started (a record's time ahead of this device's): a whole step.
    [-300, 1000],
  ])('%i ms in: %i ms', (elapsed, expected) => {
    expect(msToNextDigit(elapsed)).toBe(expected);
  });
});

describe('revealCountdownTerms: what both pages hand the count', () => {
  const card = (userId: string, showCard: boolean, lastUpdate: number) => ({
    userId,
    showCard,
    lastUpdate,
  });
  const none = new Set<string>();

  it('carries the option and Reveal now, and reads readiness from the cards not left out', () => {
    const cards = [card('a', true, 100), card('b', false, 300)];
    expect(
      revealCountdownTerms({ cards, blockedIds: none, enabled: true, revealedEarly: false }),
    ).toEqual({ enabled: true, revealedEarly: false, allReady: false, lastReadyAt: 300 });
    expect(
      revealCountdownTerms({
        cards,
        blockedIds: new Set(['b']),
        enabled: false,
        revealedEarly: true,
      }),
    ).toEqual({ enabled: false, revealedEarly: true, allReady: true, lastReadyAt: 100 });
  });
});

describe('roundReadiness: everyone ready, and the newest write', () => {
  const card = (userId: string, showCard: boolean, lastUpdate: number) => ({
    userId,
    showCard,
    lastUpdate,
  });
  const none = new Set<string>();

  it('is ready when every card is, counting from the newest write', () => {
    expect(roundReadiness([card('a', true, 100), card('b', true, 300)], none)).toEqual({
      allReady: true,
      lastReadyAt: 300,
    });
    expect(roundReadiness([card('a', true, 500), card('b', true, 300)], none).lastReadyAt).toBe(
      500,
    );
  });

  it('one card not ready: not ready', () => {
    expect(roundReadiness([card('a', true, 100), card('b', false, 50)], none).allReady).toBe(false);
  });

  it('a blocked card neither holds the count nor moves its start', () => {
    expect(roundReadiness([card('a', true, 100), card('b', false, 900)], new Set(['b']))).toEqual({
      allReady: true,
      lastReadyAt: 100,
    });
  });

  it('an empty room is not ready and has no write', () => {
    expect(roundReadiness([], none)).toEqual({ allReady: false, lastReadyAt: 0 });
  });
});

describe('countdownShown: the digit while the count holds the cards', () => {
  const base = {
    enabled: true,
    allReady: true,
    revealedEarly: false,
    lastReadyAt: 10_000,
    now: 10_000,
    ended: false,
  };

  it.each<[string, Partial<typeof base>, number | null]>([
    ['everyone just turned ready', {}, 3],
    ['a second later', { now: 11_000 }, 2],
    ['just before the flip', { now: 12_999 }, 1],
    ['at the flip', { now: 13_000 }, null],
    ['a record written ahead of this clock', { now: 9_000 }, 3],
    ['the option off', { enabled: false }, null],
    ['someone not ready', { allReady: false }, null],
    ['revealed with Reveal now', { revealedEarly: true }, null],
    ['the count already ended here', { ended: true }, null],
  ])('%s: %j', (_name, change, expected) => {
    expect(countdownShown({ ...base, ...change })).toBe(expected);
  });

  it('applies only with the option on, everyone ready and no early reveal', () => {
    expect(countdownApplies(base)).toBe(true);
    expect(countdownApplies({ ...base, enabled: false })).toBe(false);
    expect(countdownApplies({ ...base, allReady: false })).toBe(false);
    expect(countdownApplies({ ...base, revealedEarly: true })).toBe(false);
  });
});
