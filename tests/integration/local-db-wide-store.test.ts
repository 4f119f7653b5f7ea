/**
 * The local database with its nodes of many children kept wide (server/db/wide-node.ts)
 * against the same database on targaryen's own data tree: 70 rooms under the app's rules
 * (so `/screens`, `/sessions`, `/presence` and `/configs` are wide), and random hostile
 * writes into two of them (tests/support/hostile-room.ts). Both decide every write the
 * same (allowed, or refused with the same explanation), hold the same data, and tell
 * their listens (the wall's query, a phone's record, the room's session and config, all
 * of `/screens`) the same things in the same order.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTargaryenOwnTree } from '../../server/db/data-tree';
import { DataStore } from '../../server/db/store';
import { WIDE_FROM } from '../../server/db/wide-node';
import { meetingRoom } from '../support/delete-cases';
import { CODE, hostileOp, inRoom, type HostileOp } from '../support/hostile-room';

const RULES = JSON.parse(readFileSync('database.rules.json', 'utf8')) as object;
const NOW = 1_700_000_000_000;
const ROOMS = WIDE_FROM + 6;
const CODES = ['c0', `c${ROOMS - 1}`];
/** Fixed, so every run plays the same sequences. */
const SEED = 4848;

/** `ROOMS` rooms in the middle of a meeting, as one tree. */
function seed(): Record<string, Record<string, unknown>> {
  const data: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < ROOMS; i += 1) {
    for (const [at, value] of Object.entries(meetingRoom(`c${i}`, NOW))) {
      const [root, code] = at.split('/') as [string, string];
      (data[root] ??= {})[code] = value;
    }
  }
  return data;
}

/**
 * Whether `op` gets past the wire's checks to the store: an update with one path below
 * another is refused before (validate.ts), as the SDK refuses to send it.
 */
function checked(op: HostileOp): boolean {
  if (op.kind !== 'update') return true;
  const paths = Object.keys(op.patch).map((p) => `${p}/`);
  return paths.every((p, i) => paths.every((q, j) => i === j || !q.startsWith(p)));
}

/** A phone's vote, as the app writes it: most of what a room server is sent. */
const vote: fc.Arbitrary<HostileOp> = fc
  .record({ who: fc.constantFrom('ann', 'bob', 'cat'), card: fc.constantFrom('-1', '-5', '-') })
  .map(({ who, card }) => ({
    client: 1,
    kind: 'update',
    path: `screens/${CODE}/${who}`,
    patch: { selected: card, lastUpdate: { '.sv': 'timestamp' } },
  }));

/** What a store did with `ops`: each write's outcome, the data after it, what each listen was told. */
function play(ops: readonly { code: string; op: HostileOp }[]): unknown[] {
  const store = new DataStore(seed(), RULES);
  const trace: unknown[] = [];
  const listen = (name: string, path: string, query?: object) =>
    store.subscribe(path, query, (_value, json, child) =>
      trace.push(['told', name, json, child?.key ?? null, child?.json ?? null]),
    );
  for (const code of CODES) {
    listen(`wall ${code}`, `screens/${code}`, { i: 'lastUpdate', l: 20, vf: 'r' });
    listen(`phone ${code}`, `screens/${code}/ann`);
    listen(`session ${code}`, `sessions/${code}`);
    listen(`config ${code}`, `configs/${code}`);
  }
  listen('all screens', 'screens');
  ops.forEach(({ code, op }, i) => {
    const o = inRoom(op, code);
    const now = NOW + 1_000 * (i + 1);
    const outcome =
      o.kind === 'update'
        ? store.update(o.path, o.patch, null, now)
        : store.set(o.path, o.kind === 'set' ? o.value : null, null, now);
    trace.push(['outcome', outcome]);
    trace.push(['data', JSON.stringify(store.read(''))]);
  });
  return trace;
}

describe('a room server of many rooms', () => {
  it('decides, stores and delivers every write as on targaryen’s own data tree', () => {
    const write = fc.record({
      code: fc.constantFrom(...CODES),
      op: fc.oneof(hostileOp.filter(checked), vote),
    });
    fc.assert(
      fc.property(fc.array(write, { minLength: 1, maxLength: 15 }), (ops) => {
        const own = withTargaryenOwnTree(() => play(ops));
        expect(play(ops)).toEqual(own);
      }),
      { seed: SEED, numRuns: 20, endOnFailure: true },
    );
  });
});
