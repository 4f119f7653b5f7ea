/**
 * The round number of one screen code (`sessions/{code}/round`), listened to once per
 * page: presence uses it to see a New round started elsewhere, the session to tell two
 * rounds apart in the history.
 */
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import { currentRound } from '../../domain/record-round';
import { parseRoundNumber } from '../../domain/round-number';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** Live round number of one screen code. Call {@link RoundNumberStore.dispose} at the end. */
export class RoundNumberStore {
  /** The round number, null when none (or garbage) is stored. */
  value: number | null = null;
  /** The first value has arrived. */
  loaded = false;

  readonly #code: string;
  readonly #gateway: AppDeps['gateway'];
  readonly #listeners = new Set<(round: number) => void>();
  readonly #life = new Lifecycle();

  constructor(code: string, deps: Pick<AppDeps, 'gateway'>) {
    this.#code = code;
    this.#gateway = deps.gateway;
    makeObservable(this, { value: observable, loaded: observable, current: computed });
  }

  /** Starts listening; again after {@link dispose}, as if new (StrictMode restarts pages). */
  start(): void {
    this.#life.start(() => {
      runInAction(() => {
        this.loaded = false;
      });
      return [
        this.#gateway.onRoundNumber(this.#code, (raw) => {
          const at = parseRoundNumber(raw);
          const before = this.value;
          const first = !this.loaded;
          runInAction(() => {
            this.value = at;
            this.loaded = true;
          });
          // The first value is history; a later, different one is a New round.
          if (!first && at !== null && at !== before) {
            for (const cb of [...this.#listeners]) cb(at);
          }
        }),
      ];
    });
  }

  /** The round records are compared with: 0 when none is stored, null until loaded. */
  get current(): number | null {
    return currentRound(this.value, this.loaded);
  }

  /**
   * Calls `cb` when a New round starts after this store loaded (written by any
   * client: the wall, a phone). Returns the means to stop.
   */
  onRoundStarted(cb: (round: number) => void): Unsubscribe {
    this.#listeners.add(cb);
    return () => void this.#listeners.delete(cb);
  }

  /** Stops listening; those who asked for New rounds stop asking themselves. */
  dispose(): void {
    this.#life.dispose();
  }
}
