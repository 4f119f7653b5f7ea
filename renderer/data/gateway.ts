/**
 * The small typed interface the stores use to reach the Realtime Database
 * (docs/data-contract.md). Only `renderer/data/` imports
 * firebase; stores receive an implementation of this interface in their
 * constructor, so tests can use the real local database or a fake.
 *
 * Raw values are passed up as `unknown`: validating what another client wrote is
 * a domain rule (`renderer/domain/records.ts`), not the transport's job.
 */
import type { StoredDeck } from '../domain/deck';
import type { Departure } from '../domain/departures';
import type { HistoryRound } from '../domain/history';
import type { NewRoundOutcome } from '../domain/new-round';
import type { PresenceRole } from '../domain/types';
import type { ScreenConfig } from '../domain/types';

/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/** The facilitator's paths under `sessions/{code}`: the early reveal, the nudge, the room's options. */
export type SessionPart = 'revealedRound' | 'nudge' | 'options';

/** One child of `screens/{code}` as the database holds it, unvalidated. */
export interface RawChild {
  key: string;
  value: unknown;
}

/** What the participant page writes as its own record (lastUpdate is set by the server). */
export interface OwnRecord {
  userId: string;
  userName: string;
  selected: string;
  showCard: boolean;
  picture?: string;
  /** The round entered (docs/data-contract.md, Participant record): the current round number. */
  round: number;
}

/** Fields a participant page changes on its own, existing record. */
export interface RecordChange {
  selected?: string;
  showCard?: boolean;
  userName?: string;
  /** null removes the picture. */
  picture?: string | null;
}

/**
 * A participant page's hold on a screen: its presence entry at
 * `presence/{code}/{userId}` (written on every (re)connection, removed by
 * `onDisconnect()`), the heartbeat on its record, and the writes to its record.
 * The record itself is never removed by a disconnect.
 */
export interface ParticipantHandle {
  /**
   * Writes the whole own record (lastUpdate server time): entering a round. Only call
   * it when the record is missing: it replaces whatever is there.
   */
  enter(record: OwnRecord): Promise<void>;
  /**
   * Changes fields of the own record and refreshes lastUpdate. Never recreates a
   * removed record: the rules reject a partial record, so a vote queued while a phone
   * slept through 'New round' cannot bring the old round back.
   */
  change(change: RecordChange): Promise<void>;
  /**
   * Voting or watching from now on: the presence entry is written again with the role
   * (and on every reconnection after). The record is the page's to enter or remove.
   */
  setRole(role: PresenceRole): Promise<void>;
  /**
   * Removes the presence entry and the record; stops the heartbeat and reconnect handling.
   * With a `departure` (the page was in the round), first writes it at
   * `sessions/{code}/left/{userId}` so every wall and phone shows the card Offline; one
   * the rules refuse (the round moved on meanwhile) is no failure.
   */
  leave(departure: Departure | null): Promise<void>;
  /** Removes the presence entry (the record stays) and stops heartbeat and reconnect handling. */
  dispose(): void;
}

/**
 * What to write at 'New round' (see `planNewRound` in renderer/domain/presence.ts): the
 * records that leave. The votes of those who stay need no write: records of an earlier
 * round hold none (docs/data-contract.md, Participant record).
 */
export interface NewRoundWrites {
  /** Records removed (with any departure of theirs). */
  remove: readonly string[];
  /**
   * The round number has moved on already (Next story's update wrote it): it is not
   * counted up again.
   */
  counted?: boolean;
}

