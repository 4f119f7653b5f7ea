/**
 * 'Waiting for: Ada, Linus' (docs/product.md, Waiting for): the names of the cards not
 * ready, once at least half are ready and the round is not revealed, from the live round
 * (a paused wall still says who it waits for, as its ready count keeps counting).
 */
import { computedStruct, makeObservable } from 'mobx';
import { waitingFor } from '../../domain/waiting';
import type { RoundSummary } from '../../domain/round';
import type { RoomCard } from '../../domain/types';

/** What the waiting list reads of the roster. */
export interface WaitingSource {
  readonly live: readonly RoomCard[];
  readonly liveRound: RoundSummary;
}

/** Who the wall waits for. */
export class WaitingStore {
  readonly #roster: WaitingSource;

  constructor(roster: WaitingSource) {
    this.#roster = roster;
    makeObservable(this, { names: computedStruct });
  }

  /** The names of the cards not ready, in the cards' order; empty while nothing is shown. */
  get names(): string[] {
    const { live, liveRound } = this.#roster;
    const names = new Map(live.map((p) => [p.record.userId, p.record.userName]));
    // The live round's cards are the live participants', so every name is there.
    const cards = liveRound.cards.map((c) => ({
      name: names.get(c.userId) as string,
      ready: c.ready,
    }));
    return waitingFor(cards, liveRound.revealed);
  }
}
