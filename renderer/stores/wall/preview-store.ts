/**
 * Preview mode's sample cards (docs/product.md, Preview mode): one card per card of the
 * screen's deck while the theme catalogue previews a theme, each flipping by itself at
 * a random interval of 1 to 3 s. A change of deck during preview deals the new cards.
 */
import { makeAutoObservable, reaction } from 'mobx';
import { previewFlipDelay } from '../../domain/constants';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** One sample card: its value and whether its front (the value) is turned up. */
export interface PreviewCard {
  value: string;
  flipped: boolean;
}

/** Sample cards and their flip timers; the timers run only while preview is on. */
export class PreviewStore {
  /** One card per card of the deck while preview is on, else empty. */
  previewCards: PreviewCard[] = [];

  readonly #deps: AppDeps;
  readonly #shown: () => readonly string[] | null;
  readonly #timers = new Set<unknown>();
  readonly #life = new Lifecycle();

  /** @param cards - the deck's cards, read inside a reaction */
  constructor(
    config: { readonly previewMode: boolean },
    deps: AppDeps,
    cards: () => readonly string[],
  ) {
    this.#deps = deps;
    this.#shown = () => (config.previewMode ? cards() : null);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Deals the cards whenever preview turns on (or the deck changes during it). */
  start(): void {
    this.#life.start(() => [
      reaction(this.#shown, (shown) => (shown ? this.show(shown) : this.hide()), {
        fireImmediately: true,
      }),
    ]);
  }

  /** Stops the flip timers and the reaction; {@link start} deals again. */
  dispose(): void {
    this.#life.dispose();
    this.hide();
  }

  private show(cards: readonly string[]): void {
    this.hide();
    // Cards start face up (the owner sees the theme's front faces at once), then flip.
    this.previewCards = cards.map((value) => ({ value, flipped: true }));
    for (const card of this.previewCards) this.scheduleFlip(card);
  }

  private hide(): void {
    for (const timer of this.#timers) this.#deps.clock.clearTimeout(timer);
    this.#timers.clear();
    this.previewCards = [];
  }

  private scheduleFlip(card: PreviewCard): void {
    const timer = this.#deps.clock.setTimeout(() => {
      this.#timers.delete(timer);
      this.flip(card);
      this.scheduleFlip(card);
    }, previewFlipDelay(this.#deps.random));
    this.#timers.add(timer);
  }

  private flip(card: PreviewCard): void {
    card.flipped = !card.flipped;
  }
}
