/**
 * The roster as the phone shows it (`screens/{code}`): the valid, active records (the
 * last 20 by lastUpdate, as the wall shows them) and the summary the phone page draws
 * from them with who is Away, so it says "2 of 3 ready" and shows the wall's average.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import type { RawChild } from '../../data/gateway';
import type { Deck } from '../../domain/deck';
import { MAX_PARTICIPANTS } from '../../domain/constants';
import { roomCards, selectActive } from '../../domain/participants';
import { asOfRound } from '../../domain/record-round';
import { parseRoom } from '../../domain/records';
import { phoneRosterSummary, type PhoneRosterSummary } from '../../domain/phone-roster';
import type { ParticipantRecord, RoomCard } from '../../domain/types';
import type { AppDeps } from '../common/deps';
import type { PresenceStore } from '../common/presence-store';
import { Lifecycle } from '../common/lifecycle';

/** What the roster reads of its page. */
export interface PhoneRosterParts {
  /** The page's presence (null while stopped), for the Away marks. */
  presence: () => PresenceStore | null;
  /** The screen's deck: a vote outside it counts as no value, as on the wall. */
  deck: () => Deck;
  /** The current round (null until known): a record of another round has no vote. */
  round: () => number | null;
  /** Who left this round with Leave: Offline cards, as on the wall. */
  departed: () => readonly ParticipantRecord[];
  /** Someone pressed 'Reveal now' in this round. */
  revealedEarly: () => boolean;
  /** The reveal's countdown holds the cards hidden, as on the wall. */
  countingDown: () => boolean;
}

/** The roster of one screen code on the phone: the wall's RosterStore has its own rules (blocking, the remembered list). Started and disposed by its page's root. */
export class PhoneRosterStore {
  /** The room's valid, active records (last 20 by lastUpdate) as stored. */
  received: ParticipantRecord[] = [];
  /** A snapshot has arrived since the last start. */
  loaded = false;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #parts: PhoneRosterParts;
  #listener: (() => void) | null = null;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, parts: PhoneRosterParts) {
    this.#code = code;
    this.#deps = deps;
    this.#parts = parts;
    // Performance only: deep-observable records would be copied into proxies on every snapshot.
    makeAutoObservable(this, { received: observableRef });
  }

  /** The records as they count in the current round (the wall reads them alike). */
  get records(): ParticipantRecord[] {
    const round = this.#parts.round();
    return this.received.map((r) => asOfRound(r, round));
  }

  /**
   * The cards the wall shows (it remembers more; the departures tell the phone the same):
   * someone who left and came back to watch is not Offline.
   */
  get cards(): RoomCard[] {
    const watchers = this.#parts.presence()?.watchers;
    const departed = this.#parts.departed().filter((r) => !watchers?.has(r.userId));
    return roomCards(this.records, [], departed, this.#deps.gateway.serverNow());
  }

  /** Counts, reveal, average and who is still choosing, as the screen shows them. */
  get summary(): PhoneRosterSummary {
    const { presence, deck, revealedEarly, countingDown } = this.#parts;
    const present = presence()?.present ?? null;
    return phoneRosterSummary(
      this.cards,
      this.#code,
      present,
      deck(),
      revealedEarly(),
      countingDown(),
    );
  }

  /** Calls `cb` after each snapshot (one listener: the page's participation). */
  onSnapshot(cb: (() => void) | null): void {
    this.#listener = cb;
  }

  /** Follows the room (after {@link dispose}, waiting for a new snapshot). */
  start(): void {
    this.#life.start(() => [
      this.#deps.gateway.onParticipants(this.#code, MAX_PARTICIPANTS, (children) =>
        this.receive(children),
      ),
    ]);
  }

  /** Stops following the room. */
  dispose(): void {
    this.#life.dispose();
    this.stopped();
  }

  private stopped(): void {
    this.loaded = false;
  }

  private receive(children: RawChild[]): void {
    this.received = selectActive(parseRoom(children), this.#deps.gateway.serverNow());
    this.loaded = true;
    this.#listener?.();
  }
}
