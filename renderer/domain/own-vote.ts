/**
 * A phone's own part in the round (docs/product.md, Voting from a phone): what its page
 * shows, when its card can still change, and the choice its own record holds. Pure, so
 * the participation store only follows the database and the rules live here.
 */
import { decodeSelected } from './codec';
import { phoneShowsCard, type Deck } from './deck';
import type { ParticipantRecord } from './types';

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

/** The card a page chose and its readiness. */
export interface OwnChoice {
  /** The chosen card, '' for none. */
  value: string;
  ready: boolean;
}

/**
 * The choice the own record holds: its card when it decodes to one the phone offers
 * (else none), ready only with a card.
 */
export function choiceOfRecord(own: ParticipantRecord, code: string, deck: Deck): OwnChoice {
  const decoded = decodeSelected(own.selected, code, own.userId);
  const value = decoded.ok && phoneShowsCard(deck, decoded.value) ? decoded.value : '';
  return { value, ready: own.showCard && value !== '' };
}
