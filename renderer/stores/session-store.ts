/**
 * The session around the rounds (issue 13), shared by the wall and the phones of one
 * screen code: the story being estimated, the countdown timer and the history of
 * revealed rounds (`sessions/{code}/...`, see docs/data-contract.md).
 *
 * The countdown is computed from the server's clock ({@link DatabaseGateway.serverNow})
 * and redrawn exactly when its shown seconds change, so every device changes at the
 * same moment. A revealed round is kept once however many devices watch it: each one
 * asks the gateway to record it and a transaction lets only the first succeed.
 */
import {
  action,
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
} from 'mobx';
import type { Unsubscribe } from '../data/gateway';
import {
  parseHistory,
  revealedRound,
  roundFingerprint,
  type HistoryEntry,
  type HistoryRound,
} from '../domain/history';
import { formatHistoryTime, historyCsv, historyMarkdown } from '../domain/history-export';
import type { RoundParticipant } from '../domain/round';
import {
  msUntilNextTick,
  parseTimer,
  timerView,
  TIMER_PRESETS_MS,
  type SessionTimer,
  type TimerView,
} from '../domain/session-timer';
import { normalizeStory, parseStory } from '../domain/story';
import type { AppDeps } from './deps';
import { RoundNumberStore } from './round-number-store';

/** How long a finished countdown keeps showing 'Time's up' before it steps aside. */
export const TIMER_DONE_SHOWN_MS = 60_000;

/** The participants of the round as the device sees them. */
export interface RoundSource {
  participants: readonly RoundParticipant[];
  blockedIds: ReadonlySet<string>;
}

/** Options of {@link SessionStore}. */
export interface SessionStoreOptions {
  /**
   * The round as this device sees it, read inside a MobX reaction. Without it the
   * store keeps no rounds (it only shows story, timer and history).
   */
  round?: () => RoundSource;
  /**
   * How long a round must stay revealed before this device keeps it. Phones wait
   * longer than the wall, so the wall usually keeps it and phones find it kept.
   */
  recordDelayMs?: number;
  /** Minutes east of UTC at a given time, for the export's time column. */
  timeZoneOffset?: (ms: number) => number;
  /** The page's round number (one listener per page); without it the store listens itself. */
  roundNumber?: RoundNumberStore;
}

/**
 * Default wait before a revealed round is kept: none. A revealed round stays revealed
 * until New round, and New round may follow within a second.
 */
export const RECORD_DELAY_MS = 0;

/** Story, timer and history of one screen code. */
export class SessionStore {
  readonly code: string;
  /** The story ('' for none). */
  story = '';
  /** The running (or finished) countdown, null when none is set. */
  timer: SessionTimer | null = null;
  /** Server time of the last countdown tick. */
  now: number;
  /** The story has arrived. */
  storyLoaded = false;
  /** The kept rounds, most recent first (while {@link watchHistory} is on). */
  history: HistoryEntry[] = [];
  /** The history arrived at least once since it was watched. */
  historyLoaded = false;

  readonly #deps: AppDeps;
  readonly #options: SessionStoreOptions;
  readonly #stops: Unsubscribe[] = [];
  #stopHistory: Unsubscribe | null = null;
  #historyWatchers = 0;
  #tick: unknown = null;
  #recordTimer: unknown = null;
  readonly #round: RoundNumberStore;
  readonly #ownsRound: boolean;
  #disposed = false;

