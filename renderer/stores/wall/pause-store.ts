/**
 * Pause and Continue on the wall (docs/product.md, Pause): Pause freezes the cards and
 * the average; Continue hides every card for {@link RESUME_DELAY_MS}, then the wall
 * shows the latest snapshot again.
 */
import { action, makeObservable, observable } from 'mobx';
import { RESUME_DELAY_MS } from '../../domain/constants';
import type { AppDeps } from '../common/deps';

/** The wall's pause state and the resume timer. */
export class PauseStore {
  paused = false;
  /** The average shown while paused. */
  pausedAverage = 0;
  /** Between Continue and the recalculation 500 ms later: every card is hidden. */
  resuming = false;

  readonly #clock: AppDeps['clock'];
  #timer: unknown = null;

  constructor(clock: AppDeps['clock']) {
    this.#clock = clock;
    makeObservable(this, {
      paused: observable,
      pausedAverage: observable,
      resuming: observable,
      pause: action,
      resume: action,
      end: action,
    });
  }

  /** True while the display must not follow the live round (paused or resuming). */
  get holding(): boolean {
    return this.paused || this.resuming;
  }

  /** Pause: `average` is what 'Average Point' keeps showing. */
  pause(average: number): void {
    this.pausedAverage = average;
    this.paused = true;
  }

  /** Continue: every card hidden, then `showLatest` after {@link RESUME_DELAY_MS}. */
  resume(showLatest: () => void): void {
    this.paused = false;
    this.resuming = true;
    this.cancel();
    this.#timer = this.#clock.setTimeout(
      action(() => {
        this.#timer = null;
        this.resuming = false;
        showLatest();
      }),
      RESUME_DELAY_MS,
    );
  }

  /** Ends pause and resume at once (New round). */
  end(): void {
    this.cancel();
    this.paused = false;
    this.resuming = false;
  }

  /** Stops the resume timer. */
  dispose(): void {
    this.cancel();
  }

  private cancel(): void {
    if (this.#timer === null) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
