/**
 * The wall's tracker, as its root holds it (docs/tracker-wall.md): a small shell whose
 * stores (tracker-stores.ts) load as a chunk of their own when the wall needs them:
 * when Options opens, or at start on a wall that keeps tracker lists for its code
 * (estimates to send). A wall that never uses a tracker loads none of it.
 */
import { action, makeObservable, observableRef } from 'mobx';
import { TRACKER_KEYS } from '../../domain/tracker-storage-keys';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import type { BacklogStore } from '../session/backlog-store';
import type { TrackerStores } from './tracker-stores';

export class TrackerRoot {
  /** The stores, once loaded; null before. */
  stores: TrackerStores | null = null;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #backlog: BacklogStore;
  #loading: Promise<TrackerStores | null> | null = null;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, backlog: BacklogStore) {
    this.#code = code;
    this.#deps = deps;
    this.#backlog = backlog;
    makeObservable(this, { stores: observableRef });
  }

  /** Whether this page offers a tracker at all (the wall; never a phone). */
  get offered(): boolean {
    return this.#deps.trackerService !== undefined;
  }

  /** Starts the stores, loading them first on a wall that has tracker lists kept. */
  start(): void {
    this.#life.start(() => {
      if (this.stores) this.stores.start();
      else if (this.#kept()) void this.load();
      // Stores loaded later are started then (load) and disposed with the root here.
      return [() => this.stores?.dispose()];
    });
  }

  /** Loads the stores (once; a failed load is tried again on the next call). */
  load(): Promise<TrackerStores | null> {
    if (!this.offered) return Promise.resolve(null);
    this.#loading ??= import('./tracker-stores').then(
      (m) => {
        const stores = new m.TrackerStores(this.#code, this.#deps, this.#backlog);
        action(() => (this.stores = stores))();
        if (this.#life.started) stores.start();
        return stores;
      },
      (e: unknown) => {
        this.#deps.log.warn('Tracker: its code could not be loaded', e);
        this.#loading = null;
        return null;
      },
    );
    return this.#loading;
  }

  dispose(): void {
    this.#life.dispose();
  }

  #kept(): boolean {
    const storage = this.#deps.localStorage;
    return (
      storage.getItem(TRACKER_KEYS.own(this.#code)) !== null ||
      storage.getItem(TRACKER_KEYS.queue(this.#code)) !== null
    );
  }
}
