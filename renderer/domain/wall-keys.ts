/**
 * The wall's keyboard: a kiosk on the wall has a wireless keyboard or a presentation
 * clicker at most, so what a facilitator does all the time is one key away
 * (docs/product.md, "The wall from the keyboard"). Pure: the page decides what each
 * action does (New round, or Next story after a reveal with a backlog story current).
 */

/** What a key on the wall asks for. */
export type WallKeyAction =
  'next' | 'back' | 'timer' | 'pause' | 'options' | 'help' | 'reveal' | 'nudge' | 'board';

/** The parts of a keyboard event the map reads. */
export interface WallKey {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** Focus is in a field that takes text (input, textarea, contenteditable, a listbox). */
  typing?: boolean;
  /** Focus is on a control that uses this key itself (a button, a menu, a slider). */
  onControl?: boolean;
}

/**
 * Letters and signs, matched without regard to case. A clicker sends Page Down and Page
 * Up for its arrows, and B or '.' for its blank-screen button, which pauses the wall.
 */
const LETTER_KEYS: ReadonlyMap<string, WallKeyAction> = new Map([
  ['n', 'next'],
  ['t', 'timer'],
  ['p', 'pause'],
  ['b', 'pause'],
  ['.', 'pause'],
  ['o', 'options'],
  ['?', 'help'],
  ['r', 'reveal'],
  ['u', 'nudge'],
  ['m', 'board'],
]);

/** Keys a clicker sends, and the arrows, which a focused control may use itself. */
const NAVIGATION_KEYS: ReadonlyMap<string, WallKeyAction> = new Map([
  ['PageDown', 'next'],
  ['ArrowRight', 'next'],
  ['ArrowDown', 'next'],
  ['PageUp', 'back'],
  ['ArrowLeft', 'back'],
  ['ArrowUp', 'back'],
]);

/**
 * The action of one key press on the wall, or null. Never while typing in a field, and
 * never with Ctrl, Alt or Meta (those belong to the browser and the kiosk's operator
 * keys); arrows and page keys go to a focused control that uses them first (the card
 * menu's items, a slider), so a shortcut never takes a key from where the user is.
 */
export function wallKeyAction(event: WallKey): WallKeyAction | null {
  if (event.typing || event.ctrlKey || event.altKey || event.metaKey) return null;
  const navigation = NAVIGATION_KEYS.get(event.key);
  if (navigation) return event.onControl ? null : navigation;
  return LETTER_KEYS.get(event.key.toLowerCase()) ?? null;
}

/** What N (or a clicker's forward key) does on the wall, in the order it is decided. */
export type WallNextStep = 'new-round' | 'next-story' | 'skip-story' | 'focus-skip';

/** What {@link wallNextStep} reads of the wall at the moment of the key press. */
export interface WallNextState {
  /** Next story is offered: a backlog story is current and the round is revealed. */
  nextStoryOffered: boolean;
  /** The card Next story saves (Options' 'Suggested card'), or null when there is none. */
  suggested: string | null;
  /** Focus is on 'Skip story' already. */
  skipFocused: boolean;
}

/**
 * N on the wall (docs/product.md, The wall from the keyboard): New round, unless Next
 * story is offered; then Next story with the suggested card, or, without one, the wall's
 * own choice: focus on 'Skip story' first, and a second N skips (as Enter does).
 */
export function wallNextStep(state: WallNextState): WallNextStep {
  if (!state.nextStoryOffered) return 'new-round';
  if (state.suggested !== null) return 'next-story';
  return state.skipFocused ? 'skip-story' : 'focus-skip';
}
