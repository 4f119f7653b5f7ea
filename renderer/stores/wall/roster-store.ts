/**
 * Who the wall shows (docs/product.md, Who is shown; the rule: `shownParticipants`,
 * Offline participants included (remembered, or gone with Leave), blocked ones and
 * watchers left out) and their round.
 *
 * Two views of the round are kept. `live` follows every snapshot; the `display` (the
 * cards, the participant count and the average) follows `live` except while the wall
 * is paused, so pause freezes what is shown while the ready count, read from `live`,
 * keeps updating. Each participant is one observable {@link WallCard} updated in
 * place, so one participant's change re-renders only its card and the statistics.
 */
import {
  action,
  compareShallow,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
} from 'mobx';
import type { RawChild } from '../../data/gateway';
import { MAX_PARTICIPANTS } from '../../domain/constants';
import { isActive, shownParticipants } from '../../domain/participants';
import type { Deck } from '../../domain/deck';
import { parseRoom } from '../../domain/records';
import { summarizeRound, type RoundSummary } from '../../domain/round';
import type { ParticipantRecord, RoomCard } from '../../domain/types';
import type { BlockListStore } from './block-list-store';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import type { GridGroups, LayoutStore } from './layout-store';
import { cardFields, WallCardIndex, type WallCard } from './wall-card';
import type { PauseStore } from './pause-store';
import type { PresenceStore } from '../common/presence-store';
import type { ProblemReports } from './problem-reports';
import type { RememberedList } from './remembered-list';

/** How often the 30-minute rule is applied again without a new snapshot. */
export const STALE_CHECK_MS = 30_000;

/** The stores the roster reads. */
export interface RosterParts {
  presence: PresenceStore;
  /** The page's round number (its root's). */
  roundNumber: { readonly current: number | null };
  rememberedList: RememberedList;
  pause: PauseStore;
  blockList: BlockListStore;
  layout: LayoutStore;
  problemReports: ProblemReports;
  /** The screen's deck: a vote outside it shows the placeholder face. */
  deck: { readonly deck: Deck };
  /** Who left this round with Leave: Offline here too, as on every phone. */
  departures: { readonly records: readonly ParticipantRecord[] };
  /** Someone pressed 'Reveal now' in this round. */
  earlyReveal: { readonly revealedEarly: boolean };
  /** The reveal's countdown holds the cards hidden. */
  revealMoment: { readonly holding: boolean };
}

/** The participants of one screen code as the wall shows them. */
export class RosterStore {
  /** Participants of the latest snapshot, merged with the remembered list. */
  live: RoomCard[] = [];
  /** What the cards show: `live`, frozen while paused. */
  display: RoomCard[] = [];
  /** The cards, in display order (stable objects). */
  cards: WallCard[] = [];
  /** True once the first snapshot arrived. */
  loaded = false;

