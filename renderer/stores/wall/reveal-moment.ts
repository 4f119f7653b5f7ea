/**
 * The wall's reveal moment (docs/product.md, Reveal with a countdown, Sound at reveal,
 * Hide names): the 3-2-1 that holds the cards, the chime at the flip and the cards of an
 * anonymous round, over the wall's roster and the room's options.
 */
import type { RevealCountdownTerms } from '../../domain/reveal-countdown';
import type { RoomOptions } from '../../domain/room-options';
import type { AppDeps } from '../common/deps';
import { Lifecycle, startInOrder } from '../common/lifecycle';
import { RevealCountdownStore } from '../common/reveal-countdown-store';
import { AnonymousCards } from './anonymous-cards';
import { RevealChime } from './reveal-chime';
import type { RosterStore } from './roster-store';

/** What the reveal moment reads of the wall. */
export interface MomentParts {
  roster: RosterStore;
  roomOptions: { readonly options: RoomOptions };
  wallPreferences: { readonly soundAtReveal: boolean };
}

/** The count, the chime and the anonymous cards of one wall. */
export class RevealMoment {
  readonly revealCountdown: RevealCountdownStore;
  readonly anonymousCards: AnonymousCards;
  readonly revealChime: RevealChime;
  readonly #life = new Lifecycle();

  /**
   * @param parts - the wall's stores, its roster made before this
   * @param terms - the count's terms, as both pages build them (stores/common/page-round.ts)
   */
  constructor(parts: MomentParts, deps: AppDeps, terms: () => RevealCountdownTerms) {
    this.revealCountdown = new RevealCountdownStore(deps, terms);
    this.anonymousCards = new AnonymousCards(
      parts.roster,
      () => parts.roomOptions.options.hideNames,
    );
    this.revealChime = new RevealChime(
      {
        revealed: () => (parts.roster.loaded ? parts.roster.liveRound.revealed : null),
        enabled: () => parts.wallPreferences.soundAtReveal,
      },
      deps,
    );
  }

  /** The count holds the cards hidden. */
  get holding(): boolean {
    return this.revealCountdown.holding;
  }

  start(): void {
    this.#life.start(() => startInOrder([this.revealCountdown, this.revealChime]));
  }

  dispose(): void {
    this.#life.dispose();
  }
}
