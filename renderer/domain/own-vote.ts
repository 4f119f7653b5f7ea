/**
 * A phone's own part in the round (docs/product.md, Voting from a phone): what its page
 * shows and when its card can still change (the choice itself: own-choice.ts). Pure, so
 * the participation store only follows the database and the rules live here.
 */

/**
 * What the page shows: the join form, 'next-round' (joined a revealed round: waits for
 * New round), 'watching' (no card: follows the round), choosing, waiting for the others,
 * revealed (voters and watchers alike).
 */
export type VotePhase = 'join' | 'next-round' | 'watching' | 'choosing' | 'waiting' | 'revealed';

/** What the phase is made of. */
export interface VoteState {
  joined: boolean;
  watching: boolean;
  waitingForNextRound: boolean;
  /** Every card on the screen is ready. */
  revealed: boolean;
  /** This page's card is shown (showCard true). */
  ready: boolean;
}

/** The page's phase. */
export function votePhase(state: VoteState): VotePhase {
  if (!state.joined) return 'join';
  if (state.waitingForNextRound) return 'next-round';
  if (state.revealed) return 'revealed';
  if (state.watching) return 'watching';
  return state.ready ? 'waiting' : 'choosing';
}

/**
 * The page shows the round's result: the round is revealed, whether this page took part
 * ('revealed') or joined it too late ('next-round'). New round is offered then.
 */
export function showsResult(phase: VotePhase): boolean {
  return phase === 'revealed' || phase === 'next-round';
}

/** Cards and readiness can change: the own record is in the round, until it is revealed. */
export function canChangeVote(phase: VotePhase, entered: boolean): boolean {
  return entered && (phase === 'choosing' || phase === 'waiting');
}
