/**
 * The room as a phone shows it: the same counts, reveal and average as the wall
 * ({@link summarizeRound}) over the same cards (`roomCards` in departures.ts), plus who
 * is still choosing, who is Away and who left, so the phone shows what the wall shows.
 */
import type { Deck } from './deck';
import { presenceState } from './presence';
import { summarizeRound, type RoundCard } from './round';
import type { RoomCard } from './types';

/** One person in the room as the phone lists them. */
export interface PhoneCard {
  userId: string;
  userName: string;
  ready: boolean;
  /** Record there, page not connected (the wall's 'Away'). */
  away: boolean;
  /** Left this round with Leave (the wall's 'Offline'): no vote, not ready. */
  offline: boolean;
}

/** The room as the phone shows it. */
export interface PhoneRosterSummary {
  /** Cards in the room (Away and Offline ones included: their cards are on the wall). */
  participantCount: number;
  /** Of those, how many show their card. */
  readyCount: number;
  /** Everyone ready. */
  allReady: boolean;
  /** The cards are revealed: everyone is ready, or someone pressed 'Reveal now'. */
  revealed: boolean;
  /** Revealed with 'Reveal now': the cards not ready show 'No vote'. */
  early: boolean;
  /** The screen's average (0 until everyone is ready). */
  average: number;
  /** Everyone, in the room's order. */
  people: PhoneCard[];
  /** Those not ready yet, in the room's order. */
  choosing: PhoneCard[];
  /** Every card of the room, for the result summary (docs/product.md, Result summary). */
  cards: RoundCard[];
}

const NO_BLOCKED: ReadonlySet<string> = new Set();

/**
 * The room as the screen derives it, so the phone shows the same counts, reveal and
 * average. The phone knows no blocked users and no remembered list, so every card is
 * an unblocked participant's; `present` (the presence snapshot, null before it arrives)
 * marks the Away ones. `deck` is the screen's (a vote outside it reads as no value, as
 * on the wall); `revealedEarly`, someone pressed 'Reveal now' in this round;
 * `countingDown`, the reveal's countdown holds the cards.
 */
export function phoneRosterSummary(
  participants: readonly RoomCard[],
  code: string,
  present: ReadonlySet<string> | null = null,
  deck?: Deck,
  revealedEarly = false,
  countingDown = false,
): PhoneRosterSummary {
  const round = summarizeRound({
    code,
    deck,
    participants,
    blockedIds: NO_BLOCKED,
    revealedEarly,
    countingDown,
  });
  const people = participants.map(({ record: r, offline }) => ({
    userId: r.userId,
    userName: r.userName,
    ready: r.showCard,
    away: presenceState(r.userId, offline, present) === 'away',
    offline,
  }));
  return {
    participantCount: round.participantCount,
    readyCount: round.readyCount,
    allReady: round.allReady,
    revealed: round.revealed,
    early: round.early,
    average: round.average,
    people,
    choosing: people.filter((p) => !p.ready),
    cards: round.cards,
  };
}
