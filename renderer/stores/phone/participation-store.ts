/**
 * Taking part from a phone: joining, the choice (card and readiness) and the own record
 * (docs/data-contract.md, Participant record; presence apart, written by the gateway),
 * entered once, then changed field by field. The choice follows the own record as the
 * database has it, so New round (the record is of another round) and a phone waking into
 * a new round need no special case: it enters again with no vote. A page joining a
 * revealed round enters at the next one.
 */
import { makeAutoObservable, reaction } from 'mobx';
import type { RecordChange, Unsubscribe } from '../../data/gateway';
import { offeredCards, type Deck } from '../../domain/deck';
import { HEARTBEAT_MS } from '../../domain/constants';
import { departureOf } from '../../domain/departures';
import { canChangeVote, votePhase, type VotePhase } from '../../domain/own-vote';
import {
  choiceAfterTap,
  choiceAmong,
  choiceOfRecord,
  choiceWithReady,
  NO_CHOICE,
  type OwnChoice,
} from '../../domain/own-choice';
import { ownRecordOfRound } from '../../domain/record-round';
import { VOTE_SESSION_KEYS } from '../../domain/storage-keys';
import type { ParticipantRecord } from '../../domain/types';
import { putItem, type AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import type { CardSet, IdentityStore } from './identity-store';
import { OwnRecordWrites } from './own-record-writes';
import type { PhoneRosterStore } from './roster-store';
import type { WatchChoiceStore } from './watch-choice-store';

/** The stores participation works with (the phone root's). */
export interface ParticipationParts {
  identity: IdentityStore;
  roster: PhoneRosterStore;
  /** The screen's deck, whose values the phone offers. */
  deck: () => Deck;
  /** The current round number (null until known): the own record must belong to it. */
  round: () => number | null;
  /** Watching (no record) or voting. */
  watch: WatchChoiceStore;
}

/** This phone's part in the round. Started and disposed by its page's root. */
export class ParticipationStore {
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

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #parts: ParticipationParts;
  /** The own record's writes while joined. */
  #writes: OwnRecordWrites | null = null;
  /** The own record as stored (undefined until its first snapshot) and, if it is of the current round, parsed. */
  #ownRaw: unknown = undefined;
  #own: ParticipantRecord | null | undefined = undefined;
  #renamed = false;
  /** Watching: the own record was removed once since joining or switching. */
  #removed = false;
  /** An enter write is under way: the room's echo of it must not start another. */
  #entering = false;
  #stopOwn: Unsubscribe | null = null;
  #reactions: Unsubscribe[] = [];
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, parts: ParticipationParts) {
    this.#code = code;
    this.#deps = deps;
    this.#parts = parts;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The deck's values offered, in order (a chosen deck's, or the standard deck's points or sizes). */
  get deckValues(): readonly string[] {
    return offeredCards(this.#parts.deck(), this.#parts.identity.cardSet === 'sizes');
  }

  /** The card-set switch is offered: only with the standard deck. */
  get choosesCardSet(): boolean {
    return this.#parts.deck().id === 'standard';
  }

  /** What the page shows now. */
  get phase(): VotePhase {
    const { joined, waitingForNextRound, ready } = this;
    const { revealed } = this.#parts.roster.summary;
    const { watching } = this.#parts.watch;
    return votePhase({ joined, watching, waitingForNextRound, revealed, ready });
  }

  /** Cards and readiness can change (in the round, until it is revealed). */
  get canChange(): boolean {
    return canChangeVote(this.phase, this.entered);
  }

  /** Follows the room's snapshots; joins again when this tab had joined this screen (a reload). */
  start(): void {
    this.#life.start(() => this.#follow());
  }

  #follow(): void {
    this.#parts.roster.onSnapshot(() => this.enterWhenOpen());
    // A round number that moves on leaves the own record in the old round: enter again.
    const afterRound = reaction(this.#parts.round, () => this.readOwn());
    // Voting or watching: the presence entry says so and the own record follows.
    const afterRole = reaction(
      () => this.#parts.watch.role,
      (role) => {
        this.#removed = false;
        this.#writes?.role(role);
        this.readOwn();
      },
    );
    this.#reactions = [afterRound, afterRole];
    const session = this.#deps.sessionStorage;
    const joinedHere = session.getItem(VOTE_SESSION_KEYS.joinedCode) === this.#code;
    if (this.#parts.identity.hasProfile && joinedHere) this.join();
  }

  /**
   * A joined page leaves the screen (the app moved elsewhere on the same connection, so
   * onDisconnect would not remove the record); the tab's session lets {@link start} rejoin.
   * Going is not Leave: no departure is written (no Offline card), and a page started
   * again takes no choice over from before.
   */
  dispose(): void {
    this.#life.dispose();
    this.#parts.roster.onSnapshot(null);
    for (const stop of this.#reactions.splice(0)) stop();
    if (this.entered) {
      this.value = '';
      this.ready = false;
    }
    this.#own = null;
    this.stopTakingPart();
  }

  /** Joins this screen (once started): presence, then the own record. */
  join(): void {
    if (this.joined || !this.#life.started) return;
    const { gateway } = this.#deps;
    const { identity, watch } = this.#parts;
    const { userId } = identity;
    const handle = gateway.joinRoom(this.#code, userId, HEARTBEAT_MS, watch.role);
    this.#writes = new OwnRecordWrites(handle, this.#code, this.#deps, identity);
    this.joined = true;
    this.#renamed = this.#removed = false;
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, this.#code);
    this.#stopOwn = gateway.onOwnRecord(this.#code, userId, (raw) => {
      this.#ownRaw = raw;
      this.readOwn();
    });
  }

  /** Taps a card: selects it; tapping the selected card while choosing takes it back. */
  selectCard(value: string): void {
    if (this.canChange) this.choose(choiceAfterTap(this, value, this.deckValues));
  }

  /** 'Ready' (needs a card) or 'Not ready'. */
  setReady(ready: boolean): void {
    if (this.canChange) this.choose(choiceWithReady(this, ready));
  }

  /** Switches between points and T-shirt sizes; a card of the other set is taken back. */
  setCardSet(set: CardSet): void {
    if (this.ready && this.entered) return;
    this.#parts.identity.setCardSet(set);
    this.choose(choiceAmong(this, this.deckValues));
  }

  /** Writes the record again now (fresh lastUpdate): a waking phone's heartbeat may be late. */
  refresh(): void {
    if (this.entered) this.writeRecord({});
  }

  /**
   * 'Leave': removes the record and returns to the join form. Leaving the round it is
   * in, the page says so first (a departure), so every wall and phone shows its card
   * Offline until New round, as the wall that remembers it does.
   */
  leave(): void {
    this.stopTakingPart();
    this.take(NO_CHOICE);
    putItem(this.#deps.sessionStorage, VOTE_SESSION_KEYS.joinedCode, null);
  }

  /** Stops following the own record and leaves the screen (record and presence removed). */
  private stopTakingPart(): void {
    // Only a page in the round has an own record here: one waiting for it leaves nothing.
    const departure = this.#own ? departureOf(this.#own) : null;
    this.#stopOwn?.();
    this.#stopOwn = null;
    const writes = this.#writes;
    this.#writes = null;
    this.joined = false;
    this.entered = false;
    this.waitingForNextRound = false;
    this.#own = this.#ownRaw = undefined;
    this.#entering = false;
    writes?.leave(departure);
  }

  /**
   * The own record as the database has it (the SDK raises this page's own writes at
   * once). The choice follows it: after 'New round' the vote is cleared here too; a
   * reload finds its vote again. A missing record (never entered, or removed by New
   * round while the phone slept) or one of another round means entering again, with no vote.
   */
  private readOwn(): void {
    if (!this.joined || this.#ownRaw === undefined) return;
    if (this.#parts.watch.watching) {
      this.watchOnly();
      return;
    }
    const { identity } = this.#parts;
    const own = (this.#own = ownRecordOfRound(identity.userId, this.#ownRaw, this.#parts.round()));
    if (own) {
      this.#entering = false;
      this.entered = true;
      this.waitingForNextRound = false;
      this.take(choiceOfRecord(own, this.#code, this.#parts.deck()));
      const { userName, picture } = identity;
      if (!this.#renamed && (own.userName !== userName || (own.picture ?? null) !== picture)) {
        // Joined again under another name or picture: the record follows, vote kept
        // (once per join, so a name the record cleans differently cannot loop).
        this.#renamed = true;
        this.writeRecord({ userName, picture });
      }
      return;
    }
    // Removed, or the round moved on, while in the round: no old vote.
    if (this.entered) this.take(NO_CHOICE);
    this.entered = false;
    this.enterWhenOpen();
  }

  /** A watcher has no record: no choice, no entry under way, and a record left from voting goes. */
  private watchOnly(): void {
    this.entered = this.waitingForNextRound = this.#entering = false;
    this.take(NO_CHOICE);
    this.#own = null; // not in the round: a Leave from here writes no departure
    // Once: a record written again by another tab of this device, still voting, stays.
    if (this.#ownRaw === null || this.#removed) return;
    this.#removed = true;
    this.#writes?.remove();
  }

  /**
   * Enters the round once the page knows its record is missing and the room is not
   * revealed (a new card would hide the result). Called again on every room snapshot.
   */
  private enterWhenOpen(): void {
    const { roster, round } = this.#parts;
    if (!this.joined || this.#parts.watch.watching || this.#own !== null) return;
    if (!roster.loaded || this.#entering) return;
    if (round() === null) return;
    this.waitingForNextRound = roster.summary.revealed;
    if (this.waitingForNextRound) {
      // The choice of a round this page takes no part in is not kept.
      this.take(NO_CHOICE);
      return;
    }
    this.enter();
  }

  /** Writes the whole own record, with no vote; the choice is made afterwards, field by field. */
  private enter(): void {
    if (!this.#writes) return;
    this.#entering = true;
    this.take(NO_CHOICE);
    this.#writes.enter(this.#parts.round() ?? 0, () => (this.#entering = false));
  }

  /** Takes the choice a tap, 'Ready' or a switch made (null: none) and writes it. */
  private choose(next: OwnChoice | null): void {
    if (next === null) return;
    this.take(next);
    if (this.entered) this.#writes?.choice(this.value, this.ready);
  }

  /** The page's choice from now on, as the own record or this page's action says. */
  private take(choice: OwnChoice): void {
    ({ value: this.value, ready: this.ready } = choice);
  }

  /** Changes fields of the own record (or just refreshes lastUpdate). */
  private writeRecord(change: RecordChange): void {
    if (this.entered) this.#writes?.change(change);
  }
}
