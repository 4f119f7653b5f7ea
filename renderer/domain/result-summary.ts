/**
 * The result a room reads once the cards are revealed (docs/product.md, Result summary):
 * how many people voted each value, whether the room agrees ('Consensus'), who is lowest
 * and highest, and the card of the scale closest to the average, the one a team can write
 * down.
 *
 * Built on the card rules ({@link cardNumericValue}) and the statistics bar's average
 * ({@link computeAverage}), so the two never disagree.
 */
import { computeAverage, type AverageCard } from './average';
import { POINT_SCALE, SIZE_SCALE, cardNumericValue, isKnownCard } from './cards';
import { numericCards, type Deck } from './deck';
import { isCardRevealed } from './reveal';

/** One bar of the distribution: a voted value and how many people voted it. */
export interface VoteCount {
  value: string;
  count: number;
}

/** Which end of the votes a card is at, if any. */
export type Extreme = 'lowest' | 'highest';

/** The summary of the revealed votes. */
export interface ResultSummary {
  /** People whose vote counts (ready, with a readable, non-empty value). */
  voters: number;
  /** Every voted value with its count, in scale order; non-numeric values included. */
  distribution: VoteCount[];
  /** Every numeric vote is the same number, and at least two people voted a number. */
  consensus: boolean;
  /**
   * The lowest numeric vote (the card value, e.g. '3' or 'XS'), when the numeric votes
   * differ; null with one number or a consensus, where nobody is "far off".
   */
  lowest: string | null;
  /** The highest numeric vote, under the same condition as {@link ResultSummary.lowest}. */
  highest: string | null;
  /** The card of the scale nearest to the average of the numeric votes; null when none is numeric. */
  closest: string | null;
  /**
   * The smallest card of the same scale at or above the average ('Next card up'); null
   * when no vote is numeric.
   */
  nextUp: string | null;
  /** The median of the numeric votes; null when none is numeric. */
  median: number | null;
}

/** A vote of the result: a ready card with a value that can be read. */
function countsAsVote(card: AverageCard): card is AverageCard & { value: string } {
  return card.ready && card.value !== null && card.value !== '';
}

const POINT_SPECIALS: readonly string[] = POINT_SCALE.filter((v) => cardNumericValue(v) === null);
const SIZES: readonly string[] = SIZE_SCALE;

/**
 * Sort key of a value in "scale order": numbers (the point scale, ½ and any other
 * decimal a client sends) by size, then the T-shirt sizes XS..XXL, then ∞, ? and C in
 * the point scale's order, then anything else alphabetically.
 */
function scaleRank(value: string): [group: number, key: number] {
  const size = SIZES.indexOf(value);
  if (size >= 0) return [1, size];
  const n = cardNumericValue(value);
  if (n !== null) return [0, n];
  const special = POINT_SPECIALS.indexOf(value);
  if (special >= 0) return [2, special];
  return [3, 0];
}

