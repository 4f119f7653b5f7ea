/**
 * The phone's choice to watch rather than vote (docs/product.md, Watchers), kept on the
 * device like the join form's name and picture: a product owner who watches once joins
 * to watch next time too. Anything else found in storage means voting.
 */
import { makeAutoObservable } from 'mobx';
import { WATCH_KEY } from '../../domain/storage-keys';
import type { PresenceRole } from '../../domain/types';
import { roleFor } from '../../domain/watchers';
import { putItem, type KeyValueStorage } from '../common/deps';

/** What is stored under {@link WATCH_KEY} for a watcher. */
const WATCHING = 'watch';

/** Whether this phone watches. */
export class WatchChoiceStore {
  watching: boolean;

  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
    this.watching = storage.getItem(WATCH_KEY) === WATCHING;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The role this phone's presence entry says. */
  get role(): PresenceRole {
    return roleFor(this.watching);
  }

  /** Watch (true) or vote (false) from now on, remembered on this device. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    putItem(this.#storage, WATCH_KEY, watching ? WATCHING : null);
  }
}
