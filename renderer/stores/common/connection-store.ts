/**
 * The database connection as a page shows it (`.info/connected`), for the wall and the
 * phone alike: 'connecting' until the first connection, then 'online' or 'offline'.
 * The phone also waits a start-up grace before it calls a page that never connected
 * offline: `.info/connected` is false until the first connection, which would otherwise
 * flash the offline banner on every load.
 */
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import type { AppDeps, Clock } from './deps';

/** Connection state shown beside the product label (wall) or as the banner (phone). */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** Follows the database connection. */
export class ConnectionStore {
  state: ConnectionState = 'connecting';
  /** The start-up grace for the first connection is over (see {@link startGrace}). */
  graceOver = false;

  constructor() {
    makeObservable(this, { state: observable, graceOver: observable, offline: computed });
  }

  /** The page cannot reach the database: it was online, or the start-up grace is over. */
  get offline(): boolean {
    return this.state === 'offline' || (this.state === 'connecting' && this.graceOver);
  }

  /** Starts following the gateway's connection; returns the means to stop. */
  start(gateway: AppDeps['gateway']): Unsubscribe {
    return gateway.onConnected((on) =>
      runInAction(() => {
        if (on) this.state = 'online';
        // Before the first connection the page is still connecting, not offline.
        else if (this.state === 'online') this.state = 'offline';
      }),
    );
  }

  /** Starts the start-up grace: after `ms` a page still connecting counts as offline. */
  startGrace(clock: Clock, ms: number): Unsubscribe {
    runInAction(() => {
      this.graceOver = false;
    });
    const timer = clock.setTimeout(() => runInAction(() => (this.graceOver = true)), ms);
    return () => clock.clearTimeout(timer);
  }
}
