import { describe, expect, it } from 'vitest';
import {
  FUTURE_TOLERANCE_MS,
  INACTIVITY_MS,
  isActive,
  limitCards,
  mergeOffline,
  sameParticipantLists,
  selectActive,
  withoutParticipant,
} from '../../../renderer/domain/participants';
import { MAX_PARTICIPANTS } from '../../../renderer/domain/constants';
import type { ParticipantRecord } from '../../../renderer/domain/types';

const rec = (userId: string, lastUpdate: number, extra: Partial<ParticipantRecord> = {}) =>
  ({
    userId,
    userName: userId.toUpperCase(),
    selected: '-AbC',
    showCard: true,
    lastUpdate,
    ...extra,
  }) satisfies ParticipantRecord;

const NOW = 10_000_000;
const ids = (rs: { userId: string }[]) => rs.map((r) => r.userId);

describe('constants', () => {
  it('are the spec values', () => {
    expect(MAX_PARTICIPANTS).toBe(20);
    expect(INACTIVITY_MS).toBe(1_800_000);
    // The same minute as database.rules.json's lastUpdate rule.
    expect(FUTURE_TOLERANCE_MS).toBe(60_000);
  });
});

describe('selectActive', () => {
  it.each<[string, ParticipantRecord[], string[]]>([
    [
      'keeps recent ones, ordered by lastUpdate',
      [rec('b', NOW - 10), rec('a', NOW - 20)],
      ['a', 'b'],
    ],
    ['keeps exactly 30 minutes old', [rec('a', NOW - INACTIVITY_MS)], ['a']],
    ['drops over 30 minutes old', [rec('a', NOW - INACTIVITY_MS - 1), rec('b', NOW)], ['b']],
    ['keeps a lastUpdate a few seconds ahead (clock skew)', [rec('a', NOW + 5000)], ['a']],
    [
      'drops records dated more than a minute ahead, which would hold places for ever',
      [rec('future', NOW + FUTURE_TOLERANCE_MS + 1), rec('b', NOW)],
      ['b'],
    ],
    [
      'is stable for equal timestamps',
      [rec('x', NOW), rec('y', NOW), rec('z', NOW)],
      ['x', 'y', 'z'],
    ],
    ['empty', [], []],
  ])('%s', (_label, records, expected) => {
    expect(ids(selectActive(records, NOW))).toEqual(expected);
  });

  it('keeps the last 20 by lastUpdate', () => {
    const records = Array.from({ length: 25 }, (_, i) => rec(`u${i}`, NOW - 1000 + i)).reverse();
    const active = selectActive(records, NOW);
    expect(active).toHaveLength(20);
    expect(ids(active)).toEqual(Array.from({ length: 20 }, (_, i) => `u${i + 5}`));
  });

  it('drops the stale before taking the last 20', () => {
    const fresh = Array.from({ length: 3 }, (_, i) => rec(`f${i}`, NOW - i));
    const stale = Array.from({ length: 30 }, (_, i) => rec(`s${i}`, NOW - INACTIVITY_MS - 1 - i));
    expect(ids(selectActive([...stale, ...fresh], NOW))).toEqual(['f2', 'f1', 'f0']);
  });

  it('does not change its input', () => {
    const input = [rec('b', NOW), rec('a', NOW - 1)];
    selectActive(input, NOW);
    expect(ids(input)).toEqual(['b', 'a']);
  });
});

describe('mergeOffline', () => {
  it.each<[string, ParticipantRecord[], ParticipantRecord[], [string, boolean][]]>([
    [
      'nothing remembered',
      [rec('a', 1), rec('b', 2)],
      [],
      [
        ['a', false],
        ['b', false],
      ],
    ],
    [
      'everybody still there',
      [rec('a', 1), rec('b', 2)],
      [rec('a', 0), rec('b', 0)],
      [
        ['a', false],
        ['b', false],
      ],
    ],
    [
      'a missing participant turns offline',
      [rec('a', 1)],
      [rec('a', 0), rec('b', 0)],
      [
        ['a', false],
        ['b', true],
      ],
    ],
    [
      'keeps the remembered order, appends new ones',
      [rec('c', 1), rec('b', 2), rec('a', 3)],
      [rec('b', 0), rec('a', 0)],
      [
        ['b', false],
        ['a', false],
        ['c', false],
      ],
    ],
    ['everybody gone', [], [rec('a', 0)], [['a', true]]],
    [
      'duplicates keep their first place',
      [rec('a', 1), rec('a', 2)],
      [rec('b', 0), rec('b', 0)],
      [
        ['b', true],
        ['a', false],
      ],
    ],
  ])('%s', (_label, latest, remembered, expected) => {
    expect(mergeOffline(latest, remembered).map((m) => [m.record.userId, m.offline])).toEqual(
      expected,
    );
  });

  it('gives an offline participant an empty selection and showCard false', () => {
    const [merged] = mergeOffline([], [rec('a', 5, { selected: '-XYZ', showCard: true })]);
    expect(merged).toEqual({
      record: { ...rec('a', 5), selected: '-', showCard: false },
      offline: true,
    });
  });

  it('uses the latest record of a participant still present', () => {
    const latest = rec('a', 9, { selected: '-NEW', showCard: false });
    expect(mergeOffline([latest], [rec('a', 1)])[0]?.record).toBe(latest);
  });
});

