/**
 * database.rules.json for the session's paths (docs/data-contract.md, The session):
 * `sessions/{code}/story`, `timer`, `round`, `lastRound` and `history/{slot}`. Each rule
 * accepts a good write and refuses a bad one, through the official SDK against the local
 * database.
 */
import { describe, expect, it } from 'vitest';
import { get, increment, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';

const live = useLiveDatabase('session-rules', { cleanup: 'each' });

interface Case {
  name: string;
  /** Path relative to `sessions/{code}`. */
  path: string;
  value: unknown;
  expected: Outcome;
  /** Data present before the write, relative to `sessions/{code}`. */
  before?: Record<string, unknown>;
}

const entry = (over: Record<string, unknown> = {}) => ({
  seq: 0,
  at: serverTimestamp(),
  story: 'PROJ-1',
  votes: [
    { name: 'Ann', value: '3' },
    { name: 'Bob', value: '½' },
  ],
  average: 1.75,
  ...over,
});

const cases: Case[] = [
  // story
  { name: 'a story', path: 'story', value: 'PROJ-42 Login page', expected: 'allowed' },
  { name: 'a story of 200 characters', path: 'story', value: 's'.repeat(200), expected: 'allowed' },
  {
    name: 'HTML as a story (it is shown as text)',
    path: 'story',
    value: '<b>x</b>',
    expected: 'allowed',
  },
  { name: 'a story of 201 characters', path: 'story', value: 's'.repeat(201), expected: 'denied' },
  { name: 'a story of two lines', path: 'story', value: 'a\nb', expected: 'denied' },
  { name: 'a story with a carriage return', path: 'story', value: 'a\rb', expected: 'denied' },
  { name: 'a story that is a number', path: 'story', value: 42, expected: 'denied' },
  { name: 'a story that is an object', path: 'story', value: { text: 'x' }, expected: 'denied' },
  {
    name: 'removing the story',
    path: 'story',
    value: null,
    expected: 'allowed',
    before: { story: 'x' },
  },
  // timer
  {
    name: 'a timer started at server time',
    path: 'timer',
    value: { startedAt: serverTimestamp(), duration: 60_000 },
    expected: 'allowed',
  },
  ...[30_000, 120_000, 180_000, 300_000].map((duration): Case => ({
    name: `a timer of ${duration} ms`,
    path: 'timer',
    value: { startedAt: serverTimestamp(), duration },
    expected: 'allowed',
  })),
  {
    name: 'a timer of 45 s (not a preset)',
    path: 'timer',
    value: { startedAt: serverTimestamp(), duration: 45_000 },
    expected: 'denied',
  },
  {
    name: 'a timer of an hour',
    path: 'timer',
    value: { startedAt: serverTimestamp(), duration: 3_600_000 },
    expected: 'denied',
  },
  {
    name: 'a timer started at a client time in the future',
    path: 'timer',
    value: { startedAt: Date.now() + 3_600_000, duration: 60_000 },
    expected: 'denied',
  },
  {
    name: 'a timer started at a client time in the past',
    path: 'timer',
    value: { startedAt: Date.now() - 3_600_000, duration: 60_000 },
    expected: 'denied',
  },
  {
    name: 'a timer without a duration',
    path: 'timer',
    value: { startedAt: serverTimestamp() },
    expected: 'denied',
  },
  {
    name: 'a timer with an extra key',
    path: 'timer',
    value: { startedAt: serverTimestamp(), duration: 60_000, paused: true },
    expected: 'denied',
  },
  {
    name: 'stopping the timer',
    path: 'timer',
    value: null,
    expected: 'allowed',
    before: { timer: { startedAt: 1, duration: 60_000 } },
  },
  // round number
  { name: 'the first round number', path: 'round', value: increment(1), expected: 'allowed' },
  {
    name: 'counting the round up',
    path: 'round',
    value: increment(1),
    expected: 'allowed',
    before: { round: 4 },
  },
  {
    name: 'jumping the round number',
    path: 'round',
    value: 9,
    expected: 'denied',
    before: { round: 4 },
  },
  {
    name: 'counting the round down',
    path: 'round',
    value: 3,
    expected: 'denied',
    before: { round: 4 },
  },
  { name: 'a round number as text', path: 'round', value: '1', expected: 'denied' },
  // lastRound
  {
    name: 'the first kept round',
    path: 'lastRound',
    value: { seq: 0, fingerprint: '1-abc' },
    expected: 'allowed',
  },
  {
    name: 'the next kept round',
    path: 'lastRound',
    value: { seq: 6, fingerprint: 'f' },
    expected: 'allowed',
    before: { lastRound: { seq: 5, fingerprint: 'e' } },
  },
  {
    // The history's repair moves a head that does not match its entries.
    name: 'moving the head to another round number',
    path: 'lastRound',
    value: { seq: 9, fingerprint: 'f' },
    expected: 'allowed',
    before: { lastRound: { seq: 5, fingerprint: 'e' } },
  },
  {
    name: 'a fingerprint of 65 characters',
    path: 'lastRound',
    value: { seq: 0, fingerprint: 'f'.repeat(65) },
    expected: 'denied',
  },
  {
    name: 'lastRound with an extra key',
    path: 'lastRound',
    value: { seq: 0, fingerprint: 'f', x: 1 },
    expected: 'denied',
  },
  // history
  { name: 'a kept round in slot 0', path: 'history/0', value: entry(), expected: 'allowed' },
  {
    name: 'a kept round in slot 199',
    path: 'history/199',
    value: entry({ seq: 199 }),
    expected: 'allowed',
  },
  {
    name: 'a kept round with the closest card',
    path: 'history/3',
    value: entry({ closest: '2' }),
    expected: 'allowed',
  },
  {
    name: 'a kept round with 20 votes',
    path: 'history/1',
    value: entry({ votes: Array.from({ length: 20 }, (_, i) => ({ name: `P${i}`, value: '5' })) }),
    expected: 'allowed',
  },
  { name: 'slot 200 (beyond the cap)', path: 'history/200', value: entry(), expected: 'denied' },
  { name: 'slot 007', path: 'history/007', value: entry(), expected: 'denied' },
  { name: 'a pushed key', path: 'history/-Nabc', value: entry(), expected: 'denied' },
  {
    name: 'a kept round with 21 votes',
    path: 'history/1',
    value: entry({ votes: Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, value: '5' })) }),
    expected: 'denied',
  },
  {
    name: 'a name of 65 characters',
    path: 'history/1',
    value: entry({ votes: [{ name: 'n'.repeat(65), value: '5' }] }),
    expected: 'denied',
  },
  {
    name: 'a value of 17 characters',
    path: 'history/1',
    value: entry({ votes: [{ name: 'A', value: 'v'.repeat(17) }] }),
    expected: 'denied',
  },
  {
    name: 'a vote with an extra key',
    path: 'history/1',
    value: entry({ votes: [{ name: 'A', value: '5', html: '<b>' }] }),
    expected: 'denied',
  },
  {
    name: 'a kept round without votes',
    path: 'history/1',
    value: entry({ votes: null }),
    expected: 'denied',
  },
  {
    name: 'a story of 201 characters',
    path: 'history/1',
    value: entry({ story: 's'.repeat(201) }),
    expected: 'denied',
  },
  {
    name: 'a time in the future',
    path: 'history/1',
    value: entry({ at: Date.now() + 3_600_000 }),
    expected: 'denied',
  },
  { name: 'an old time', path: 'history/1', value: entry({ at: 1 }), expected: 'denied' },
  {
    name: 'an average as text',
    path: 'history/1',
    value: entry({ average: '3' }),
    expected: 'denied',
  },
  {
    name: 'an entry with an extra key',
    path: 'history/1',
    value: entry({ script: 'x' }),
    expected: 'denied',
  },
  {
    name: 'deleting a kept round',
    path: 'history/4',
    value: null,
    expected: 'allowed',
    before: {
      'history/4': { seq: 4, at: 1, story: '', votes: [{ name: 'A', value: '1' }], average: 1 },
    },
  },
  // deck
  ...deckCases(),
  // anything else
  { name: 'an unknown session key', path: 'notes', value: 'x', expected: 'denied' },
];

