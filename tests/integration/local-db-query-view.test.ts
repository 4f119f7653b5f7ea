/**
 * A filtering query's result kept up to date write by write (server/db/query-view.ts)
 * against the same query evaluated on the whole value after each write (query.ts): over
 * random writes (a child set, changed or deleted, several children at once, the whole
 * node replaced, made a value or deleted) and random queries (by key, value, a child or
 * a deeper path, the default order, ranges with and without key names, inclusive or
 * not, limits from either side). Each listen's deliveries, applied as the SDK applies
 * them (a whole value replaces, a child's value replaces that child), must leave it
 * holding exactly the full evaluation's result; so must a listen that joins midway, and
 * one whose deliveries were held over several writes; on a node of a few children and on
 * a wide one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChildChange, Encoded } from '../../server/db/changes';
import { evaluateQuery } from '../../server/db/query';
import { DataStore } from '../../server/db/store';
import type { WireQuery } from '../../server/db/wire';
import { MAX_HELD } from '../../server/db/query-view';
import { WIDE_FROM } from '../../server/db/wide-node';

/** Fixed, so every run plays the same sequences. */
const SEED = 4849;
const PATH = 'r';

// Keys that are 32-bit integers sort first, numerically: some of each.
const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', '1', '2', '10', '-3', 'z9');
/** Index values of every rank, with ties likely. */
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom('', 'a', 'b', '10'),
);
const indexed = fc.oneof(scalar, fc.constant({ deep: 1 }));
const record = fc.record(
  { lastUpdate: indexed, meta: fc.record({ rank: indexed }), n: fc.integer({ min: 0, max: 9 }) },
  { requiredKeys: ['n'] },
);
/** A child: mostly a record, sometimes a plain value (what `.value` orders). */
const child = fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: scalar });
const children = fc.dictionary(key, child, { maxKeys: 8 });
/** Children enough to make the node a wide one (wide-node.ts), read through its own lookups. */
const many = Object.fromEntries(
  Array.from({ length: WIDE_FROM + 6 }, (_, i) => [`w${i}`, { lastUpdate: i % 4, n: i % 10 }]),
);

type Write =
  | { kind: 'set'; path: string; value: unknown }
  | { kind: 'update'; patch: Record<string, unknown> };

const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      path: key.map((k) => `${PATH}/${k}`),
      value: fc.oneof(child, fc.constant(null)),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      path: fc
        .tuple(key, fc.constantFrom('lastUpdate', 'meta/rank', 'n'))
        .map(([k, f]) => `${PATH}/${k}/${f}`),
      value: indexed,
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .uniqueArray(fc.tuple(key, fc.oneof(child, fc.constant(null))), {
        selector: ([k]) => k,
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => ({ kind: 'update' as const, patch: Object.fromEntries(pairs) })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      path: fc.constant(PATH),
      value: fc.oneof(children, scalar),
    }),
  },
);

const bound = (byKey: boolean) => (byKey ? key : scalar);
const name = fc.option(fc.oneof(key, fc.constantFrom('[MIN_NAME]', '[MAX_NAME]')), {
  nil: undefined,
});

/** A query the SDK could send: an index, and at least one of a start, an end or a limit. */
const query: fc.Arbitrary<WireQuery> = fc
  .record({
    i: fc.constantFrom(undefined, '.key', '.value', 'lastUpdate', 'meta/rank'),
    start: fc.option(fc.tuple(fc.boolean(), name, fc.boolean()), { nil: undefined }),
    end: fc.option(fc.tuple(fc.boolean(), name, fc.boolean()), { nil: undefined }),
    l: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    vf: fc.constantFrom('l', 'r'),
  })
  .chain((q) =>
    fc.tuple(bound(q.i === '.key'), bound(q.i === '.key')).map(([sp, ep]) => {
      const out: Record<string, unknown> = { vf: q.vf };
      if (q.i !== undefined) out.i = q.i;
      if (q.start)
        Object.assign(
          out,
          { sp, sin: q.start[2] },
          q.start[1] && q.i !== '.key' ? { sn: q.start[1] } : {},
        );
      if (q.end)
        Object.assign(
          out,
          { ep, ein: q.end[2] },
          q.end[1] && q.i !== '.key' ? { en: q.end[1] } : {},
        );
      if (q.l !== undefined || (!q.start && !q.end)) out.l = q.l ?? 3;
      return out as WireQuery;
    }),
  );

