/**
 * The room as a phone shows it: the same counts, reveal and average as the wall
 * ({@link summarizeRound}), plus who is still choosing and who is Away, so the phone
 * shows what the wall shows.
 */
import type { Deck } from './deck';
import { presenceState } from './presence';
import { summarizeRound, type RoundCard } from './round';
import type { ParticipantRecord } from './types';

/** One person in the room as the phone lists them. */
export interface RoomPerson {
  userId: string;
  userName: string;
  ready: boolean;
  /** Record there, page not connected (the wall's 'Away'). */
  away: boolean;
}

/** The room as the phone shows it. */
export interface PhoneRoomSummary {
  /** Participants in the room (active records, Away ones included: their cards are on the wall). */
  participants: number;
  /** Of those, how many show their card. */
  ready: number;
  /** Everyone ready: the screen reveals the cards. */
  allReady: boolean;
  /** The screen's average (0 until everyone is ready). */
  average: number;
  /** Everyone, in the room's order. */
  people: RoomPerson[];
  /** Those not ready yet, in the room's order. */
  choosing: RoomPerson[];
  /** Every card of the room, for the result summary (docs/product.md, Result summary). */
  cards: RoundCard[];
}

const NO_BLOCKED: ReadonlySet<string> = new Set();

/**
 * The room as the screen derives it, so the phone shows the same counts, reveal and
 * average. The phone knows no blocked users and no remembered list, so every record is
 * an unblocked participant with a card on the wall; `present` (the presence snapshot,
 * null before it arrives) marks the Away ones. `deck` is the screen's (a vote outside
 * it reads as no value, as on the wall).
 */
export function phoneRoomSummary(
  records: readonly ParticipantRecord[],
  code: string,
  present: ReadonlySet<string> | null = null,
  deck?: Deck,
): PhoneRoomSummary {
  const round = summarizeRound({
    code,
    deck,
    participants: records.map((record) => ({ record, offline: false })),
    blockedIds: NO_BLOCKED,
  });
  const people = records.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    ready: r.showCard,
    away: presenceState(r.userId, false, present) === 'away',
  }));
  return {
    participants: round.participantCount,
    ready: round.readyCount,
    allReady: round.allReady,
    average: round.average,
    people,
    choosing: people.filter((p) => !p.ready),
    cards: round.cards,
  };
}
