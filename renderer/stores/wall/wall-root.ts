/**
 * Every store of one wall page, created together, started and disposed together (again
 * after a dispose: StrictMode restarts a page's effects), and
 * the owner's actions that span several of them (Pause, New round, Block, Unblock,
 * Remove from session, Set Position; docs/product.md, Pause, New round, Block, Positions
 * and Card menu).
 */
import { actionBound, makeObservable } from 'mobx';
import { newRoundInput } from '../../domain/new-round';
import type { GridPosition } from '../../domain/types';
import { BlockListStore } from './block-list-store';
import { ConfigWriterStore } from './config-writer-store';
import { ConnectionStore } from '../common/connection-store';
import { CustomImagesStore } from './custom-images-store';
import { DeckChoiceStore } from '../common/deck-choice-store';
import { DeckStore } from '../common/deck-store';
import { DeparturesStore } from '../common/departures-store';
import { EarlyRevealStore } from '../common/early-reveal-store';
import type { AppDeps } from '../common/deps';
import { ImageRulesStore } from './image-rules-store';
import { KioskSettingsStore } from './kiosk-settings-store';
import { LayoutStore } from './layout-store';
import { NewRoundControl } from '../common/new-round-control';
import { NudgeStore } from '../common/nudge-store';
import { PauseStore } from './pause-store';
import { Lifecycle, startInOrder, type LifecyclePart } from '../common/lifecycle';
import { countdownTermsOf, roundSourceOf } from '../common/page-round';
import { PresenceStore } from '../common/presence-store';
import { PreviewStore } from './preview-store';
import { ProblemReports } from './problem-reports';
import { RememberedList } from './remembered-list';
import { RevealMoment } from './reveal-moment';
import { ResultStore, wallRound } from '../common/result-store';
import { RosterStore } from './roster-store';
import { RoundNumberStore } from '../common/round-number-store';
import { RoomOptionsStore } from '../common/room-options-store';
import { SessionRoot } from '../session/session-root';
import { ThemeCatalogueStore } from './theme-catalogue-store';
import { TrackerRoot } from '../tracker/tracker-root';
import { WallPreferencesStore } from './wall-preferences-store';
import { WaitingStore } from './waiting-store';
import { WatchingStore } from './watching-store';

/** The stores of one wall page (one screen code). */
export class WallRoot {
  readonly code: string;
  /** The round number (one listener for presence and the session). */
  readonly roundNumber: RoundNumberStore;
  /** Who is connected, and the last round start. */
  readonly presence: PresenceStore;
  /** How many watch without a card. */
  readonly watching: WatchingStore;
  /** 'New round' and its last failure (shown on the wall). */
  readonly newRoundControl: NewRoundControl;
  /** Who left this round with Leave (Offline cards on every wall and phone). */
  readonly departures: DeparturesStore;
  /** The remembered list (session storage `lastClients`, this code's only). */
  readonly rememberedList: RememberedList;
  readonly pause: PauseStore;
  readonly blockList: BlockListStore;
  readonly layout: LayoutStore;
  readonly wallPreferences: WallPreferencesStore;
  /** Refused records and undecodable cards, each named once. */
  readonly problemReports: ProblemReports;
  readonly connection: ConnectionStore;
  readonly roster: RosterStore;
  /** The stored config and the owner's edits on their way to it. */
  readonly configWriter: ConfigWriterStore;
  /** The themes, the selected one and preview mode. */
  readonly themeCatalogue: ThemeCatalogueStore;
  readonly imageRules: ImageRulesStore;
  readonly kioskSettings: KioskSettingsStore;
  readonly preview: PreviewStore;
  readonly customImages: CustomImagesStore;
  readonly session: SessionRoot;
  readonly result: ResultStore;
  /** The screen's cards, and choosing them from Options. */
  readonly deck: DeckStore;
  readonly deckChoice: DeckChoiceStore;
  /** 'Reveal now' (R, pressed twice) and whether this round was revealed early. */
  readonly earlyReveal: EarlyRevealStore;
  /** 'Nudge' (U): asks the ones not ready. */
  readonly nudge: NudgeStore;
  /** 'Waiting for: …' above the cards. */
  readonly waiting: WaitingStore;
  /** The 3-2-1 before the flip, the chime at it, and the cards without names. */
  readonly revealMoment: RevealMoment;
  /** The options the room shares, set in Options ('Round'). */
  readonly roomOptions: RoomOptionsStore;
  /** The tracker the backlog comes from and its estimates go back to (Options). */
  readonly tracker: TrackerRoot;

