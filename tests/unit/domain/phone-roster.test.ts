/** The room as a phone shows it: the wall's counts plus who is still choosing, who is Away and who left. */
import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../renderer/domain/codec';
import { phoneRosterSummary } from '../../../renderer/domain/phone-roster';
import type { RoomCard } from '../../../renderer/domain/types';

const CODE = 'room-1';
const rec = (userId: string, value: string, showCard: boolean, offline = false): RoomCard => ({
  record: {
    userId,
    userName: userId.toUpperCase(),
    selected: encodeSelected(value, CODE, userId),
    showCard,
    lastUpdate: 1,
  },
  offline,
});

describe('phoneRosterSummary', () => {
  it('counts Away people like the wall (their cards are on it) and lists who is choosing', () => {
    const room = phoneRosterSummary(
      [rec('a', '3', true), rec('b', '', false), rec('c', '5', false)],
      CODE,
      new Set(['a', 'c']),
    );
    expect(room).toMatchObject({ participantCount: 3, readyCount: 1, allReady: false, average: 0 });
    expect(room.choosing.map((p) => [p.userName, p.away])).toEqual([
      ['B', true],
      ['C', false],
    ]);
  });

  it('reveals when everyone is ready, Away people included, with the wall average', () => {
    const room = phoneRosterSummary(
      [rec('a', '3', true), rec('b', '8', true)],
      CODE,
      new Set(['a']),
    );
    expect(room).toMatchObject({ allReady: true, average: 5.5, choosing: [] });
    expect(room.people.map((p) => p.away)).toEqual([false, true]);
  });

  it('before the presence snapshot nobody is Away; an empty room is not revealed', () => {
    expect(phoneRosterSummary([rec('a', '', false)], CODE).people[0]?.away).toBe(false);
    expect(phoneRosterSummary([], CODE)).toMatchObject({ participantCount: 0, allReady: false });
  });
});

describe('phoneRosterSummary: Away is not offline', () => {
  it('a card with a record is never Offline (Away comes from presence)', () => {
    const room = phoneRosterSummary(
      [rec('a', '3', true), rec('b', '5', true)],
      CODE,
      new Set(['a']),
    );
    expect(room.cards.map((c) => c.offline)).toEqual([false, false]);
    expect(room.people.map((p) => [p.away, p.offline])).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it('someone who left is Offline, not Away: not ready, so the round is not revealed', () => {
    const room = phoneRosterSummary(
      [rec('a', '3', true), rec('b', '5', true), rec('c', '', false, true)],
      CODE,
      new Set(['a', 'b']),
    );
    expect(room).toMatchObject({ participantCount: 3, readyCount: 2, allReady: false, average: 0 });
    expect(room.choosing).toEqual([
      { userId: 'c', userName: 'C', ready: false, away: false, offline: true },
    ]);
    expect(room.cards.map((c) => c.offline)).toEqual([false, false, true]);
  });
});
