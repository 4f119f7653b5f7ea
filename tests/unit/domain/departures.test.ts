/**
 * Who left the round with Leave (renderer/domain/departures.ts): what a leaving page
 * writes, which stored departures count, and the one rule that turns records, the wall's
 * remembered list and the departures into the cards every wall and phone shows, so
 * they agree on the reveal and the average.
 */
import { describe, expect, it } from 'vitest';
import { departedRecords, departureOf } from '../../../renderer/domain/departures';
import { MAX_PARTICIPANTS } from '../../../renderer/domain/constants';
import { INACTIVITY_MS, roomCards } from '../../../renderer/domain/participants';
import { summarizeRound } from '../../../renderer/domain/round';
import { voteRecord } from '../../support/records';

const CODE = 'team-a';
const NOW = 10_000_000;
const PICTURE = 'https://example.com/cy.png';

/** A stored departure of `round`, as a leaving page writes it (one minute ago). */
const left = (round: unknown, extra: Record<string, unknown> = {}) => ({
  round,
  userName: 'Cy',
  lastUpdate: NOW - 60_000,
  ...extra,
});

describe('departureOf', () => {
  it('says the round the record entered, its name and picture', () => {
    expect(
      departureOf(
        voteRecord(CODE, 'cy', '5', true, { userName: 'Cy', round: 3, picture: PICTURE }),
      ),
    ).toEqual({ round: 3, userName: 'Cy', picture: PICTURE });
  });

  it('a record without a round left round 0; no picture is written without one', () => {
    expect(departureOf(voteRecord(CODE, 'cy', '', false, { userName: 'Cy' }))).toEqual({
      round: 0,
      userName: 'Cy',
    });
  });
});

describe('departedRecords', () => {
  it('a departure of the current round is an Offline record: no vote, not ready', () => {
    expect(departedRecords([{ key: 'cy', value: left(2, { picture: PICTURE }) }], 2)).toEqual([
      {
        userId: 'cy',
        userName: 'Cy',
        selected: '-',
        showCard: false,
        lastUpdate: NOW - 60_000,
        picture: PICTURE,
        round: 2,
      },
    ]);
  });

  it.each<[string, unknown, number | null]>([
    ['of an earlier round', left(1), 2],
    ['of a later round', left(3), 2],
    ['while the round is not known', left(0), null],
    ['with its round as text', left('2'), 2],
    ['that is not an object', 'Cy', 2],
    ['without a name', left(2, { userName: undefined }), 2],
    ['with a blank name', left(2, { userName: ' \u200b ' }), 2],
    ['without a time', left(2, { lastUpdate: undefined }), 2],
  ])('one %s does not count', (_what, value, round) => {
    expect(departedRecords([{ key: 'cy', value }], round)).toEqual([]);
  });

  it('keeps the order, cleans the name and drops a picture a record could not have', () => {
    const records = departedRecords(
      [
        { key: 'b', value: left(0, { userName: ' Bo\u202e ', picture: 'javascript:alert(1)' }) },
        { key: 'a', value: left(0, { userName: 'Al' }) },
      ],
      0,
    );
    expect(records.map((r) => [r.userId, r.userName, r.picture])).toEqual([
      ['b', 'Bo', undefined],
      ['a', 'Al', undefined],
    ]);
  });
});

describe('roomCards', () => {
  const ann = voteRecord(CODE, 'ann', '3', true, { lastUpdate: NOW - 1000 });
  const bob = voteRecord(CODE, 'bob', '8', true, { lastUpdate: NOW - 500 });
  const cy = departedRecords([{ key: 'cy', value: left(0) }], 0)[0]!;
  const view = (cards: ReturnType<typeof roomCards>) =>
    cards.map((c) => [c.record.userId, c.offline]);

  it('the records, then the remembered missing ones, then who left: Offline', () => {
    const dan = voteRecord(CODE, 'dan', '5', true, { lastUpdate: NOW - 2000 });
    expect(view(roomCards([ann, bob], [dan, ann], [cy], NOW))).toEqual([
      ['dan', true],
      ['ann', false],
      ['bob', false],
      ['cy', true],
    ]);
  });

  it('the wall that remembers who left and a phone that does not show the same round', () => {
    const remembered = [ann, bob, voteRecord(CODE, 'cy', '5', true, { lastUpdate: NOW - 90_000 })];
    const wall = roomCards([ann, bob], remembered, [cy], NOW);
    const phone = roomCards([ann, bob], [], [cy], NOW);
    expect(view(wall)).toEqual(view(phone));
    const round = (participants: typeof wall) =>
      summarizeRound({ code: CODE, participants, blockedIds: new Set() });
    expect(round(wall)).toMatchObject({ participantCount: 3, readyCount: 2, allReady: false });
    expect(round(phone)).toEqual(round(wall));
    // Without the departure the phone would reveal what the wall hides.
    expect(round(roomCards([ann, bob], [], [], NOW)).allReady).toBe(true);
  });

  it('a record wins over a departure: someone who came back is not Offline', () => {
    const back = voteRecord(CODE, 'cy', '5', false, { lastUpdate: NOW });
    expect(view(roomCards([ann, back], [], [cy], NOW))).toEqual([
      ['ann', false],
      ['cy', false],
    ]);
  });

  it('a departure counts for 30 minutes, like a remembered card', () => {
    const at = (lastUpdate: number) => ({ ...cy, lastUpdate });
    expect(view(roomCards([ann], [], [at(NOW - INACTIVITY_MS)], NOW))).toEqual([
      ['ann', false],
      ['cy', true],
    ]);
    expect(view(roomCards([ann], [], [at(NOW - INACTIVITY_MS - 1)], NOW))).toEqual([
      ['ann', false],
    ]);
  });

  it('one departure listed twice is one card; with a full room no Offline card is added', () => {
    expect(view(roomCards([], [], [cy, cy], NOW))).toEqual([['cy', true]]);
    const full = Array.from({ length: MAX_PARTICIPANTS }, (_, i) =>
      voteRecord(CODE, `p${i}`, '1', true, { lastUpdate: NOW }),
    );
    expect(roomCards(full, [], [cy], NOW).some((c) => c.offline)).toBe(false);
  });
});
