/**
 * database.rules.json: a departure (docs/data-contract.md, Leaving) belongs to the
 * current round, holds a name a record could hold and the server's time of the Leave,
 * and nothing else; anyone with the code may read it and remove it. Through the
 * official SDK against the local database.
 */
import { describe, expect, it } from 'vitest';
import { get, ref, remove, serverTimestamp, set } from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';

const live = useLiveDatabase('departure-rules', { cleanup: 'each' });

/** A departure as a leaving page writes it; a field given as undefined is left out. */
const departure = (round: unknown, extra: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({ round, userName: 'Cy', lastUpdate: serverTimestamp(), ...extra }).filter(
      ([, v]) => v !== undefined,
    ),
  );

describe('a departure', () => {
  const cases: { name: string; room: number; key?: string; value: unknown; expected: Outcome }[] = [
    { name: 'of the current round', room: 2, value: departure(2), expected: 'allowed' },
    {
      name: 'of round 0 without a round number',
      room: 0,
      value: departure(0),
      expected: 'allowed',
    },
    {
      name: 'with a picture',
      room: 0,
      value: departure(0, { picture: 'https://example.com/cy.png' }),
      expected: 'allowed',
    },
    {
      name: 'of the round before (queued before New round)',
      room: 2,
      value: departure(1),
      expected: 'denied',
    },
    { name: 'of a later round', room: 2, value: departure(3), expected: 'denied' },
    { name: 'with its round as text', room: 2, value: departure('2'), expected: 'denied' },
    { name: 'without a round', room: 0, value: departure(undefined), expected: 'denied' },
    {
      name: 'without a name',
      room: 0,
      value: departure(0, { userName: undefined }),
      expected: 'denied',
    },
    {
      name: 'with a blank name',
      room: 0,
      value: departure(0, { userName: '   ' }),
      expected: 'denied',
    },
    {
      name: 'with a name over 64 characters',
      room: 0,
      value: departure(0, { userName: 'x'.repeat(65) }),
      expected: 'denied',
    },
    {
      name: 'with a picture that is not http(s)',
      room: 0,
      value: departure(0, { picture: 'javascript:alert(1)' }),
      expected: 'denied',
    },
    {
      name: 'dated by the client',
      room: 0,
      value: departure(0, { lastUpdate: Date.now() + 3_600_000 }),
      expected: 'denied',
    },
    {
      name: 'with a vote on it',
      room: 0,
      value: departure(0, { selected: '-abc' }),
      expected: 'denied',
    },
    {
      name: 'under a key a record could not have',
      room: 0,
      key: 'a b!',
      value: departure(0),
      expected: 'denied',
    },
    {
      name: 'under a key over 64 characters',
      room: 0,
      key: 'k'.repeat(65),
      value: departure(0),
      expected: 'denied',
    },
    { name: 'as a plain value', room: 0, value: 'Cy', expected: 'denied' },
  ];
  it.each(cases)('$name is $expected', async ({ room, key, value, expected }) => {
    const { code, db } = await live.roomAt(room);
    const at = ref(db, `sessions/${code}/left/${key ?? 'cy'}`);
    expect(await attempt(() => set(at, value))).toBe(expected);
  });

  it('a list of departures written as one plain value is refused', async () => {
    const { code, db } = await live.roomAt(0);
    expect(await attempt(() => set(ref(db, `sessions/${code}/left`), 'everyone'))).toBe('denied');
  });

  it('is read per code by anyone and removed by anyone (New round, Remove from session)', async () => {
    const { code, db } = await live.roomAt(1);
    await set(ref(db, `sessions/${code}/left/cy`), departure(1));
    const other = live.session.client('other').db;
    const read = await get(ref(other, `sessions/${code}/left`));
    expect(read.val()).toEqual({
      cy: { round: 1, userName: 'Cy', lastUpdate: expect.any(Number) },
    });
    expect(await attempt(() => remove(ref(other, `sessions/${code}/left/cy`)))).toBe('allowed');
    expect((await get(ref(db, `sessions/${code}/left/cy`))).exists()).toBe(false);
  });
});
