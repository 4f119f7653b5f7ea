/**
 * What must hold of a room after any write a client makes (docs/threat-model.md,
 * Deletes), judged from the room before and after it: the limits that compare with the
 * stored value hold whatever came before, nothing the product never removes goes, and a
 * refused write changes nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import type { HostileOp } from './hostile-room';
import { writtenPaths } from './hostile-room';

/** The four roots of one code, as stored. */
export interface RoomData {
  screens: unknown;
  presence: unknown;
  configs: unknown;
  sessions: unknown;
}

/** One write as made: the op (paths with the code), whether it was accepted, and when. */
export interface Made {
  code: string;
  op: HostileOp;
  accepted: boolean;
  /** Date.now() before the request and after its answer: the server's `now` lies between. */
  start: number;
  end: number;
}

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});
const has = (o: Obj, key: string) => o[key] !== undefined && o[key] !== null;
const num = (v: unknown) => (typeof v === 'number' ? v : NaN);

/** Half an hour: a record not refreshed for longer may be removed by anyone (New round). */
const INACTIVITY_MS = 1_800_000;

/** Fields that stay once written (a Replace aside, for the backlog's). */
const KEPT_CONFIG = [
  'cardBackground',
  'cardBorder',
  'textColor',
  'screenBackground',
  'screenForeground',
  'customImages',
];
const KEPT_OPTIONS = ['revealCountdown', 'hideNames', 'suggestedCard'];
const KEPT_STORY = ['estimate', 'estimatedAt', 'votes', 'key', 'description', 'url', 'was'];
const KEPT_SESSION = [
  'round',
  'nudge',
  'revealedRound',
  'lastRound',
  'options',
  'backlog',
  'backlogReplacedAt',
];

function keptFields(before: Obj, after: Obj, fields: readonly string[], what: string) {
  const lost = fields.find((f) => has(before, f) && !has(after, f));
  return lost === undefined ? null : `${what}: ${lost} removed`;
}

function roundAndNudge(s: Obj, t: Obj): string | null {
  if (
    has(s, 'round')
      ? ![s.round, num(s.round) + 1].includes(t.round)
      : has(t, 'round') && t.round !== 1
  )
    return `the round went from ${String(s.round)} to ${String(t.round)}`;
  if (has(s, 'nudge') && t.nudge !== s.nudge && !(num(t.nudge) - num(s.nudge) >= 10_000))
    return `two nudges within 10 s (${String(s.nudge)}, then ${String(t.nudge)})`;
  return null;
}

function backlog(s: Obj, t: Obj, made: Made): string | null {
  // Only a write that says it replaces the backlog (its server time) may drop stories.
  const marker = num(t.backlogReplacedAt);
  if (marker >= made.start && marker <= made.end) return null;
  const [before, after] = [obj(s.backlog), obj(t.backlog)];
  for (const [slot, story] of Object.entries(before)) {
    if (story === null) continue;
    if (!has(after, slot)) return `story ${slot} removed without a Replace`;
    const [was, is] = [obj(story), obj(after[slot])];
    const lost = keptFields(was, is, KEPT_STORY, `story ${slot}`);
    if (lost) return `${lost} without a Replace`;
    const decidedNow = num(is.estimatedAt) >= made.start && num(is.estimatedAt) <= made.end;
    if (is.estimatedAt !== was.estimatedAt && !decidedNow)
      return `story ${slot}: estimatedAt changed to a time other than the write's`;
    if (has(was, 'estimate') && is.estimate !== was.estimate && !decidedNow)
      return `story ${slot}: estimate ${String(was.estimate)} replaced without deciding it again`;
  }
  return null;
}

function history(s: Obj, t: Obj, made: Made): string | null {
  const [before, after] = [obj(s.history), obj(t.history)];
  const removed = new Set(
    writtenPaths(made.op)
      .filter(([, value]) => value === null)
      .map(([path]) => path),
  );
  for (const [slot, entry] of Object.entries(before)) {
    if (entry === null || has(after, slot)) continue;
    if (!removed.has(`sessions/${made.code}/history/${slot}`))
      return `kept round ${slot} lost without its own removal`;
  }
  if (has(s, 'lastRound')) {
    const seq = obj(t.lastRound).seq;
    if (typeof seq !== 'number' || seq % 1 !== 0 || seq < 0 || seq >= 1e9)
      return `the history's head went from ${JSON.stringify(s.lastRound)} to ${JSON.stringify(t.lastRound)}`;
  }
  return null;
}

function records(before: RoomData, after: RoomData, made: Made): string | null {
  const [was, is, presence] = [obj(before.screens), obj(after.screens), obj(before.presence)];
  for (const [id, record] of Object.entries(was)) {
    if (record === null) continue;
    if (has(is, id)) {
      if (has(obj(record), 'round') && !has(obj(is[id]), 'round'))
        return `record ${id} lost the round it entered`;
      continue;
    }
    const here = obj(presence[id]);
    const connectedVoter = has(presence, id) && here.role !== 'watcher';
    const stale = num(obj(record).lastUpdate) < made.end - INACTIVITY_MS;
    if (connectedVoter && !stale) return `the record of ${id}, connected and voting, removed`;
  }
  return null;
}

/** The first invariant the write broke, described; null when all hold. */
export function brokenInvariant(before: RoomData, after: RoomData, made: Made): string | null {
  if (!made.accepted)
    return isDeepStrictEqual(before, after) ? null : 'a refused write changed the room';
  const [s, t] = [obj(before.sessions), obj(after.sessions)];
  const whole = KEPT_SESSION.find((part) => has(s, part) && !has(t, part));
  if (whole) return `sessions/{code}/${whole} removed`;
  if (before.configs !== null && after.configs === null) return 'the config removed';
  return (
    roundAndNudge(s, t) ??
    backlog(s, t, made) ??
    history(s, t, made) ??
    records(before, after, made) ??
    keptFields(obj(before.configs), obj(after.configs), KEPT_CONFIG, 'the config') ??
    keptFields(obj(s.options), obj(t.options), KEPT_OPTIONS, 'the options')
  );
}
