import { textPart } from '../translate';

/** The help overlay of the wall's keys. */
export const keyHelpText = textPart('keyHelp', {
  title: 'Keyboard shortcuts',
  next: 'New round, or Next story while a backlog is loaded',
  back: 'Back to the previous story',
  timer: 'Start or stop the timer (the last time chosen)',
  pause: 'Pause or continue the session',
  options: 'Open Options',
  help: 'Show or hide this list',
  hint: 'Shortcuts wait while you type in a field. Tab moves between the controls; Enter or Space uses them; Escape closes what is open.',
  close: 'Close',
  pageDown: 'Page Down',
  pageUp: 'Page Up',
});
