/**
 * The participant page's state (`/{code}/vote`): joining a screen, the local
 * choice (card and readiness), presence in the database and the room as the
 * screen sees it, so the phone can say "2 of 3 ready" and show the same average.
 *
 * Writes follow docs/data-contract.md: presence apart from the record (a
 * `presence/{code}/{userId}` entry the gateway writes on every connection and
 * `onDisconnect()` removes), the record entered once and then changed field by
 * field, never rewritten from memory. The choice shown follows the own record as
 * the database has it, so 'New round' (votes cleared) and a sleeping phone waking
 * into a new round (record removed: it enters again with no vote) need no special
 * case. A page joining a revealed round waits and enters at the next one.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import type {
  OwnRecord,
  ParticipantHandle,
  RawChild,
  RecordChange,
  Unsubscribe,
} from '../data/gateway';
import { POINT_SCALE, SIZE_SCALE, isKnownCard } from '../domain/cards';
import { decodeSelected, encodeSelected } from '../domain/codec';
import { HEARTBEAT_MS } from '../domain/constants';
import { MAX_PARTICIPANTS, selectActive } from '../domain/participants';
import { parseParticipant } from '../domain/records';
import { VOTE_SESSION_KEYS } from '../domain/storage-keys';
import { summarizeRoom, type RoomSummary } from '../domain/room';
import { screenCodeFromInput, votePath } from '../../shared/route';
import type { ParticipantRecord } from '../domain/types';
import { putItem, type AppDeps } from './deps';
import { IdentityStore, type CardSet } from './identity-store';
import { NewRoundControl } from './new-round';
import { PresenceStore } from './presence-store';

export { summarizeRoom, type RoomSummary } from '../domain/room';
export { screenCodeFromInput } from '../../shared/route';

/**
 * How long the page may take to reach the database at start before the offline
 * banner shows. `.info/connected` is false until the first connection, which would
 * otherwise flash the banner on every load.
 */
export const CONNECT_GRACE_MS = 4000;

/**
 * What the page shows: the join form, 'next-round' (joined a revealed round: waits
 * for New round), choosing, waiting for the others, revealed.
 */
export type VotePhase = 'join' | 'next-round' | 'choosing' | 'waiting' | 'revealed';

/** Messages of the screen-code field. */
export const VOTE_MESSAGES = {
  codeRequired: 'Enter the screen code shown on the screen',
} as const;

/** Options of {@link VoteStore}. */
export interface VoteStoreOptions {
  /** Moves the app to another path (joining another screen). */
  navigate: (path: string) => void;
}

/** The participant page's store. Call {@link VoteStore.start} once, {@link VoteStore.dispose} at the end. */
export class VoteStore {
  /** The screen this page votes on (normalised). */
  readonly code: string;
  readonly identity: IdentityStore;

  /** This page has joined the screen (it takes part now or from the next round). */
  joined = false;
  /** The own record is in the room (as the database has it). */
  entered = false;
  /** Joined a revealed round: waits for New round before entering. */
  waitingForNextRound = false;
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

  /** 'New round' from this phone (issue 13): the wall's rule and writes, its last failure. */
  readonly rounds: NewRoundControl;

  readonly #deps: AppDeps;
  readonly #navigate: (path: string) => void;
  #handle: ParticipantHandle | null = null;
  /** Who is connected (the 'Away' marks); null until started. */
  presence: PresenceStore | null = null;
  /** The own record as the database has it: undefined until its first snapshot. */
  #own: ParticipantRecord | null | undefined = undefined;
  #roomLoaded = false;
  // Stryker disable next-line BooleanLiteral: joinNow() resets it before the own record can be read
  #renamed = false;
  /** An enter write is under way: the room's echo of it must not start another. */
  #entering = false;
  readonly #stops: Unsubscribe[] = [];
  #stopOwn: Unsubscribe | null = null;
  #graceTimer: unknown = null;
  #started = false;

