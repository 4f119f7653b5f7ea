import { textPart } from '../translate';

/** The wall's own texts: statistics, welcome box, join panel, cards. */
export const wallText = textPart('wall', {
  welcome: 'Welcome to Story Point',
  yourScreenCode: 'Your Screen Code :',
  change: 'Change',
  joinFromPhone: 'Join from your phone: scan the code or open',
  qrLabel: 'QR code to join: {url}',
  joinThisScreen: 'Join this screen',
  noAddress:
    'Phones cannot join yet: connect this computer to the room\'s network, or set "site" in its config.',
  noAddressShort: 'Phones cannot join: no network address (or set a "site").',
  loopbackOnly:
    'This link works on this computer only. For phones, start with HOST=0.0.0.0 or set a "site".',
  loopbackOnlyShort: 'This computer only: phones need HOST=0.0.0.0 or a "site".',
  connecting: 'Connecting…',
  online: 'Online',
  offline: 'Offline',
  participant: 'Participant',
  ready: 'Ready',
  pauseSession: 'Pause Session',
  continueSession: 'Continue Session',
  closePreview: 'Close Preview',
  options: 'Options',
  settings: 'Settings',
  dismiss: 'Dismiss',
  away: 'Away',
  cardUnreadable: 'Card could not be read',
  coffee: 'Coffee',
});
