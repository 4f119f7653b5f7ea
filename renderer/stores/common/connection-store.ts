/**
 * The database connection as a page shows it (`.info/connected`), for the wall and the
 * phone alike: 'connecting' until the first connection, then 'online' or 'offline'.
 * The phone also waits a start-up grace before it calls a page that never connected
 * offline: `.info/connected` is false until the first connection, which would otherwise
 * flash the offline banner on every load.
 */
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** Connection state shown beside the product label (wall) or as the banner (phone). */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** Follows the database connection. */
export class ConnectionStore {
  state: ConnectionState = 'connecting';
  /** The start-up grace for the first connection is over (see `graceMs`). */
  graceOver = false;

  readonly #deps: Pick<AppDeps, 'gateway' | 'clock'>;
  readonly #graceMs: number | null;
  readonly #life = new Lifecycle();

  /**
   * `graceMs`: how long a page still connecting at start counts as connecting rather
   * than offline; without it, until the first connection.
   */
  constructor(deps: Pick<AppDeps, 'gateway' | 'clock'>, graceMs: number | null = null) {
    this.#deps = deps;
    this.#graceMs = graceMs;
    makeObservable(this, { state: observable, graceOver: observable, offline: computed });
  }

  /** The page cannot reach the database: it was online, or the start-up grace is over. */
  get offline(): boolean {
    return this.state === 'offline' || (this.state === 'connecting' && this.graceOver);
  }

  /** Starts following the connection, and the start-up grace from its beginning. */
  start(): void {
    this.#life.start(() => [
      this.#deps.gateway.onConnected((on) =>
        runInAction(() => {
          if (on) this.state = 'online';
          // Before the first connection the page is still connecting, not offline.
          else if (this.state === 'online') this.state = 'offline';
        }),
      ),
      ...(this.#graceMs !== null ? [this.startGrace(this.#graceMs)] : []),
    ]);
  }

  /** Stops following the connection; a grace not over yet never ends. */
  dispose(): void {
    this.#life.dispose();
  }

  private startGrace(ms: number): Unsubscribe {
    const { clock } = this.#deps;
    runInAction(() => {
      this.graceOver = false;
    });
    const timer = clock.setTimeout(() => runInAction(() => (this.graceOver = true)), ms);
    return () => clock.clearTimeout(timer);
  }
}
