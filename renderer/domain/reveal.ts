/**
 * Card reveal (docs/product.md, Reveal): all cards are shown when every non-blocked
 * active participant has showCard true; a card is revealed only when showCard is true and
 * the round is revealed.
 */

/** What {@link everyoneReady} needs of a participant. */
export interface ReadyParticipant {
  userId: string;
  showCard: boolean;
}

/**
 * The reveal rule, stated once: true when at least one non-blocked participant is on
 * the screen and every one of them has showCard true. Offline participants are on the
 * screen and count: they have an empty selection, which hides the cards and makes
 * the average 0 (docs/product.md, Offline) until they come back or are removed from
 * the session ({@link mergeOffline} gives them showCard false), so they hold the reveal.
 * Blocked participants are left out, so they can neither hold up nor trigger it; an
 * empty room is never "all ready".
 */
export function everyoneReady(
  participants: readonly ReadyParticipant[],
  blockedIds: ReadonlySet<string>,
): boolean {
  let counted = 0;
  for (const p of participants) {
    if (blockedIds.has(p.userId)) continue;
    if (!p.showCard) return false;
    counted += 1;
  }
  return counted > 0;
}

/** A card shows its front only when the participant is ready and the round is revealed. */
export function isCardRevealed(showCard: boolean, revealed: boolean): boolean {
  return showCard && revealed;
}
