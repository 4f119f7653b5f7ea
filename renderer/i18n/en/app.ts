import { textPart } from '../translate';

/** What the app shell itself shows (a render error, before the page reloads; a failed start). */
export const appText = textPart('app', {
  somethingWrong: 'Something went wrong.',
  reloadingIn: 'Reloading in {seconds} s…',
  reloading: 'Reloading…',
  couldNotStart: 'Story Point could not start. Reload the page to try again.',
});
