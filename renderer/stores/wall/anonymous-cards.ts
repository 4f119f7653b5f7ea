/**
 * 'Hide names' on the wall (docs/product.md, Hide names): once the round is revealed,
 * the cards show no names and stand in order of their values, whatever their positions.
 * Before the reveal the cards show who is ready, as always.
 */
import { computed, makeObservable } from 'mobx';
import { anonymousOrder } from '../../domain/anonymous';
import type { WallCard } from './wall-card';

/** What the anonymous cards read of the roster. */
export interface AnonymousRoster {
  /** The round is revealed. */
  readonly revealed: boolean;
  /** The cards in the room's order. */
  readonly cards: readonly WallCard[];
}

/** The wall's cards in an anonymous round. */
export class AnonymousCards {
  readonly #roster: AnonymousRoster;
  readonly #hideNames: () => boolean;

  /** @param hideNames - the room's option 'Hide names', read in a computed */
  constructor(roster: AnonymousRoster, hideNames: () => boolean) {
    this.#roster = roster;
    this.#hideNames = hideNames;
    makeObservable(this, { active: computed, cards: computed });
  }

  /** The cards are revealed without names. */
  get active(): boolean {
    return this.#hideNames() && this.#roster.revealed;
  }

  /** The cards in the order an anonymous round shows them (by value). */
  get cards(): WallCard[] {
    return anonymousOrder(this.#roster.cards);
  }
}
