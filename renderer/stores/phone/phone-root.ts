/**
 * The stores of the phone page (`/{code}/vote`), created together, started and disposed
 * together (again after a dispose: StrictMode restarts a page's effects): who this device is, the join form, voting or watching, taking part, the room, who is
 * connected, the round number, the screen's cards, the room's options, the connection
 * banner and the session (story, backlog, session timer, history, Next story), which shares
 * this root's round number.
 */
import { actionBound, makeObservable, observableRef, reaction, runInAction } from 'mobx';
import { newRoundInput } from '../../domain/new-round';
import { ConnectionStore } from '../common/connection-store';
import { DeckChoiceStore } from '../common/deck-choice-store';
import { DeckStore } from '../common/deck-store';
import { DeparturesStore } from '../common/departures-store';
import { EarlyRevealStore } from '../common/early-reveal-store';
import type { AppDeps } from '../common/deps';
import { Lifecycle, startInOrder, type LifecyclePart } from '../common/lifecycle';
import { countdownTermsOf, roundSourceOf } from '../common/page-round';
import { IdentityStore } from './identity-store';
import type { JoinedStores, JoinedStoresClass } from './joined-stores';
import { JoinFormStore, type JoinFormOptions } from './join-form-store';
import { NewRoundControl } from '../common/new-round-control';
import { NudgeStore } from '../common/nudge-store';
import { NudgedStore } from './nudged-store';
import { ParticipationStore } from './participation-store';
import { PresenceStore } from '../common/presence-store';
import { RevealCountdownStore } from '../common/reveal-countdown-store';
import { PhoneRosterStore } from './roster-store';
import { RoomOptionsStore } from '../common/room-options-store';
import { RoundNumberStore } from '../common/round-number-store';
import { SessionRoot } from '../session/session-root';
import { WatchChoiceStore } from './watch-choice-store';
import { showsResult } from '../../domain/own-vote';

/**
 * How long the page may take to reach the database at start before the offline
 * banner shows. `.info/connected` is false until the first connection, which would
 * otherwise flash the banner on every load.
 */
export const CONNECT_GRACE_MS = 4000;

/** How long a round stays revealed before a phone keeps it (the wall does at once). */
export const PHONE_RECORD_DELAY_MS = 3_000;

/** Options of {@link PhoneRoot}. */
export interface PhoneRootOptions extends JoinFormOptions {
  /**
   * Loads the joined view's stores' code (its chunk, ui/phone/PhonePage.tsx); without it
   * (the store tests) {@link PhoneRoot.joinedStores} stays null.
   */
  loadJoined?: () => Promise<JoinedStoresClass>;
}

/** The phone page's stores, from {@link PhoneRoot.start} to {@link PhoneRoot.dispose}. */
export class PhoneRoot {
  /** The screen this page votes on (normalised). */
  readonly code: string;
  readonly identity: IdentityStore;
  /** Watching rather than voting, remembered on this device. */
  readonly watchChoice: WatchChoiceStore;
  readonly connection: ConnectionStore;
  readonly roster: PhoneRosterStore;
  readonly participation: ParticipationStore;
  readonly joinForm: JoinFormStore;
  /** 'New round' from this phone: the wall's rule and writes, its last failure. */
  readonly newRoundControl: NewRoundControl;
  /** The round number (one listener for presence and the session). */
  readonly roundNumber: RoundNumberStore;
  /** Who is connected (the 'Away' marks). */
  readonly presence: PresenceStore;
  /** Who left this round with Leave (Offline, as on the wall). */
  readonly departures: DeparturesStore;
  /** The screen's cards: the standard deck until the stored one arrives. */
  readonly deck: DeckStore;
  /** Choosing the cards from this phone. */
  readonly deckChoice: DeckChoiceStore;
  /** 'Reveal now' from this phone, and whether the round was revealed early. */
  readonly earlyReveal: EarlyRevealStore;
  /** 'Nudge' from this phone. */
  readonly nudge: NudgeStore;
  /** A nudge reaching this phone. */
  readonly nudged: NudgedStore;
  /** The wall's 3-2-1 before the reveal: this phone shows the cards no earlier. */
  readonly revealCountdown: RevealCountdownStore;
  /** The options the room shares (Hide names, Suggested card). */
  readonly roomOptions: RoomOptionsStore;
  /** The story, backlog, session timer and history the joined view shows, and Next story. */
  readonly session: SessionRoot;
  /** The joined view's result summary and the wall's look, once joined and their code is in. */
  joinedStores: JoinedStores | null = null;

  readonly #deps: AppDeps;
  readonly #loadJoined: PhoneRootOptions['loadJoined'];
  #joinedLoad: Promise<void> | null = null;

