/**
 * The nudge (docs/product.md, Nudge): anyone asks the ones not ready to choose. It is
 * stored as the server time of the last nudge, `sessions/{code}/nudge`
 * (docs/data-contract.md, Nudge); the rules take at most one every
 * {@link NUDGE_INTERVAL_MS} per room, and each phone not ready reacts to a fresh one.
 */

import { canRevealNow, type RevealNowInput } from './early-reveal';

/** At most one nudge in this long per room. */
export const NUDGE_INTERVAL_MS = 10_000;

/** How long a phone shows a nudge ('The room is waiting for you'), and how old one may be to count. */
export const NUDGE_SHOW_MS = 5_000;

/** Validates `sessions/{code}/nudge`: a time in ms, else null. */
export function parseNudge(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null;
}

/** Whether a nudge may be sent now: none before, or the last at least the interval ago. */
export function canNudge(lastAt: number | null, serverNow: number): boolean {
  return lastAt === null || serverNow - lastAt >= NUDGE_INTERVAL_MS;
}

/** What {@link nudgeOffered} reads of the round. */
export interface NudgeRoom extends RevealNowInput {
  /** Every card is ready (the reveal countdown may still be running). */
  allReady: boolean;
}

/**
 * 'Nudge' is offered with 'Reveal now' (once a card is ready, until the reveal) while
 * someone is left to nudge: not once everyone is ready and the reveal countdown runs.
 */
export function nudgeOffered(room: NudgeRoom): boolean {
  return canRevealNow(room) && !room.allReady;
}

/** What a phone knows of itself when a nudge arrives. */
export interface NudgedPhone {
  /** Its card is in the round (a watcher or a phone not joined has none). */
  inRound: boolean;
  ready: boolean;
}

/**
 * Whether a nudge sent at `at` asks this phone: it is fresh (a page that loads later does
 * not buzz for an old one), and the phone has a card in the round that is not ready.
 */
export function nudgeReaches(at: number, serverNow: number, phone: NudgedPhone): boolean {
  const age = serverNow - at;
  return phone.inRound && !phone.ready && age < NUDGE_SHOW_MS && age > -NUDGE_SHOW_MS;
}

/** The vibration pattern a nudged phone plays where it can (`navigator.vibrate`). */
export const NUDGE_VIBRATION: readonly number[] = [200, 100, 200];
