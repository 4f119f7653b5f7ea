import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { MAX_PARTICIPANTS } from '../../../renderer/domain/constants';
import {
  INACTIVITY_MS,
  shownParticipants,
  type ShownFrom,
} from '../../../renderer/domain/participants';
import type { ParticipantRecord } from '../../../renderer/domain/types';

const NOW = 10_000_000;
const rec = (userId: string, extra: Partial<ParticipantRecord> = {}): ParticipantRecord => ({
  userId,
  userName: userId,
  selected: encodeSelected('5', 'team', userId),
  showCard: true,
  lastUpdate: NOW - 1000,
  round: 2,
  ...extra,
});
const none: ReadonlySet<string> = new Set();
const from = (over: Partial<ShownFrom>): ShownFrom => ({
  records: [],
  remembered: [],
  departed: [],
  blockedIds: none,
  watcherIds: none,
  now: NOW,
  round: 2,
  ...over,
});
const shown = (over: Partial<ShownFrom>) =>
  shownParticipants(from(over)).map((p) => [p.record.userId, p.offline]);

describe('shownParticipants', () => {
  it('shows the active records, and remembered ones missing from them as Offline', () => {
    expect(shown({ records: [rec('a')], remembered: [rec('a'), rec('b')] })).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('leaves out blocked participants, with a record or remembered', () => {
    const blockedIds = new Set(['a', 'b']);
    expect(shown({ records: [rec('a'), rec('c')], remembered: [rec('b')], blockedIds })).toEqual([
      ['c', false],
    ]);
  });

  it('a remembered participant who now watches is gone, not Offline', () => {
    const watcherIds = new Set(['b']);
    expect(shown({ records: [rec('a')], remembered: [rec('a'), rec('b')], watcherIds })).toEqual([
      ['a', false],
    ]);
  });

  it('a watcher whose record is still there shows as that card', () => {
    expect(shown({ records: [rec('w')], watcherIds: new Set(['w']) })).toEqual([['w', false]]);
  });

  it('drops records and remembered entries past the 30-minute rule', () => {
    const old = { lastUpdate: NOW - INACTIVITY_MS - 1 };
    expect(shown({ records: [rec('a', old)], remembered: [rec('b', old)] })).toEqual([]);
    const edge = { lastUpdate: NOW - INACTIVITY_MS };
    expect(shown({ records: [rec('a', edge)], remembered: [rec('b', edge)] })).toEqual(
      expect.arrayContaining([
        ['a', false],
        ['b', true],
      ]),
    );
  });

  it('reads votes as of the current round', () => {
    const [same] = shownParticipants(from({ records: [rec('a')] }));
    expect(same!.record.showCard).toBe(true);
    const [older] = shownParticipants(from({ records: [rec('a')], round: 3 }));
    expect(older!.record).toMatchObject({ selected: '-', showCard: false });
  });

  it('shows who left this round as Offline, unless blocked here or watching now', () => {
    const left = rec('c', { selected: '-', showCard: false });
    expect(shown({ records: [rec('a')], departed: [left] })).toEqual([
      ['a', false],
      ['c', true],
    ]);
    expect(shown({ records: [rec('a')], departed: [left], blockedIds: new Set(['c']) })).toEqual([
      ['a', false],
    ]);
    expect(shown({ records: [rec('a')], departed: [left], watcherIds: new Set(['c']) })).toEqual([
      ['a', false],
    ]);
  });

  it('shows at most 20', () => {
    const records = Array.from({ length: MAX_PARTICIPANTS + 2 }, (_, i) =>
      rec(`p${i}`, { lastUpdate: NOW - 1000 + i }),
    );
    expect(shownParticipants(from({ records }))).toHaveLength(MAX_PARTICIPANTS);
  });
});
