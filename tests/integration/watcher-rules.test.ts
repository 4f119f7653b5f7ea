/**
 * database.rules.json for the presence entry's role (docs/data-contract.md, Presence):
 * a watcher's entry is `{ connectedAt, role: 'watcher' }`, a voter's may say
 * `role: 'voter'` or, as older clients write it, nothing. Any other role, or a role of
 * another type, is refused and stores nothing, through the official SDK.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ref, serverTimestamp, set, update } from 'firebase/database';
import { startTestDatabase, TestSession, type DatabaseTarget } from '../support/local-db';
import { attempt, type Outcome } from '../support/rules-outcome';

let target: DatabaseTarget;
let session: TestSession;

beforeAll(async () => {
  target = await startTestDatabase();
  session = new TestSession(target);
});
afterEach(async () => {
  await session.cleanup();
});
afterAll(async () => {
  await target.stop();
});

describe('presence role: presence/{code}/{userId}/role', () => {
  const cases: { name: string; value: Record<string, unknown>; expected: Outcome }[] = [
    { name: 'a watcher', value: { role: 'watcher' }, expected: 'allowed' },
    { name: 'a voter saying so', value: { role: 'voter' }, expected: 'allowed' },
    { name: 'an older voter, no role', value: {}, expected: 'allowed' },
    { name: 'an unknown role', value: { role: 'admin' }, expected: 'denied' },
    { name: 'a role in capitals', value: { role: 'Watcher' }, expected: 'denied' },
    { name: 'an empty role', value: { role: '' }, expected: 'denied' },
    { name: 'a role as a boolean', value: { role: true }, expected: 'denied' },
    { name: 'a role as an object', value: { role: { watcher: true } }, expected: 'denied' },
    {
      name: 'a role without connectedAt',
      value: { connectedAt: null, role: 'watcher' },
      expected: 'denied',
    },
  ];

  it.each(cases)('$name is $expected', async ({ value, expected }) => {
    const code = session.code();
    const client = session.client();
    const path = `presence/${code}/u1`;
    const entry = { connectedAt: serverTimestamp(), ...value };
    expect(await attempt(() => set(ref(client.db, path), entry))).toBe(expected);
    const stored = target.local!.getData(path);
    if (expected === 'denied') expect(stored).toBeNull();
    else expect(stored).toEqual({ connectedAt: expect.any(Number) as number, ...value });
  });

  it('a voter becomes a watcher and back by rewriting its entry', async () => {
    const code = session.code();
    const client = session.client();
    const path = `presence/${code}/u1`;
    await set(ref(client.db, path), { connectedAt: serverTimestamp(), role: 'voter' });
    expect(
      await attempt(() =>
        set(ref(client.db, path), { connectedAt: serverTimestamp(), role: 'watcher' }),
      ),
    ).toBe('allowed');
    expect(target.local!.getData(`${path}/role`)).toBe('watcher');
    expect(await attempt(() => update(ref(client.db, path), { role: 'voter' }))).toBe('allowed');
    expect(target.local!.getData(`${path}/role`)).toBe('voter');
    expect(await attempt(() => update(ref(client.db, path), { role: 'spectator' }))).toBe('denied');
    expect(target.local!.getData(`${path}/role`)).toBe('voter');
  });
});
