/**
 * The reveal moment (docs/product.md, Reveal with a countdown) on the wall and every
 * phone: with the room's option on, the round that everyone made ready stays hidden while
 * the wall counts 3-2-1, then flips. The count runs from the newest write of the ready
 * records (the server's time of the last Ready, or of a vote changed since), which every
 * wall and phone read alike: so none reveals before another, and a wall opened later
 * counts only what is left. A Ready withdrawn stops it; the cards stay hidden.
 */
import { action, compareShallow, computed, makeObservable, observable, reaction } from 'mobx';
import {
  COUNTDOWN_MS,
  countdownApplies,
  countdownShown,
  msToNextDigit,
  type RevealCountdownTerms,
} from '../../domain/reveal-countdown';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** The count of one page. Call {@link RevealCountdownStore.dispose} at the end. */
export class RevealCountdownStore {
  /** The server's time at the last look (each digit's change and each change of the round). */
  now: number;
  /** The count ended since everyone turned ready: the cards stay turned until someone is not. */
  ended = false;

  readonly #deps: Pick<AppDeps, 'gateway' | 'clock'>;
  readonly #terms: () => RevealCountdownTerms;
  readonly #life = new Lifecycle();
  #tick: unknown = null;

  /**
   * @param terms - the room's option, its readiness and an early reveal, read inside a
   *   reaction (observable reads in it are tracked); it must not read a round that this
   *   store holds, or the two would wait on each other
   */
  constructor(deps: Pick<AppDeps, 'gateway' | 'clock'>, terms: () => RevealCountdownTerms) {
    this.#deps = deps;
    this.#terms = terms;
    this.now = deps.gateway.serverNow();
    makeObservable<RevealCountdownStore, 'follow' | 'look'>(this, {
      now: observable,
      ended: observable,
      digit: computed,
      holding: computed,
      follow: action,
      look: action,
    });
  }

  /** The digit to show (3, 2, 1), or null when no count runs. */
  get digit(): number | null {
    return countdownShown({ ...this.#terms(), now: this.now, ended: this.ended });
  }

  /** The count holds the cards hidden. */
  get holding(): boolean {
    return this.digit !== null;
  }

  /** Follows the round; again after {@link RevealCountdownStore.dispose}, as if new. */
  start(): void {
    this.#life.start(() => [
      reaction(
        () => this.#terms(),
        (terms) => this.follow(terms),
        // Field by field: each reading of the terms is a new object.
        { fireImmediately: true, equals: compareShallow },
      ),
    ]);
  }

  /** Stops following the round and its timer. */
  dispose(): void {
    this.#life.dispose();
    this.stopTicking();
  }

  /** The round changed: a count starts, goes on from a newer write, or ends. */
  private follow(terms: RevealCountdownTerms): void {
    if (!countdownApplies(terms)) {
      this.ended = false;
      this.stopTicking();
      return;
    }
    if (!this.ended) this.look();
  }

  /** Reads the time, ends the count when it is over, or waits for the next digit. */
  private look(): void {
    this.stopTicking();
    this.now = this.#deps.gateway.serverNow();
    const elapsed = this.now - this.#terms().lastReadyAt;
    if (elapsed >= COUNTDOWN_MS) {
      this.ended = true;
      return;
    }
    this.#tick = this.#deps.clock.setTimeout(() => this.look(), msToNextDigit(elapsed));
  }

  private stopTicking(): void {
    this.#deps.clock.clearTimeout(this.#tick);
    this.#tick = null;
  }
}