function deckCases(): Case[] {
  const deck = (over: Record<string, unknown> = {}) => ({
    preset: 'custom',
    cards: ['1', '2', '4', '8', '16', '?'],
    ...over,
  });
  const twenty = Array.from({ length: 20 }, (_, i) => `v${i}`);
  return [
    { name: 'a custom deck', path: 'deck', value: deck(), expected: 'allowed' },
    ...['fibonacci', 'tshirt', 'powers', 'hours'].map((preset): Case => ({
      name: `the ${preset} preset`,
      path: 'deck',
      value: deck({ preset }),
      expected: 'allowed',
    })),
    {
      name: 'a deck of 20 cards',
      path: 'deck',
      value: deck({ cards: twenty }),
      expected: 'allowed',
    },
    {
      name: 'a deck of 21 cards',
      path: 'deck',
      value: deck({ cards: [...twenty, 'v20'] }),
      expected: 'denied',
    },
    {
      name: 'a card of 8 characters',
      path: 'deck',
      value: deck({ cards: ['12345678'] }),
      expected: 'allowed',
    },
    {
      name: 'a card of 9 characters',
      path: 'deck',
      value: deck({ cards: ['123456789'] }),
      expected: 'denied',
    },
    { name: 'an empty card', path: 'deck', value: deck({ cards: ['1', ''] }), expected: 'denied' },
    {
      name: 'a card that is a number',
      path: 'deck',
      value: deck({ cards: [1, 2] }),
      expected: 'denied',
    },
    { name: 'a deck without cards', path: 'deck', value: { preset: 'custom' }, expected: 'denied' },
    {
      name: 'a deck with an empty list',
      path: 'deck',
      value: deck({ cards: [] }),
      expected: 'denied',
    },
    { name: 'a deck without preset', path: 'deck', value: { cards: ['1'] }, expected: 'denied' },
    {
      name: 'an unknown preset',
      path: 'deck',
      value: deck({ preset: 'tarot' }),
      expected: 'denied',
    },
    {
      name: 'the standard deck written out',
      path: 'deck',
      value: deck({ preset: 'standard' }),
      expected: 'denied',
    },
    {
      name: 'a preset with more text',
      path: 'deck',
      value: deck({ preset: 'hours2' }),
      expected: 'denied',
    },
    {
      name: 'a card list keyed by name',
      path: 'deck',
      value: deck({ cards: { a: '1' } }),
      expected: 'denied',
    },
    {
      name: 'a deck with another field',
      path: 'deck',
      value: deck({ owner: 'x' }),
      expected: 'denied',
    },
    { name: 'a deck that is text', path: 'deck', value: '1,2,3', expected: 'denied' },
    {
      name: 'removing the deck (back to the standard deck)',
      path: 'deck',
      value: null,
      expected: 'allowed',
      before: { deck: deck() },
    },
  ];
}