/** Compares two card values in scale order (see {@link summarizeResult}). */
export function compareInScaleOrder(a: string, b: string): number {
  const [ga, ka] = scaleRank(a);
  const [gb, kb] = scaleRank(b);
  if (ga !== gb) return ga - gb;
  if (ka !== kb) return ka - kb;
  // One number, two spellings ('½' and another client's '0.5'): the scale's card first.
  const known = Number(isKnownCard(b)) - Number(isKnownCard(a));
  if (known !== 0) return known;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The numeric cards of the point scale (0, ½, 1 … 100), and of the size scale (XS … XXL). */
const NUMERIC_SCALES = {
  points: POINT_SCALE.filter((v) => cardNumericValue(v) !== null),
  sizes: [...SIZE_SCALE],
} as const;

/** Which scale a closest card is taken from. */
export type ClosestScale = keyof typeof NUMERIC_SCALES;

/** Distances are compared in steps of this size: averages such as 11/3 carry rounding noise. */
const EPSILON = 1e-9;

/**
 * The card of `scale` nearest to `average`; when two cards are equally near, the
 * larger one (a team that is torn rounds up rather than under-estimating).
 */
export function nearestCard(average: number, scale: ClosestScale): string {
  return nearestOf(average, NUMERIC_SCALES[scale])!;
}

/**
 * The card of `cards` (numeric, ascending) nearest to `average`, the larger one of
 * two equally near; null when there is none.
 */
export function nearestOf(average: number, cards: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const card of cards) {
    const distance = Math.round(Math.abs((cardNumericValue(card) ?? 0) - average) / EPSILON);
    // Scales ascend, so "not farther" moves a tie to the larger card.
    if (distance <= bestDistance) {
      best = card;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Summarises the revealed votes: distribution, consensus, lowest and highest, the
 * closest card, the next card up and the median.
 *
 * Only ready cards with a readable, non-empty value are votes (a card that could not
 * be decoded, or a participant ready without a choice, is not counted). The closest
 * card is taken from XS..XXL when every numeric vote is a size, otherwise from the point
 * scale; the average is the statistics bar's ({@link computeAverage}) over the votes. With
 * a chosen deck other than the standard one, the closest card is one of its numeric cards.
 *
 * @param cards - the cards of the round as the screen shows them (blocked ones left out)
 * @param deck - the screen's deck; the standard deck when absent
 */
export function summarizeResult(cards: readonly AverageCard[], deck?: Deck): ResultSummary {
  const votes = cards.filter(countsAsVote);
  const counts = new Map<string, number>();
  for (const { value } of votes) counts.set(value, (counts.get(value) ?? 0) + 1);
  const distribution = [...counts.keys()]
    .sort(compareInScaleOrder)
    .map((value) => ({ value, count: counts.get(value)! }));

  const numericValues = votes.map((v) => v.value).filter((v) => cardNumericValue(v) !== null);
  const numbers = numericValues.map((v) => cardNumericValue(v)!);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  // With no numbers, low is Infinity and high -Infinity.
  const allSame = low === high;
  const consensus = allSame && numbers.length >= 2;
  const spread = numbers.length > 0 && !allSame;
  // The card shown for an end: the first in scale order with that number ('½' before '0.5').
  const cardOf = (n: number) => distribution.find((d) => cardNumericValue(d.value) === n)!.value;

  let closest: string | null = null;
  let nextUp: string | null = null;
  if (numbers.length > 0) {
    const average = computeAverage(votes, true);
    const scale = suggestionScale(numericValues, deck);
    closest = nearestOf(average, scale);
    nextUp = nextCardUp(average, scale);
  }
  return {
    voters: votes.length,
    distribution,
    consensus,
    lowest: spread ? cardOf(low) : null,
    highest: spread ? cardOf(high) : null,
    closest,
    nextUp,
    median: medianOf(numbers),
  };
}

/**
 * The cards a suggestion is taken from, ascending: a chosen deck's numeric cards; with
 * the standard deck XS..XXL when every numeric vote is a size, else the point scale.
 */
function suggestionScale(numericValues: readonly string[], deck?: Deck): readonly string[] {
  if (deck && deck.id !== 'standard') return numericCards(deck);
  return NUMERIC_SCALES[numericValues.every((v) => SIZES.includes(v)) ? 'sizes' : 'points'];
}

/**
 * The smallest of `cards` (numeric, ascending) at or above `average` ('Next card up');
 * the largest card when the average is above them all (another client's vote beyond
 * the deck); null when there is no card.
 */
export function nextCardUp(average: number, cards: readonly string[]): string | null {
  for (const card of cards) {
    // Averages such as 11/3 carry rounding noise: 'at' the card counts within it.
    if ((cardNumericValue(card) ?? 0) >= average - EPSILON) return card;
  }
  return cards.at(-1) ?? null;
}

/** The median of `numbers`: the middle one, or the mean of the two middle ones; null for none. */
export function medianOf(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle]!;
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1]! + upper) / 2;
}

/** Which card the room is offered to write down (Options → 'Suggested card'). */
export type SuggestRule = 'closest' | 'up';

/**
 * 'Next card up' of a revealed round from its votes' values (a kept round's, as the
 * history holds them, every one ready); null when no vote is numeric.
 */
export function nextUpOfVotes(values: readonly string[], deck?: Deck): string | null {
  return summarizeResult(
    values.map((value) => ({ ready: true, value })),
    deck,
  ).nextUp;
}

/** The suggested card of a summary under `rule`; null when no vote is numeric. */
export function suggestedCard(
  summary: Pick<ResultSummary, 'closest' | 'nextUp'>,
  rule: SuggestRule,
): string | null {
  return rule === 'up' ? summary.nextUp : summary.closest;
}

/**
 * The closest card of a revealed round (what a team writes down), or null when no vote
 * is numeric. The same rule as {@link summarizeResult}'s `closest`, for callers that
 * need only this (the round history stores it with each revealed round).
 */
export function closestCard(cards: readonly AverageCard[], deck?: Deck): string | null {
  return summarizeResult(cards, deck).closest;
}

/**
 * Whether a card with this value is marked 'Lowest' or 'Highest' in the summary.
 * Every card with the lowest (highest) numeric value is marked; none while the room
 * agrees or all numeric votes are one value.
 */
export function extremeOf(
  summary: Pick<ResultSummary, 'lowest' | 'highest'>,
  value: string | null,
): Extreme | null {
  if (value === null || summary.lowest === null || summary.highest === null) return null;
  // A value that is no number (null) equals neither end: both ends are numbers.
  const n = cardNumericValue(value);
  if (n === cardNumericValue(summary.lowest)) return 'lowest';
  if (n === cardNumericValue(summary.highest)) return 'highest';
  return null;
}

/** What a page shows of its round: its cards and whether they are turned up. */
export interface ShownRound {
  /** The cards on the page; a card's `ready` is its ready check. */
  readonly cards: readonly AverageCard[];
  /** Revealed: ready cards show their value. */
  readonly revealed: boolean;
  /** The screen's deck: the closest card is one of its cards. */
  readonly deck: Deck;
}

/**
 * The summary of what a page shows, or null while its cards are face down (or no
 * revealed card carries a vote). A card counts when it shows its front, by the same
 * rule the cards use ({@link isCardRevealed}), so the summary and the cards never
 * disagree. The wall and the phone both derive their summary here.
 */
export function summarizeShownRound(round: ShownRound): ResultSummary | null {
  if (!round.revealed) return null;
  const summary = summarizeResult(
    round.cards.map((c) => ({ ready: isCardRevealed(c.ready, round.revealed), value: c.value })),
    round.deck,
  );
  return summary.voters > 0 ? summary : null;
}
