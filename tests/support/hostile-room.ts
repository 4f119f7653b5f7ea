/**
 * A hostile client's writes on a room, and what must hold after each of them
 * (docs/threat-model.md, Deletes): random sets, updates and deletes, with increments and
 * server timestamps among the values, at every path of the data contract and at every
 * parent of one, for the property test in tests/integration/deletes-property.test.ts.
 */
import fc from 'fast-check';
import { SERVER_TIME } from './delete-cases';

/** The room's code in a path, replaced by the code of each run. */
export const CODE = '{code}';

/** An increment as both the SDK (`increment(1)`) and REST write it. */
const INCREMENT = Object.freeze({ '.sv': Object.freeze({ increment: 1 }) });

/** Every path of the contract a hostile client aims at, parents and the root included. */
export const PATHS: readonly string[] = [
  '',
  'sessions',
  'screens',
  'configs',
  'presence',
  ...['sessions', 'screens', 'configs', 'presence'].map((root) => `${root}/${CODE}`),
  ...[
    'round',
    'nudge',
    'revealedRound',
    'lastRound',
    'lastRound/seq',
    'history',
    'history/0',
    'history/1',
    'history/1/votes',
    'backlog',
    'backlog/0',
    'backlog/1',
    'backlog/2',
    'backlog/0/estimate',
    'backlog/0/estimatedAt',
    'backlog/0/votes',
    'backlog/1/key',
    'backlog/1/title',
    'currentStory',
    'story',
    'timer',
    'deck',
    'left',
    'left/eve',
    'options',
    'options/hideNames',
    'backlogReplacedAt',
  ].map((part) => `sessions/${CODE}/${part}`),
  ...['ann', 'bob', 'cat', 'dan', 'ann/round', 'ann/selected'].map((p) => `screens/${CODE}/${p}`),
  ...['ann', 'cat', 'dan'].map((p) => `presence/${CODE}/${p}`),
  `configs/${CODE}/textColor`,
  `configs/${CODE}/cardBorder`,
];

/** Values a hostile client writes: plausible ones for each path, so that a limit is tested. */
const VALUES: readonly unknown[] = [
  null,
  SERVER_TIME,
  INCREMENT,
  0,
  1,
  5,
  '8',
  '1',
  'x',
  true,
  { title: 'New' },
  { title: 'New', estimate: '3', estimatedAt: SERVER_TIME, votes: 'A: 3' },
  { 0: { title: 'New' } },
  { seq: 2, at: SERVER_TIME, story: 'S', votes: [{ name: 'A', value: '3' }], average: 3 },
  { seq: 7, fingerprint: '9-x' },
  { connectedAt: SERVER_TIME, role: 'voter' },
  { connectedAt: SERVER_TIME, role: 'watcher' },
  { hideNames: false },
  { startedAt: SERVER_TIME, duration: 30_000 },
  {
    userId: 'ann',
    userName: 'Ann',
    selected: '-',
    showCard: false,
    lastUpdate: SERVER_TIME,
    round: 5,
  },
];

/** Who writes: 0 over REST, 1 and 2 each an SDK client of its own. */
export type Client = 0 | 1 | 2;

/** One write, its paths still naming {@link CODE}. */
export type HostileOp =
  | { client: Client; kind: 'set'; path: string; value: unknown }
  | { client: Client; kind: 'delete'; path: string }
  | { client: Client; kind: 'update'; path: string; patch: Record<string, unknown> };

const below = (base: string) =>
  PATHS.filter((p) => p !== base && (base === '' || p.startsWith(`${base}/`))).map((p) =>
    base === '' ? p : p.slice(base.length + 1),
  );

/** The parents an update is sent to (each has paths below it). */
const BASES = PATHS.filter((p) => below(p).length > 0);

const client = fc.constantFrom<Client>(0, 1, 2);
const value = fc.constantFrom(...VALUES);

const update = fc.tuple(client, fc.constantFrom(...BASES)).chain(([who, base]) =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...below(base)), value), {
      minLength: 1,
      maxLength: 4,
      selector: ([key]) => key,
    })
    .map((entries): HostileOp => ({
      client: who,
      kind: 'update',
      path: base,
      patch: Object.fromEntries(entries),
    })),
);

/** One hostile write: deletes weigh most, the attack the rules must withstand. */
export const hostileOp: fc.Arbitrary<HostileOp> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      client,
      kind: fc.constant('delete' as const),
      path: fc.constantFrom(...PATHS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      client,
      kind: fc.constant('set' as const),
      path: fc.constantFrom(...PATHS),
      value,
    }),
  },
  { weight: 2, arbitrary: update },
);

/** The op with the room's code in its paths. */
export function inRoom(op: HostileOp, code: string): HostileOp {
  const at = (path: string) => path.replaceAll(CODE, code);
  if (op.kind !== 'update') return { ...op, path: at(op.path) };
  const patch = Object.fromEntries(Object.entries(op.patch).map(([k, v]) => [at(k), v]));
  return { ...op, path: at(op.path), patch };
}

/** The absolute paths an op writes, each with the value written there. */
export function writtenPaths(op: HostileOp): [string, unknown][] {
  if (op.kind === 'delete') return [[op.path, null]];
  if (op.kind === 'set') return [[op.path, op.value]];
  const join = (key: string) => (op.path === '' ? key : `${op.path}/${key}`);
  return Object.entries(op.patch).map(([k, v]) => [join(k), v]);
}
