/**
 * Deleting is writing too (docs/data-contract.md, Removing): the same deletes, over REST
 * as curl sends them and over the official SDK, on a room in the middle of a meeting.
 * Those the product never makes are refused alike (401 "Permission denied" over REST,
 * PERMISSION_DENIED from the SDK) and leave the room whole; those the product makes
 * (Leave, 'Remove from session', New round, a kept round deleted, the timer stopped, a
 * Replace, a Re-estimate) still pass. Then the attacks, step by step.
 */
import { describe, expect, it } from 'vitest';
import {
  increment,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { rest } from '../support/rest-client';
import { attempt } from '../support/rules-outcome';
import {
  meetingRoom,
  PRODUCT_DELETES,
  REFUSED_DELETES,
  ROOM_ROUND,
  type DeleteAttempt,
  type DeleteCase,
} from '../support/delete-cases';

const live = useLiveDatabase('deletes-conformance', { cleanup: 'each' });

const ROOTS = ['screens', 'presence', 'configs', 'sessions'];

/** A fresh room of a meeting; returns its code. */
function seedRoom(): string {
  const code = live.session.code();
  for (const [path, value] of Object.entries(meetingRoom(code, Date.now())))
    live.target.local!.setData(path, value);
  return code;
}

/** Everything the room holds, read past the rules. */
const roomData = (code: string) =>
  Object.fromEntries(ROOTS.map((root) => [root, live.target.local!.getData(`${root}/${code}`)]));

type Transport = 'REST' | 'SDK';

/** Makes the attempt; the rules' verdict, and for REST the answer's status and body. */
async function make(transport: Transport, a: DeleteAttempt) {
  if (transport === 'REST') {
    const answer = await rest(live.target.port, `/${a.path}.json`, {
      method: a.kind === 'delete' ? 'DELETE' : 'PATCH',
      ...(a.kind === 'update' ? { body: a.patch } : {}),
    });
    return { outcome: answer.status === 200 ? 'allowed' : 'denied', answer };
  }
  const { db } = live.session.client();
  const at = ref(db, a.path === '' ? undefined : a.path);
  const outcome = await attempt(() => (a.kind === 'delete' ? remove(at) : update(at, a.patch)));
  return { outcome, answer: null };
}

const transports: Transport[] = ['REST', 'SDK'];
const table = (cases: DeleteCase[]) =>
  transports.flatMap((transport) => cases.map((c) => ({ transport, ...c })));

describe('deletes the product never makes are refused and lose nothing', () => {
  it.each(table(REFUSED_DELETES))('$transport: $name', async ({ transport, attempt: a }) => {
    const code = seedRoom();
    const before = roomData(code);
    const { outcome, answer } = await make(transport, a(code));
    expect(outcome).toBe('denied');
    if (answer) expect([answer.status, answer.json]).toEqual([401, { error: 'Permission denied' }]);
    expect(roomData(code)).toEqual(before);
  });
});

describe('deletes the product makes still pass', () => {
  it.each(table(PRODUCT_DELETES))('$transport: $name', async ({ transport, attempt: a, gone }) => {
    const code = seedRoom();
    const { outcome, answer } = await make(transport, a(code));
    expect(outcome).toBe('allowed');
    if (answer) expect(answer.status).toBe(200);
    if (gone) expect(live.target.local!.getData(gone(code))).toBeNull();
    // Nothing else of the room went with it: the round and the decided estimates stay.
    expect(live.target.local!.getData(`sessions/${code}/round`)).toBeGreaterThanOrEqual(ROOM_ROUND);
    expect(live.target.local!.getData(`configs/${code}/textColor`)).toBe('#123456');
  });

  it('a Re-estimate replaces the estimate, with the time it was decided', async () => {
    const code = seedRoom();
    const before = live.target.local!.getData(`sessions/${code}/backlog/0/estimatedAt`) as number;
    const reestimate = PRODUCT_DELETES.find((c) => c.name.includes('Re-estimate'))!;
    expect((await make('SDK', reestimate.attempt(code))).outcome).toBe('allowed');
    expect(live.target.local!.getData(`sessions/${code}/backlog/0`)).toMatchObject({
      estimate: '13',
      votes: 'Ann: 13',
    });
    expect(live.target.local!.getData(`sessions/${code}/backlog/0/estimatedAt`)).toBeGreaterThan(
      before,
    );
  });
});

describe('the heartbeat', () => {
  it('refreshes a connected voter’s record from a client that has not read it yet', async () => {
    // Its transaction first guesses the record missing and writes null over it: the
    // database answers "stale" before its rules, and the SDK tries again on the record.
    const code = seedRoom();
    const { db } = live.session.client();
    const before = live.target.local!.getData(`screens/${code}/ann/lastUpdate`) as number;
    const result = await runTransaction(
      ref(db, `screens/${code}/ann`),
      (current: unknown) =>
        current !== null && typeof current === 'object'
          ? { ...(current as object), lastUpdate: serverTimestamp() }
          : null,
      { applyLocally: false },
    );
    expect(result.committed).toBe(true);
    expect(live.target.local!.getData(`screens/${code}/ann/lastUpdate`)).toBeGreaterThanOrEqual(
      before,
    );
    expect(live.target.local!.getData(`screens/${code}/ann/selected`)).toBe('-x');
  });
});

describe('the issue’s attacks, step by step', () => {
  const put = (code: string, part: string, body: unknown) =>
    rest(live.target.port, `/sessions/${code}/${part}.json`, { method: 'PUT', body });
  const del = (code: string, part: string) =>
    rest(live.target.port, `/sessions/${code}/${part}.json`, { method: 'DELETE' });

  it('REST: the round counter cannot be set back by removing it first', async () => {
    const code = seedRoom();
    expect((await del(code, 'round')).status).toBe(401);
    expect((await put(code, 'round', 1)).status).toBe(401);
    expect((await put(code, 'round', ROOM_ROUND + 1)).status).toBe(200);
    expect(live.target.local!.getData(`sessions/${code}/round`)).toBe(ROOM_ROUND + 1);
  });

  it('REST: the nudge stays one per 10 s, a delete in between or not', async () => {
    const code = live.session.code();
    const nudge = { '.sv': 'timestamp' };
    expect((await put(code, 'nudge', nudge)).status).toBe(200);
    const first = live.target.local!.getData(`sessions/${code}/nudge`);
    expect((await put(code, 'nudge', nudge)).status).toBe(401);
    expect((await del(code, 'nudge')).status).toBe(401);
    expect((await put(code, 'nudge', nudge)).status).toBe(401);
    expect(live.target.local!.getData(`sessions/${code}/nudge`)).toBe(first);
  });

  it('SDK: the same, with increments and server time', async () => {
    const code = seedRoom();
    const { db } = live.session.client();
    const at = (part: string) => ref(db, `sessions/${code}/${part}`);
    expect(await attempt(() => remove(at('round')))).toBe('denied');
    expect(await attempt(() => set(at('round'), 1))).toBe('denied');
    expect(await attempt(() => set(at('round'), increment(1)))).toBe('allowed');
    expect(live.target.local!.getData(`sessions/${code}/round`)).toBe(ROOM_ROUND + 1);
    const nudge = ref(db, `sessions/${live.session.code()}/nudge`);
    expect(await attempt(() => set(nudge, serverTimestamp()))).toBe('allowed');
    expect(await attempt(() => set(nudge, serverTimestamp()))).toBe('denied');
    expect(await attempt(() => remove(nudge))).toBe('denied');
    expect(await attempt(() => set(nudge, serverTimestamp()))).toBe('denied');
  });
});
