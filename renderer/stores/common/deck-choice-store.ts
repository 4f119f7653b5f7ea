/**
 * Choosing the screen's cards (docs/product.md, Cards), the same on the wall's Options
 * and on a phone: a deck from the list, the ? and C switches of a preset, a typed list
 * for a custom deck (refused with its reason, changing nothing), and the question asked
 * before a change that would end a round in progress.
 */
import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  BOTH_EXTRAS,
  customDeck,
  DECK_MAX_CARDS,
  DECK_MAX_VALUE_LENGTH,
  extrasOf,
  isPreset,
  presetDeck,
  sameDeck,
  STANDARD_DECK,
  type Deck,
  type DeckId,
  type DeckRefusal,
  type ExtraCards,
} from '../../domain/deck';
import { deckText } from '../../i18n/en/deck';
import { message, type Message } from '../../i18n/translate';
import type { DeckStore } from './deck-store';

/** Between the cards when a deck is written out as a list to edit. */
const LIST_SEPARATOR = ', ';

/** What a refused list says, in the page's language. */
export function refusalMessage(refusal: DeckRefusal): Message {
  switch (refusal.kind) {
    case 'empty':
      return message(deckText, 'empty');
    case 'tooMany':
      return message(deckText, 'tooMany', { max: DECK_MAX_CARDS, count: refusal.count });
    case 'tooLong':
      return message(deckText, 'tooLong', { card: refusal.card, max: DECK_MAX_VALUE_LENGTH });
    case 'twice':
      return message(deckText, 'twice', { card: refusal.card });
  }
}

/** The chooser of one page, over the screen's {@link DeckStore}. */
export class DeckChoiceStore {
  /** Custom is picked and its list is being typed (the deck in use is unchanged). */
  editingCustom = false;
  /** Why the typed list was refused; null when it was not (or not tried). */
  refusal: Message | null = null;
  /** A change waiting for the answer to "Changing the cards starts a new round". */
  pending: Deck | null = null;
  /** The typed list; null shows the deck in use written out. */
  typed: string | null = null;

  readonly #decks: DeckStore;

  constructor(decks: DeckStore) {
    this.#decks = decks;
    makeObservable(this, {
      editingCustom: observable,
      refusal: observableRef,
      pending: observableRef,
      typed: observable,
      selected: computed,
      extras: computed,
      customText: computed,
      pick: actionBound,
      setExtra: actionBound,
      setCustomText: actionBound,
      applyCustom: actionBound,
      confirm: actionBound,
      cancel: actionBound,
    });
  }

  /** The deck the list shows as chosen. */
  get selected(): DeckId {
    return this.editingCustom ? 'custom' : this.#decks.deck.id;
  }

  /** The ? and C switches: shown for a preset in use, else null. */
  get extras(): ExtraCards | null {
    const { deck } = this.#decks;
    return !this.editingCustom && isPreset(deck.id) ? extrasOf(deck) : null;
  }

  /** The custom field: what was typed, else the deck in use as a list to start from. */
  get customText(): string {
    return this.typed ?? this.#decks.deck.cards.join(LIST_SEPARATOR);
  }

  /**
   * Picks a deck from the list: a preset or the standard deck is asked for at once (a
   * preset keeps the ? and C switches of the preset in use, else offers both); Custom
   * opens its field, filled with the cards in use, and changes nothing yet.
   */
  pick(id: DeckId): void {
    this.refusal = null;
    this.typed = null;
    if (id === 'custom') {
      this.editingCustom = true;
      return;
    }
    this.editingCustom = false;
    if (id === 'standard') {
      this.request(STANDARD_DECK);
      return;
    }
    const { deck } = this.#decks;
    this.request(presetDeck(id, isPreset(deck.id) ? extrasOf(deck) : BOTH_EXTRAS));
  }

  /** Turns the ? or C card of the preset in use on or off. */
  setExtra(card: keyof ExtraCards, on: boolean): void {
    const { deck } = this.#decks;
    if (!isPreset(deck.id)) return;
    this.request(presetDeck(deck.id, { ...extrasOf(deck), [card]: on }));
  }

  /** The custom field changed: the last refusal goes until the list is tried again. */
  setCustomText(text: string): void {
    this.typed = text;
    this.refusal = null;
  }

  /** 'Use these cards': the typed list becomes the deck, or its refusal is shown. */
  applyCustom(): void {
    const made = customDeck(this.customText);
    if (!made.ok) {
      this.refusal = refusalMessage(made.refusal);
      return;
    }
    this.request(made.deck);
  }

  /** The answer 'Change cards': the waiting change is made (and a New round started). */
  confirm(): void {
    const deck = this.pending;
    if (deck === null) return;
    this.pending = null;
    this.use(deck);
  }

  /** The answer 'Cancel': nothing changes; a typed list stays to be edited. */
  cancel(): void {
    this.pending = null;
  }

  /** Asks first when the change would end a round in progress. */
  private request(deck: Deck): void {
    if (this.#decks.roundStarted && !sameDeck(deck, this.#decks.deck)) {
      this.pending = deck;
      return;
    }
    this.use(deck);
  }

  private use(deck: Deck): void {
    this.#decks.choose(deck);
    this.editingCustom = false;
    this.typed = null;
  }
}
