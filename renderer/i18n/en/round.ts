import { textPart } from '../translate';

/** What a failed 'New round' says, on the wall and on a phone. */
export const roundText = textPart('round', {
  cardsNotCleared: {
    one: 'New round: {count} card could not be cleared. Check the connection and press New round again.',
    other:
      'New round: {count} cards could not be cleared. Check the connection and press New round again.',
  },
  othersNotTold:
    'New round: the other devices could not be told. Check the connection and press New round again.',
});
