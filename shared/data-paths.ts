/**
 * Every path of the Realtime Database the product reads or writes, written once
 * (docs/data-contract.md has each path's shape and rules). The gateway, the first
 * look's REST reads and the local database's retention build their paths here, and
 * ESLint refuses a raw data path anywhere else in product code (eslint.config.js).
 *
 * A screen code and a user id are passed as they go into the path: the SDK takes them
 * as they are, REST callers encode them first.
 */

/** The top-level paths that hold one node per screen code (`screens/{code}`, ...). */
export const CODE_ROOTS = ['screens', 'presence', 'configs', 'sessions'] as const;

/** One of {@link CODE_ROOTS}. */
export type CodeRoot = (typeof CODE_ROOTS)[number];

/** The children of `sessions/{code}` (docs/data-contract.md, The session). */
export type SessionKey =
  | 'story'
  | 'timer'
  | 'deck'
  | 'round'
  | 'lastRound'
  | 'history'
  | 'backlog'
  | 'backlogReplacedAt'
  | 'currentStory'
  | 'left'
  | 'revealedRound'
  | 'nudge'
  | 'options';

/** The read-only list of themes. */
export const THEMES_PATH = 'themes';

/** The node of screen `code` under one of the {@link CODE_ROOTS}. */
export const codeRootPath = (root: CodeRoot, code: string) => `${root}/${code}`;

/** `configs/{code}`: the screen's colours and images. */
export const configPath = (code: string) => `configs/${code}`;

/** `screens/{code}`: the participants' records of the screen. */
export const screensPath = (code: string) => `screens/${code}`;

/** `screens/{code}/{userId}`: one participant's record. */
export const recordPath = (code: string, userId: string) => `screens/${code}/${userId}`;

/** `screens/{code}/{userId}/selected`: the card a participant chose, obfuscated. */
export const selectedPath = (code: string, userId: string) => `screens/${code}/${userId}/selected`;

/** `presence/{code}`: the entries of the participants connected now. */
export const presencePath = (code: string) => `presence/${code}`;

/** `presence/{code}/{userId}`: one participant's presence entry. */
export const presenceEntryPath = (code: string, userId: string) => `presence/${code}/${userId}`;

/** `sessions/{code}`: the session around the rounds. */
export const sessionPath = (code: string) => `sessions/${code}`;

/** `sessions/{code}/{key}`: one part of the session. */
export const sessionPartPath = (code: string, key: SessionKey) => `sessions/${code}/${key}`;

/** `sessions/{code}/round`: the round number New round counts up. */
export const roundPath = (code: string) => sessionPartPath(code, 'round');

/** `sessions/{code}/lastRound`: the last round kept in the history. */
export const lastRoundPath = (code: string) => sessionPartPath(code, 'lastRound');

/** `sessions/{code}/history`: the kept rounds. */
export const historyPath = (code: string) => sessionPartPath(code, 'history');

/** `sessions/{code}/history/{slot}`: one kept round. */
export const historyEntryPath = (code: string, slot: string) => `${historyPath(code)}/${slot}`;

/** `sessions/{code}/left`: who left with Leave. */
export const departuresPath = (code: string) => sessionPartPath(code, 'left');

/** `sessions/{code}/left/{userId}`: one participant's departure. */
export const departurePath = (code: string, userId: string) => `${departuresPath(code)}/${userId}`;

/** `sessions/{code}/backlog`: the stories to estimate. */
export const backlogPath = (code: string) => sessionPartPath(code, 'backlog');

/** `sessions/{code}/backlog/{slot}`: one story of the backlog. */
export const backlogStoryPath = (code: string, slot: string) => `${backlogPath(code)}/${slot}`;
