/**
 * database.rules.json: a participant record belongs to a round (docs/data-contract.md,
 * Participant record). An entry or a vote for any round but the current one is refused,
 * so nothing a phone queued before a New round can land after it, through the official
 * SDK against the local database.
 */
import { describe, expect, it } from 'vitest';
import {
  get,
  goOffline,
  goOnline,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { participantRecord } from '../support/local-db';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';

const live = useLiveDatabase('record-round-rules', { cleanup: 'each' });

const recordAt = (db: Database, code: string, id: string, field = '') =>
  ref(db, `screens/${code}/${id}${field ? `/${field}` : ''}`);

describe('entering: the whole record carries the current round', () => {
  const cases: { name: string; room: number; round: unknown; expected: Outcome }[] = [
    { name: 'round 0 in a room without a round number', room: 0, round: 0, expected: 'allowed' },
    { name: 'round 3 in round 3', room: 3, round: 3, expected: 'allowed' },
    { name: 'round 2 in round 3 (queued before New round)', room: 3, round: 2, expected: 'denied' },
    { name: 'round 4 in round 3', room: 3, round: 4, expected: 'denied' },
    { name: 'round 1 in a room without a round number', room: 0, round: 1, expected: 'denied' },
    { name: 'no round at all', room: 3, round: undefined, expected: 'denied' },
    { name: 'a round given as text', room: 3, round: '3', expected: 'denied' },
  ];
  it.each(cases)('$name is $expected', async ({ room, round, expected }) => {
    const { code, db } = await live.roomAt(room);
    const value = participantRecord('u1', { round });
    if (round === undefined) delete value.round;
    expect(await attempt(() => set(recordAt(db, code, 'u1'), value))).toBe(expected);
  });
});

describe('a record of an earlier round', () => {
  /** u1 entered round 0 with a vote; then the round number moved on to 1. */
  async function staleVoter(): Promise<{ code: string; db: Database }> {
    const { code, db } = await live.roomAt(0);
    await set(
      recordAt(db, code, 'u1'),
      participantRecord('u1', { selected: '-abc', showCard: true }),
    );
    await set(ref(db, `sessions/${code}/round`), 1);
    return { code, db };
  }

  it('takes no vote and no readiness until its page enters the round again', async () => {
    const { code, db } = await staleVoter();
    expect(await attempt(() => set(recordAt(db, code, 'u1', 'selected'), '-xyz'))).toBe('denied');
    expect(await attempt(() => set(recordAt(db, code, 'u1', 'showCard'), true))).toBe('denied');
    expect(
      await attempt(() => update(recordAt(db, code, 'u1'), { selected: '-xyz', round: 0 })),
    ).toBe('denied');
    // Clearing never brings a vote back: allowed, as New round's clearing writes are.
    expect(
      await attempt(() => update(recordAt(db, code, 'u1'), { selected: '-', showCard: false })),
    ).toBe('allowed');
    // Entering the current round, then voting in it.
    expect(
      await attempt(() => set(recordAt(db, code, 'u1'), participantRecord('u1', { round: 1 }))),
    ).toBe('allowed');
    expect(
      await attempt(() => update(recordAt(db, code, 'u1'), { selected: '-xyz', showCard: true })),
    ).toBe('allowed');
  });

  it('keeps its old vote out of a heartbeat that rewrites it whole', async () => {
    const { code, db } = await staleVoter();
    const heartbeat = () =>
      runTransaction(recordAt(db, code, 'u1'), (current: Record<string, unknown> | null) =>
        current ? { ...current, lastUpdate: serverTimestamp() } : current,
      );
    expect(await attempt(heartbeat)).toBe('denied');
    // Without a vote the same heartbeat is fine: the record stays in its old round.
    await update(recordAt(db, code, 'u1'), { selected: '-', showCard: false });
    expect(await attempt(heartbeat)).toBe('allowed');
    expect((await get(recordAt(db, code, 'u1', 'round'))).val()).toBe(0);
  });
});

describe("a phone's writes queued before New round, sent after it", () => {
  it('are refused: neither the removed record nor the old vote comes back', async () => {
    const { code, db: wall } = await live.roomAt(0);
    const phone = live.session.client('phone').db;
    const away = live.session.client('away').db;
    await set(recordAt(phone, code, 'p'), participantRecord('p'));
    await set(recordAt(away, code, 'a'), participantRecord('a'));
    await get(recordAt(phone, code, 'p'));
    await get(recordAt(away, code, 'a'));

    goOffline(phone);
    goOffline(away);
    // Queued while their connections were down: a vote, and a fresh entry with a vote.
    const queuedVote = update(recordAt(phone, code, 'p'), { selected: '-old', showCard: true });
    const queuedEntry = set(recordAt(away, code, 'a'), participantRecord('a'));
    const queuedAwayVote = update(recordAt(away, code, 'a'), { selected: '-old', showCard: true });

    // New round on the wall: p (present) cleared, a (away) removed, the round moves on.
    await update(recordAt(wall, code, 'p'), { selected: '-', showCard: false });
    await remove(recordAt(wall, code, 'a'));
    await set(ref(wall, `sessions/${code}/round`), 1);

    goOnline(phone);
    goOnline(away);
    expect(await attempt(() => queuedVote)).toBe('denied');
    expect(await attempt(() => queuedEntry)).toBe('denied');
    expect(await attempt(() => queuedAwayVote)).toBe('denied');
    const p = (await get(recordAt(wall, code, 'p'))).val() as Record<string, unknown>;
    expect(p).toMatchObject({ selected: '-', showCard: false, round: 0 });
    expect((await get(recordAt(wall, code, 'a'))).exists()).toBe(false);
  });
});
