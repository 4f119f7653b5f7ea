/**
 * 'Reveal now' (docs/product.md, Reveal now): a round can be revealed before everyone is
 * ready. Every wall and phone must show the same, so the reveal is stored for the round:
 * `sessions/{code}/revealedRound` holds the round number it revealed
 * (docs/data-contract.md, Reveal now). A round number that moves on (New round, Next
 * story) leaves it behind, so nothing has to clear it and no queued reveal can reach a
 * later round (the rules accept only the current round's number).
 */
import { isRoundNumber } from './round-number';

/** Validates `sessions/{code}/revealedRound`: a round number, else null (none, or garbage). */
export function parseRevealedRound(raw: unknown): number | null {
  return isRoundNumber(raw) ? raw : null;
}

/**
 * Whether the current round was revealed early: the stored reveal names it. Never while
 * the round number is unknown (null, not loaded yet).
 */
export function isRevealedEarly(revealedRound: number | null, round: number | null): boolean {
  return round !== null && revealedRound === round;
}

/** What {@link canRevealNow} reads of the round. */
export interface RevealNowInput {
  readyCount: number;
  revealed: boolean;
}

/** 'Reveal now' is offered once at least one card is ready, until the round is revealed. */
export function canRevealNow(round: RevealNowInput): boolean {
  return round.readyCount > 0 && !round.revealed;
}
