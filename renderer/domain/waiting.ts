/**
 * 'Waiting for: Ada, Linus' (docs/product.md, Waiting for): once at least half of the
 * cards are ready and the round is not revealed, the wall names those not ready, so the
 * room knows whose phone is in a pocket. The list is cut to fit one line.
 */

/** A card as the waiting list reads it. */
export interface WaitingCard {
  name: string;
  ready: boolean;
}

/**
 * The names of the cards not ready, in the cards' order, once at least half of them
 * are ready and the round is not revealed; empty otherwise (nothing is shown).
 */
export function waitingFor(cards: readonly WaitingCard[], revealed: boolean): string[] {
  if (revealed) return [];
  const ready = cards.filter((c) => c.ready).length;
  if (ready * 2 < cards.length) return [];
  return cards.filter((c) => !c.ready).map((c) => c.name);
}

/** Longest name shown in the list, in characters; a longer one ends in '…'. */
export const WAITING_NAME_MAX = 16;

/** The names that fit, and how many more are left out ('and 3 more'). */
export interface FittedNames {
  names: string[];
  more: number;
}

/** Cuts a name to {@link WAITING_NAME_MAX} characters (whole code points), ending in '…'. */
export function cutName(name: string, max = WAITING_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : chars.slice(0, max - 1).join('') + '…';
}

/**
 * The names that fit in `budget` characters, each cut to {@link WAITING_NAME_MAX}, with
 * ', ' between them; the first name is always shown. The rest are counted in `more`.
 */
export function fitNames(names: readonly string[], budget: number): FittedNames {
  const shown: string[] = [];
  let used = 0;
  for (const name of names) {
    const cut = cutName(name);
    const length = Array.from(cut).length + (shown.length > 0 ? 2 : 0);
    if (shown.length > 0 && used + length > budget) break;
    shown.push(cut);
    used += length;
  }
  return { names: shown, more: names.length - shown.length };
}
