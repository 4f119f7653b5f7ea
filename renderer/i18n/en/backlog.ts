import { textPart } from '../translate';

/** The backlog's current story (the wall's band, the phone). */
export const backlogText = textPart('backlog', {
  backlog: 'Backlog',
  /** The current story's place in the backlog. */
  place: '{position} of {total}',
  /** The story after the current one, small. */
  next: 'Next: {story}',
  lastStory: 'Last story',
  showDescription: 'Show description',
  hideDescription: 'Hide description',
});
