/**
 * The screen's deck (`sessions/{code}/deck`, docs/data-contract.md "The deck"), shared
 * by the wall and the phones of one code: which cards phones offer and which values
 * the screen counts. Chosen from the wall's Options or from a phone; a change in the
 * middle of a round starts a New round first, so no vote from the old deck is left.
 */
import { action, actionBound, computed, makeObservable, observableRef } from 'mobx';
import { EMPTY_SELECTED } from '../../domain/codec';
import { parseStoredDeck, sameDeck, STANDARD_DECK, storedDeck, type Deck } from '../../domain/deck';
import { deckText } from '../../i18n/en/deck';
import { message, type Message } from '../../i18n/translate';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** What the page tells the store about its round. */
export interface DeckRound {
  /** The records of the round as this page sees them, read inside a computed. */
  records: () => readonly { selected: string; showCard: boolean }[];
  /** Starts a New round (the wall's button, or the phone's same writes). */
  newRound: () => void;
}

/** Shown when a deck could not be written. */
export const DECK_SAVE_FAILED: Message = message(deckText, 'saveFailed');

/** The deck of one screen code. */
export class DeckStore {
  readonly code: string;
  /** The deck in use; the standard deck until another one arrives. */
  deck: Deck = STANDARD_DECK;
  /** Why the last change was not saved; null when it was (or none was made). */
  saveError: Message | null = null;

  readonly #deps: AppDeps;
  readonly #round: DeckRound;
  readonly #life = new Lifecycle();
  /** The deck as the database has it, to go back to when a write fails. */
  #stored: Deck = STANDARD_DECK;

  constructor(code: string, deps: AppDeps, round: DeckRound) {
    this.code = code;
    this.#deps = deps;
    this.#round = round;
    makeObservable<DeckStore, 'receive' | 'failed'>(this, {
      deck: observableRef,
      saveError: observableRef,
      roundStarted: computed,
      choose: actionBound,
      receive: action,
      failed: action,
    });
  }

  /** Starts listening; again after {@link dispose}. */
  start(): void {
    this.#life.start(() => [this.#deps.gateway.onDeck(this.code, (raw) => this.receive(raw))]);
  }

  /** Someone voted or got ready in this round: changing the deck starts a New round. */
  get roundStarted(): boolean {
    return this.#round.records().some((r) => r.selected !== EMPTY_SELECTED || r.showCard);
  }

  /**
   * Uses `deck` on every device of the code: shown at once, then written. A round in
   * progress ({@link roundStarted}) is ended first by a New round. Choosing the deck in
   * use changes nothing.
   */
  choose(deck: Deck): void {
    if (sameDeck(deck, this.deck)) return;
    if (this.roundStarted) this.#round.newRound();
    this.deck = deck;
    this.saveError = null;
    this.#deps.gateway.setDeck(this.code, storedDeck(deck)).catch((e: unknown) => {
      this.#deps.log.error('Could not change the cards:', e);
      this.failed();
    });
  }

  /** Stops listening. */
  dispose(): void {
    this.#life.dispose();
  }

  private receive(raw: unknown): void {
    const { deck, problem } = parseStoredDeck(raw);
    if (problem !== null) this.#deps.log.warn(`Screen ${this.code}: deck ignored:`, problem);
    this.#stored = deck;
    this.deck = deck;
  }

  private failed(): void {
    this.deck = this.#stored;
    this.saveError = DECK_SAVE_FAILED;
  }
}
