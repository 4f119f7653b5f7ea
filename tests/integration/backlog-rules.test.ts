/**
 * database.rules.json for the backlog: `sessions/{code}/backlog/{slot}` and
 * `sessions/{code}/currentStory`. Each rule accepts a good write and refuses a bad one,
 * through the official SDK against the local database.
 */
import { describe, expect, it } from 'vitest';
import { ref, serverTimestamp, set, update } from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { attempt, type Outcome } from '../support/rules-outcome';

const live = useLiveDatabase('backlog-rules', { cleanup: 'each' });

interface Case {
  name: string;
  /** Path relative to `sessions/{code}`. */
  path: string;
  value: unknown;
  expected: Outcome;
  /** Data present before the write, relative to `sessions/{code}`. */
  before?: Record<string, unknown>;
}

const story = (over: Record<string, unknown> = {}) => ({
  key: 'PAY-142',
  title: 'Pay by card',
  description: 'As a buyer\nI pay by card',
  ...over,
});
const estimated = { title: 'Old', estimate: '5', estimatedAt: 1000, votes: 'Ann: 5' };

const cases: Case[] = [
  // stories
  { name: 'a story in slot 0', path: 'backlog/0', value: story(), expected: 'allowed' },
  { name: 'a story in slot 499', path: 'backlog/499', value: story(), expected: 'allowed' },
  { name: 'a story in slot 42', path: 'backlog/42', value: story(), expected: 'allowed' },
  { name: 'a story in slot 500', path: 'backlog/500', value: story(), expected: 'denied' },
  { name: 'a story in slot 01', path: 'backlog/01', value: story(), expected: 'denied' },
  { name: 'a story in slot -1', path: 'backlog/-1', value: story(), expected: 'denied' },
  { name: 'a story in slot abc', path: 'backlog/abc', value: story(), expected: 'denied' },
  { name: 'a title alone', path: 'backlog/0', value: { title: 'T' }, expected: 'allowed' },
  { name: 'a story without a title', path: 'backlog/0', value: { key: 'A-1' }, expected: 'denied' },
  {
    name: 'a title of 200 characters',
    path: 'backlog/0',
    value: story({ title: 't'.repeat(200) }),
    expected: 'allowed',
  },
  {
    name: 'a title of 201 characters',
    path: 'backlog/0',
    value: story({ title: 't'.repeat(201) }),
    expected: 'denied',
  },
  { name: 'an empty title', path: 'backlog/0', value: story({ title: '' }), expected: 'denied' },
  {
    name: 'a title of spaces',
    path: 'backlog/0',
    value: story({ title: '   ' }),
    expected: 'denied',
  },
  {
    name: 'a title of two lines',
    path: 'backlog/0',
    value: story({ title: 'a\nb' }),
    expected: 'denied',
  },
  {
    name: 'a title with a carriage return',
    path: 'backlog/0',
    value: story({ title: 'a\rb' }),
    expected: 'denied',
  },
  {
    name: 'a title that is a number',
    path: 'backlog/0',
    value: story({ title: 1 }),
    expected: 'denied',
  },
  {
    name: 'a key of 32 characters',
    path: 'backlog/0',
    value: story({ key: 'k'.repeat(32) }),
    expected: 'allowed',
  },
  {
    name: 'a key of 33 characters',
    path: 'backlog/0',
    value: story({ key: 'k'.repeat(33) }),
    expected: 'denied',
  },
  { name: 'an empty key', path: 'backlog/0', value: story({ key: '' }), expected: 'denied' },
  {
    name: 'a key of two lines',
    path: 'backlog/0',
    value: story({ key: 'A\n1' }),
    expected: 'denied',
  },
  {
    name: 'a key with a carriage return',
    path: 'backlog/0',
    value: story({ key: 'A\r1' }),
    expected: 'denied',
  },
  {
    name: 'a key that is a number',
    path: 'backlog/0',
    value: story({ key: 142 }),
    expected: 'denied',
  },
  {
    name: 'a description of 2,000 characters on several lines',
    path: 'backlog/0',
    value: story({ description: 'd\n'.repeat(1000) }),
    expected: 'allowed',
  },
  {
    name: 'a description of 2,001 characters',
    path: 'backlog/0',
    value: story({ description: 'd'.repeat(2001) }),
    expected: 'denied',
  },
  {
    name: 'a description that is an object',
    path: 'backlog/0',
    value: story({ description: { text: 'x' } }),
    expected: 'denied',
  },
  {
    name: 'a link and the estimate the tracker held',
    path: 'backlog/0',
    value: story({ url: 'https://acme.atlassian.net/browse/PAY-142', was: 0.5 }),
    expected: 'allowed',
  },
  {
    name: 'an http link of 500 characters',
    path: 'backlog/0',
    value: story({ url: 'http://a.b/' + 'x'.repeat(489) }),
    expected: 'allowed',
  },
  {
    name: 'a link of 501 characters',
    path: 'backlog/0',
    value: story({ url: 'http://a.b/' + 'x'.repeat(490) }),
    expected: 'denied',
  },
  {
    name: 'a javascript: link',
    path: 'backlog/0',
    value: story({ url: 'javascript:alert(1)' }),
    expected: 'denied',
  },
  {
    name: 'a link with a space',
    path: 'backlog/0',
    value: story({ url: 'https://a.b/x y' }),
    expected: 'denied',
  },
  {
    name: 'a link that is a number',
    path: 'backlog/0',
    value: story({ url: 5 }),
    expected: 'denied',
  },
  {
    name: "a 'was' that is text",
    path: 'backlog/0',
    value: story({ was: '5' }),
    expected: 'denied',
  },
  {
    name: 'a story with an extra key',
    path: 'backlog/0',
    value: story({ points: 3 }),
    expected: 'denied',
  },
  {
    name: 'a backlog that is a plain value',
    path: 'backlog',
    value: 'x'.repeat(100),
    expected: 'denied',
  },
  { name: 'a story that is a plain value', path: 'backlog/0', value: 'Pay', expected: 'denied' },
  // estimates
  {
    name: 'an estimate at server time with its votes',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: serverTimestamp(), votes: 'Ann: 8; Bob: 5' }),
    expected: 'allowed',
  },
  {
    name: 'an estimate of 16 characters',
    path: 'backlog/0',
    value: story({ estimate: 'e'.repeat(16), estimatedAt: serverTimestamp() }),
    expected: 'allowed',
  },
  {
    name: 'an estimate of 17 characters',
    path: 'backlog/0',
    value: story({ estimate: 'e'.repeat(17), estimatedAt: serverTimestamp() }),
    expected: 'denied',
  },
  {
    name: 'an empty estimate',
    path: 'backlog/0',
    value: story({ estimate: '', estimatedAt: serverTimestamp() }),
    expected: 'denied',
  },
  {
    name: 'an estimate that is a number',
    path: 'backlog/0',
    value: story({ estimate: 8, estimatedAt: serverTimestamp() }),
    expected: 'denied',
  },
  {
    name: 'an estimate without its time',
    path: 'backlog/0',
    value: story({ estimate: '8' }),
    expected: 'denied',
  },
  {
    name: 'a time without an estimate',
    path: 'backlog/0',
    value: story({ estimatedAt: serverTimestamp() }),
    expected: 'denied',
  },
  {
    name: 'votes without an estimate',
    path: 'backlog/0',
    value: story({ votes: 'Ann: 8' }),
    expected: 'denied',
  },
  {
    name: 'an estimate at a client time',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: Date.now() - 3_600_000 }),
    expected: 'denied',
  },
  {
    name: 'an estimate time that is text',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: 'now' }),
    expected: 'denied',
  },
  {
    name: 'votes of 2,000 characters',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: serverTimestamp(), votes: 'v'.repeat(2000) }),
    expected: 'allowed',
  },
  {
    name: 'votes of 2,001 characters',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: serverTimestamp(), votes: 'v'.repeat(2001) }),
    expected: 'denied',
  },
  {
    name: 'votes that are a list',
    path: 'backlog/0',
    value: story({ estimate: '8', estimatedAt: serverTimestamp(), votes: ['Ann: 8'] }),
    expected: 'denied',
  },
  {
    name: 'the same story rewritten with its earlier estimate time',
    path: 'backlog/0',
    value: { ...estimated, title: 'Renamed' },
    expected: 'allowed',
    before: { 'backlog/0': estimated },
  },
  {
    name: 'an earlier estimate time changed by a client',
    path: 'backlog/0',
    value: { ...estimated, estimatedAt: 999 },
    expected: 'denied',
    before: { 'backlog/0': estimated },
  },
  {
    name: 're-estimating at server time',
    path: 'backlog/0',
    value: { ...estimated, estimate: '3', estimatedAt: serverTimestamp() },
    expected: 'allowed',
    before: { 'backlog/0': estimated },
  },
  {
    name: 'an estimate alone on a story that is not there',
    path: 'backlog/3/estimate',
    value: '5',
    expected: 'denied',
  },
  // Only a Replace takes stories away (deletes-rules.test.ts)
  {
    name: 'removing a story',
    path: 'backlog/0',
    value: null,
    expected: 'denied',
    before: { 'backlog/0': estimated },
  },
  {
    name: 'removing the backlog',
    path: 'backlog',
    value: null,
    expected: 'denied',
    before: { 'backlog/0': estimated },
  },
  // the current story
  {
    name: 'the current story',
    path: 'currentStory',
    value: '3',
    expected: 'allowed',
    before: { 'backlog/3': { title: 'T' } },
  },
  {
    name: 'a current story that is not in the backlog',
    path: 'currentStory',
    value: '4',
    expected: 'denied',
    before: { 'backlog/3': { title: 'T' } },
  },
  {
    name: 'a current story as a number',
    path: 'currentStory',
    value: 3,
    expected: 'denied',
    before: { 'backlog/3': { title: 'T' } },
  },
  {
    name: 'a current story that is no slot',
    path: 'currentStory',
    value: '03',
    expected: 'denied',
    before: { 'backlog/3': { title: 'T' } },
  },
  {
    name: 'a current story that is a path',
    path: 'currentStory',
    value: '3/title',
    expected: 'denied',
    before: { 'backlog/3': { title: 'T' } },
  },
  {
    name: 'removing the current story',
    path: 'currentStory',
    value: null,
    expected: 'allowed',
    before: { 'backlog/3': { title: 'T' }, currentStory: '3' },
  },
];

