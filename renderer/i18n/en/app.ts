import { textPart } from '../translate';

/** What the app shell itself shows (a render error, before the page reloads). */
export const appText = textPart('app', {
  somethingWrong: 'Something went wrong.',
  reloadingIn: 'Reloading in {seconds} s…',
  reloading: 'Reloading…',
});
