/**
 * The rules' check of an update evaluates each rule once per path and kind, and the
 * rules' snapshots find their node once (server/db/rule-check.ts, rule-snapshots.ts):
 * under the app's rules, random hostile updates (several paths below one parent, as the
 * wire lets through) and votes, in a room in the middle of a meeting, get targaryen's own
 * verdict, the same explanation rule for rule, and the same data, from targaryen's own
 * `update` on its own data tree and snapshots.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { withTargaryenOwnTree } from '../../server/db/data-tree';
import { checkingUpdate, finish } from '../../server/db/rule-check';
import type { RulesDatabase } from '../../server/db/rules-database';
// The store installs its faster tree, snapshots and gathering, as the server runs them.
import '../../server/db/store';
import { resolveServerValues } from '../../server/db/wire';
import { meetingRoom } from '../support/delete-cases';
import { hostileOp, inRoom } from '../support/hostile-room';

const RULES = JSON.parse(readFileSync('database.rules.json', 'utf8')) as object;
const NOW = 1_700_000_000_000;
const CODE = 'c1';

function seed(): Record<string, Record<string, unknown>> {
  const data: Record<string, Record<string, unknown>> = {};
  for (const [at, value] of Object.entries(meetingRoom(CODE, NOW))) {
    const [root, code] = at.split('/') as [string, string];
    (data[root] ??= {})[code] = value;
  }
  return data;
}

/** An update as the store checks it: its server values resolved, at `/path`. */
interface Update {
  path: string;
  patch: Record<string, unknown>;
}

/** Whether no path of `patch` lies below another: the wire refuses those (validate.ts). */
function apart(patch: Record<string, unknown>): boolean {
  const paths = Object.keys(patch).map((p) => `${p}/`);
  return paths.every((p, i) => paths.every((q, j) => i === j || !q.startsWith(p)));
}

const hostileUpdate: fc.Arbitrary<Update> = hostileOp
  .filter((op) => op.kind === 'update' && apart(op.patch))
  .map((op) => inRoom(op, CODE))
  .map((op) => {
    const patch = (op as { patch: Record<string, unknown> }).patch;
    const resolved = Object.fromEntries(
      Object.entries(patch).map(([k, v]) => [k, resolveServerValues(v, NOW)]),
    );
    return { path: `/${op.path}`, patch: resolved };
  });

const vote: fc.Arbitrary<Update> = fc
  .record({
    who: fc.constantFrom('ann', 'bob', 'cat', 'nobody'),
    card: fc.constantFrom('-1', '-5', '-', 5, null),
  })
  .map(({ who, card }) => ({
    path: `/screens/${CODE}/${who}`,
    patch: { selected: card, lastUpdate: NOW },
  }));

describe('an update’s rules, each evaluated once per path', () => {
  it('give targaryen’s own verdict, explanation and data', () => {
    const db = (targaryen.database(RULES, seed(), NOW) as RulesDatabase).as(null);
    fc.assert(
      fc.property(fc.oneof(hostileUpdate, vote), fc.integer({ min: -1, max: 1 }), (u, skew) => {
        const now = NOW + skew * 120_000;
        const ours = finish(checkingUpdate(db, u.path, u.patch, now));
        const own = withTargaryenOwnTree(() => {
          const r = db.update(u.path, u.patch, now);
          return { allowed: r.allowed, info: r.info, data: r.newDatabase.root.$value() };
        });
        expect({
          allowed: ours.allowed,
          info: ours.info,
          data: ours.newDatabase.root.$value(),
        }).toEqual(own);
      }),
      { numRuns: 300, seed: 4848 },
    );
  });
});
