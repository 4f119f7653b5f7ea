import { textPart } from '../translate';

/**
 * The wall's Options for how a round goes (docs/product.md, Room options), and the help
 * overlay's lines for their keys.
 */
export const roomOptionsText = textPart('roomOptions', {
  /** The section's heading in Options. */
  round: 'Round',
  revealCountdown: 'Reveal with a countdown',
  soundAtReveal: 'Sound at reveal',
  hideNames: 'Hide names',
  suggestedCard: 'Suggested card',
  closest: 'Closest card',
  nextUp: 'Next card up',
  saveFailed: 'The option could not be changed. Check the connection and try again.',
  keyReveal: 'Reveal now, before everyone is ready (press twice)',
  keyNudge: 'Nudge those not ready',
  keyBoard: 'Show or hide the stories sized so far',
});
