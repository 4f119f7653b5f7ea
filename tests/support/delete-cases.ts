/**
 * Who may remove what (docs/data-contract.md, Removing): a room in the middle of a
 * meeting, and the deletes tried on it, each with the rules' verdict. The SDK and the
 * REST conformance suites (tests/integration/deletes-*.test.ts) play the same cases, so
 * a refused delete is refused alike over both, and the room stays whole.
 */

/** A server timestamp as both the SDK and REST write it. */
export const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });

/** The round the room is in. */
export const ROOM_ROUND = 4;

/** Half an hour and a minute: past the 30-minute rule. */
const STALE_MS = 31 * 60_000;

const record = (userId: string, lastUpdate: number, extra: Record<string, unknown> = {}) => ({
  userId,
  userName: `Name ${userId}`,
  selected: '-',
  showCard: false,
  lastUpdate,
  round: ROOM_ROUND,
  ...extra,
});

const kept = (seq: number, at: number) => ({
  seq,
  at,
  story: `Story ${seq}`,
  votes: [{ name: 'Ann', value: '5' }],
  average: 5,
  closest: '5',
});

/**
 * The four roots of a room at `now`, path by path: Ann votes and is connected, Bob's
 * phone is not (Away), Cat watches (no vote, its record not yet gone), Dan's record is
 * past the 30-minute rule though its page is still connected; Eve left with Leave.
 */
export function meetingRoom(code: string, now: number): Record<string, unknown> {
  return {
    [`screens/${code}`]: {
      ann: record('ann', now, { selected: '-x', showCard: true }),
      bob: record('bob', now),
      cat: record('cat', now),
      dan: record('dan', now - STALE_MS),
    },
    [`presence/${code}`]: {
      ann: { connectedAt: now, role: 'voter' },
      cat: { connectedAt: now, role: 'watcher' },
      dan: { connectedAt: now },
    },
    [`configs/${code}`]: { textColor: '#123456', cardBorder: '' },
    [`sessions/${code}`]: {
      round: ROOM_ROUND,
      story: 'Login page',
      timer: { startedAt: now, duration: 60_000 },
      deck: { preset: 'custom', cards: ['1', '2', '3'] },
      lastRound: { seq: 1, fingerprint: '3-abc' },
      history: { 0: kept(0, now - 60_000), 1: kept(1, now) },
      backlog: {
        0: { title: 'Pay', estimate: '8', estimatedAt: now - 60_000, votes: 'Ann: 8' },
        1: { title: 'Refund', key: 'PAY-2', description: 'By card' },
      },
      currentStory: '1',
      left: { eve: { round: ROOM_ROUND, userName: 'Eve', lastUpdate: now } },
      revealedRound: ROOM_ROUND,
      nudge: now - 1_000,
      options: { hideNames: true },
      backlogReplacedAt: now - 120_000,
    },
  };
}

/** One write tried on the room: a delete of `path`, or an update of `path` with `patch`. */
export type DeleteAttempt =
  | { kind: 'delete'; path: string }
  | { kind: 'update'; path: string; patch: Record<string, unknown> };

export interface DeleteCase {
  name: string;
  attempt: (code: string) => DeleteAttempt;
  expected: 'allowed' | 'denied';
  /** For an allowed case: the location that is gone (or changed) after it. */
  gone?: (code: string) => string;
}

const del =
  (path: (code: string) => string) =>
  (code: string): DeleteAttempt => ({ kind: 'delete', path: path(code) });

