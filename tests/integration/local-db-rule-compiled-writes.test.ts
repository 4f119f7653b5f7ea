/**
 * The store's check of a write, with its rules compiled (server/db/rule-compiled.ts) and
 * walked key by key (rule-check.ts, rule-tree.ts), gives targaryen's own verdict, the same
 * explanation rule for rule and the same data: random sequences of hostile sets, deletes
 * and updates under the app's rules (database.rules.json), on a room in the middle of a
 * meeting, each compared with targaryen's own `write` or `update` on its own data tree,
 * snapshots and interpreter, the data then moved on by the write when it was allowed; and
 * a read of each path, its `.read` rules compiled and interpreted.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { withTargaryenOwnTree } from '../../server/db/data-tree';
import { checkingSet, checkingUpdate, finish } from '../../server/db/rule-check';
import { withInterpretedRules } from '../../server/db/rule-compiled';
import type { RulesDatabase, RulesResult } from '../../server/db/rules-database';
// The store installs its compiled rules, faster tree, snapshots and gathering.
import '../../server/db/store';
import { resolveServerValues } from '../../server/db/wire';
import { meetingRoom } from '../support/delete-cases';
import { hostileOp, inRoom, type HostileOp } from '../support/hostile-room';

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

/**
 * Keys at each depth: the contract's, other rooms', hostile ones (long, refused by the
 * rules' patterns). Not the names of inherited members (`constructor`): targaryen's own
 * data tree cannot write them (its `$set` reads them from the prototype), so there is
 * nothing to compare with.
 */
const KEYS: readonly (readonly string[])[] = [
  ['screens', 'presence', 'sessions', 'configs', 'themes', 'x'],
  [CODE, 'c-2', 'a'.repeat(130), 'bad code'],
  ['ann', 'bob', 'new-one', 'round', 'story', 'timer', 'deck', 'backlog', 'history', 'left'],
  ['selected', 'lastUpdate', 'round', 'userId', 'userName', 'showCard', '0', '1', '19'],
  ['title', 'estimate', 'name', 'value', 'seq', '3'],
];

const text = fc.constantFrom('-', '-5', '-13', '', 'Ann', 'a\nb', 'x'.repeat(70), 'https://a.b/c');
const number = fc.constantFrom(0, 1, 4, 5, -1, 1.5, NOW, NOW + 70_000, NOW - 2_000_000);
const primitive = fc.oneof(text, number, fc.boolean(), fc.constant({ '.sv': 'timestamp' }));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    primitive,
    fc.constant(null),
    fc.dictionary(fc.constantFrom(...KEYS[3]!, ...KEYS[4]!), tie('value'), {
      minKeys: 1,
      maxKeys: 6,
      noNullPrototype: true,
    }),
  ),
})).value;

/** A path of one to five keys, one of each depth's. */
const path = fc
  .integer({ min: 1, max: 5 })
  .chain((depth) => fc.tuple(...KEYS.slice(0, depth).map((keys) => fc.constantFrom(...keys))))
  .map((keys) => keys.join('/'));

/** Whether no path of `patch` lies below another: the wire refuses those (validate.ts). */
function apart(patch: Record<string, unknown>): boolean {
  const paths = Object.keys(patch).map((p) => `${p}/`);
  return paths.every((p, i) => paths.every((q, j) => i === j || !q.startsWith(p)));
}

const randomOp: fc.Arbitrary<HostileOp> = fc.oneof(
  fc.record({ client: fc.constant(0 as const), kind: fc.constant('set' as const), path, value }),
  fc
    .tuple(path, fc.dictionary(fc.constantFrom(...KEYS[3]!, 'round/x'), value, { minKeys: 1 }))
    .map(([at, patch]) => ({ client: 0 as const, kind: 'update' as const, path: at, patch }))
    .filter((op) => apart(op.patch)),
);

/** A phone's vote, as the app writes it: mostly allowed. */
const vote: fc.Arbitrary<HostileOp> = fc
  .record({
    who: fc.constantFrom('ann', 'bob', 'cat', 'nobody'),
    card: fc.constantFrom('-1', '-5', '-', '-13', 5),
  })
  .map(({ who, card }) => ({
    client: 1 as const,
    kind: 'update' as const,
    path: `screens/${CODE}/${who}`,
    patch: { selected: card, lastUpdate: { '.sv': 'timestamp' } },
  }));

const anOp = fc.oneof(
  hostileOp.filter((op) => op.kind !== 'update' || apart(op.patch)).map((op) => inRoom(op, CODE)),
  randomOp,
  vote,
);

interface Seen {
  allowed: boolean;
  info: string;
  data: unknown;
}

const seen = (r: RulesResult): Seen => ({
  allowed: r.allowed,
  info: r.info,
  data: r.newDatabase.root.$value(),
});

/** The op on `db`, by the store's check and by targaryen's own, its server values resolved. */
function check(db: RulesDatabase, op: HostileOp, now: number): [RulesResult, Seen] {
  const at = `/${op.path}`;
  if (op.kind === 'update') {
    const patch = Object.fromEntries(
      Object.entries(op.patch).map(([k, v]) => [k, resolveServerValues(v, now)]),
    );
    const own = withTargaryenOwnTree(() =>
      withInterpretedRules(() => seen(db.update(at, patch, now))),
    );
    return [finish(checkingUpdate(db, at, patch, now)), own];
  }
  const v = op.kind === 'set' ? resolveServerValues(op.value, now) : null;
  const own = withTargaryenOwnTree(() =>
    withInterpretedRules(() => seen(db.write(at, v, undefined, now))),
  );
  return [finish(checkingSet(db, at, v, now)), own];
}

describe('the compiled rules’ check of random hostile writes', () => {
  it('gives targaryen’s own verdict, explanation and data, write after write', () => {
    const start = targaryen.database(RULES, seed(), NOW) as RulesDatabase;
    let allowed = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.array(anOp, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(null, { uid: 'ann' }),
        fc.integer({ min: -1, max: 1 }),
        (ops, auth, skew) => {
          let db = auth === null ? start : start.as(auth);
          for (const [i, op] of ops.entries()) {
            const now = NOW + skew * 120_000 + i * 1_000;
            const [ours, own] = check(db, op, now);
            expect(seen(ours)).toEqual(own);
            // A read of the same path: its `.read` rules, compiled and interpreted.
            const read = () => {
              const r = db.read(`/${op.path}`, now);
              return { allowed: r.allowed, info: r.info };
            };
            expect(read()).toEqual(withInterpretedRules(read));
            if (ours.allowed) db = ours.newDatabase;
            if (ours.allowed) allowed += 1;
            else refused += 1;
          }
        },
      ),
      { numRuns: 250, seed: 4850 },
    );
    // Both verdicts are met often: the comparison is not of refusals only.
    expect(Math.min(allowed, refused)).toBeGreaterThan(100);
  });
});