describe('withoutParticipant', () => {
  it.each([
    ['a', ['b', 'c']],
    ['x', ['a', 'b', 'c']],
  ])('removes %s', (userId, expected) => {
    expect(ids(withoutParticipant([rec('a', 1), rec('b', 2), rec('c', 3)], userId))).toEqual(
      expected,
    );
  });
});

describe('sameParticipantLists', () => {
  const list = [rec('a', 1), rec('b', 2, { picture: 'https://x.test/b.png' })];
  it.each<[string, ParticipantRecord[], boolean]>([
    ['equal copies', [rec('a', 1), rec('b', 2, { picture: 'https://x.test/b.png' })], true],
    ['another order', [list[1]!, list[0]!], false],
    ['one fewer', [list[0]!], false],
    ['another name', [rec('a', 1, { userName: 'Zed' }), list[1]!], false],
    ['another selection', [rec('a', 1, { selected: '-Zz' }), list[1]!], false],
    ['not ready', [rec('a', 1, { showCard: false }), list[1]!], false],
    ['a newer lastUpdate', [rec('a', 5), list[1]!], false],
    ['no picture', [list[0]!, rec('b', 2)], false],
    ['another round', [rec('a', 1, { round: 2 }), list[1]!], false],
  ])('%s: %s', (_label, other, expected) => {
    expect(sameParticipantLists(list, other)).toBe(expected);
    expect(sameParticipantLists(other, list)).toBe(expected);
  });
});

describe('isActive', () => {
  it.each([
    ['just written', NOW, true],
    ['exactly 30 minutes ago', NOW - INACTIVITY_MS, true],
    ['30 minutes and 1 ms ago', NOW - INACTIVITY_MS - 1, false],
    ['a minute ahead (clock skew)', NOW + FUTURE_TOLERANCE_MS, true],
    ['a minute and 1 ms ahead', NOW + FUTURE_TOLERANCE_MS + 1, false],
    ['years ahead', NOW + 10 * 365 * 86_400_000, false],
  ])('%s: %s', (_label, lastUpdate, expected) => {
    expect(isActive(rec('a', lastUpdate), NOW)).toBe(expected);
  });
});

describe('limitCards', () => {
  const on = (id: string, t: number) => ({ record: rec(id, t), offline: false });
  const off = (id: string, t: number) => ({ record: rec(id, t), offline: true });
  const shown = (ms: { record: ParticipantRecord }[]) => ids(ms.map((m) => m.record));

  it('keeps every online participant; offline ones fill the rest, most recent first, in place', () => {
    const merged = [off('x', 1), on('a', 2), off('y', 9), on('b', 3), off('z', 5)];
    expect(shown(limitCards(merged, 4))).toEqual(['a', 'y', 'b', 'z']);
    expect(shown(limitCards(merged, 3))).toEqual(['a', 'y', 'b']);
    expect(shown(limitCards(merged, 2))).toEqual(['a', 'b']);
  });

  it('leaves a list within the bound as it is', () => {
    const merged = [on('a', 1), off('x', 2), on('b', 3)];
    expect(limitCards(merged, 3)).toEqual(merged);
  });

  it(`shows at most ${MAX_PARTICIPANTS} cards by default`, () => {
    const merged = [
      ...Array.from({ length: 30 }, (_, i) => off(`o${i}`, i)),
      ...Array.from({ length: 15 }, (_, i) => on(`a${i}`, 100 + i)),
    ];
    const limited = limitCards(merged);
    expect(limited).toHaveLength(MAX_PARTICIPANTS);
    expect(shown(limited.filter((m) => m.offline))).toEqual(['o25', 'o26', 'o27', 'o28', 'o29']);
  });
});

/** A record known by its id and name only. */
const named = (userId: string, userName: string): ParticipantRecord => ({
  userId,
  userName,
  selected: '-',
  showCard: false,
  lastUpdate: 1,
});

describe('participant lists', () => {
  it('a userId twice in a snapshot shows its first record, also for a remembered card', () => {
    const snapshot = [named('a', 'First'), named('a', 'Second')];
    expect(mergeOffline(snapshot, []).map((m) => m.record.userName)).toEqual(['First']);
    expect(mergeOffline(snapshot, [named('a', 'Remembered')])).toEqual([
      { record: named('a', 'First'), offline: false },
    ]);
  });

  it('two people of the same name are different entries of the remembered list', () => {
    expect(sameParticipantLists([named('a', 'Sam')], [named('b', 'Sam')])).toBe(false);
    expect(sameParticipantLists([named('a', 'Sam')], [named('a', 'Sam')])).toBe(true);
  });
});
