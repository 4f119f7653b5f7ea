import { textPart } from '../translate';

/** 'Next story' after a reveal, on the wall and on a phone (docs/product.md, Backlog). */
export const nextStoryText = textPart('nextStory', {
  nextStory: 'Next story',
  /** Under the button: what it stores. */
  saves: 'Saves {value} for {story}',
  /** The row of the deck's cards, for another estimate than the closest card. */
  otherCard: 'Or save another card:',
  saveInstead: 'Save {value} instead',
  /** No closest card (only ? and C were played). */
  noClosest: 'No card is closest: pick the estimate for {story}, or skip it.',
  skipStory: 'Skip story',
  failed:
    'Could not move on to the next story; nothing was changed. Check the connection and try again.',
});
