/**
 * The stores of the phone page (`/{code}/vote`), created together, started once and
 * disposed once: who this device is, the join form, voting or watching, taking part, the room, who is
 * connected, the round number, the screen's cards and the connection banner.
 *
 * The joined view's session stores (story, countdown, history) live in its own chunk
 * (ui/phone/PhoneJoined.tsx), so a phone that has just scanned the QR code loads only the
 * form; they share this root's round number.
 */
import { action, actionBound, computed, makeObservable, observableRef } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import { STANDARD_DECK, type Deck } from '../../domain/deck';
import { ConnectionStore } from '../common/connection-store';
import { DeckChoiceStore } from '../common/deck-choice-store';
import { DeckStore } from '../common/deck-store';
import { DeparturesStore } from '../common/departures-store';
import type { AppDeps } from '../common/deps';
import { IdentityStore } from './identity-store';
import { JoinFormStore, type JoinFormOptions } from './join-form-store';
import { NewRoundControl } from '../common/new-round-control';
import { ParticipationStore } from './participation-store';
import { PresenceStore } from '../common/presence-store';
import { RoomStore } from './room-store';
import { RoundNumberStore } from '../common/round-number-store';
import { WatchChoiceStore } from './watch-choice-store';

/**
 * How long the page may take to reach the database at start before the offline
 * banner shows. `.info/connected` is false until the first connection, which would
 * otherwise flash the banner on every load.
 */
export const CONNECT_GRACE_MS = 4000;

/** The phone page's stores. Call {@link PhoneRoot.start} once, {@link PhoneRoot.dispose} at the end. */
export class PhoneRoot {
  /** The screen this page votes on (normalised). */
  readonly code: string;
  readonly identity: IdentityStore;
  /** Watching rather than voting, remembered on this device. */
  readonly watch: WatchChoiceStore;
  readonly connection = new ConnectionStore();
  readonly room: RoomStore;
  readonly participation: ParticipationStore;
  readonly joinForm: JoinFormStore;
  /** 'New round' from this phone: the wall's rule and writes, its last failure. */
  readonly rounds: NewRoundControl;
  /** The round number (one listener for presence and the session); null until started. */
  roundNumber: RoundNumberStore | null = null;
  /** Who is connected (the 'Away' marks); null until started. */
  presence: PresenceStore | null = null;
  /** Who left this round with Leave (Offline, as on the wall); null until started. */
  departures: DeparturesStore | null = null;
  /** The screen's cards; null until started. */
  deck: DeckStore | null = null;
  /** Choosing the cards from this phone; null until started. */
  deckChoice: DeckChoiceStore | null = null;

  readonly #deps: AppDeps;
  readonly #stops: Unsubscribe[] = [];
  #started = false;

  constructor(code: string, deps: AppDeps, options: JoinFormOptions) {
    this.code = code;
    this.#deps = deps;
    this.identity = new IdentityStore(deps);
    this.watch = new WatchChoiceStore(deps.localStorage);
    this.rounds = new NewRoundControl(code, deps);
    const round = () => this.roundNumber?.current ?? null;
    this.room = new RoomStore(code, deps, {
      presence: () => this.presence,
      deck: () => this.currentDeck,
      round,
      departed: () => this.departures?.records ?? [],
    });
    this.participation = new ParticipationStore(code, deps, {
      identity: this.identity,
      room: this.room,
      deck: () => this.currentDeck,
      round,
      watch: this.watch,
    });
    this.joinForm = new JoinFormStore(
      code,
      deps,
      { identity: this.identity, participation: this.participation },
      options,
    );
    makeObservable<PhoneRoot, 'setListeners'>(this, {
      roundNumber: observableRef,
      presence: observableRef,
      departures: observableRef,
      deck: observableRef,
      deckChoice: observableRef,
      currentDeck: computed,
      setListeners: action,
      newRound: actionBound,
    });
  }

  /** The cards the screen uses: the standard deck until the stored one arrives. */
  get currentDeck(): Deck {
    return this.deck?.deck ?? STANDARD_DECK;
  }

  /**
   * Starts listening to the connection, the round number, presence and the room, and
   * joins again by itself when this tab had joined this screen before.
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const deps = this.#deps;
    this.#stops.push(
      this.connection.startGrace(deps.clock, CONNECT_GRACE_MS),
      this.connection.start(deps.gateway),
    );
    const roundNumber = new RoundNumberStore(this.code, deps);
    const presence = new PresenceStore(this.code, deps, roundNumber);
    // A change of cards in the middle of a round ends it with the phone's own New round.
    const deck = new DeckStore(this.code, deps, {
      records: () => this.room.records,
      newRound: () => this.startNewRound(),
    });
    const departures = new DeparturesStore(this.code, deps, () => roundNumber.current);
    this.setListeners(roundNumber, presence, deck, departures);
    this.#stops.push(this.room.start());
    this.participation.start();
  }

  /**
   * 'New round' from the phone once the cards are revealed (docs/product.md, New round):
   * the same rule and writes as the wall's button, over the room this phone sees.
   */
  newRound(): void {
    const { phase } = this.participation;
    if (phase === 'revealed' || phase === 'next-round') this.startNewRound();
  }

  /**
   * New round whatever the phase: a change of cards ends the round in progress.
   * `counted`: Next story moved the round number on already.
   */
  startNewRound(counted = false): void {
    const participants = this.room.cards.map((c) => ({
      userId: c.record.userId,
      offline: c.offline,
    }));
    this.rounds.start(participants, this.presence?.present ?? null, counted);
  }

  /**
   * Stops every listener and timer; a joined page leaves the screen. Restartable:
   * React's StrictMode runs effects twice in development.
   */
  dispose(): void {
    // Stryker disable next-line ConditionalExpression: disposing again (or unstarted) only resets what is already reset
    if (!this.#started) return;
    this.#started = false;
    for (const stop of this.#stops.splice(0)) stop();
    this.presence?.dispose();
    this.roundNumber?.dispose();
    this.deck?.dispose();
    this.departures?.dispose();
    this.setListeners(null, null, null, null);
    this.participation.stop();
  }

  private setListeners(
    round: RoundNumberStore | null,
    presence: PresenceStore | null,
    deck: DeckStore | null,
    departures: DeparturesStore | null,
  ): void {
    this.roundNumber = round;
    this.presence = presence;
    this.deck = deck;
    this.departures = departures;
    this.deckChoice = deck && new DeckChoiceStore(deck);
  }
}
