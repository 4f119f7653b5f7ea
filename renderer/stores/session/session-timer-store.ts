/**
 * The session timer (`sessions/{code}/timer`, docs/product.md, Timer), shared by the
 * wall and the phones of one screen code. It is computed from the server's clock
 * ({@link DatabaseGateway.serverNow}) and redrawn exactly when its shown seconds change,
 * so every device changes at the same moment.
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  msUntilNextTick,
  parseStoredPreset,
  parseTimer,
  timerView,
  TIMER_PRESETS_MS,
  type SessionTimer,
  type TimerView,
} from '../../domain/session-timer';
import { TIMER_PRESET_KEY } from '../../domain/storage-keys';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** How long a finished timer keeps showing 'Time's up' before it steps aside. */
export const TIMER_DONE_SHOWN_MS = 60_000;

/** What the wall's T key starts when no timer was ever set on the screen. */
export const DEFAULT_TOGGLE_DURATION_MS = 60_000;

/** The timer of one screen code. Listens from {@link SessionTimerStore.start} to {@link SessionTimerStore.dispose}. */
export class SessionTimerStore {
  /** The running (or finished) timer, null when none is set. */
  timer: SessionTimer | null = null;
  /** Server time of the last timer tick. */
  now: number;
  /**
   * The length last set on this screen (by any device), for the wall's T key; kept on
   * this device across restarts; 1 min before any (or when what is kept is not a preset).
   */
  lastDuration: number;

  readonly #code: string;
  readonly #deps: AppDeps;
  #tick: unknown = null;
  /** Between start() and dispose(): only then is the time left redrawn. */
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps) {
    this.#code = code;
    this.#deps = deps;
    this.now = deps.gateway.serverNow();
    this.lastDuration =
      parseStoredPreset(deps.localStorage.getItem(TIMER_PRESET_KEY)) ?? DEFAULT_TOGGLE_DURATION_MS;
    makeObservable<SessionTimerStore, 'receive' | 'tick'>(this, {
      timer: observableRef,
      now: observable,
      view: computed,
      shown: computed,
      begin: actionBound,
      runAgain: actionBound,
      cancel: actionBound,
      toggle: actionBound,
      receive: action,
      tick: action,
    });
  }

  /** Follows the stored timer and redraws it as it runs. */
  start(): void {
    this.#life.start(() => [this.#deps.gateway.onTimer(this.#code, (raw) => this.receive(raw))]);
  }

  /** What the timer shows now, or null when no timer is set. */
  get view(): TimerView | null {
    return this.timer ? timerView(this.timer, this.now) : null;
  }

  /** The timer is on screen: running, or finished less than a minute ago. */
  get shown(): boolean {
    const t = this.timer;
    if (!t) return false;
    return this.now < t.startedAt + t.duration + TIMER_DONE_SHOWN_MS;
  }

  /** Starts (or restarts) a timer of one of the presets, on every device. */
  begin(durationMs: number): void {
    if (!TIMER_PRESETS_MS.includes(durationMs)) return;
    this.#deps.gateway
      .startTimer(this.#code, durationMs)
      .catch((e: unknown) => this.#deps.log.error('Could not start the timer:', e));
  }

  /** Starts the current timer again from its full length. */
  runAgain(): void {
    if (this.timer) this.begin(this.timer.duration);
  }

  /** Stops and clears the timer on every device. */
  cancel(): void {
    this.timer = null;
    this.schedule();
    this.#deps.gateway
      .stopTimer(this.#code)
      .catch((e: unknown) => this.#deps.log.error('Could not stop the timer:', e));
  }

  /** The wall's T key: stops a running timer, or starts the length last set. */
  toggle(): void {
    if (this.view?.finished === false) this.cancel();
    else this.begin(this.lastDuration);
  }

  /** Stops the listener and the redraw timer; {@link start} follows the timer again. */
  dispose(): void {
    this.#life.dispose();
    this.clearTick();
  }

  private receive(raw: unknown): void {
    this.timer = parseTimer(raw);
    if (this.timer && this.timer.duration !== this.lastDuration) {
      this.lastDuration = this.timer.duration;
      this.#deps.localStorage.setItem(TIMER_PRESET_KEY, String(this.lastDuration));
    }
    this.tick();
  }

  /** Takes the server time and plans the next redraw. */
  private tick(): void {
    if (!this.#life.started) return;
    this.now = this.#deps.gateway.serverNow();
    this.schedule();
  }

  private schedule(): void {
    this.clearTick();
    const view = this.view;
    const t = this.timer;
    if (!view || !t || !this.#life.started) return;
    // Running: the next change of the shown seconds. Finished: when it steps aside.
    const wait = msUntilNextTick(view) ?? t.startedAt + t.duration + TIMER_DONE_SHOWN_MS - this.now;
    if (wait <= 0) return;
    this.#tick = this.#deps.clock.setTimeout(() => this.tick(), wait);
  }

  private clearTick(): void {
    this.#deps.clock.clearTimeout(this.#tick);
    this.#tick = null;
  }
}