describe('sessions/{code}/...', () => {
  it.each(cases)('$name is $expected', async ({ path, value, expected, before }) => {
    const code = live.session.code();
    for (const [p, v] of Object.entries(before ?? {}))
      live.target.local!.setData(`sessions/${code}/${p}`, v);
    const prior = live.target.local!.getData(`sessions/${code}/${path}`);
    const client = live.session.client();
    const outcome = await attempt(() => set(ref(client.db, `sessions/${code}/${path}`), value));
    expect(outcome).toBe(expected);
    const after = live.target.local!.getData(`sessions/${code}/${path}`);
    if (expected === 'denied') expect(after).toEqual(prior);
    else if (value === null) expect(after).toBeNull();
    else expect(after).not.toBeNull();
  });

  it('a timer start is the server time itself', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const before = Date.now();
    await set(ref(client.db, `sessions/${code}/timer`), {
      startedAt: serverTimestamp(),
      duration: 30_000,
    });
    const startedAt = live.target.local!.getData(`sessions/${code}/timer/startedAt`) as number;
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('codes that are not normalised are refused', async () => {
    const client = live.session.client();
    expect(await attempt(() => set(ref(client.db, 'sessions/a--b/story'), 'x'))).toBe('denied');
    expect(await attempt(() => set(ref(client.db, `sessions/${'c'.repeat(129)}/story`), 'x'))).toBe(
      'denied',
    );
  });

  it('one code can be read, the list of sessions cannot', async () => {
    const code = live.session.code();
    live.target.local!.setData(`sessions/${code}/story`, 'Secret backlog item');
    const client = live.session.client();
    expect((await get(ref(client.db, `sessions/${code}/story`))).val()).toBe('Secret backlog item');
    expect(await attempt(() => get(ref(client.db, 'sessions')))).toBe('denied');
  });

  it('a whole session is written in one update when every part is valid, refused when one is not', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const good = {
      [`sessions/${code}/story`]: 'S',
      [`sessions/${code}/timer`]: { startedAt: serverTimestamp(), duration: 60_000 },
    };
    expect(await attempt(() => update(ref(client.db), good))).toBe('allowed');
    const bad = { [`sessions/${code}/story`]: 'T', [`sessions/${code}/timer/duration`]: 1 };
    expect(await attempt(() => update(ref(client.db), bad))).toBe('denied');
    expect(live.target.local!.getData(`sessions/${code}/story`)).toBe('S');
    // The whole session is no client's to remove (deletes-rules.test.ts).
    expect(await attempt(() => remove(ref(client.db, `sessions/${code}`)))).toBe('denied');
  });
});
