/**
 * One round as the screen (and the participant page) shows it: each card's decoded
 * value, the counts, whether every card is revealed and the average. Composed from the
 * domain rules (codec, reveal, average) so that the wall screen and the phones derive
 * the same numbers from the same records.
 */
import { computeAverage } from './average';
import { decodeSelected } from './codec';
import { deckAccepts, STANDARD_DECK, type Deck } from './deck';
import { everyoneReady } from './reveal';
import type { RoomCard } from './types';

/** What {@link summarizeRound} needs. */
export interface RoundInput {
  /** The screen code: part of the `selected` decoding key. */
  code: string;
  participants: readonly RoomCard[];
  /** Blocked userIds: left out of the cards, the counts, the reveal and the average. */
  blockedIds: ReadonlySet<string>;
  /** The screen's deck: a vote outside it reads as no value. The standard deck when absent. */
  deck?: Deck;
  /**
   * Someone pressed 'Reveal now' in this round (docs/product.md, Reveal now): the round
   * is revealed once a card is ready, without waiting for the others.
   */
  revealedEarly?: boolean;
  /**
   * The reveal's countdown runs (docs/product.md, Reveal with a countdown): everyone is
   * ready, but the cards stay hidden until it ends.
   */
  countingDown?: boolean;
}

/** One card of the round. */
export interface RoundCard {
  userId: string;
  /**
   * The decoded selection ('' when none); `null` when it cannot be decoded or is not a
   * card of the deck (the card shows a placeholder face and does not count as a number).
   */
  value: string | null;
  /** The selection could not be decoded: the card shows a placeholder face. */
  decodeError: boolean;
  /** The participant shows its card (the ready check). */
  ready: boolean;
  offline: boolean;
}

/** The round's cards and statistics. */
export interface RoundSummary {
  /** Non-blocked participants, in input order. */
  cards: RoundCard[];
  /** Number of cards (offline participants included: their cards are on screen). */
  participantCount: number;
  /** Cards whose participant shows its card. */
  readyCount: number;
  /** Every card is ready (the spec's reveal). */
  allReady: boolean;
  /**
   * The cards are revealed: everyone is ready (and no countdown runs), or the round was
   * revealed early.
   */
  revealed: boolean;
  /**
   * Revealed by 'Reveal now' before everyone was ready: the cards not ready show 'No
   * vote' and count in neither the average nor the result.
   */
  early: boolean;
  /**
   * The average (docs/product.md, Average) once revealed, of the ready cards only;
   * 0 until then.
   */
  average: number;
}

/**
 * Summarises a round. Blocked participants are left out entirely; offline ones keep
 * their card (with the empty selection {@link mergeOffline} gave them) and count as
 * present, so by {@link everyoneReady} they hold the reveal and the average.
 */
export function summarizeRound(input: RoundInput): RoundSummary {
  const cards: RoundCard[] = [];
  for (const { record, offline } of input.participants) {
    if (input.blockedIds.has(record.userId)) continue;
    const decoded = decodeSelected(record.selected, input.code, record.userId);
    const inDeck = decoded.ok && deckAccepts(input.deck ?? STANDARD_DECK, decoded.value);
    cards.push({
      userId: record.userId,
      value: inDeck ? decoded.value : null,
      decodeError: !decoded.ok,
      ready: record.showCard,
      offline,
    });
  }
  const allReady = everyoneReady(
    cards.map((c) => ({ userId: c.userId, showCard: c.ready })),
    input.blockedIds,
  );
  const readyCount = cards.filter((c) => c.ready).length;
  // An early reveal with no card ready shows nothing: there is no vote to show.
  const early = !allReady && input.revealedEarly === true && readyCount > 0;
  const revealed = (allReady && input.countingDown !== true) || early;
  return {
    cards,
    participantCount: cards.length,
    readyCount,
    allReady,
    revealed,
    early,
    // The average counts ready cards only, so an early reveal's leaves the others out.
    average: computeAverage(cards, revealed),
  };
}
