/**
 * The reveal moment (docs/product.md, Reveal with a countdown): when the last card turns
 * ready, the wall counts 3-2-1 in large digits and then flips every card at once. A card
 * that is no longer ready during the count stops it, and a vote changed during it starts
 * it again. Pure: the store passes the records' times and the time now, both the server's.
 */
import { everyoneReady } from './reveal';

/** The count's first digit: 3, 2, 1, each for one second. */
export const COUNTDOWN_FROM = 3;
/** How long each digit shows. */
export const COUNTDOWN_STEP_MS = 1000;
/** The whole count: the cards flip this long after the last Ready. */
export const COUNTDOWN_MS = COUNTDOWN_FROM * COUNTDOWN_STEP_MS;

/** The digit shown `elapsed` ms into the count (3, 2, 1), or null once it is over. */
export function countdownDigit(elapsed: number): number | null {
  if (elapsed >= COUNTDOWN_MS) return null;
  return COUNTDOWN_FROM - Math.floor(Math.max(0, elapsed) / COUNTDOWN_STEP_MS);
}

/** How long until the next digit shows (or the count ends), `elapsed` ms into the count. */
export function msToNextDigit(elapsed: number): number {
  return COUNTDOWN_STEP_MS - (Math.max(0, elapsed) % COUNTDOWN_STEP_MS);
}

/** What a card of the round tells the count: its ready check and its record's last write. */
export interface CountedCard {
  userId: string;
  showCard: boolean;
  /** The record's `lastUpdate`: the server's time of its last write. */
  lastUpdate: number;
}

/** What the count reads of the round: everyone ready, and when the last of them wrote. */
export interface RoundReadiness {
  /** Every counted card is ready ({@link everyoneReady}). */
  allReady: boolean;
  /**
   * The newest `lastUpdate` of the counted cards (server time), 0 for none: the last
   * Ready, or a vote changed since. Every wall and phone reads the same records, so
   * each counts from the same moment and none reveals before another.
   */
  lastReadyAt: number;
}

/** The readiness of the cards not blocked. */
export function roundReadiness(
  cards: readonly CountedCard[],
  blockedIds: ReadonlySet<string>,
): RoundReadiness {
  const counted = cards.filter((c) => !blockedIds.has(c.userId));
  return {
    allReady: everyoneReady(counted, blockedIds),
    lastReadyAt: counted.reduce((last, c) => Math.max(last, c.lastUpdate), 0),
  };
}

/** Whether a count runs for the round at all. */
export interface RevealCountdownTerms extends RoundReadiness {
  /** The room's option 'Reveal with a countdown'. */
  enabled: boolean;
  /** The round was revealed with 'Reveal now': it is shown at once, never counted. */
  revealedEarly: boolean;
}

/** What a page hands the count: its cards and the room's state around them. */
export interface RevealCountdownSource {
  /** The cards the page shows, as records (a phone's include who left, not ready). */
  cards: readonly CountedCard[];
  /** Cards the page leaves out (the wall's blocked list; a phone blocks no one). */
  blockedIds: ReadonlySet<string>;
  /** The room's option 'Reveal with a countdown'. */
  enabled: boolean;
  /** The round was revealed with 'Reveal now'. */
  revealedEarly: boolean;
}

/** The count's terms from what a page shows: the one place both pages build them. */
export function revealCountdownTerms(source: RevealCountdownSource): RevealCountdownTerms {
  return {
    enabled: source.enabled,
    revealedEarly: source.revealedEarly,
    ...roundReadiness(source.cards, source.blockedIds),
  };
}

/** The option is on, everyone is ready and nobody revealed the round early. */
export function countdownApplies(terms: RevealCountdownTerms): boolean {
  return terms.enabled && terms.allReady && !terms.revealedEarly;
}

/** What {@link countdownShown} reads. */
export interface RevealCountdownInput extends RevealCountdownTerms {
  /** The server's time now, as this device estimates it. */
  now: number;
  /**
   * This device saw the count end since everyone turned ready: the cards stay turned,
   * though a record's heartbeat later moves `lastReadyAt` on.
   */
  ended: boolean;
}

/**
 * The digit the wall shows now (3, 2, 1), or null when no count holds the cards: the
 * option is off, someone is not ready, the round was revealed early, or the count is
 * over. While it is not null, the round stays hidden.
 */
export function countdownShown(input: RevealCountdownInput): number | null {
  if (!countdownApplies(input) || input.ended) return null;
  return countdownDigit(input.now - input.lastReadyAt);
}
