/**
 * The result summary of a revealed round (docs/product.md, Result summary) as the wall and the phone show
 * it: derived from the cards a page shows through {@link summarizeShownRound}, present only
 * while the cards are revealed, and the wall's Options switch that hides it (kept per
 * device, like the join panel switch).
 */
import { actionBound, computed, computedStruct, makeObservable, observable } from 'mobx';
import type { AverageCard } from '../../domain/average';
import type { Deck } from '../../domain/deck';
import {
  extremeOf,
  summarizeShownRound,
  type Extreme,
  type ResultSummary,
  type ShownRound,
} from '../../domain/result-summary';
import { RESULT_SUMMARY_KEY } from '../../domain/storage-keys';
import type { KeyValueStorage } from './deps';

/** Options of {@link ResultStore}. */
export interface ResultStoreOptions {
  /**
   * Where the Options switch is kept (the wall's local storage). Without it the summary
   * is always shown and the switch is not remembered (the phone page).
   */
  storage?: KeyValueStorage;
}

/** The summary of one page's round and whether it is shown. */
export class ResultStore {
  /** The summary is shown (the Options switch). */
  shown: boolean;

  readonly #round: () => ShownRound;
  readonly #storage: KeyValueStorage | undefined;

  /**
   * @param round - what the page shows now, read inside a computed (observable reads
   *   in it are tracked): the wall's display round or preview cards, the phone's room
   */
  constructor(round: () => ShownRound, options: ResultStoreOptions = {}) {
    this.#round = round;
    this.#storage = options.storage;
    this.shown = options.storage?.getItem(RESULT_SUMMARY_KEY) !== 'false';
    makeObservable(this, {
      shown: observable,
      summary: computedStruct,
      visible: computed,
      lowest: computed,
      highest: computed,
      setShown: actionBound,
    });
  }

  /** The summary of the revealed round, or null while the cards are face down. */
  get summary(): ResultSummary | null {
    return summarizeShownRound(this.#round());
  }

  /** The summary when it is shown (switch on and cards revealed), else null. */
  get visible(): ResultSummary | null {
    return this.shown ? this.summary : null;
  }

  /**
   * The lowest numeric vote while marks are shown. A computed of its own so that a
   * card's mark re-renders only when an end moves, not on every change of the summary.
   */
  get lowest(): string | null {
    return this.visible?.lowest ?? null;
  }

  /** The highest numeric vote while marks are shown (see {@link ResultStore.lowest}). */
  get highest(): string | null {
    return this.visible?.highest ?? null;
  }

  /** The mark ('Lowest', 'Highest') a card with this value carries, if any. */
  markOf(value: string | null): Extreme | null {
    return extremeOf({ lowest: this.lowest, highest: this.highest }, value);
  }

  /** Shows or hides the summary; remembered on this device. */
  setShown(on: boolean): void {
    this.shown = on;
    this.#storage?.setItem(RESULT_SUMMARY_KEY, String(on));
  }
}

/** What {@link wallRound} reads of the wall's stores. */
export interface WallRoundSources {
  themeCatalogue: { readonly previewMode: boolean };
  preview: { readonly previewCards: readonly { readonly value: string }[] };
  roster: {
    readonly displayRound: { readonly cards: readonly AverageCard[] };
    readonly revealed: boolean;
  };
  deck: Deck;
}

/**
 * The round the wall shows: in preview mode its sample cards, all counted (each flips
 * by itself, and a summary jumping every second would judge no theme); otherwise the
 * displayed round, which is frozen while paused, with the reveal the cards use.
 */
export function wallRound({ themeCatalogue, preview, roster, deck }: WallRoundSources): ShownRound {
  if (themeCatalogue.previewMode) {
    return {
      cards: preview.previewCards.map((c) => ({ ready: true, value: c.value })),
      revealed: true,
      deck,
    };
  }
  return { cards: roster.displayRound.cards, revealed: roster.revealed, deck };
}

/** What {@link phoneRound} reads of the phone's room. */
export interface PhoneRoundSource {
  readonly summary: { readonly cards: readonly AverageCard[]; readonly revealed: boolean };
}

/**
 * The round the phone shows: the room's cards, revealed when the room is (as on the
 * wall; a phone waiting for the next round sees the room's result too), with the deck.
 */
export function phoneRound(room: PhoneRoundSource, deck: Deck): ShownRound {
  return { cards: room.summary.cards, revealed: room.summary.revealed, deck };
}
