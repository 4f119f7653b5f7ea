import { describe, expect, it } from 'vitest';
import {
  nudgeOffered,
  canNudge,
  NUDGE_INTERVAL_MS,
  NUDGE_SHOW_MS,
  nudgeReaches,
  parseNudge,
} from '../../../renderer/domain/nudge';

describe('the nudge', () => {
  it('is at most one every 10 s per room', () => {
    expect(NUDGE_INTERVAL_MS).toBe(10_000);
    expect(canNudge(null, 5)).toBe(true);
    expect(canNudge(1_000, 1_000 + 9_999)).toBe(false);
    expect(canNudge(1_000, 1_000 + 10_000)).toBe(true);
    expect(canNudge(1_000, 1_000)).toBe(false);
  });

  it.each<[unknown, number | null]>([
    [1_700_000_000_000, 1_700_000_000_000],
    [0, 0],
    [-5, null],
    ['now', null],
    [null, null],
    [Number.NaN, null],
    [{ at: 1 }, null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseNudge(raw)).toBe(expected);
  });

  const at = 50_000;
  it.each<{ name: string; now: number; inRound: boolean; ready: boolean; expected: boolean }>([
    {
      name: 'a phone not ready, just nudged',
      now: at + 200,
      inRound: true,
      ready: false,
      expected: true,
    },
    { name: 'a phone already ready', now: at + 200, inRound: true, ready: true, expected: false },
    { name: 'a watcher (no card)', now: at + 200, inRound: false, ready: false, expected: false },
    {
      name: 'a nudge older than it shows (a page that loads later)',
      now: at + NUDGE_SHOW_MS,
      inRound: true,
      ready: false,
      expected: false,
    },
    {
      name: 'one just inside the time it shows',
      now: at + NUDGE_SHOW_MS - 1,
      inRound: true,
      ready: false,
      expected: true,
    },
    {
      name: 'a phone whose clock runs a little behind the server',
      now: at - 1_000,
      inRound: true,
      ready: false,
      expected: true,
    },
    {
      name: 'a time far ahead of this phone',
      now: at - NUDGE_SHOW_MS,
      inRound: true,
      ready: false,
      expected: false,
    },
  ])('$name: $expected', ({ now, inRound, ready, expected }) => {
    expect(nudgeReaches(at, now, { inRound, ready })).toBe(expected);
  });
});

describe('nudgeOffered: someone ready, someone not, not revealed', () => {
  it.each([
    { readyCount: 0, allReady: false, revealed: false, expected: false },
    { readyCount: 1, allReady: false, revealed: false, expected: true },
    // Everyone ready, the reveal countdown running: nobody is left to nudge.
    { readyCount: 3, allReady: true, revealed: false, expected: false },
    { readyCount: 3, allReady: true, revealed: true, expected: false },
    { readyCount: 2, allReady: false, revealed: true, expected: false },
  ])('$readyCount ready, all: $allReady, revealed: $revealed → $expected', (row) => {
    const { expected, ...room } = row;
    expect(nudgeOffered(room)).toBe(expected);
  });
});
