/**
 * The wall's key help (docs/product.md, "The wall from the keyboard"): each action of
 * wall-keys.ts with its keys, as the help overlay lists them. Apart from the key map,
 * which the wall's first page carries: only the overlay, loaded when it opens, reads it.
 */
import type { WallKeyAction } from './wall-keys';

/** One line of the help overlay: the keys and what they do. */
export interface WallKeyHelp {
  keys: readonly string[];
  action: WallKeyAction;
}

/** The help overlay's list, in the order a facilitator needs them. */
export const WALL_KEY_HELP: readonly WallKeyHelp[] = [
  { keys: ['N', 'Page Down', '→'], action: 'next' },
  { keys: ['Page Up', '←'], action: 'back' },
  { keys: ['T'], action: 'timer' },
  { keys: ['P', 'B', '.'], action: 'pause' },
  { keys: ['R'], action: 'reveal' },
  { keys: ['U'], action: 'nudge' },
  { keys: ['M'], action: 'board' },
  { keys: ['O'], action: 'options' },
  { keys: ['?'], action: 'help' },
];
