/**
 * Business constants (docs/product.md, Constants) and the product's labels, word for
 * word. Timers live in stores; these are the numbers they use.
 */

/** Delay before the average is recalculated after Continue. */
export const RESUME_DELAY_MS = 500;

/** Duration of transitions, including the settings menu sliding in from the right. */
export const TRANSITION_MS = 500;

/** Shortest preview auto-flip interval. */
export const PREVIEW_FLIP_MIN_MS = 1000;

/** Longest preview auto-flip interval. */
export const PREVIEW_FLIP_MAX_MS = 3000;

/** Popup hover delay before opening. */
export const POPUP_OPEN_DELAY_MS = 50;

/** Popup hover delay before closing. */
export const POPUP_CLOSE_DELAY_MS = 70;

/**
 * How often a participant page refreshes its lastUpdate. The data contract asks for at
 * least every 5 minutes; 4 leaves a margin for a slow write or a throttled background
 * timer.
 */
export const HEARTBEAT_MS = 4 * 60 * 1000;

/**
 * A random preview flip interval, uniform in [1000, 3000] ms.
 *
 * @param random - uniform source in [0, 1), injected
 */
export function previewFlipDelay(random: () => number): number {
  const r = random();
  const clamped = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
  return Math.round(PREVIEW_FLIP_MIN_MS + clamped * (PREVIEW_FLIP_MAX_MS - PREVIEW_FLIP_MIN_MS));
}

/** Label of the average in the statistics bar. */
export const AVERAGE_LABEL = 'Average Point';

/** The wall's user-visible texts, word for word (docs/product.md). */
export const LABELS = {
  welcome: 'Welcome to Story Point',
  yourScreenCode: 'Your Screen Code :',
  change: 'Change',
  online: 'Online',
  participant: 'Participant',
  pauseSession: 'Pause Session',
  continueSession: 'Continue Session',
  closePreview: 'Close Preview',
  ready: 'Ready',
  averagePoint: AVERAGE_LABEL,
  options: 'Options',
  themes: 'Themes',
  custom: 'Custom',
  colors: 'Colors',
  cardBackground: 'Card Background',
  cardBorder: 'Card Border',
  textColor: 'Text Color',
  screenBackground: 'Screen Background',
  screenForeground: 'Screen Foreground',
  valueSpecificImages: 'Value Specific Images',
  value: 'Value',
  valuePlaceholder: 'eq. 8',
  userName: 'User Name',
  userNamePlaceholder: 'any',
  imagesPlaceholder: '{host}',
  blockedUsers: 'Blocked Users',
  blockUser: 'Block User',
  setPosition: 'Set Position',
  positionCenter: 'Center',
  positionLeft: 'Left',
  positionRight: 'Right',
  removeFromSession: 'Remove from session',
  /** The label of an Offline card (docs/product.md, Offline). */
  offline: 'Offline',
  /**
   * A participant whose record is on the screen but whose page is not connected (phone
   * locked, asleep, out of Wi-Fi). Its vote counts; it is not Offline (docs/product.md,
   * Away).
   */
  away: 'Away',
} as const;
