/**
 * A hostile client against the rules (issue 51, "Deleting is writing too"): random
 * sequences of sets, updates and deletes, with increments and server timestamps, from
 * three clients (one over REST, two over the SDK, each its own connection), at every path
 * of the data contract and every parent of one, on a room in the middle of a meeting on
 * the local database. After each write the room is checked against the invariants
 * (tests/support/room-invariants.ts). The seed and the number of runs are fixed, so CI
 * plays the same sequences in a few seconds; counterexamples found are kept below.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ref, remove, set, update, type Database } from 'firebase/database';
import { useLiveDatabase } from '../support/live-database';
import { rest } from '../support/rest-client';
import { meetingRoom } from '../support/delete-cases';
import { CODE, hostileOp, inRoom, type HostileOp } from '../support/hostile-room';
import { brokenInvariant, type RoomData } from '../support/room-invariants';

const live = useLiveDatabase('deletes-property', { cleanup: 'each' });

/** Fixed, so every run plays the same sequences. */
const SEED = 51;
const RUNS = 150;
const MAX_WRITES = 30;

const roomData = (code: string): RoomData => {
  const local = live.target.local!;
  return {
    screens: local.getData(`screens/${code}`),
    presence: local.getData(`presence/${code}`),
    configs: local.getData(`configs/${code}`),
    sessions: local.getData(`sessions/${code}`),
  };
};

/** Makes `op` over REST (client 0) or an SDK client; whether the database accepted it. */
async function make(op: HostileOp, sdk: readonly Database[]): Promise<boolean> {
  if (op.client === 0) {
    const method = { set: 'PUT', delete: 'DELETE', update: 'PATCH' }[op.kind];
    const body = op.kind === 'set' ? op.value : op.kind === 'update' ? op.patch : undefined;
    const answer = await rest(live.target.port, `/${op.path}.json`, {
      method,
      ...(body === undefined ? {} : { body }),
    });
    return answer.status === 200;
  }
  const db = sdk[op.client - 1]!;
  const at = op.path === '' ? ref(db) : ref(db, op.path);
  try {
    if (op.kind === 'set') await set(at, op.value);
    else if (op.kind === 'delete') await remove(at);
    else await update(at, op.patch);
    return true;
  } catch {
    // Refused by the rules, or by the SDK before sending (paths below one another).
    return false;
  }
}

/** Plays `ops` on a fresh room and throws at the first write that breaks an invariant. */
async function play(ops: readonly HostileOp[], sdk: readonly Database[]): Promise<void> {
  const code = live.session.code();
  for (const [path, value] of Object.entries(meetingRoom(code, Date.now())))
    live.target.local!.setData(path, value);
  for (const raw of ops) {
    const op = inRoom(raw, code);
    const before = roomData(code);
    const start = Date.now();
    const accepted = await make(op, sdk);
    const end = Date.now();
    const broken = brokenInvariant(before, roomData(code), { code, op, accepted, start, end });
    if (broken) throw new Error(`${broken}, after ${JSON.stringify(raw)}`);
  }
}

const sdkClients = () => [live.session.client('hostile-a').db, live.session.client('hostile-b').db];

describe('a hostile client', () => {
  it('breaks no invariant of the room, whatever it writes, updates or removes', async () => {
    const sdk = sdkClients();
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileOp, { minLength: 1, maxLength: MAX_WRITES, size: 'max' }),
        (ops) => play(ops, sdk),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});

/**
 * What the property found against the rules before issue 51 (seeds 51 and 1 to 8), each
 * the first write of its shrunk counterexample (the rest was a write those rules refused
 * too), with the invariant it broke.
 */
const FOUND: { broke: string; op: HostileOp }[] = [
  {
    broke: 'a connected voter’s record',
    op: { client: 0, kind: 'delete', path: `screens/${CODE}` },
  },
  { broke: 'the round', op: { client: 0, kind: 'delete', path: `sessions/${CODE}/round` } },
  { broke: 'the nudge', op: { client: 0, kind: 'delete', path: `sessions/${CODE}/nudge` } },
  { broke: 'the history', op: { client: 0, kind: 'delete', path: `sessions/${CODE}/history` } },
  {
    broke: 'the early reveal',
    op: { client: 0, kind: 'delete', path: `sessions/${CODE}/revealedRound` },
  },
  {
    broke: 'the room’s options',
    op: { client: 0, kind: 'delete', path: `sessions/${CODE}/options/hideNames` },
  },
  {
    broke: 'a story’s key',
    op: { client: 0, kind: 'delete', path: `sessions/${CODE}/backlog/1/key` },
  },
  {
    broke: 'the time of the last Replace',
    op: { client: 0, kind: 'delete', path: `sessions/${CODE}/backlogReplacedAt` },
  },
];

describe('counterexamples found, kept', () => {
  it.each(FOUND)('$broke: $op.path, removed over REST and both SDK clients', async ({ op }) => {
    const sdk = sdkClients();
    const clients = [0, 1, 2] as const;
    const each = clients.map((client) => ({ ...op, client }));
    await expect(play(each, sdk)).resolves.toBeUndefined();
  });
});
