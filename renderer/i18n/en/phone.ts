import { textPart } from '../translate';

/** The phone page's frame and join form (its first page). */
export const phoneText = textPart('phone', {
  screen: 'Screen {code}',
  leave: 'Leave',
  offline: 'Offline — your vote is kept and will be sent when the connection returns',
  joinTitle: 'Join the vote',
  joinIntro: 'Pick a card from your phone; it shows on the screen when everyone is ready.',
  yourName: 'Your name',
  pictureUrl: 'Picture URL (optional)',
  pictureHelp: 'Leave empty to use your initials',
  pictureBroken: 'That picture could not be loaded, so your initials are shown instead.',
  screenCode: 'Screen code',
  screenCodeHelp: 'Shown on the screen, or type another to switch rooms',
  join: 'Join',
  /** On the Join button when it was pressed before the page was ready (it joins then). */
  starting: 'Starting…',
  /** The prerendered page's text when scripts are blocked entirely (the form is hidden). */
  noScript:
    'Story Point needs JavaScript to join the vote. Turn JavaScript on in your browser’s settings, then reload this page.',
  nameRequired: 'Enter your name',
  nameTooLong: 'Use at most {max} characters',
  pictureInvalid: 'Use a picture address starting with http:// or https://',
  pictureTooLong: 'Use a picture address of at most {max} characters',
  codeRequired: 'Enter the screen code shown on the screen',
  /** Under the name field: characters used of the most allowed. */
  nameLength: '{length}/{max} · remembered on this phone',
});
