import { textPart } from '../translate';

/**
 * What the facilitator's wall and every phone say alike about a round that does not go by
 * the book: who the room waits for, the nudge, 'Reveal now', the median and the stories
 * sized so far (docs/product.md, The facilitator's tools).
 */
export const facilitationText = textPart('facilitation', {
  /** Above the wall's cards; `names` is the list, cut to fit ('Ada, Linus +2'). */
  waitingFor: 'Waiting for: {names}',
  /** Between the names of a list. */
  listSeparator: ', ',
  nudge: 'Nudge',
  nudgeSent: 'Nudge sent',
  nudgeTooSoon: 'A nudge was just sent. Try again in a few seconds.',
  nudgeFailed: 'The nudge could not be sent. Check the connection and try again.',
  /** On a phone that was nudged, for a few seconds. */
  nudged: 'The room is waiting for you',
  revealNow: 'Reveal now',
  /** On the wall after the first press of R. */
  revealNowConfirm: 'Press R again to reveal now',
  revealFailed: 'The cards could not be revealed. Check the connection and try again.',
  /** The face of a card that was not ready when the round was revealed early. */
  noVote: 'No vote',
  /** A round revealed with 'Reveal now', in the result and the history. */
  revealedEarly: 'Revealed early',
  /** Who had no vote in a round revealed early. */
  noVoteFrom: 'No vote: {names}',
  median: 'Median',
  /** What a screen reader hears of a revealed card when names are hidden. */
  anonymousVote: 'Vote {value}',
  /** The large 3-2-1 before the reveal, for a screen reader. */
  revealingIn: 'Revealing in {seconds}',
  /** The reference board's title, and its button on phones. */
  sizedSoFar: 'Sized so far',
  boardEmpty: 'No story has an estimate yet.',
  close: 'Close',
});
