import { describe, expect, it } from 'vitest';
import {
  asOfRound,
  currentRound,
  inRound,
  ownRecordOfRound,
  roundOfRecord,
} from '../../../renderer/domain/record-round';
import type { ParticipantRecord } from '../../../renderer/domain/types';

const voter = (extra: Partial<ParticipantRecord> = {}): ParticipantRecord => ({
  userId: 'ann',
  userName: 'Ann',
  selected: '-Wg',
  showCard: true,
  lastUpdate: 1000,
  ...extra,
});

describe('currentRound', () => {
  it('is the stored number once loaded, 0 when none is stored, unknown before', () => {
    expect(currentRound(4, true)).toBe(4);
    expect(currentRound(null, true)).toBe(0);
    expect(currentRound(4, false)).toBeNull();
    expect(currentRound(null, false)).toBeNull();
  });
});

describe('roundOfRecord and inRound', () => {
  it('reads a record without a round as round 0, as the rules do', () => {
    expect(roundOfRecord(voter())).toBe(0);
    expect(roundOfRecord(voter({ round: 3 }))).toBe(3);
    expect(inRound(voter(), 0)).toBe(true);
    expect(inRound(voter(), 1)).toBe(false);
    expect(inRound(voter({ round: 3 }), 3)).toBe(true);
    expect(inRound(voter({ round: 3 }), 4)).toBe(false);
  });

  it('counts no record in the round while the round is unknown', () => {
    expect(inRound(voter(), null)).toBe(false);
    expect(inRound(voter({ round: 0 }), null)).toBe(false);
  });
});

describe('asOfRound', () => {
  it('keeps a record of the current round as it is (the same object)', () => {
    const r = voter({ round: 2 });
    expect(asOfRound(r, 2)).toBe(r);
  });

  it('leaves the vote and readiness of an earlier round behind, and the rest as it was', () => {
    const r = voter({ round: 1, picture: 'https://x.test/a.png' });
    expect(asOfRound(r, 2)).toEqual({ ...r, selected: '-', showCard: false });
    // The stored record is not changed.
    expect(r.selected).toBe('-Wg');
    expect(asOfRound(voter({ showCard: false }), 1)).toEqual(
      voter({ selected: '-', showCard: false }),
    );
    expect(asOfRound(voter({ selected: '-' }), 1)).toEqual(
      voter({ selected: '-', showCard: false }),
    );
  });

  it('clears votes while the round is unknown', () => {
    expect(asOfRound(voter({ round: 0 }), null)).toMatchObject({ selected: '-', showCard: false });
  });

  it('returns a record of another round that holds nothing as it is', () => {
    const empty = voter({ selected: '-', showCard: false, round: 1 });
    expect(asOfRound(empty, 2)).toBe(empty);
  });
});

describe('ownRecordOfRound', () => {
  const raw = { userId: 'ann', userName: 'Ann', selected: '-Wg', showCard: true, lastUpdate: 5 };

  it('is the parsed record when it belongs to the round', () => {
    expect(ownRecordOfRound('ann', { ...raw, round: 2 }, 2)).toEqual({ ...raw, round: 2 });
    expect(ownRecordOfRound('ann', raw, 0)).toEqual(raw);
  });

  it('is null for a record of another round, a missing or unusable one, or an unknown round', () => {
    expect(ownRecordOfRound('ann', { ...raw, round: 1 }, 2)).toBeNull();
    expect(ownRecordOfRound('ann', null, 0)).toBeNull();
    expect(ownRecordOfRound('ann', { ...raw, userName: '' }, 0)).toBeNull();
    expect(ownRecordOfRound('bob', raw, 0)).toBeNull();
    expect(ownRecordOfRound('ann', raw, null)).toBeNull();
  });
});
