/**
 * Card reveal (spec §4): all cards are shown when every non-blocked active participant
 * has showCard true; a card is revealed only when showCard is true and the flip flag is on.
 */

/** What {@link everyoneReady} needs of a participant. */
export interface ReadyParticipant {
  userId: string;
  showCard: boolean;
  offline: boolean;
}

/**
 * True when there is at least one non-blocked, online participant and every such
 * participant has showCard true. Offline participants (spec: "active" means present in
 * the latest snapshot) and blocked ones are left out, so they can neither hold up nor
 * trigger the reveal; an empty room is never "all ready".
 */
export function everyoneReady(
  participants: readonly ReadyParticipant[],
  blockedIds: ReadonlySet<string>,
): boolean {
  let counted = 0;
  for (const p of participants) {
    if (p.offline || blockedIds.has(p.userId)) continue;
    if (!p.showCard) return false;
    counted += 1;
  }
  return counted > 0;
}

/** A card shows its front only when the participant is ready and the flip flag is on. */
export function isCardRevealed(showCard: boolean, flip: boolean): boolean {
  return showCard && flip;
}