  readonly code: string;
  readonly #deps: AppDeps;
  readonly #parts: RosterParts;
  /** Parsed records of the last snapshot, before the 30-minute rule. */
  #latest: ParticipantRecord[] = [];
  readonly #cardIndex = new WallCardIndex();
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, parts: RosterParts) {
    this.code = code;
    this.#deps = deps;
    this.#parts = parts;
    makeObservable<RosterStore, 'receive' | 'markAway'>(this, {
      live: observableRef,
      display: observableRef,
      cards: observableRef,
      loaded: observable,
      liveRound: computed,
      displayRound: computed,
      participantCount: computed,
      readyCount: computed,
      average: computed,
      revealed: computed,
      gridGroups: computed,
      isEmpty: computed,
      receive: action,
      refresh: action,
      showDisplay: action,
      markAway: action,
      applyPositions: action,
    });
  }

  /** Follows the participants, presence and New rounds started elsewhere. */
  start(): void {
    this.#life.start(() => {
      const { presence } = this.#parts;
      presence.onPresenceChange(() => this.markAway());
      const { clock } = this.#deps;
      // Someone going stale must disappear even when nothing else is written.
      const interval = clock.setInterval(() => this.refresh(), STALE_CHECK_MS);
      return [
        () => presence.onPresenceChange(null),
        // A New round started elsewhere (another wall, a phone): its leavers are forgotten here too.
        presence.onRoundStarted(() => this.forgetOffline()),
        // Votes belong to a round: a round number that moves on clears them on every card;
        // who left it shows Offline.
        reaction(
          () => [this.#parts.roundNumber.current, this.#parts.departures.records],
          () => this.refresh(),
        ),
        // Someone who switched to watching is not Offline: their remembered card goes.
        reaction(
          () => presence.watchers,
          () => this.refresh(),
        ),
        this.#deps.gateway.onParticipants(this.code, MAX_PARTICIPANTS, (children) =>
          this.receive(children),
        ),
        () => clock.clearInterval(interval),
      ];
    });
  }

  /** The round of the latest snapshot (never frozen). */
  get liveRound(): RoundSummary {
    return this.summarize(this.live);
  }

  /** The round the cards show (frozen while paused). */
  get displayRound(): RoundSummary {
    return this.summarize(this.display);
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
    const { pause } = this.#parts;
    return pause.paused ? pause.pausedAverage : this.displayRound.average;
  }

  /**
   * Revealed: on when every shown participant is ready and the reveal's countdown
   * is over (or the round was revealed early), off between Continue and the recalculation. A card shows its front when its
   * participant is ready and this is on.
   */
  get revealed(): boolean {
    return !this.#parts.pause.resuming && this.displayRound.revealed;
  }

  /** No cards: the welcome box is shown (unless preview is on). */
  get isEmpty(): boolean {
    return this.cards.length === 0;
  }

  /** The left / centre / right columns once any position is configured, else null. */
  get gridGroups(): GridGroups<WallCard> | null {
    return this.#parts.layout.groups(this.cards);
  }

  /** The record of a shown participant, else of the last snapshot; undefined when unknown. */
  recordOf(userId: string): ParticipantRecord | undefined {
    return (
      this.live.find((p) => p.record.userId === userId)?.record ??
      this.#latest.find((r) => r.userId === userId)
    );
  }

  /** Records of the last snapshot past the 30-minute rule (not shown, but still stored). */
  staleIds(now: number): string[] {
    const shown = new Set(this.live.map((p) => p.record.userId));
    return this.#latest
      .filter((r) => !shown.has(r.userId) && !isActive(r, now))
      .map((r) => r.userId);
  }

  /**
   * Applies the 30-minute rule, leaves out blocked participants, merges the remembered
   * list and who left this round, and remembers the result. The display follows unless
   * paused (or `force`, for the owner's own actions, which show at once).
   */
  refresh(force = false): void {
    if (!this.#life.started) return;
    const { rememberedList, blockList, pause, presence, departures } = this.#parts;
    const merged = shownParticipants({
      records: this.#latest,
      remembered: rememberedList.records,
      departed: departures.records,
      blockedIds: blockList.blockedIds,
      watcherIds: presence.watchers,
      now: this.#deps.gateway.serverNow(),
      round: this.#parts.roundNumber.current,
    });
    rememberedList.replace(merged.map((m) => m.record));
    this.live = merged;
    this.#parts.problemReports.undecodableCards(this.liveRound.cards, this.live);
    if (force || !pause.holding) this.showDisplay();
  }

  /** The display takes the live round; cards are updated in place. */
  showDisplay(): void {
    const { presence, layout } = this.#parts;
    this.display = this.live;
    const shown = cardFields(this.display, this.displayRound.cards, {
      isAway: (userId, offline) => presence.isAway(userId, offline),
      positionOf: (userId) => layout.positionOf(userId),
    });
    const next = this.#cardIndex.update(shown);
    if (!compareShallow(next, this.cards)) this.cards = next;
  }

  /** The cards take the stored positions at once. */
  applyPositions(): void {
    for (const v of this.cards) v.position = this.#parts.layout.positionOf(v.userId);
  }

  /** One fresh read of the screen (after an unblock or a position change). */
  readOnce(): void {
    this.#deps.gateway.readParticipants(this.code, MAX_PARTICIPANTS).then(
      (children) => this.receive(children, true),
      (error: unknown) => this.#deps.log.warn(`Screen ${this.code}: could not read`, error),
    );
  }

  /** Forgets participants (remembered entries and records of the last snapshot) at once. */
  forget(userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    const gone = new Set(userIds);
    this.#parts.rememberedList.forget(gone);
    this.#latest = this.#latest.filter((r) => !gone.has(r.userId));
    this.refresh(true);
  }

  /** Stops listening and the stale check; a pending write of the remembered list is made. */
  dispose(): void {
    if (this.#life.started) this.#parts.rememberedList.flush();
    this.#life.dispose();
  }

  private summarize(participants: readonly RoomCard[]): RoundSummary {
    return summarizeRound({
      code: this.code,
      participants,
      blockedIds: this.#parts.blockList.blockedIds,
      deck: this.#parts.deck.deck,
      revealedEarly: this.#parts.earlyReveal.revealedEarly,
      countingDown: this.#parts.revealMoment.holding,
    });
  }

  /** A snapshot (live or a fresh read): parse, report bad records, refresh. */
  private receive(children: readonly RawChild[], force = false): void {
    if (!this.#life.started) return;
    this.#latest = parseRoom(children, (key, reason) =>
      this.#parts.problemReports.refusedRecord(key, reason),
    );
    this.loaded = true;
    this.refresh(force);
  }

  /** A New round started elsewhere: Offline cards leave, as they do on the wall that started it. */
  private forgetOffline(): void {
    this.forget(this.live.filter((p) => p.offline).map((p) => p.record.userId));
  }

  /** Presence changed: the 'Away' labels follow at once, also while paused. */
  private markAway(): void {
    for (const view of this.cards)
      view.away = this.#parts.presence.isAway(view.userId, view.offline);
  }
}
