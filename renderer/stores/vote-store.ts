/**
 * The participant page's state (`/{code}/vote`): joining a screen, the local
 * choice (card and readiness), presence in the database and the room as the
 * screen sees it, so the phone can say "2 of 3 ready" and show the same average.
 *
 * Writes follow DESIGN.md: the whole own record through a presence handle
 * (server-timestamp lastUpdate, heartbeat, onDisconnect().remove(), rewritten
 * with the current choice whenever the connection returns). The page follows
 * 'New round' from the screen by watching its own record.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import type { OwnRecord, PresenceHandle, RawChild, Unsubscribe } from '../data/gateway';
import { POINT_SCALE, SIZE_SCALE, isKnownCard } from '../domain/cards';
import { EMPTY_SELECTED, encodeSelected } from '../domain/codec';
import { summarizeRound } from '../domain/round';
import { HEARTBEAT_MS } from '../domain/constants';
import { MAX_PARTICIPANTS, selectActive } from '../domain/participants';
import { isPlainObject, parseParticipant } from '../domain/records';
import { parseRoute, votePath } from '../domain/route';
import type { ParticipantRecord } from '../domain/types';
import { putItem, type AppDeps } from './deps';
import { IdentityStore, type CardSet } from './identity-store';

/** Session-storage keys: they survive a reload or a tab the phone discarded, not a new visit. */
export const VOTE_SESSION_KEYS = {
  /** The screen code this tab joined; a reload of that page joins again by itself. */
  joinedCode: 'storyPoint.vote.joinedCode',
  /** `{ code, value, ready }`: the choice, restored after a reload. */
  choice: 'storyPoint.vote.choice',
} as const;

/** The room as the phone shows it. */
export interface RoomSummary {
  /** Participants in the room (active, online). */
  participants: number;
  /** Of those, how many show their card. */
  ready: number;
  /** Everyone ready: the screen reveals the cards. */
  allReady: boolean;
  /** The screen's average (0 until everyone is ready). */
  average: number;
}

/**
 * The room as the screen derives it ({@link summarizeRound}), so the phone shows the
 * same counts, reveal and average. The phone knows no blocked users and no remembered
 * list, so every record is an online, unblocked participant.
 */
export function summarizeRoom(records: readonly ParticipantRecord[], code: string): RoomSummary {
  const round = summarizeRound({
    code,
    participants: records.map((record) => ({ record, offline: false })),
    blockedIds: NO_BLOCKED,
  });
  return {
    participants: round.participantCount,
    ready: round.readyCount,
    allReady: round.allReady,
    average: round.average,
  };
}

const NO_BLOCKED: ReadonlySet<string> = new Set();

/**
 * How long the page may take to reach the database at start before the offline
 * banner shows. `.info/connected` is false until the first connection, which would
 * otherwise flash the banner on every load.
 */
export const CONNECT_GRACE_MS = 4000;

/** What the page shows. */
export type VotePhase = 'join' | 'choosing' | 'waiting' | 'revealed';

/** Messages of the screen-code field. */
export const VOTE_MESSAGES = {
  codeRequired: 'Enter the screen code shown on the screen',
} as const;

/** Options of {@link VoteStore}. */
export interface VoteStoreOptions {
  /** Moves the app to another path (joining another screen). */
  navigate: (path: string) => void;
}

/** The screen code a typed text or a pasted link names, or null when it names none. */
export function screenCodeFromInput(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let path = `/${trimmed}`;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      // Not a URL after all: normalise it as typed.
    }
  }
  const route = parseRoute(path);
  return route.kind === 'root' ? null : route.code;
}

/** The participant page's store. Call {@link VoteStore.start} once, {@link VoteStore.dispose} at the end. */
export class VoteStore {
  /** The screen this page votes on (normalised). */
  readonly code: string;
  readonly identity: IdentityStore;

  /** This page has joined the screen (its record is written). */
  joined = false;
  /** The chosen card, '' for none. */
  value = '';
  /** Ready: the card is shown (showCard true). */
  ready = false;
  /** Live `.info/connected`. */
  connected = false;
  /** Connected at least once since the page opened. */
  everConnected = false;
  /** The start-up grace for the first connection is over. */
  graceOver = false;
  /** The room's valid, active records (last 20 by lastUpdate). */
  records: ParticipantRecord[] = [];
  /** What the screen-code field shows. */
  codeDraft: string;
  /** Message under the screen-code field, or null. */
  codeError: string | null = null;