  constructor(code: string, deps: AppDeps, options: SessionStoreOptions = {}) {
    this.code = code;
    this.#deps = deps;
    this.#options = options;
    this.now = deps.gateway.serverNow();
    this.#ownsRound = !options.roundNumber;
    this.#round = options.roundNumber ?? new RoundNumberStore(code, deps);
    makeObservable<SessionStore, 'receiveStory' | 'receiveTimer' | 'tick'>(this, {
      story: observable,
      timer: observableRef,
      now: observable,
      roundNumber: computed,
      storyLoaded: observable,
      loaded: computed,
      history: observableRef,
      historyLoaded: observable,
      timerView: computed,
      timerShown: computed,
      revealed: computed,
      setStory: actionBound,
      startTimer: actionBound,
      stopTimer: actionBound,
      restartTimer: actionBound,
      deleteRound: actionBound,
      receiveStory: action,
      receiveTimer: action,
      tick: action,
    });
    const { gateway } = deps;
    this.#stops.push(
      gateway.onStory(code, (raw) => this.receiveStory(raw)),
      gateway.onTimer(code, (raw) => this.receiveTimer(raw)),
    );
    // Stryker disable next-line ConditionalExpression: without `round` the reaction only ever sees null and keeps nothing
    if (options.round) {
      this.#stops.push(
        reaction(
          () => (this.loaded ? this.revealed : null),
          (round) => this.scheduleRecord(round),
          { fireImmediately: true, equals: (a, b) => a?.fingerprint === b?.fingerprint },
        ),
      );
    }
  }

  // --- derived -----------------------------------------------------------------

  /** The round number and the story have arrived: a round can be kept. */
  get loaded(): boolean {
    return this.storyLoaded && this.#round.loaded;
  }

  /** `sessions/{code}/round` (0 until New round counted it up). */
  get roundNumber(): number {
    return this.#round.value ?? 0;
  }

  /** What the countdown shows now, or null when no timer is set. */
  get timerView(): TimerView | null {
    return this.timer ? timerView(this.timer, this.now) : null;
  }

  /** The countdown is on screen: running, or finished less than a minute ago. */
  get timerShown(): boolean {
    const t = this.timer;
    if (!t) return false;
    return this.now < t.startedAt + t.duration + TIMER_DONE_SHOWN_MS;
  }

  /** The revealed round this device sees with its fingerprint, or null. */
  get revealed(): { round: HistoryRound; fingerprint: string } | null {
    const source = this.#options.round?.();
    if (!source) return null;
    const round = revealedRound({ code: this.code, story: this.story, ...source });
    return round ? { round, fingerprint: roundFingerprint(round.votes, this.roundNumber) } : null;
  }

  /** The history as CSV (UTF-8 with a byte order mark, header first). */
  csv(): string {
    return historyCsv(this.history, (ms) => this.formatTime(ms));
  }

  /** The history as a Markdown table. */
  markdown(): string {
    return historyMarkdown(this.history, (ms) => this.formatTime(ms));
  }

  /** A kept round's time as the history and the export show it. */
  formatTime(ms: number): string {
    const offset =
      this.#options.timeZoneOffset ?? ((t: number) => -new Date(t).getTimezoneOffset());
    return formatHistoryTime(ms, offset(ms));
  }

  // --- actions -----------------------------------------------------------------

  /** Sets the story (one line, at most 200 characters); shown at once, then written. */
  setStory(text: string): void {
    const story = normalizeStory(text);
    if (story === this.story) return;
    this.story = story;
    this.#deps.gateway
      .setStory(this.code, story)
      .catch((e: unknown) => this.#deps.log.error('Could not set the story:', e));
  }

  /** Starts (or restarts) a countdown of one of the presets. */
  startTimer(durationMs: number): void {
    if (!TIMER_PRESETS_MS.includes(durationMs)) return;
    this.#deps.gateway
      .startTimer(this.code, durationMs)
      .catch((e: unknown) => this.#deps.log.error('Could not start the timer:', e));
  }

  /** Starts the current countdown again from its full length. */
  restartTimer(): void {
    if (this.timer) this.startTimer(this.timer.duration);
  }

  /** Stops and clears the countdown on every device. */
  stopTimer(): void {
    this.timer = null;
    this.schedule();
    this.#deps.gateway
      .stopTimer(this.code)
      .catch((e: unknown) => this.#deps.log.error('Could not stop the timer:', e));
  }

  /**
   * Follows the history while the returned function is not called (the wall's Options
   * or the phone's history view). Several watchers share one subscription.
   */
  watchHistory(): () => void {
    this.#historyWatchers += 1;
    if (this.#historyWatchers === 1 && !this.#disposed) {
      this.#stopHistory = this.#deps.gateway.onHistory(
        this.code,
        action((children) => {
          this.history = parseHistory(children);
          this.historyLoaded = true;
        }),
      );
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#historyWatchers -= 1;
      if (this.#historyWatchers === 0) this.closeHistory();
    };
  }

  /** Deletes one kept round on every device. */
  deleteRound(id: string): void {
    this.history = this.history.filter((e) => e.id !== id);
    this.#deps.gateway
      .deleteHistoryEntry(this.code, id)
      .catch((e: unknown) => this.#deps.log.error('Could not delete the round:', e));
  }

  /** Stops every listener and timer. */
  dispose(): void {
    // Stryker disable next-line ConditionalExpression: a second dispose repeats only idempotent stops
    if (this.#disposed) return;
    this.#disposed = true;
    for (const stop of this.#stops.splice(0)) stop();
    this.closeHistory();
    this.clearTick();
    if (this.#ownsRound) this.#round.dispose();
    // Clearing a null handle does nothing, so no null check.
    this.#deps.clock.clearTimeout(this.#recordTimer);
    this.#recordTimer = null;
  }

  // --- internals ---------------------------------------------------------------

  private receiveStory(raw: unknown): void {
    this.story = parseStory(raw);
    this.storyLoaded = true;
  }

  private receiveTimer(raw: unknown): void {
    this.timer = parseTimer(raw);
    this.tick();
  }

  /** Takes the server time and plans the next redraw. */
  private tick(): void {
    // Stryker disable next-line ConditionalExpression: dispose stops every listener and timer that calls tick; this guards late SDK events only
    if (this.#disposed) return;
    this.now = this.#deps.gateway.serverNow();
    this.schedule();
  }

  private schedule(): void {
    this.clearTick();
    const view = this.timerView;
    const t = this.timer;
    if (!view || !t || this.#disposed) return;
    // Running: the next change of the shown seconds. Finished: when it steps aside.
    const wait = msUntilNextTick(view) ?? t.startedAt + t.duration + TIMER_DONE_SHOWN_MS - this.now;
    if (wait <= 0) return;
    this.#tick = this.#deps.clock.setTimeout(() => this.tick(), wait);
  }

  private clearTick(): void {
    this.#deps.clock.clearTimeout(this.#tick);
    this.#tick = null;
  }

  private closeHistory(): void {
    this.#stopHistory?.();
    this.#stopHistory = null;
    this.#historyWatchers = 0;
    this.historyLoaded = false;
  }

  /** Keeps a round once it has stayed revealed for the record delay. */
  private scheduleRecord(revealed: { fingerprint: string } | null): void {
    this.#deps.clock.clearTimeout(this.#recordTimer);
    this.#recordTimer = null;
    if (!revealed || this.#disposed) return;
    this.#recordTimer = this.#deps.clock.setTimeout(() => {
      this.#recordTimer = null;
      const now = this.loaded ? this.revealed : null;
      if (!now) return;
      // Stryker disable next-line ConditionalExpression: a changed fingerprint re-runs the reaction, which cancels this timer first
      if (now.fingerprint !== revealed.fingerprint) return;
      this.#deps.gateway
        .recordRound(this.code, now.fingerprint, now.round)
        .catch((e: unknown) => this.#deps.log.warn('Could not keep the round:', e));
    }, this.#options.recordDelayMs ?? RECORD_DELAY_MS);
  }
}
