/**
 * Every key the app keeps in browser storage, in one place. The values never change:
 * walls and phones keep their data under them across updates, so a renamed key would
 * lose every stored name, picture, position and remembered list. The three spec keys
 * are plain words; the app's own additions are namespaced (`storyPoint.`), as the wall
 * and the phone page share one origin.
 */

/** The spec's keys, exactly as docs/product.md names them (Browser storage). */
export const STORAGE_KEYS = {
  /** Session storage: list of participant records the wall hides. */
  blockedClients: 'blockedClients',
  /** Session storage: list of participant records (the remembered list). */
  lastClients: 'lastClients',
  /** Local storage: map of userId to grid position. */
  positionConfig: 'positionConfig',
} as const;

/** Local-storage keys of the participant identity on a phone. */
export const IDENTITY_KEYS = {
  userId: 'storyPoint.vote.userId',
  userName: 'storyPoint.vote.userName',
  picture: 'storyPoint.vote.picture',
  cardSet: 'storyPoint.vote.cardSet',
} as const;

/** Local storage: this phone joins to watch rather than to vote (`watch`; absent: vote). */
export const WATCH_KEY = 'storyPoint.vote.role';

/** Session-storage keys of the phone page: they survive a reload or a discarded tab, not a new visit. */
export const VOTE_SESSION_KEYS = {
  /**
   * The screen code this tab joined; a reload of that page joins again by itself.
   * renderer/boot.js reads it too (plain script before the bundle: the literal is repeated there).
   */
  joinedCode: 'storyPoint.vote.joinedCode',
} as const;

/** Session storage: the screen code `lastClients` belongs to. */
export const LAST_CLIENTS_CODE_KEY = 'storyPoint.screen.lastClientsCode';

/** Local storage: the wall's join panel switch. */
export const JOIN_PANEL_KEY = 'storyPoint.screen.showJoinPanel';

/**
 * Local storage: the wall's 'Sound at reveal' switch (`true` when on; anything else,
 * or nothing, is off), for this device's speakers alone.
 */
export const SOUND_AT_REVEAL_KEY = 'storyPoint.screen.soundAtReveal';

/** Local storage: the wall's "Show result summary" switch. */
export const RESULT_SUMMARY_KEY = 'storyPoint.screen.showResultSummary';

/**
 * Local storage: the countdown length last set on this screen (ms, one of the presets),
 * so the kiosk's T key keeps the room's usual timebox after a restart.
 */
export const TIMER_PRESET_KEY = 'storyPoint.timer.lastPreset';

/** Session storage: the count of render errors in a row (the page reloads itself). */
export const RECOVERY_KEY = 'storyPoint.renderRecovery';

// The wall's tracker lists have their keys in tracker-storage-keys.ts: this module is in
// the chunk the phone loads first, and the phone never keeps them.
