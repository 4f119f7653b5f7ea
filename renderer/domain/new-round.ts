/**
 * The one rule of 'New round' (docs/product.md, New round): who leaves (Away and Offline
 * people, and records past the 30-minute rule), used by the wall and by any phone that
 * starts a round. Who stays needs no write: the round number moving on clears every vote
 * (record-round.ts).
 */
import { presenceState } from './presence';

/** A participant as {@link planNewRound} sees it. */
export interface NewRoundParticipant {
  userId: string;
  /**
   * Offline (docs/product.md, Offline): remembered, no record in the latest snapshot.
   * A stale record leaves whatever it says, so it says nothing.
   */
  offline?: boolean;
  /**
   * A record the screen no longer shows (older than the 30-minute rule): removed, so
   * that a phone waking after hours cannot bring an old round's vote back.
   */
  stale?: boolean;
}

/** A card as a page shows it, as far as New round needs it. */
export interface ShownCard {
  readonly record: { readonly userId: string };
  readonly offline: boolean;
}

/**
 * New round's participants as any page sees them (the wall's button and a phone's): the
 * cards it shows, then the records too old to show (`staleIds`, the wall's 30-minute
 * rule), which leave whatever their presence says.
 */
export function newRoundInput(
  cards: readonly ShownCard[],
  staleIds: readonly string[] = [],
): NewRoundParticipant[] {
  return [
    ...cards.map((card) => ({ userId: card.record.userId, offline: card.offline })),
    ...staleIds.map((userId) => ({ userId, stale: true })),
  ];
}

/** Who leaves at 'New round' (present participants stay as they are). */
export interface NewRoundPlan {
  /**
   * Away and Offline participants and stale records: removed (an Away record, the
   * departure an Offline participant left behind) and dropped from the remembered list.
   */
  leave: string[];
}

/**
 * 'New round': participants who are Away or Offline at that moment leave (removed and
 * forgotten); present ones stay. With no presence snapshot yet (`present` null) everyone
 * with a record counts as present, so a page that has just opened never removes anybody.
 */
export function planNewRound(
  participants: readonly NewRoundParticipant[],
  present: ReadonlySet<string> | null,
): NewRoundPlan {
  const plan: NewRoundPlan = { leave: [] };
  const seen = new Set<string>();
  for (const p of participants) {
    if (seen.has(p.userId)) continue;
    seen.add(p.userId);
    // A stale record leaves whatever its presence says (its page may still look connected).
    if (p.stale || presenceState(p.userId, p.offline === true, present) !== 'present') {
      plan.leave.push(p.userId);
    }
  }
  return plan;
}

/** What came of a New round's writes. */
export interface NewRoundOutcome {
  /** userIds whose removal failed (a vanished record is not a failure). */
  failed: string[];
  /** The round number (`sessions/{code}/round`) could not be counted up. */
  markerFailed: boolean;
}