/** Transport for the screen and the participant page. */
export interface DatabaseGateway {
  /** Live `configs/{code}`; `null` when nothing is stored (or what is stored is not an object). */
  onConfig(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Writes the given config fields to `configs/{code}`. */
  updateConfig(code: string, patch: Partial<ScreenConfig>): Promise<void>;
  /** Reads the `themes` list once. Raw: validated by the domain. */
  readThemes(): Promise<unknown>;
  /** Live `screens/{code}` ordered by lastUpdate, the last `limit` children, in ascending order. */
  onParticipants(code: string, limit: number, cb: (children: RawChild[]) => void): Unsubscribe;
  /** Reads `screens/{code}` once (ordered by lastUpdate, last `limit`). */
  readParticipants(code: string, limit: number): Promise<RawChild[]>;
  /** Writes `screens/{code}/{userId}/selected`. */
  writeSelected(code: string, userId: string, selected: string): Promise<void>;
  /**
   * 'New round': one removal per record that leaves (each stands alone), then the round
   * number `sessions/{code}/round` counts up by one, which clears every vote (every
   * other client follows it: {@link DatabaseGateway.onRoundNumber}).
   * Resolves with what failed; never rejects.
   */
  startNewRound(code: string, writes: NewRoundWrites): Promise<NewRoundOutcome>;
  /** Live `presence/{code}`: who is connected (raw children; `presentUserIds` reads them). */
  onPresence(code: string, cb: (children: RawChild[]) => void): Unsubscribe;
  /** Removes `screens/{code}/{userId}` and `sessions/{code}/left/{userId}`. */
  removeParticipant(code: string, userId: string): Promise<void>;
  /** Live `sessions/{code}/left`: who left with Leave (raw children; `departedRecords` reads them). */
  onDepartures(code: string, cb: (children: RawChild[]) => void): Unsubscribe;
  /** Live `.info/connected`. */
  onConnected(cb: (connected: boolean) => void): Unsubscribe;
  /** Live own record at `screens/{code}/{userId}`: the participant page's choice follows it. */
  onOwnRecord(code: string, userId: string, cb: (raw: unknown) => void): Unsubscribe;
  /**
   * Joins the room `code` as participant `userId`: writes `presence/{code}/{userId}` (with
   * its `role`) with `onDisconnect().remove()` on every (re)connection and refreshes the record's
   * lastUpdate every `heartbeatMs` (and on reconnection) while the record exists.
   * Writes no record: the page calls {@link ParticipantHandle.enter} for that.
   */
  joinRoom(
    code: string,
    userId: string,
    heartbeatMs: number,
    role: PresenceRole,
  ): ParticipantHandle;
  /** Estimated server time in ms (local clock plus the server offset). */
  serverNow(): number;

  // --- the session: sessions/{code}/... (data contract, "The session") -------

  /** Live `sessions/{code}/story`, unvalidated (null when unset). */
  onStory(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Writes `sessions/{code}/story`; the empty story removes it. */
  setStory(code: string, story: string): Promise<void>;
  /** Live `sessions/{code}/deck`, unvalidated (null for the standard deck). */
  onDeck(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Writes `sessions/{code}/deck`; null (the standard deck) removes it. */
  setDeck(code: string, deck: StoredDeck | null): Promise<void>;
  /** Live `sessions/{code}/timer`, unvalidated (null when no timer runs). */
  onTimer(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Starts (or restarts) the session timer: `{ startedAt: serverTimestamp(), duration }`. */
  startTimer(code: string, durationMs: number): Promise<void>;
  /** Stops the session timer: removes `sessions/{code}/timer`. */
  stopTimer(code: string): Promise<void>;
  /** Live `sessions/{code}/round`, the round number New round counts up (unvalidated). */
  onRoundNumber(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Live `sessions/{code}/history`, every stored round, unvalidated. */
  onHistory(code: string, cb: (children: RawChild[]) => void): Unsubscribe;
  /**
   * Keeps a revealed round once: a transaction on `sessions/{code}/lastRound` claims the
   * next round number unless `fingerprint` is already the last one kept, then the round
   * is written to its slot under `history`.
   *
   * @returns true when this call kept it, false when another device already had
   */
  keepRound(code: string, fingerprint: string, round: HistoryRound): Promise<boolean>;
  /** Removes one kept round, `sessions/{code}/history/{id}`. */
  deleteHistoryEntry(code: string, id: string): Promise<void>;
  /** Live `sessions/{code}/backlog`, unvalidated (an array or an object of slots). */
  onBacklog(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /** Live `sessions/{code}/currentStory`, unvalidated. */
  onCurrentStory(code: string, cb: (raw: unknown) => void): Unsubscribe;
  /**
   * Live `sessions/{code}/{part}` of the facilitator's paths (docs/data-contract.md,
   * Reveal now, the nudge and the room's options), unvalidated; written with
   * {@link DatabaseGateway.updateSession}.
   */
  onSessionPart(code: string, part: SessionPart, cb: (raw: unknown) => void): Unsubscribe;
  /**
   * One atomic multi-path `update()` of `sessions/{code}`: `patch` maps paths below it
   * ('backlog/3/estimate') to values (null removes; `{".sv": "timestamp"}` is the
   * server's time). The rules refuse all of it or none.
   */
  updateSession(code: string, patch: Readonly<Record<string, unknown>>): Promise<void>;
}
