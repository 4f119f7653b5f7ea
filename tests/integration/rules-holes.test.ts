/**
 * database.rules.json: every object node requires its shape. A plain value written
 * at a parent (a code, the history, a round's votes) would skip every rule below it,
 * so one client could push a huge string to every wall and phone of the room; and a
 * head of the history must be a whole number in range, or no round is kept again.
 * Each hole is refused here while the writes the app makes still pass, through the
 * official SDK against the local database.
 */
import { describe, expect, it } from 'vitest';
import { ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { participantRecord } from '../support/local-db';
import { useLiveDatabase } from '../support/live-database';
import { attempt } from '../support/rules-outcome';

const live = useLiveDatabase('rules-holes', { cleanup: 'each' });

/** Far more than any field allows, small enough for one frame of the SDK. */
const big = 'x'.repeat(200_000);

const kept = {
  seq: 3,
  at: 1,
  story: 'S',
  votes: [{ name: 'Ann', value: '3' }],
  average: 3,
};

describe('a plain value where an object belongs is refused', () => {
  const parents: {
    name: string;
    path: (code: string) => string;
    /** Where `before` is stored, when not at `path`. */
    setup?: (code: string) => string;
    before: unknown;
  }[] = [
    {
      name: 'screens/{code}',
      path: (c) => `screens/${c}`,
      before: { u1: participantRecord('u1') },
    },
    { name: 'configs/{code}', path: (c) => `configs/${c}`, before: { textColor: '#123456' } },
    { name: 'sessions/{code}', path: (c) => `sessions/${c}`, before: { story: 'S' } },
    { name: 'presence/{code}', path: (c) => `presence/${c}`, before: { u1: { connectedAt: 1 } } },
    {
      name: 'sessions/{code}/history',
      path: (c) => `sessions/${c}/history`,
      before: { 3: kept },
    },
    {
      name: 'the deck’s cards',
      path: (c) => `sessions/${c}/deck/cards`,
      setup: (c) => `sessions/${c}/deck`,
      before: { preset: 'custom', cards: ['1', '2', '3'] },
    },
    {
      name: 'a kept round’s votes',
      path: (c) => `sessions/${c}/history/3/votes`,
      setup: (c) => `sessions/${c}/history/3`,
      before: kept,
    },
  ];

  it.each(parents)('a long string at $name is refused and changes nothing', async (parent) => {
    const code = live.session.code();
    const path = parent.path(code);
    live.target.local!.setData((parent.setup ?? parent.path)(code), parent.before);
    const prior = live.target.local!.getData(path);
    expect(prior).not.toBeNull();
    const client = live.session.client();
    expect(await attempt(() => set(ref(client.db, path), big))).toBe('denied');
    expect(await attempt(() => set(ref(client.db, path), 7))).toBe('denied');
    expect(await attempt(() => set(ref(client.db, path), true))).toBe('denied');
    expect(live.target.local!.getData(path)).toEqual(prior);
  });

  it('a whole deck whose cards are one long string is refused', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const deck = `sessions/${code}/deck`;
    expect(await attempt(() => set(ref(client.db, deck), { preset: 'custom', cards: big }))).toBe(
      'denied',
    );
    expect(await attempt(() => set(ref(client.db, deck), { preset: 'custom', cards: '5' }))).toBe(
      'denied',
    );
    expect(live.target.local!.getData(deck)).toBeNull();
  });

  it('the same value inside a multi-path update is refused with the whole update', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const outcome = await attempt(() =>
      update(ref(client.db), { [`sessions/${code}/story`]: 'S', [`configs/${code}`]: big }),
    );
    expect(outcome).toBe('denied');
    expect(live.target.local!.getData(`sessions/${code}`)).toBeNull();
    expect(live.target.local!.getData(`configs/${code}`)).toBeNull();
  });
});

describe('the writes the app makes at those parents still pass', () => {
  it('a record, a whole config, a session, a kept round and presence', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const db = client.db;
    expect(await attempt(() => set(ref(db, `screens/${code}/u1`), participantRecord('u1')))).toBe(
      'allowed',
    );
    expect(
      await attempt(() => set(ref(db, `configs/${code}`), { textColor: '#000', cardBorder: '' })),
    ).toBe('allowed');
    // A session is written part by part (each part says who may remove it).
    expect(await attempt(() => update(ref(db, `sessions/${code}`), { story: 'PROJ-1' }))).toBe(
      'allowed',
    );
    const entry = { ...kept, at: serverTimestamp() };
    expect(await attempt(() => set(ref(db, `sessions/${code}/history/3`), entry))).toBe('allowed');
    expect(
      await attempt(() => set(ref(db, `presence/${code}/u1`), { connectedAt: serverTimestamp() })),
    ).toBe('allowed');
    expect(live.target.local!.getData(`sessions/${code}/history/3/votes/0`)).toEqual(kept.votes[0]);
  });

  it('removing the last kept round or the last record leaves nothing behind', async () => {
    const code = live.session.code();
    live.target.local!.setData(`screens/${code}/u1`, participantRecord('u1'));
    live.target.local!.setData(`sessions/${code}/history/3`, kept);
    const db = live.session.client().db;
    // u1 has no presence entry: offline, so its record may go (deletes-rules.test.ts).
    expect(await attempt(() => remove(ref(db, `screens/${code}/u1`)))).toBe('allowed');
    expect(await attempt(() => remove(ref(db, `sessions/${code}/history/3`)))).toBe('allowed');
    expect(live.target.local!.getData(`screens/${code}`)).toBeNull();
    expect(live.target.local!.getData(`sessions/${code}`)).toBeNull();
  });
});

describe('round numbers in the history are whole numbers in range', () => {
  const heads: { name: string; seq: unknown; expected: 'allowed' | 'denied' }[] = [
    { name: '0', seq: 0, expected: 'allowed' },
    { name: 'the largest, 999,999,999', seq: 999_999_999, expected: 'allowed' },
    { name: '1,000,000,000', seq: 1_000_000_000, expected: 'denied' },
    { name: 'a fraction', seq: 2.5, expected: 'denied' },
    { name: 'a negative number', seq: -1, expected: 'denied' },
    { name: 'text', seq: '3', expected: 'denied' },
  ];

  it.each(heads)('a head at $name is $expected', async ({ seq, expected }) => {
    const code = live.session.code();
    const db = live.session.client().db;
    const path = `sessions/${code}/lastRound`;
    expect(await attempt(() => set(ref(db, path), { seq, fingerprint: '1-f' }))).toBe(expected);
    expect(live.target.local!.getData(path)).toEqual(
      expected === 'allowed' ? { seq, fingerprint: '1-f' } : null,
    );
  });

  it.each(heads)('a kept round numbered $name is $expected', async ({ seq, expected }) => {
    const code = live.session.code();
    const db = live.session.client().db;
    const path = `sessions/${code}/history/3`;
    const entry = { ...kept, seq, at: serverTimestamp() };
    expect(await attempt(() => set(ref(db, path), entry))).toBe(expected);
    expect(live.target.local!.getData(`${path}/seq`)).toEqual(expected === 'allowed' ? seq : null);
  });

  it('a head at the end of the range can be moved back to where the entries are', async () => {
    const code = live.session.code();
    const path = `sessions/${code}/lastRound`;
    live.target.local!.setData(path, { seq: 999_999_999, fingerprint: '1-f' });
    const db = live.session.client().db;
    expect(await attempt(() => set(ref(db, path), { seq: 4, fingerprint: '2-f' }))).toBe('allowed');
    expect(live.target.local!.getData(path)).toEqual({ seq: 4, fingerprint: '2-f' });
  });
});
