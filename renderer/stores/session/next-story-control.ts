/**
 * 'Next story' (docs/product.md, Backlog; docs/data-contract.md, The backlog): once the
 * round is revealed, any device stores the estimate on the current story (the suggested
 * card, or another one picked), makes the next story not estimated current and moves
 * the round number on, in one update the rules accept once; then New round's writes
 * (who stays, who leaves) follow. A refused update after another device moved on first
 * is no failure: the room moved on by exactly one story.
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  nextStoryPatch,
  otherEstimates,
  type BacklogStory,
  type StoryPlace,
} from '../../domain/backlog';
import type { HistoryRound } from '../../domain/history';
import { votesText } from '../../domain/history';
import type { Deck } from '../../domain/deck';
import { nextUpOfVotes, type SuggestRule } from '../../domain/result-summary';
import { nextStoryText } from '../../i18n/en/next-story';
import { message, type Message } from '../../i18n/translate';
import type { AppDeps } from '../common/deps';
import type { RoundNumberStore } from '../common/round-number-store';

/** What Next story reads and calls. */
export interface NextStoryParts {
  /** The current story's place; null without a backlog story. */
  place: () => StoryPlace | null;
  /** The stories, for the next one not estimated. */
  stories: () => readonly BacklogStory[];
  /** The revealed round as this device sees it; null while it is not revealed. */
  revealed: () => HistoryRound | null;
  roundNumber: RoundNumberStore;
  /** New round's writes once the round number moved on (the page's own New round). */
  movedOn: () => void;
  /** The room's 'Suggested card' rule (Options). */
  rule: () => SuggestRule;
  /** The screen's deck (the next card up is one of its cards); the standard one when absent. */
  deck: () => Deck | undefined;
}

/** Moves a screen code's session on by one story. */
export class NextStoryControl {
  busy = false;
  /** Why the last Next story failed; null when it did not (cleared by the next press). */
  error: Message | null = null;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #parts: NextStoryParts;

  constructor(code: string, deps: AppDeps, parts: NextStoryParts) {
    this.#code = code;
    this.#deps = deps;
    this.#parts = parts;
    makeObservable(this, { busy: observable, error: observableRef, next: action });
  }

  /** Next story is offered: a backlog story is current and the round is revealed. */
  get offered(): boolean {
    return this.#parts.place() !== null && this.#parts.revealed() !== null;
  }

  /**
   * The card saved by default (docs/product.md, Suggested card): the round's closest
   * card, as the history keeps it, or the next card up when the room chose so; null when
   * no vote is a number.
   */
  get suggested(): string | null {
    const revealed = this.#parts.revealed();
    if (!revealed) return null;
    if (this.#parts.rule() === 'closest') return revealed.closest ?? null;
    return nextUpOfVotes(
      revealed.votes.map((v) => v.value),
      this.#parts.deck(),
    );
  }

  /** The cards offered for 'Save N instead', from the deck's `cards`. */
  alternatives(cards: readonly string[]): string[] {
    const played = this.#parts.revealed()?.votes.map((v) => v.value) ?? [];
    return otherEstimates(cards, this.suggested, played);
  }

  /**
   * Stores `estimate` (a card; null skips the story without one) on the current story
   * and moves on. Resolves true when this device moved the room on.
   */
  async next(estimate: string | null): Promise<boolean> {
    const place = this.#parts.place();
    const revealed = this.#parts.revealed();
    const { roundNumber } = this.#parts;
    if (!place || !revealed || !roundNumber.loaded || this.busy) return false;
    const round = roundNumber.value ?? 0;
    const decided =
      estimate === null ? null : { value: estimate, votes: votesText(revealed.votes) };
    const patch = nextStoryPatch(this.#parts.stories(), place.current.slot, decided, round);
    this.busy = true;
    this.error = null;
    try {
      await this.#deps.gateway.updateSession(this.#code, patch);
      this.#settle(null);
      this.#parts.movedOn();
      return true;
    } catch (e) {
      // Refused because another device moved on first: the room moved on once, as wanted.
      const movedOnElsewhere = (roundNumber.value ?? 0) > round;
      if (!movedOnElsewhere) this.#deps.log.warn('Next story failed:', e);
      this.#settle(movedOnElsewhere ? null : message(nextStoryText, 'failed'));
      return false;
    }
  }

  #settle(error: Message | null): void {
    runInAction(() => {
      this.busy = false;
      this.error = error;
    });
  }
}
