/**
 * Who is connected to one screen code (`presence/{code}`), for the wall and the phones
 * alike, with the round number beside it (a New round started elsewhere). A participant
 * whose record is on the screen but who has no presence entry is 'Away': its phone
 * locked, slept or lost Wi-Fi. Being away is not leaving: the record and vote stay.
 */
import { makeObservable, observableRef, runInAction } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import { presenceState, presentUserIds, type PresenceState } from '../../domain/presence';
import { watcherIds } from '../../domain/watchers';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';
import type { RoundNumberStore } from './round-number-store';

/** Live presence and round start of one screen code. Call {@link PresenceStore.dispose} at the end. */
export class PresenceStore {
  /** userIds with a presence entry; null until the first snapshot (then nobody is away). */
  present: ReadonlySet<string> | null = null;
  /** userIds whose presence entry says they watch (no card; docs/product.md, Watchers). */
  watchers: ReadonlySet<string> = new Set();

  readonly code: string;
  /** The page's round number, started and disposed by the page's root (its one owner). */
  readonly #round: RoundNumberStore;
  readonly #gateway: AppDeps['gateway'];
  readonly #life = new Lifecycle();
  #presenceListener: (() => void) | null = null;

  constructor(code: string, deps: Pick<AppDeps, 'gateway'>, round: RoundNumberStore) {
    this.code = code;
    this.#gateway = deps.gateway;
    this.#round = round;
    makeObservable(this, { present: observableRef, watchers: observableRef });
  }

  /** Starts listening to presence (the round number is started by the page's root). */
  start(): void {
    this.#life.start(() => [
      this.#gateway.onPresence(this.code, (children) => {
        runInAction(() => {
          this.present = presentUserIds(children);
          this.watchers = watcherIds(children);
        });
        this.#presenceListener?.();
      }),
    ]);
  }

  /** The round number (`sessions/{code}/round`), null when none is stored. */
  get roundNumber(): number | null {
    return this.#round.value;
  }

  /** 'present', 'away' (record, no presence entry) or 'offline' (the wall's remembered list). */
  stateOf(userId: string, offline: boolean): PresenceState {
    return presenceState(userId, offline, this.present);
  }

  /** True when the participant's record is shown but its page is not connected. */
  isAway(userId: string, offline = false): boolean {
    return this.stateOf(userId, offline) === 'away';
  }

  /** Calls `cb` after each presence snapshot (one listener: the owning store). */
  onPresenceChange(cb: (() => void) | null): void {
    this.#presenceListener = cb;
  }

  /**
   * Calls `cb` when a New round starts after this store loaded (written by any
   * client: the wall, a phone). Returns the means to stop.
   */
  onRoundStarted(cb: (round: number) => void): Unsubscribe {
    return this.#round.onRoundStarted(cb);
  }

  /** Stops listening; restartable. */
  dispose(): void {
    this.#life.dispose();
  }
}