  constructor(code: string, deps: AppDeps, options: VoteStoreOptions) {
    this.code = code;
    this.#deps = deps;
    this.#navigate = options.navigate;
    this.identity = new IdentityStore(deps);
    this.rounds = new NewRoundControl(code, deps);
    this.codeDraft = code;
    makeAutoObservable<this>(
      this,
      // Performance only: deep-observable records (copied into proxies on every room snapshot)
      // and observable boxes around readonly fields read the same values.
      // Stryker disable next-line ObjectLiteral: the same values are read without these annotations
      {
        records: observableRef,
        // Stryker disable next-line BooleanLiteral: a readonly store instance, the same ref observable or not
        identity: false,
        // Stryker disable next-line BooleanLiteral: a readonly store instance, the same ref observable or not
        rounds: false,
        // Stryker disable next-line BooleanLiteral: a readonly string, the same value observable or not
        code: false,
        presence: observableRef,
      },
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
    this.presence = new PresenceStore(this.code, this.#deps);
    this.#stops.push(
      gateway.onParticipants(this.code, MAX_PARTICIPANTS, (children) => this.setRoom(children)),
    );
    const session = this.#deps.sessionStorage;
    if (this.identity.hasProfile && session.getItem(VOTE_SESSION_KEYS.joinedCode) === this.code) {
      this.joinNow();
    }
  }

  /**
   * Stops every listener and timer. A joined page leaves the screen: the app moved
   * elsewhere on the same connection, so onDisconnect would not remove the record.
   * The tab's session keeps the choice, so {@link VoteStore.start} joins again.
   */
  dispose(): void {
    // Stryker disable next-line ConditionalExpression: disposing again (or unstarted) only resets what is already reset
    if (!this.#started) return;
    // Restartable: React's StrictMode runs effects twice in development.
    this.#started = false;
    for (const stop of this.#stops.splice(0)) stop();
    this.presence?.dispose();
    this.presence = null;
    this.#roomLoaded = false;
    // Stryker disable next-line ConditionalExpression: clearTimeout(null) does nothing
    if (this.#graceTimer !== null) this.#deps.clock.clearTimeout(this.#graceTimer);
    this.#graceTimer = null;
    this.stopTakingPart();
  }

  // --- derived state -----------------------------------------------------------

  /** The cards offered, in order. */
  get cards(): readonly string[] {
    return this.identity.cardSet === 'sizes' ? SIZE_SCALE : POINT_SCALE;
  }

  /** Counts, reveal, average and who is still choosing, as the screen shows them. */
  get round(): RoomSummary {
    return summarizeRoom(this.records, this.code, this.presence?.present ?? null);
  }

  /** What the page shows now. */
  get phase(): VotePhase {
    if (!this.joined) return 'join';
    if (this.waitingForNextRound) return 'next-round';
    if (this.round.allReady) return 'revealed';
    return this.ready ? 'waiting' : 'choosing';
  }

  /** The banner: the database cannot be reached (after the start-up grace). */
  get offline(): boolean {
    return !this.connected && (this.everConnected || this.graceOver);
  }

  /** Cards and readiness can change (in the round, until it is revealed). */
  get canChange(): boolean {
    return this.entered && (this.phase === 'choosing' || this.phase === 'waiting');
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

  /**
   * 'New round' from the phone once the cards are revealed (issue 13): the same rule and
   * writes as the wall's button ({@link NewRoundControl}), over the room this phone sees.
   */
  newRound(): void {
    if (this.phase !== 'revealed' && this.phase !== 'next-round') return;
    const participants = this.records.map((r) => ({ userId: r.userId, offline: false }));
    this.rounds.start(participants, this.presence?.present ?? null);
  }

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
    if (this.ready && this.entered) return;
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
    // Stryker disable next-line ConditionalExpression: send() writes nothing before the record is entered either
    if (this.entered) this.send({});
  }

  /** 'Leave': removes the record and returns to the join form. */
  leave(): void {
    this.stopTakingPart();
    this.value = '';
    this.ready = false;
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, null);
  }

  // --- internals ---------------------------------------------------------------

  /** Stops following the own record and leaves the screen (record and presence removed). */
  private stopTakingPart(): void {
    this.#stopOwn?.();
    this.#stopOwn = null;
    const handle = this.#handle;
    this.#handle = null;
    this.joined = false;
    this.entered = false;
    this.waitingForNextRound = false;
    this.#own = undefined;
    this.#entering = false;
    handle?.leave().catch((e: unknown) => this.#deps.log.warn('Could not leave the screen:', e));
  }

  private joinNow(): void {
    if (this.joined || !this.#started) return;
    const { gateway } = this.#deps;
    this.#handle = gateway.joinScreen(this.code, this.identity.userId, HEARTBEAT_MS);
    this.joined = true;
    this.#renamed = false;
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, this.code);
    this.#stopOwn = gateway.onOwnRecord(this.code, this.identity.userId, (raw) =>
      this.onOwnRecord(raw),
    );
  }

  /**
   * The own record as the database has it (the SDK raises this page's own writes at
   * once). The choice follows it: after 'New round' the vote is cleared here too; a
   * reload finds its vote again. A missing record (never entered, or removed by New
   * round while the phone slept) means entering again, with no vote.
   */
  private onOwnRecord(raw: unknown): void {
    // Stryker disable next-line ConditionalExpression: the listen starts after joined is set and stops before it is cleared
    if (!this.joined) return;
    // Stryker disable next-line ConditionalExpression: parseParticipant refuses null too (shortcut only)
    const parsed = raw === null ? null : parseParticipant(this.identity.userId, raw);
    this.#own = parsed?.ok ? parsed.record : null;
    const own = this.#own;
    if (own) {
      this.#entering = false;
      this.entered = true;
      this.waitingForNextRound = false;
      const decoded = decodeSelected(own.selected, this.code, own.userId);
      this.value = decoded.ok && isKnownCard(decoded.value) ? decoded.value : '';
      this.ready = own.showCard && this.value !== '';
      const { userName, picture } = this.identity;
      if (!this.#renamed && (own.userName !== userName || (own.picture ?? null) !== picture)) {
        // Joined again under another name or picture: the record follows, vote kept
        // (once per join, so a name the record cleans differently cannot loop).
        this.#renamed = true;
        this.send({ userName, picture });
      }
      return;
    }
    if (this.entered) {
      // Removed while in the round (New round while this phone was away): no old vote.
      this.value = '';
      this.ready = false;
    }
    this.entered = false;
    this.enterWhenOpen();
  }

  /**
   * Enters the round when the page knows both its record (missing) and the room, and
   * the room is not revealed: a revealed round is the room's result, and a new card
   * would hide it. Called again on every room snapshot while waiting.
   */
  private enterWhenOpen(): void {
    if (!this.joined || this.#own !== null || !this.#roomLoaded || this.#entering) return;
    this.waitingForNextRound = summarizeRoom(this.records, this.code).allReady;
    if (this.waitingForNextRound) {
      // The choice of a round this page takes no part in is not kept.
      this.value = '';
      this.ready = false;
      return;
    }
    this.enter();
  }

  /**
   * Writes the whole own record, always with no vote: a write the SDK re-sends after
   * a reconnection (New round may have removed the record meanwhile) must never
   * carry an old round's vote. The choice is made afterwards, field by field.
   */
  private enter(): void {
    if (!this.#handle) return;
    this.#entering = true;
    this.value = '';
    this.ready = false;
    this.#handle.enter(this.ownRecord).catch((e: unknown) => {
      this.#entering = false;
      this.#deps.log.warn('Could not join the screen:', e);
    });
  }

  private changed(): void {
    this.send({
      selected: encodeSelected(this.value, this.code, this.identity.userId),
      showCard: this.ready,
    });
  }

  /** Changes fields of the own record (or just refreshes lastUpdate). */
  private send(change: RecordChange): void {
    if (!this.entered || !this.#handle) return;
    // Offline, the SDK keeps the write and sends it when the connection returns;
    // the promise only settles then, so it is not awaited.
    this.#handle
      .change(change)
      .catch((e: unknown) => this.#deps.log.warn('Could not send the vote:', e));
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
    this.#roomLoaded = true;
    this.enterWhenOpen();
  }
}