  /** Started in this order, disposed in reverse. */
  readonly #parts: readonly LifecyclePart[];
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, options: PhoneRootOptions) {
    this.code = code;
    this.#deps = deps;
    this.#loadJoined = options.loadJoined;
    this.identity = new IdentityStore(deps);
    this.watchChoice = new WatchChoiceStore(deps.localStorage);
    this.connection = new ConnectionStore(deps, CONNECT_GRACE_MS);
    this.newRoundControl = new NewRoundControl(code, deps);
    this.roundNumber = new RoundNumberStore(code, deps);
    this.presence = new PresenceStore(code, deps, this.roundNumber);
    // A change of cards in the middle of a round ends it with the phone's own New round.
    this.deck = new DeckStore(code, deps, {
      records: () => this.roster.records,
      newRound: () => this.startNewRound(),
    });
    this.deckChoice = new DeckChoiceStore(this.deck);
    this.departures = new DeparturesStore(code, deps, () => this.roundNumber.current);
    const round = () => this.roundNumber.current;
    this.earlyReveal = new EarlyRevealStore(code, deps, round, () => this.roster.summary);
    this.roster = new PhoneRosterStore(code, deps, {
      presence: () => this.presence,
      deck: () => this.deck.deck,
      round,
      departed: () => this.departures.records,
      revealedEarly: () => this.earlyReveal.revealedEarly,
      countingDown: () => this.revealCountdown.holding,
    });
    this.participation = new ParticipationStore(code, deps, {
      identity: this.identity,
      roster: this.roster,
      deck: () => this.deck.deck,
      round,
      watch: this.watchChoice,
    });
    this.nudge = new NudgeStore(code, deps, () => {
      const { readyCount, allReady, revealed } = this.roster.summary;
      return { readyCount, allReady, revealed };
    });
    this.nudged = new NudgedStore(this.nudge, deps, () => ({
      inRound: this.participation.entered && !this.watchChoice.watching,
      ready: this.participation.ready,
    }));
    this.roomOptions = new RoomOptionsStore(code, deps);
    // The count waits for the cards the phone shows (who left included); the session keeps
    // the records. No blocked list: a phone cannot see the wall's (page-round.ts).
    this.revealCountdown = new RevealCountdownStore(
      deps,
      countdownTermsOf(this, () => this.roster.cards),
    );
    this.joinForm = new JoinFormStore(
      code,
      deps,
      { identity: this.identity, participation: this.participation },
      { navigate: options.navigate },
    );
    this.session = new SessionRoot(code, deps, {
      round: roundSourceOf(
        this,
        () => this.roster.records.map((record) => ({ record, offline: false })),
        () => this.revealCountdown.holding,
      ),
      // The wall usually keeps the round first; a phone only steps in when it did not.
      recordDelayMs: PHONE_RECORD_DELAY_MS,
      roundNumber: this.roundNumber,
      // After Next story from this phone: who stays and who leaves, as its New round.
      movedOn: () => this.startNewRound(true),
      suggestedCard: () => this.roomOptions.options.suggestedCard,
    });
    this.#parts = [
      this.connection,
      this.roundNumber,
      this.presence,
      this.deck,
      this.departures,
      this.earlyReveal,
      this.nudge,
      this.nudged,
      this.roomOptions,
      this.roster,
      this.revealCountdown,
      this.participation,
    ];
    makeObservable(this, { newRound: actionBound, joinedStores: observableRef });
  }

  /**
   * Starts listening to the connection, the round number, presence, the cards, who left
   * and the room, and joins again by itself when this tab had joined this screen before;
   * the session is started once this phone has joined.
   */
  start(): void {
    this.#life.start(() => [
      ...startInOrder(this.#parts),
      // Only the joined view shows the session, and its backlog may be a megabyte of
      // stories: a phone that has just scanned the code reads it once it has joined.
      reaction(
        () => this.participation.joined,
        (joined) => (joined ? this.#startJoined() : this.#disposeJoined()),
        { fireImmediately: true },
      ),
      () => this.#disposeJoined(),
    ]);
  }

  #startJoined(): void {
    this.session.start();
    if (this.joinedStores) this.joinedStores.start();
    else this.#loadJoinedStores();
  }

  #disposeJoined(): void {
    this.joinedStores?.dispose();
    this.session.dispose();
  }

  /** Creates the joined view's stores once their code is in; a failed load is tried again. */
  #loadJoinedStores(): void {
    const load = this.#loadJoined;
    if (!load || this.#joinedLoad) return;
    this.#joinedLoad = load().then(
      (Stores) => {
        const stores = new Stores(this.code, this.#deps, {
          roster: this.roster,
          deck: () => this.deck.deck,
        });
        runInAction(() => (this.joinedStores = stores));
        if (this.#life.started && this.participation.joined) stores.start();
      },
      // The joined view loads the same chunk and reports its failure (the error boundary).
      () => void (this.#joinedLoad = null),
    );
  }

  /**
   * 'New round' from the phone once the cards are revealed (docs/product.md, New round):
   * the same rule and writes as the wall's button, over the room this phone sees.
   */
  newRound(): void {
    if (showsResult(this.participation.phase)) this.startNewRound();
  }

  /**
   * New round whatever the phase: a change of cards ends the round in progress.
   * `counted`: Next story moved the round number on already.
   */
  startNewRound(counted = false): void {
    this.newRoundControl.newRound(newRoundInput(this.roster.cards), this.presence.present, counted);
  }

  /**
   * Stops every listener and timer; a joined page leaves the screen. Restartable:
   * React's StrictMode runs effects twice in development.
   */
  dispose(): void {
    this.#life.dispose();
  }
}
