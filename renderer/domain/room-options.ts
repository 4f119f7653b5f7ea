/**
 * The options a room agrees on (docs/product.md, Room options): set in the wall's Options,
 * shared by every wall and phone of the screen code at `sessions/{code}/options`
 * (docs/data-contract.md, Room options). Each is off, or 'Closest card', by default, so
 * a room that never sets them sees the spec's screen unchanged.
 */
import { isPlainObject } from './records';
import type { SuggestRule } from './result-summary';

/** The room's options. */
export interface RoomOptions {
  /** 'Reveal with a countdown': the wall counts 3-2-1 before it flips the cards. */
  revealCountdown: boolean;
  /** 'Hide names': revealed cards, phones' results and the history show no names. */
  hideNames: boolean;
  /** 'Suggested card': the card Next story saves. */
  suggestedCard: SuggestRule;
}

/** What a room has before anyone sets an option. */
export const DEFAULT_ROOM_OPTIONS: RoomOptions = Object.freeze({
  revealCountdown: false,
  hideNames: false,
  suggestedCard: 'closest',
});

/** The values of `suggestedCard`, in the order Options lists them. */
export const SUGGEST_RULES: readonly SuggestRule[] = ['closest', 'up'];

/**
 * Reads `sessions/{code}/options` as any client may have written it: each field that is
 * missing or not of its kind keeps its default, so one bad field costs only itself.
 */
export function parseRoomOptions(raw: unknown): RoomOptions {
  if (!isPlainObject(raw)) return DEFAULT_ROOM_OPTIONS;
  const { revealCountdown, hideNames, suggestedCard } = raw;
  return {
    revealCountdown: revealCountdown === true,
    hideNames: hideNames === true,
    suggestedCard: SUGGEST_RULES.find((r) => r === suggestedCard) ?? 'closest',
  };
}
