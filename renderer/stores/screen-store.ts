/**
 * The screen's live round (spec §2 "Screen view", §4, §9): the last 20 participants by
 * lastUpdate, the 30-minute drop, offline participants from the remembered list, the
 * blocked list, grid positions, pause/continue with the 500 ms resume, the reveal flag,
 * the connection state, 'New round' and the join panel switch. Presence ('Away') lives in
 * {@link PresenceStore}, the remembered list in {@link RememberedList}, New round's
 * writes in {@link NewRoundControl}.
 *
 * Two views of the round are kept. `live` follows every snapshot; the `display` (the
 * cards, the participant count and the average) follows `live` except while the
 * session is paused, so pause freezes what is shown while the ready count, read from
 * `live`, keeps updating. Each participant is one observable {@link ParticipantView}
 * updated in place, so one participant's change re-renders only its card and the
 * statistics.
 */
import {
  action,
  actionBound,
  compareShallow,
  computed,
  computedStruct,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import type { RawChild, Unsubscribe } from '../data/gateway';
import { decodeSelected, logDecryptionError } from '../domain/codec';
import { RESUME_DELAY_MS } from '../domain/constants';
import {
  MAX_PARTICIPANTS,
  isActive,
  limitToScreen,
  mergeOffline,
  selectActive,
  withoutParticipant,
  type MergedParticipant,
} from '../domain/participants';
import { parseParticipant } from '../domain/records';
import { summarizeRound, type RoundSummary } from '../domain/round';
import {
  hasCustomPositions,
  isParticipantList,
  isPositionConfig,
  parseStoredJson,
  positionOf,
  withPosition,
  type PositionConfig,
} from '../domain/storage';
import { JOIN_PANEL_KEY, STORAGE_KEYS } from '../domain/storage-keys';
import type { GridPosition, ParticipantRecord } from '../domain/types';
import type { AppDeps } from './deps';
import { NewRoundControl } from './new-round';
import { PresenceStore } from './presence-store';
import { ParticipantView, type ViewFields } from './participant-view';
import { RememberedList } from './remembered-list';

/**
 * Refused records and undecodable cards are named once each; this many are
 * remembered, the oldest forgotten first, so memory stays bounded on a wall
 * that runs for weeks (a forgotten one that comes back is named again).
 */
export const MAX_REPORTED = 500;

/** How often the 30-minute rule is applied again without a new snapshot. */
export const STALE_CHECK_MS = 30_000;

export { REMEMBER_WRITE_MS } from './remembered-list';
export { ParticipantView } from './participant-view';

/** The three columns of the positioned grid. */
export interface GridGroups {
  left: ParticipantView[];
  center: ParticipantView[];
  right: ParticipantView[];
}

/** Connection state shown beside the product label. */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** The live round of one screen code. */
export class ScreenStore {
  /** Participants of the latest snapshot, merged with the remembered list. */
  live: MergedParticipant[] = [];
  /** What the cards show: `live`, frozen while paused. */
  display: MergedParticipant[] = [];
  /** The cards, in display order (stable objects). */
  views: ParticipantView[] = [];
  /** True once the first snapshot arrived. */
  loaded = false;
  connection: ConnectionState = 'connecting';
  paused = false;
  /** The average shown while paused. */
  pausedAverage = 0;
  /** Between Continue and the recalculation 500 ms later: every card is hidden. */
  resuming = false;
  /** Blocked participants (session storage `blockedClients`), in the order blocked. */
  blocked: ParticipantRecord[];
  /** userId → grid position (local storage `positionConfig`). */
  positions: PositionConfig;
  /** The small join panel is shown while a session runs. */
  showJoinPanel: boolean;

  readonly code: string;
  /** Who is connected, and the last round start. */
  readonly presence: PresenceStore;
  /** 'New round' and its last failure (shown on the wall). */
  readonly rounds: NewRoundControl;
  readonly #deps: AppDeps;
  /** Parsed records of the last snapshot, before the 30-minute rule. */
  #latest: ParticipantRecord[] = [];
  /** The remembered list (session storage `lastClients`, this code's only). */
  readonly #remembered: RememberedList;
  readonly #viewsById = new Map<string, ParticipantView>();
  readonly #reported = new Set<string>();
  readonly #unsubscribe: Unsubscribe[] = [];
  readonly #interval: unknown;
  #resumeTimer: unknown = null;
  #disposed = false;

  constructor(code: string, deps: AppDeps) {
    this.code = code;
    this.#deps = deps;
    this.blocked = parseStoredJson(
      deps.sessionStorage.getItem(STORAGE_KEYS.blockedClients),
      isParticipantList,
      [],
    );
    this.#remembered = new RememberedList(code, deps);
    this.presence = new PresenceStore(code, deps);
    this.rounds = new NewRoundControl(code, deps);
    this.positions = parseStoredJson(
      deps.localStorage.getItem(STORAGE_KEYS.positionConfig),
      isPositionConfig,
      {},
    );
    this.showJoinPanel = deps.localStorage.getItem(JOIN_PANEL_KEY) !== 'false';
    makeObservable<ScreenStore, 'receive' | 'refresh' | 'showDisplay' | 'markAway'>(this, {
      live: observableRef,
      display: observableRef,
      views: observableRef,
      loaded: observable,
      connection: observable,
      paused: observable,
      pausedAverage: observable,
      resuming: observable,
      blocked: observableRef,
      positions: observableRef,
      showJoinPanel: observable,
      liveRound: computed,
      displayRound: computed,
      participantCount: computed,
      readyCount: computed,
      average: computed,
      flip: computed,
      blockedIds: computedStruct,
      gridGroups: computed,
      isEmpty: computed,
      togglePause: actionBound,
      newRound: actionBound,
      block: actionBound,
      unblock: actionBound,
      removeFromSession: actionBound,
      setPosition: actionBound,
      setShowJoinPanel: actionBound,
      receive: action,
      refresh: action,
      showDisplay: action,
      markAway: action,
    });
    this.presence.onPresenceChange(() => this.markAway());
    // A New round started elsewhere (another wall, a phone): its leavers are forgotten here too.
    this.#unsubscribe.push(this.presence.onRoundStarted(() => this.forgetOffline()));
    this.#unsubscribe.push(
      deps.gateway.onParticipants(code, MAX_PARTICIPANTS, (children) => this.receive(children)),
      deps.gateway.onConnected((on) =>
        runInAction(() => {
          if (on) this.connection = 'online';
          // Before the first connection the page is still connecting, not offline.
          else if (this.connection === 'online') this.connection = 'offline';
        }),
      ),
    );
    // Someone going stale must disappear even when nothing else is written.
    this.#interval = deps.clock.setInterval(() => this.refresh(), STALE_CHECK_MS);
  }

  // --- derived -------------------------------------------------------------------

  /** The blocked userIds. */
  get blockedIds(): ReadonlySet<string> {
    return new Set(this.blocked.map((r) => r.userId));
  }

  /** The round of the latest snapshot (never frozen). */
  get liveRound(): RoundSummary {
    return summarizeRound({
      code: this.code,
      participants: this.live,
      blockedIds: this.blockedIds,
    });
  }

  /** The round the cards show (frozen while paused). */
  get displayRound(): RoundSummary {
    return summarizeRound({
      code: this.code,
      participants: this.display,
      blockedIds: this.blockedIds,
    });
  }

  /** 'Participant' count: the cards on screen. */
  get participantCount(): number {
    return this.displayRound.participantCount;
  }

  /** 'Ready' count: keeps updating while paused. */
  get readyCount(): number {
    return this.liveRound.readyCount;
  }

  /** 'Average Point': frozen while paused. */
  get average(): number {
    return this.paused ? this.pausedAverage : this.displayRound.average;
  }

  /**
   * The flip flag: on when every shown participant is ready, off between Continue and
   * the recalculation. A card shows its front when its participant is ready and this is on.
   */
  get flip(): boolean {
    return !this.resuming && this.displayRound.allReady;
  }

  /** No cards: the welcome box is shown (unless preview is on). */
  get isEmpty(): boolean {
    return this.views.length === 0;
  }

  /** The left / centre / right columns once any position is configured, else null. */
  get gridGroups(): GridGroups | null {
    if (!hasCustomPositions(this.positions)) return null;
    const groups: GridGroups = { left: [], center: [], right: [] };
    for (const v of this.views) {
      const p = v.position;
      (p === 'left' ? groups.left : p === 'right' ? groups.right : groups.center).push(v);
    }
    return groups;
  }

  // --- actions -------------------------------------------------------------------

  /**
   * Pause freezes the average (and the cards); Continue hides every card and shows the
   * last snapshot again after {@link RESUME_DELAY_MS}.
   */
  togglePause(): void {
    if (!this.paused) {
      this.pausedAverage = this.displayRound.average;
      this.paused = true;
      return;
    }
    this.paused = false;
    this.resuming = true;
    this.cancelResume();
    this.#resumeTimer = this.#deps.clock.setTimeout(
      action(() => {
        this.#resumeTimer = null;
        this.resuming = false;
        this.showDisplay();
      }),
      RESUME_DELAY_MS,
    );
  }

  /**
   * 'New round' (DESIGN.md): present participants' votes are cleared; Away and Offline
   * ones leave (records removed, remembered entries dropped), as do records past the
   * 30-minute rule. Local pause state ends. A failed write shows in `rounds.error`.
   */
  newRound(): void {
    const now = this.#deps.gateway.serverNow();
    const shown = new Set(this.live.map((p) => p.record.userId));
    const stale = this.#latest
      .filter((r) => !shown.has(r.userId) && !isActive(r, now))
      .map((r) => ({
        userId: r.userId,
        // Stryker disable next-line BooleanLiteral: a stale entry leaves whatever it says of offline (the plan checks stale first)
        offline: false,
        stale: true,
      }));
    const { plan } = this.rounds.start(
      [...this.live.map((p) => ({ userId: p.record.userId, offline: p.offline })), ...stale],
      this.presence.present,
    );
    this.forget(plan.forget);
    this.cancelResume();
    this.paused = false;
    this.resuming = false;
    this.showDisplay();
  }

  /** 'Block User': moves the participant to the blocked list and out of the history. */
  block(userId: string): void {
    if (this.blockedIds.has(userId)) return;
    const record =
      this.live.find((p) => p.record.userId === userId)?.record ??
      this.#latest.find((r) => r.userId === userId);
    if (!record) return;
    this.blocked = [...this.blocked, record];
    this.saveList(STORAGE_KEYS.blockedClients, this.blocked);
    this.#remembered.forget([userId]);
    this.refresh(true);
  }

  /** Unblocks a participant (the settings menu), then reads the screen once. */
  unblock(userId: string): void {
    if (!this.blockedIds.has(userId)) return;
    this.blocked = withoutParticipant(this.blocked, userId);
    this.saveList(STORAGE_KEYS.blockedClients, this.blocked);
    this.readOnce();
  }

  /** 'Remove from session' (offline participants): forgets them and removes their record. */
  removeFromSession(userId: string): void {
    this.forget([userId]);
    this.#deps.gateway
      .removeParticipant(this.code, userId)
      .catch((error: unknown) => this.#deps.log.error('Remove from session failed', error));
  }

  /** 'Set Position': 'default' (Center) removes the stored entry; then one fresh read. */
  setPosition(userId: string, position: GridPosition): void {
    this.positions = withPosition(this.positions, userId, position);
    this.#deps.localStorage.setItem(STORAGE_KEYS.positionConfig, JSON.stringify(this.positions));
    for (const v of this.views) v.position = positionOf(this.positions, v.userId);
    this.readOnce();
  }

  /** Shows or hides the join panel (remembered on this device). */
  setShowJoinPanel(on: boolean): void {
    this.showJoinPanel = on;
    this.#deps.localStorage.setItem(JOIN_PANEL_KEY, String(on));
  }

  /** Writes the remembered list now if a write is pending (page hidden or closing). */
  flushStorage(): void {
    this.#remembered.flush();
  }

  /** Stops listening and every timer; a pending write of the remembered list is made. */
  dispose(): void {
    // Stryker disable next-line ConditionalExpression: a second dispose finds nothing pending, and every stop it repeats is idempotent
    if (this.#disposed) return;
    this.flushStorage();
    this.#disposed = true;
    for (const off of this.#unsubscribe) off();
    this.presence.dispose();
    this.#deps.clock.clearInterval(this.#interval);
    this.cancelResume();
  }

  // --- internals -----------------------------------------------------------------

  /** A snapshot (live or a fresh read): parse, report bad records, refresh. */
  private receive(children: readonly RawChild[], force = false): void {
    if (this.#disposed) return;
    const records: ParticipantRecord[] = [];
    for (const child of children) {
      const parsed = parseParticipant(child.key, child.value);
      if (parsed.ok) records.push(parsed.record);
      else {
        this.reportOnce(`record\n${child.key}\n${parsed.reason}`, () =>
          this.#deps.log.warn(
            `Screen ${this.code}: participant record "${child.key}" refused: ${parsed.reason}`,
          ),
        );
      }
    }
    this.#latest = records;
    this.loaded = true;
    this.refresh(force);
  }

  /**
   * Applies the 30-minute rule, leaves out blocked participants, merges the remembered
   * list and remembers the result. The display follows unless paused (or `force`, for
   * the owner's own actions, which show at once).
   */
  private refresh(force = false): void {
    if (this.#disposed) return;
    const now = this.#deps.gateway.serverNow();
    const blocked = this.blockedIds;
    const active = selectActive(this.#latest, now).filter((r) => !blocked.has(r.userId));
    // Stale remembered entries go too, or the 30-minute drop would turn into 'offline'.
    const remembered = this.#remembered.records.filter(
      (r) => isActive(r, now) && !blocked.has(r.userId),
    );
    const merged = limitToScreen(mergeOffline(active, remembered));
    this.#remembered.replace(merged.map((m) => m.record));
    this.live = merged;
    this.reportDecodeErrors();
    if (force || (!this.paused && !this.resuming)) this.showDisplay();
  }

  /** The display takes the live round; views are updated in place. */
  private showDisplay(): void {
    this.display = this.live;
    const cards = new Map(this.displayRound.cards.map((c) => [c.userId, c]));
    const next: ParticipantView[] = [];
    for (const { record, offline } of this.display) {
      const card = cards.get(record.userId);
      if (!card) continue;
      const fields: ViewFields = {
        userName: record.userName,
        picture: record.picture,
        showCard: record.showCard,
        offline,
        away: this.presence.isAway(record.userId, offline),
        value: card.value,
        decodeError: card.decodeError,
        position: positionOf(this.positions, record.userId),
      };
      let view = this.#viewsById.get(record.userId);
      if (view) Object.assign(view, fields);
      else {
        view = new ParticipantView(record.userId, fields);
        this.#viewsById.set(record.userId, view);
      }
      next.push(view);
    }
    for (const id of this.#viewsById.keys()) {
      if (!cards.has(id)) this.#viewsById.delete(id);
    }
    if (!compareShallow(next, this.views)) this.views = next;
  }

  /** The spec's console message, once per undecodable value (not on every snapshot). */
  private reportDecodeErrors(): void {
    for (const card of this.liveRound.cards) {
      if (!card.decodeError) continue;
      const record = this.live.find((p) => p.record.userId === card.userId)?.record;
      if (!record) continue;
      this.reportOnce(`decode\n${card.userId}\n${record.selected}`, () => {
        const result = decodeSelected(record.selected, this.code, card.userId);
        logDecryptionError((...args) => this.#deps.log.error(...args), {
          code: this.code,
          userId: card.userId,
          userName: record.userName,
          // Stryker disable next-line StringLiteral: a card marked undecodable never decodes here (same value, code and userId)
          reason: result.ok ? 'unknown' : result.reason,
        });
      });
    }
  }

  private reportOnce(key: string, report: () => void): void {
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    // A wall runs for weeks: the oldest reports are forgotten (a Set iterates in insertion order).
    if (this.#reported.size > MAX_REPORTED) {
      this.#reported.delete(this.#reported.values().next().value as string);
    }
    report();
  }

  /** How many reported problems are remembered (bounded by {@link MAX_REPORTED}). */
  get reportedCount(): number {
    return this.#reported.size;
  }

  /** One fresh read of the screen (after an unblock or a position change). */
  private readOnce(): void {
    this.#deps.gateway.readParticipants(this.code, MAX_PARTICIPANTS).then(
      (children) => this.receive(children, true),
      (error: unknown) => this.#deps.log.warn(`Screen ${this.code}: could not read`, error),
    );
  }

  /** Forgets participants (remembered entries and records of the last snapshot) at once. */
  private forget(userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    const gone = new Set(userIds);
    this.#remembered.forget(gone);
    this.#latest = this.#latest.filter((r) => !gone.has(r.userId));
    this.refresh(true);
  }

  /** A New round started elsewhere: Offline cards leave, as they do on the wall that started it. */
  private forgetOffline(): void {
    this.forget(this.live.filter((p) => p.offline).map((p) => p.record.userId));
  }

  /** Presence changed: the 'Away' labels follow at once, also while paused. */
  private markAway(): void {
    for (const view of this.views) view.away = this.presence.isAway(view.userId, view.offline);
  }

  private saveList(key: string, list: readonly ParticipantRecord[]): void {
    this.#deps.sessionStorage.setItem(key, JSON.stringify(list));
  }

  private cancelResume(): void {
    // Stryker disable next-line ConditionalExpression: clearing a null handle does nothing
    if (this.#resumeTimer === null) return;
    this.#deps.clock.clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
  }
}