  readonly #deps: AppDeps;
  /** Started in this order, disposed in reverse. */
  readonly #parts: readonly LifecyclePart[];
  readonly #life = new Lifecycle();

  /** `host` is the page's own host (custom images on it are shown without a proxy). */
  constructor(code: string, deps: AppDeps, host = '') {
    this.code = code;
    this.#deps = deps;
    this.roundNumber = new RoundNumberStore(code, deps);
    this.presence = new PresenceStore(code, deps, this.roundNumber);
    this.newRoundControl = new NewRoundControl(code, deps);
    this.departures = new DeparturesStore(code, deps, () => this.presence.round.current);
    this.earlyReveal = new EarlyRevealStore(
      code,
      deps,
      () => this.presence.round.current,
      () => this.roster.liveRound,
    );
    this.nudge = new NudgeStore(code, deps, () => this.roster.liveRound);
    this.roomOptions = new RoomOptionsStore(code, deps);
    this.rememberedList = new RememberedList(code, deps);
    this.pause = new PauseStore(deps.clock);
    this.blockList = new BlockListStore(deps.sessionStorage);
    this.layout = new LayoutStore(deps.localStorage);
    this.wallPreferences = new WallPreferencesStore(deps.localStorage);
    this.problemReports = new ProblemReports(code, deps.log);
    this.connection = new ConnectionStore(deps);
    // A change of cards in the middle of a round starts a New round with the wall's own button.
    this.deck = new DeckStore(code, deps, {
      records: () => this.roster.live.map((p) => p.record),
      newRound: () => this.newRound(),
    });
    this.deckChoice = new DeckChoiceStore(this.deck);
    this.roster = new RosterStore(code, deps, this);
    this.revealMoment = new RevealMoment(
      this,
      deps,
      countdownTermsOf(this, () => this.roster.live),
    );
    this.waiting = new WaitingStore(this.roster);
    this.watching = new WatchingStore(this.presence, () =>
      this.roster.live.map((p) => p.record.userId),
    );
    this.configWriter = new ConfigWriterStore(code, deps);
    this.themeCatalogue = new ThemeCatalogueStore(this.configWriter, deps);
    this.imageRules = new ImageRulesStore(this.configWriter, deps);
    this.kioskSettings = new KioskSettingsStore(deps);
    this.preview = new PreviewStore(this.themeCatalogue, deps, () => this.deck.deck.cards);
    this.customImages = new CustomImagesStore(this.themeCatalogue, deps, host);
    this.session = new SessionRoot(code, deps, {
      // The wall counts and keeps the cards it shows, its blocked ones left out.
      round: roundSourceOf(
        this,
        () => this.roster.live,
        () => this.revealMoment.holding,
      ),
      roundNumber: this.roundNumber,
      movedOn: () => this.roundMovedOn(),
      suggestedCard: () => this.roomOptions.options.suggestedCard,
    });
    this.tracker = new TrackerRoot(code, deps, this.session.backlog);
    this.result = new ResultStore(
      () =>
        wallRound({
          themeCatalogue: this.themeCatalogue,
          preview: this.preview,
          roster: this.roster,
          deck: this.deck.deck,
        }),
      { storage: deps.localStorage },
    );
    // The config first: the themes and the cards read it. The roster disposes after the
    // session (which reads its round) and flushes the remembered list as it goes.
    this.#parts = [
      this.configWriter,
      this.themeCatalogue,
      this.kioskSettings,
      this.roundNumber,
      this.presence,
      this.departures,
      this.deck,
      this.earlyReveal,
      this.nudge,
      this.roomOptions,
      this.pause,
      this.roster,
      this.revealMoment,
      this.connection,
      this.preview,
      this.customImages,
      this.session,
      this.tracker,
    ];
    makeObservable(this, {
      togglePause: actionBound,
      newRound: actionBound,
      roundMovedOn: actionBound,
      block: actionBound,
      unblock: actionBound,
      removeFromSession: actionBound,
      setPosition: actionBound,
    });
  }

  /**
   * Starts following the room (config, participants, the stale check, the connection,
   * the session), keeping the image rules compiled and the preview's cards turning, and
   * reads the themes and the kiosk's start-at-login setting.
   */
  start(): void {
    this.#life.start(() => startInOrder(this.#parts));
  }

  // --- the owner's actions ---------------------------------------------------------

  /**
   * Pause freezes the average (and the cards); Continue hides every card and shows the
   * last snapshot again after the resume delay.
   */
  togglePause(): void {
    if (!this.pause.paused) this.pause.pause(this.roster.displayRound.average);
    else this.pause.resume(() => this.roster.showDisplay());
  }

  /**
   * 'New round' (docs/product.md, New round): the round number moves on, which clears
   * every vote; Away and Offline participants leave (records removed, remembered entries dropped), as do
   * records past the 30-minute rule. Pause ends. A failed write shows in `newRoundControl.error`.
   */
  newRound(): void {
    this.startRound(false);
  }

  /** After Next story moved the round number on: New round's writes, not counted again. */
  roundMovedOn(): void {
    this.startRound(true);
  }

  private startRound(counted: boolean): void {
    const stale = this.roster.staleIds(this.#deps.gateway.serverNow());
    const participants = newRoundInput(this.roster.live, stale);
    const { plan } = this.newRoundControl.newRound(participants, this.presence.present, counted);
    this.roster.forget(plan.leave);
    this.pause.end();
    this.roster.showDisplay();
  }

  /** 'Block User': moves the participant to the blocked list and out of the history. */
  block(userId: string): void {
    if (this.blockList.blockedIds.has(userId)) return;
    const record = this.roster.recordOf(userId);
    if (!record) return;
    this.blockList.add(record);
    this.rememberedList.forget([userId]);
    this.roster.refresh(true);
  }

  /** Unblocks a participant (the settings menu), then reads the screen once. */
  unblock(userId: string): void {
    if (this.blockList.remove(userId)) this.roster.readOnce();
  }

  /**
   * 'Remove from session' (offline participants): forgets them and removes their record
   * and departure, so no phone (nor a wall that does not remember them) shows them Offline.
   */
  removeFromSession(userId: string): void {
    // Removed first: the database raises its own removal at once, so the departure is gone
    // before the card is forgotten and cannot bring it back.
    this.#deps.gateway
      .removeParticipant(this.code, userId)
      .catch((error: unknown) => this.#deps.log.error('Remove from session failed', error));
    this.roster.forget([userId]);
  }

  /** 'Set Position': 'default' (Center) removes the stored entry; then one fresh read. */
  setPosition(userId: string, position: GridPosition): void {
    this.layout.set(userId, position);
    this.roster.applyPositions();
    this.roster.readOnce();
  }

  // --- lifetime --------------------------------------------------------------------

  /** Writes the remembered list now if a write is pending (page hidden or closing). */
  flushStorage(): void {
    this.rememberedList.flush();
  }

  /**
   * Stops every listener and timer; pending writes (remembered list, config) are made.
   * {@link start} starts them again.
   */
  dispose(): void {
    this.#life.dispose();
  }
}