  readonly #deps: AppDeps;
  readonly #navigate: (path: string) => void;
  #handle: PresenceHandle | null = null;
  /** What this page last wrote, to tell a new round from its own pending writes. */
  #lastWritten: { selected: string; showCard: boolean } | null = null;
  readonly #stops: Unsubscribe[] = [];
  #stopOwn: Unsubscribe | null = null;
  #graceTimer: unknown = null;
  #started = false;

  constructor(code: string, deps: AppDeps, options: VoteStoreOptions) {
    this.code = code;
    this.#deps = deps;
    this.#navigate = options.navigate;
    this.identity = new IdentityStore(deps);
    this.codeDraft = code;
    makeAutoObservable<this>(
      this,
      { records: observableRef, identity: false, code: false },
      { autoBind: true },
    );
  }

  /**
   * Starts listening to the connection and the room, and joins again by itself
   * when this tab had joined this screen before (a reload, a discarded tab).
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.graceOver = false;
    const { gateway, clock } = this.#deps;
    this.#graceTimer = clock.setTimeout(() => this.endGrace(), CONNECT_GRACE_MS);
    this.#stops.push(gateway.onConnected((c) => this.setConnected(c)));
    this.#stops.push(
      gateway.onParticipants(this.code, MAX_PARTICIPANTS, (children) => this.setRoom(children)),
    );
    const session = this.#deps.sessionStorage;
    if (this.identity.hasProfile && session.getItem(VOTE_SESSION_KEYS.joinedCode) === this.code) {
      this.restoreChoice();
      this.joinNow();
    }
  }

  /**
   * Stops every listener and timer. A joined page leaves the screen: the app moved
   * elsewhere on the same connection, so onDisconnect would not remove the record.
   * The tab's session keeps the choice, so {@link VoteStore.start} joins again.
   */
  dispose(): void {
    if (!this.#started) return;
    // Restartable: React's StrictMode runs effects twice in development.
    this.#started = false;
    for (const stop of this.#stops.splice(0)) stop();
    this.#stopOwn?.();
    this.#stopOwn = null;
    if (this.#graceTimer !== null) this.#deps.clock.clearTimeout(this.#graceTimer);
    this.#graceTimer = null;
    const handle = this.#handle;
    this.#handle = null;
    this.joined = false;
    handle?.leave().catch((e: unknown) => this.#deps.log.warn('Could not leave the screen:', e));
  }

  // --- derived state -----------------------------------------------------------

  /** The cards offered, in order. */
  get cards(): readonly string[] {
    return this.identity.cardSet === 'sizes' ? SIZE_SCALE : POINT_SCALE;
  }

  /** Counts, reveal and average of the room, computed as the screen computes them. */
  get round(): RoomSummary {
    return summarizeRoom(this.records, this.code);
  }

  /** What the page shows now. */
  get phase(): VotePhase {
    if (!this.joined) return 'join';
    if (!this.ready) return 'choosing';
    return this.round.allReady ? 'revealed' : 'waiting';
  }

  /** The banner: the database cannot be reached (after the start-up grace). */
  get offline(): boolean {
    return !this.connected && (this.everConnected || this.graceOver);
  }

  /** Cards and readiness can change (until the round is revealed). */
  get canChange(): boolean {
    return this.joined && this.phase !== 'revealed';
  }

  /** The record this page wants in the database. */
  get ownRecord(): OwnRecord {
    const record: OwnRecord = {
      userId: this.identity.userId,
      userName: this.identity.userName,
      selected: encodeSelected(this.value, this.code, this.identity.userId),
      showCard: this.ready,
    };
    if (this.identity.picture) record.picture = this.identity.picture;
    return record;
  }

  // --- actions -----------------------------------------------------------------

  setCodeDraft(text: string): void {
    this.codeDraft = text;
    this.codeError = null;
  }

  /**
   * The join form's button: validates name, picture and code; joins this screen,
   * or moves to the typed one (which then joins by itself).
   *
   * @returns true when the page joined or moved
   */
  submitJoin(): boolean {
    const target = screenCodeFromInput(this.codeDraft);
    const profileOk = this.identity.saveProfile();
    if (target === null) {
      this.codeError = VOTE_MESSAGES.codeRequired;
      return false;
    }
    if (!profileOk) return false;
    if (target !== this.code) {
      putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, target);
      this.#navigate(votePath(target));
      return true;
    }
    this.joinNow();
    return true;
  }

  /** Taps a card: selects it; tapping the selected card while choosing takes it back. */
  selectCard(value: string): void {
    if (!this.canChange || !this.cards.includes(value)) return;
    if (value === this.value) {
      if (this.ready) return;
      this.value = '';
    } else {
      this.value = value;
    }
    this.changed();
  }

  /** 'Ready' (needs a card) or 'Not ready'. */
  setReady(ready: boolean): void {
    if (!this.canChange) return;
    if (ready && this.value === '') return;
    this.ready = ready;
    this.changed();
  }

  /** Switches between points and T-shirt sizes; a card of the other set is taken back. */
  setCardSet(set: CardSet): void {
    if (this.ready && this.joined) return;
    this.identity.setCardSet(set);
    if (this.value !== '' && !this.cards.includes(this.value)) {
      this.value = '';
      this.changed();
    }
  }

  /**
   * Writes the record again now (fresh lastUpdate). Called when the page becomes
   * visible: a phone's background timers are throttled while it sleeps, so the
   * heartbeat may be late, and the screen should see the participant at once.
   */
  refresh(): void {
    if (this.joined) this.changed();
  }

  /** 'Leave': removes the record and returns to the join form. */
  leave(): void {
    this.#stopOwn?.();
    this.#stopOwn = null;
    const handle = this.#handle;
    this.#handle = null;
    this.joined = false;
    this.value = '';
    this.ready = false;
    this.#lastWritten = null;
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, null);
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.choice, null);
    handle?.leave().catch((e: unknown) => this.#deps.log.warn('Could not leave the screen:', e));
  }

  // --- internals ---------------------------------------------------------------

  private joinNow(): void {
    if (this.joined || !this.#started) return;
    const { gateway } = this.#deps;
    const record = this.ownRecord;
    this.#lastWritten = { selected: record.selected, showCard: record.showCard };
    this.#handle = gateway.joinScreen(this.code, record, HEARTBEAT_MS);
    this.joined = true;
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, this.code);
    this.saveChoice();
    this.#stopOwn = gateway.onOwnRecord(this.code, this.identity.userId, (raw) =>
      this.onOwnRecord(raw),
    );
  }

  /**
   * The own record as the database has it. The screen's 'New round' sets it to
   * `selected: "-"`, `showCard: false`; when that is not what this page last
   * wrote, the screen cleared it, and the phone clears its choice too. Any other
   * difference (a stale record from before a reload, a record removed while
   * away) is left alone: the presence handle writes the current choice back.
   */
  private onOwnRecord(raw: unknown): void {
    if (!this.joined || !isPlainObject(raw) || !this.#lastWritten) return;
    const cleared = raw.selected === EMPTY_SELECTED && raw.showCard !== true;
    const wroteCleared =
      this.#lastWritten.selected === EMPTY_SELECTED && !this.#lastWritten.showCard;
    if (!cleared || wroteCleared) return;
    this.value = '';
    this.ready = false;
    // Written back so the handle's copy (re-sent after a reconnect) is the cleared one.
    this.changed();
  }

  private changed(): void {
    this.saveChoice();
    if (!this.joined || !this.#handle) return;
    const record = this.ownRecord;
    this.#lastWritten = { selected: record.selected, showCard: record.showCard };
    // Offline, the SDK keeps the write and sends it when the connection returns;
    // the promise only settles then, so it is not awaited.
    this.#handle
      .update(record)
      .catch((e: unknown) => this.#deps.log.warn('Could not send the vote:', e));
  }

  private saveChoice(): void {
    const choice = this.joined ? { code: this.code, value: this.value, ready: this.ready } : null;
    putItem(
      this.#deps.sessionStorage,
      VOTE_SESSION_KEYS.choice,
      choice === null ? null : JSON.stringify(choice),
    );
  }

  private restoreChoice(): void {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(this.#deps.sessionStorage.getItem(VOTE_SESSION_KEYS.choice) ?? 'null');
    } catch {
      return;
    }
    if (!isPlainObject(parsed) || parsed.code !== this.code) return;
    if (typeof parsed.value !== 'string' || !isKnownCard(parsed.value)) return;
    if (!this.cards.includes(parsed.value)) return;
    this.value = parsed.value;
    this.ready = parsed.ready === true;
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
    if (connected) this.everConnected = true;
  }

  private endGrace(): void {
    this.#graceTimer = null;
    this.graceOver = true;
  }

  private setRoom(children: RawChild[]): void {
    const records: ParticipantRecord[] = [];
    for (const child of children) {
      const parsed = parseParticipant(child.key, child.value);
      if (parsed.ok) records.push(parsed.record);
    }
    this.records = selectActive(records, this.#deps.gateway.serverNow());
  }
}