/** Deletes no client may make: the rules refuse them and the room stays as it was. */
export const REFUSED_DELETES: DeleteCase[] = [
  { name: 'the whole database', attempt: del(() => ''), expected: 'denied' },
  { name: 'every session', attempt: del(() => 'sessions'), expected: 'denied' },
  { name: 'a whole session', attempt: del((c) => `sessions/${c}`), expected: 'denied' },
  { name: 'a whole room of records', attempt: del((c) => `screens/${c}`), expected: 'denied' },
  { name: 'a whole config', attempt: del((c) => `configs/${c}`), expected: 'denied' },
  {
    name: 'a field of the config',
    attempt: del((c) => `configs/${c}/textColor`),
    expected: 'denied',
  },
  { name: 'a whole presence', attempt: del((c) => `presence/${c}`), expected: 'denied' },
  { name: 'the round counter', attempt: del((c) => `sessions/${c}/round`), expected: 'denied' },
  { name: 'the nudge’s last time', attempt: del((c) => `sessions/${c}/nudge`), expected: 'denied' },
  {
    name: 'the early reveal of the current round',
    attempt: del((c) => `sessions/${c}/revealedRound`),
    expected: 'denied',
  },
  {
    name: 'the history’s head',
    attempt: del((c) => `sessions/${c}/lastRound`),
    expected: 'denied',
  },
  { name: 'the whole history', attempt: del((c) => `sessions/${c}/history`), expected: 'denied' },
  { name: 'the whole backlog', attempt: del((c) => `sessions/${c}/backlog`), expected: 'denied' },
  { name: 'one story', attempt: del((c) => `sessions/${c}/backlog/0`), expected: 'denied' },
  {
    name: 'a decided estimate',
    attempt: del((c) => `sessions/${c}/backlog/0/estimate`),
    expected: 'denied',
  },
  {
    name: 'the time an estimate was decided',
    attempt: del((c) => `sessions/${c}/backlog/0/estimatedAt`),
    expected: 'denied',
  },
  {
    name: 'the votes of an estimate',
    attempt: del((c) => `sessions/${c}/backlog/0/votes`),
    expected: 'denied',
  },
  {
    name: 'a story’s tracker key',
    attempt: del((c) => `sessions/${c}/backlog/1/key`),
    expected: 'denied',
  },
  {
    name: 'the time of the last Replace',
    attempt: del((c) => `sessions/${c}/backlogReplacedAt`),
    expected: 'denied',
  },
  { name: 'every departure', attempt: del((c) => `sessions/${c}/left`), expected: 'denied' },
  { name: 'the room’s options', attempt: del((c) => `sessions/${c}/options`), expected: 'denied' },
  {
    name: 'one of the room’s options',
    attempt: del((c) => `sessions/${c}/options/hideNames`),
    expected: 'denied',
  },
  {
    name: 'the record of a connected voter',
    attempt: del((c) => `screens/${c}/ann`),
    expected: 'denied',
  },
  {
    name: 'the round a record entered',
    attempt: del((c) => `screens/${c}/ann/round`),
    expected: 'denied',
  },
  {
    name: 'a connected voter’s presence entry and record in one update',
    attempt: (c) => ({
      kind: 'update',
      path: '',
      patch: { [`presence/${c}/ann`]: null, [`screens/${c}/ann`]: null },
    }),
    expected: 'denied',
  },
  {
    name: 'the round counter, in an update of the session',
    attempt: (c) => ({ kind: 'update', path: `sessions/${c}`, patch: { round: null } }),
    expected: 'denied',
  },
  {
    name: 'a whole session, in an update of the root',
    attempt: (c) => ({ kind: 'update', path: '', patch: { [`sessions/${c}`]: null } }),
    expected: 'denied',
  },
  {
    name: 'a decided estimate, in the update that moves on',
    attempt: (c) => ({
      kind: 'update',
      path: `sessions/${c}`,
      patch: {
        round: ROOM_ROUND + 1,
        'backlog/0/estimate': null,
        'backlog/0/estimatedAt': null,
        'backlog/0/votes': null,
        currentStory: '1',
      },
    }),
    expected: 'denied',
  },
  {
    name: 'a decided estimate overwritten without deciding it again',
    attempt: (c) => ({
      kind: 'update',
      path: `sessions/${c}/backlog/0`,
      patch: { estimate: '1' },
    }),
    expected: 'denied',
  },
  {
    name: 'the backlog written whole without saying it replaces it',
    attempt: (c) => ({
      kind: 'update',
      path: `sessions/${c}`,
      patch: { backlog: { 0: { title: 'Other' } }, currentStory: '0' },
    }),
    expected: 'denied',
  },
];

/** What the product itself removes: the rules let each through. */
export const PRODUCT_DELETES: DeleteCase[] = [
  {
    name: 'the record of a participant whose phone is not connected (Leave, New round)',
    attempt: del((c) => `screens/${c}/bob`),
    expected: 'allowed',
    gone: (c) => `screens/${c}/bob`,
  },
  {
    name: 'the record of a participant who now watches',
    attempt: del((c) => `screens/${c}/cat`),
    expected: 'allowed',
    gone: (c) => `screens/${c}/cat`,
  },
  {
    name: 'a record past the 30-minute rule (New round)',
    attempt: del((c) => `screens/${c}/dan`),
    expected: 'allowed',
    gone: (c) => `screens/${c}/dan`,
  },
  {
    name: 'the missing record of an Offline participant (Remove from session)',
    attempt: del((c) => `screens/${c}/eve`),
    expected: 'allowed',
    gone: (c) => `screens/${c}/eve`,
  },
  {
    name: 'a departure (Remove from session, New round)',
    attempt: del((c) => `sessions/${c}/left/eve`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/left/eve`,
  },
  {
    name: 'a presence entry (a phone disconnects or leaves)',
    attempt: del((c) => `presence/${c}/ann`),
    expected: 'allowed',
    gone: (c) => `presence/${c}/ann`,
  },
  {
    name: 'one kept round of the history',
    attempt: del((c) => `sessions/${c}/history/0`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/history/0`,
  },
  {
    name: 'the timer (stop)',
    attempt: del((c) => `sessions/${c}/timer`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/timer`,
  },
  {
    name: 'the story (cleared)',
    attempt: del((c) => `sessions/${c}/story`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/story`,
  },
  {
    name: 'the current story',
    attempt: del((c) => `sessions/${c}/currentStory`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/currentStory`,
  },
  {
    name: 'the deck (back to the standard deck)',
    attempt: del((c) => `sessions/${c}/deck`),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/deck`,
  },
  {
    name: 'the backlog replaced whole (Replace)',
    attempt: (c) => ({
      kind: 'update',
      path: `sessions/${c}`,
      patch: {
        backlog: { 0: { title: 'Other' } },
        currentStory: '0',
        backlogReplacedAt: SERVER_TIME,
      },
    }),
    expected: 'allowed',
    gone: (c) => `sessions/${c}/backlog/1`,
  },
  {
    name: 'a decided estimate replaced by a Re-estimate',
    attempt: (c) => ({
      kind: 'update',
      path: `sessions/${c}`,
      patch: {
        round: ROOM_ROUND + 1,
        'backlog/0/estimate': '13',
        'backlog/0/estimatedAt': SERVER_TIME,
        'backlog/0/votes': 'Ann: 13',
        currentStory: '1',
      },
    }),
    expected: 'allowed',
  },
];
