/**
 * database.rules.json for the facilitator's paths (docs/data-contract.md, Reveal now,
 * Nudge, Room options, and History's `early` and `noVote`): an early reveal names the
 * current round only, a nudge is the server's time at most once every 10 s, the room's
 * options are switches and one choice, nothing else. Through the official SDK against
 * the local database.
 */
import { describe, expect, it } from 'vitest';
import { get, ref, remove, serverTimestamp, set } from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';
import { connectTestClient, startTestDatabase } from '../support/local-db';

const live = useLiveDatabase('facilitation-rules', { cleanup: 'each' });

describe('an early reveal (revealedRound)', () => {
  const cases: { name: string; room: number; value: unknown; expected: Outcome }[] = [
    { name: 'of the current round', room: 2, value: 2, expected: 'allowed' },
    { name: 'of round 0 without a round number', room: 0, value: 0, expected: 'allowed' },
    {
      name: 'of the round before (queued before New round)',
      room: 2,
      value: 1,
      expected: 'denied',
    },
    { name: 'of a later round', room: 2, value: 3, expected: 'denied' },
    { name: 'as text', room: 2, value: '2', expected: 'denied' },
    { name: 'as a switch', room: 0, value: true, expected: 'denied' },
    { name: 'as an object', room: 0, value: { round: 0 }, expected: 'denied' },
  ];
  it.each(cases)('$name is $expected', async ({ room, value, expected }) => {
    const { code, db } = await live.roomAt(room);
    const at = ref(db, `sessions/${code}/revealedRound`);
    expect(await attempt(() => set(at, value))).toBe(expected);
  });

  it('is read per code by anyone and removed by nobody: the round moving on leaves it behind', async () => {
    const { code, db } = await live.roomAt(1);
    await set(ref(db, `sessions/${code}/revealedRound`), 1);
    const other = live.session.client('other').db;
    expect((await get(ref(other, `sessions/${code}/revealedRound`))).val()).toBe(1);
    expect(await attempt(() => remove(ref(other, `sessions/${code}/revealedRound`)))).toBe(
      'denied',
    );
    expect(live.target.local!.getData(`sessions/${code}/revealedRound`)).toBe(1);
  });
});

describe('a nudge', () => {
  it('is the server time, and a second one within 10 s is refused', async () => {
    const { code, db } = await live.roomAt(0);
    const at = ref(db, `sessions/${code}/nudge`);
    expect(await attempt(() => set(at, serverTimestamp()))).toBe('allowed');
    const first = (await get(at)).val() as number;
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    expect(await attempt(() => set(at, serverTimestamp()))).toBe('denied');
    expect((await get(at)).val()).toBe(first);
  });

  it.each<{ name: string; value: unknown }>([
    { name: 'a time the client chose', value: Date.now() },
    { name: 'a time far ahead', value: Date.now() + 3_600_000 },
    { name: 'text', value: 'now' },
    { name: 'an object', value: { at: serverTimestamp() } },
  ])('as $name is refused', async ({ value }) => {
    const { code, db } = await live.roomAt(0);
    expect(await attempt(() => set(ref(db, `sessions/${code}/nudge`), value))).toBe('denied');
  });

  it('goes again once the last one is at least 10 s old', async () => {
    const code = live.session.code();
    const old = await startTestDatabase({
      seed: { sessions: { [code]: { nudge: Date.now() - 10_500 } } },
    });
    const client = connectTestClient(old, 'nudge-old');
    try {
      const at = ref(client.db, `sessions/${code}/nudge`);
      expect(await attempt(() => set(at, serverTimestamp()))).toBe('allowed');
    } finally {
      await client.close();
      await old.stop();
    }
  });
});

describe("the room's options", () => {
  const cases: { name: string; value: unknown; expected: Outcome }[] = [
    {
      name: 'every option',
      value: { revealCountdown: true, hideNames: true, suggestedCard: 'up' },
      expected: 'allowed',
    },
    { name: 'one switch', value: { hideNames: false }, expected: 'allowed' },
    { name: "'Closest card'", value: { suggestedCard: 'closest' }, expected: 'allowed' },
    { name: 'another suggestion', value: { suggestedCard: 'median' }, expected: 'denied' },
    { name: 'a switch as text', value: { hideNames: 'yes' }, expected: 'denied' },
    { name: 'a switch as a number', value: { revealCountdown: 1 }, expected: 'denied' },
    { name: 'an unknown option', value: { hideNames: true, sound: true }, expected: 'denied' },
    { name: 'a plain value', value: 'hideNames', expected: 'denied' },
  ];
  it.each(cases)('$name is $expected', async ({ value, expected }) => {
    const { code, db } = await live.roomAt(0);
    expect(await attempt(() => set(ref(db, `sessions/${code}/options`), value))).toBe(expected);
  });
});

describe('a kept round revealed early', () => {
  const entry = (over: Record<string, unknown>) => ({
    seq: 0,
    at: serverTimestamp(),
    story: '',
    votes: [{ name: 'Ann', value: '3' }],
    average: 3,
    ...over,
  });
  const cases: { name: string; value: unknown; expected: Outcome }[] = [
    {
      name: 'with who had no vote',
      value: entry({ early: true, noVote: ['Cy', 'Dee'] }),
      expected: 'allowed',
    },
    {
      name: 'without names (Hide names)',
      value: entry({ votes: [{ name: '', value: '3' }], early: true, noVote: [''] }),
      expected: 'allowed',
    },
    { name: 'marked early as text', value: entry({ early: 'yes' }), expected: 'denied' },
    { name: 'marked not early', value: entry({ early: false }), expected: 'denied' },
    {
      name: 'with a name over 64 characters',
      value: entry({ early: true, noVote: ['x'.repeat(65)] }),
      expected: 'denied',
    },
    {
      name: 'with more than 20 names',
      value: entry({ early: true, noVote: Array.from({ length: 21 }, () => 'Cy') }),
      expected: 'denied',
    },
    {
      name: 'with no-votes as one text',
      value: entry({ early: true, noVote: 'Cy' }),
      expected: 'denied',
    },
  ];
  it.each(cases)('$name is $expected', async ({ value, expected }) => {
    const { code, db } = await live.roomAt(0);
    const at = ref(db, `sessions/${code}/history/0`);
    expect(await attempt(() => set(at, value))).toBe(expected);
  });
});
