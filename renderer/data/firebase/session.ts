/**
 * The session's parts under `sessions/{code}` (docs/data-contract.md, The session): the
 * story, the backlog and its current story, the deck, the timer, the round number and the
 * facilitator's paths, and the one multi-path update of the session.
 */
import { ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import {
  backlogPath,
  roundPath,
  sessionPartPath,
  sessionPath,
  type SessionKey,
} from '../../../shared/data-paths';
import type { DatabaseGateway } from '../gateway';
import { listenValue } from './listen';

type SessionAccess = Pick<
  DatabaseGateway,
  | 'onStory'
  | 'setStory'
  | 'onBacklog'
  | 'onCurrentStory'
  | 'onSessionPart'
  | 'updateSession'
  | 'onDeck'
  | 'setDeck'
  | 'onTimer'
  | 'startTimer'
  | 'stopTimer'
  | 'onRoundNumber'
>;

/** The gateway's listens and writes of the session's parts. */
export function sessionAccess(database: Database): SessionAccess {
  const part = (code: string, key: SessionKey) => ref(database, sessionPartPath(code, key));
  const listenPart = (code: string, key: SessionKey, cb: (raw: unknown) => void) =>
    listenValue(database, sessionPartPath(code, key), cb);
  return {
    onStory: (code, cb) => listenPart(code, 'story', cb),
    setStory: (code, story) =>
      story === '' ? remove(part(code, 'story')) : set(part(code, 'story'), story),
    onBacklog: (code, cb) => listenValue(database, backlogPath(code), cb),
    onCurrentStory: (code, cb) => listenPart(code, 'currentStory', cb),
    onSessionPart: listenPart,
    updateSession: (code, patch) => update(ref(database, sessionPath(code)), { ...patch }),
    onDeck: (code, cb) => listenPart(code, 'deck', cb),
    setDeck: (code, deck) =>
      deck === null ? remove(part(code, 'deck')) : set(part(code, 'deck'), deck),
    onTimer: (code, cb) => listenPart(code, 'timer', cb),
    startTimer: (code, durationMs) =>
      set(part(code, 'timer'), { startedAt: serverTimestamp(), duration: durationMs }),
    stopTimer: (code) => remove(part(code, 'timer')),
    onRoundNumber: (code, cb) => listenValue(database, roundPath(code), cb),
  };
}