describe('sessions/{code}/backlog and currentStory', () => {
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

  it('an estimate is stamped with the server time', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const before = Date.now();
    await set(ref(client.db, `sessions/${code}/backlog/0`), {
      title: 'T',
      estimate: '5',
      estimatedAt: serverTimestamp(),
    });
    const at = live.target.local!.getData(`sessions/${code}/backlog/0/estimatedAt`) as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('an import and its current story are one update: all of it or nothing', async () => {
    const code = live.session.code();
    const client = live.session.client();
    const base = `sessions/${code}`;
    const good = {
      [`${base}/backlog`]: { '0': { title: 'One' }, '1': { key: 'A-2', title: 'Two' } },
      [`${base}/currentStory`]: '0',
      [`${base}/backlogReplacedAt`]: serverTimestamp(),
    };
    expect(await attempt(() => update(ref(client.db), good))).toBe('allowed');
    expect(live.target.local!.getData(`${base}/currentStory`)).toBe('0');
    const bad = {
      [`${base}/backlog`]: { '0': { title: 'New' }, '1': { title: 'x'.repeat(201) } },
      [`${base}/currentStory`]: '0',
      [`${base}/backlogReplacedAt`]: serverTimestamp(),
    };
    expect(await attempt(() => update(ref(client.db), bad))).toBe('denied');
    expect(live.target.local!.getData(`${base}/backlog/0/title`)).toBe('One');
  });

  it('moving on is refused the second time: the round number counts up by exactly one', async () => {
    const code = live.session.code();
    const base = `sessions/${code}`;
    live.target.local!.setData(base, {
      round: 4,
      backlog: { '0': { title: 'One' }, '1': { title: 'Two' } },
      currentStory: '0',
    });
    const move = {
      [`${base}/round`]: 5,
      [`${base}/backlog/0/estimate`]: '8',
      [`${base}/backlog/0/estimatedAt`]: serverTimestamp(),
      [`${base}/currentStory`]: '1',
    };
    const [a, b] = [live.session.client('a'), live.session.client('b')];
    expect(await attempt(() => update(ref(a.db), move))).toBe('allowed');
    expect(
      await attempt(() => update(ref(b.db), { ...move, [`${base}/backlog/0/estimate`]: '3' })),
    ).toBe('denied');
    expect(live.target.local!.getData(`${base}/backlog/0/estimate`)).toBe('8');
    expect(live.target.local!.getData(`${base}/round`)).toBe(5);
  });
});
