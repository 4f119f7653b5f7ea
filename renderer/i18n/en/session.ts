import { textPart } from '../translate';

/** The story line and the countdown, on the wall and on a phone. */
export const sessionText = textPart('session', {
  story: 'Story',
  addStory: 'Add a story',
  storyPlaceholder: 'What are we estimating?',
  save: 'Save',
  cancel: 'Cancel',
  restart: 'Restart',
  stop: 'Stop',
  timer: 'Timer',
  countdown: 'Countdown',
  timeLeft: 'Time left',
  timesUp: "Time's up",
  /** The wall's band holding the story and the countdown. */
  session: 'Session',
});