/** A listen as the SDK holds its view: what it was sent, applied. */
class Client {
  view: unknown = undefined;
  readonly told = (now: Encoded, change?: ChildChange) => {
    if (!change) {
      this.view = JSON.parse(now.json);
      // The value given beside the JSON is the same.
      expect(now.value).toEqual(this.view);
      return;
    }
    expect(this.view).toBeTypeOf('object');
    this.view = { ...(this.view as object), [change.key]: JSON.parse(change.json) as unknown };
  };
}

function apply(store: DataStore, w: Write, now: number): void {
  const outcome =
    w.kind === 'set'
      ? store.set(w.path, w.value, 'admin', now)
      : store.update(PATH, w.patch, 'admin', now);
  expect(outcome.ok).toBe(true);
}

describe("a filtering query's result kept up to date write by write", () => {
  it('tells each listen what leaves it holding the full evaluation, whenever it joined', () => {
    fc.assert(
      fc.property(
        children,
        fc.array(query, { minLength: 1, maxLength: 3 }),
        fc.array(write, { minLength: 1, maxLength: 20 }),
        fc.nat(20),
        fc.nat(20),
        fc.boolean(),
        (seed, queries, writes, joinAt, holdAt, wide) => {
          const store = new DataStore({ [PATH]: wide ? { ...many, ...seed } : seed }, false);
          const listens: { q: WireQuery; client: Client }[] = [];
          const listen = (q: WireQuery) => {
            const client = new Client();
            store.subscribeEncoded(PATH, q, client.told);
            listens.push({ q, client });
          };
          const check = () => {
            for (const { q, client } of listens) {
              expect(client.view).toEqual(evaluateQuery(store.read(PATH), q));
            }
          };
          queries.forEach(listen);
          check();
          writes.forEach((w, i) => {
            const now = 1_000 * (i + 1);
            if (i === holdAt && i + 1 < writes.length) {
              // This write and the next delivered at once, as the large-message path does;
              // listens that join meanwhile start from the data as it is then.
              const deliver = store.holdingDeliveries(() => {
                apply(store, w, now);
                apply(store, writes[i + 1] as Write, now);
              });
              if (i === joinAt) queries.forEach(listen);
              deliver();
              writes.splice(i + 1, 1);
            } else {
              if (i === joinAt) queries.forEach(listen);
              apply(store, w, now);
            }
            check();
          });
        },
      ),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  });
});

describe('a query on a node past the children a view keeps', () => {
  it('is evaluated whole, and kept up to date again once the node is back under', () => {
    const record = (i: number) => ({ lastUpdate: i % 7, n: i });
    const big = Object.fromEntries(
      Array.from({ length: MAX_HELD + 1 }, (_, i) => [`k${i}`, record(i)]),
    );
    const store = new DataStore({ [PATH]: big }, false);
    const q: WireQuery = { i: 'lastUpdate', l: 3, vf: 'r' };
    const client = new Client();
    store.subscribeEncoded(PATH, q, client.told);
    const steps: [string, unknown][] = [
      [`${PATH}/k5/lastUpdate`, 9],
      [`${PATH}/k6`, null],
      [`${PATH}/k6`, record(6)],
      // Back under, with nothing in the window after a full one.
      [PATH, 'gone'],
      [`${PATH}/b`, { lastUpdate: 1, n: 2 }],
      [PATH, big],
      [`${PATH}/k1/lastUpdate`, 99],
    ];
    for (const [path, value] of steps) {
      expect(store.set(path, value, 'admin').ok).toBe(true);
      expect(client.view).toEqual(evaluateQuery(store.read(PATH), q));
    }
  });
});
