/**
 * How many watch the screen (docs/product.md, Watchers): connected pages whose presence
 * entry says 'watcher' and that have no card on it. The wall shows the number near its
 * statistics; it takes no part in the counts, the reveal or the average.
 */
import { makeAutoObservable } from 'mobx';
import { watchingCount } from '../../domain/watchers';
import type { PresenceStore } from '../common/presence-store';

/** The number of watchers of one screen code. */
export class WatchingStore {
  readonly #presence: PresenceStore;
  readonly #cardIds: () => readonly string[];

  /** `cardIds`: the userIds of the cards on the screen. */
  constructor(presence: PresenceStore, cardIds: () => readonly string[]) {
    this.#presence = presence;
    this.#cardIds = cardIds;
    makeAutoObservable(this);
  }

  /** Watchers without a card. */
  get count(): number {
    return watchingCount(this.#presence.watchers, this.#cardIds());
  }
}
