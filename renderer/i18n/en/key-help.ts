import { textPart } from '../translate';

/** The help overlay of the wall's keys. */
export const keyHelpText = textPart('keyHelp', {
  title: 'Keyboard shortcuts',
  next: 'New round; after a reveal with a backlog, Next story with the closest card (no closest card: press twice to skip the story)',
  back: 'Back to the previous story',
  timer: 'Start or stop the timer (the last time chosen)',
  pause: "Pause or continue the session (B and . are a presentation clicker's blank-screen button)",
  options: 'Open Options',
  help: 'Show or hide this list',
  hint: 'Shortcuts wait while you type in a field. Tab moves between the controls; Enter or Space uses them; Escape closes what is open.',
  close: 'Close',
  pageDown: 'Page Down',
  pageUp: 'Page Up',
});
