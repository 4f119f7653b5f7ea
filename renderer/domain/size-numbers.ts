/**
 * A team's T-shirt sizes as numbers for the tracker's estimate field (docs/tracker-wall.md,
 * The estimate written): 'L' written as 5 once the team saved L = 5 in Options. Nothing
 * is mapped until someone saves it; a size left blank stays unmapped and is not written.
 * The numbers follow the field's rule for cards (up to 6 digits, and as many decimals);
 * ascending order is the usual choice but not forced, as a team may weigh its sizes as it
 * likes.
 */
import { SIZE_SCALE } from './cards';
import type { Deck } from './deck';
import {
  estimateNumber,
  isEstimateDigits,
  type EstimateNumber,
  type EstimateRefusal,
} from './tracker-estimate';

/** Saved numbers by size ('L' → 5); a size absent is not mapped. */
export type SizeNumbers = Readonly<Record<string, number>>;

/** What the form offers before anything is saved (nothing is mapped by it). */
export const SUGGESTED_SIZE_NUMBERS: SizeNumbers = { XS: 1, S: 2, M: 3, L: 5, XL: 8, XXL: 13 };

const SIZES: readonly string[] = SIZE_SCALE;

/** Whether `card` is a T-shirt size (XS … XXL). */
export function isSize(card: string): boolean {
  return SIZES.includes(card);
}

/**
 * The sizes of a deck, in its order: the standard deck's six (its phones can switch to
 * them), a preset's or a custom deck's own sizes. Other cards that are not numbers ('?',
 * coffee, a custom 'huge') are not sizes and are never mapped.
 */
export function deckSizes(deck: Deck): string[] {
  if (deck.id === 'standard') return [...SIZES];
  return deck.cards.filter((card) => SIZES.includes(card));
}

/** Why a typed number is refused. */
export type SizeNumberProblem = 'notNumber';

/** One size's typed number: blank (unmapped), the number, or why it is refused. */
export function parseSizeNumber(
  text: string,
): { ok: true; value: number | null } | { ok: false; problem: SizeNumberProblem } {
  // A decimal comma is how half of the languages write 0,5.
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { ok: true, value: null };
  // The digits a card may have as a number ('8', '2.5'): those estimateNumber takes.
  return isEstimateDigits(typed)
    ? { ok: true, value: Number(typed) }
    : { ok: false, problem: 'notNumber' };
}

/** The form's typed numbers, as saved, or the sizes whose number is refused. */
export function sizeNumbersFrom(
  typed: Readonly<Record<string, string>>,
  sizes: readonly string[],
): { ok: true; numbers: SizeNumbers } | { ok: false; refused: string[] } {
  const numbers: Record<string, number> = {};
  const refused: string[] = [];
  for (const size of sizes) {
    const parsed = parseSizeNumber(typed[size] ?? '');
    if (!parsed.ok) refused.push(size);
    else if (parsed.value !== null) numbers[size] = parsed.value;
  }
  return refused.length > 0 ? { ok: false, refused } : { ok: true, numbers };
}

/** The text each size's field starts with: the saved numbers, or else the suggestion. */
export function sizeNumbersTyped(
  saved: SizeNumbers,
  sizes: readonly string[],
): Record<string, string> {
  const source = Object.keys(saved).length > 0 ? saved : SUGGESTED_SIZE_NUMBERS;
  return Object.fromEntries(sizes.map((s) => [s, s in source ? String(source[s]) : '']));
}

/**
 * The first size (in `sizes`' order) mapped lower than a smaller one, or null: said
 * beside the form, never refused.
 */
export function sizeOutOfOrder(numbers: SizeNumbers, sizes: readonly string[]): string | null {
  let highest = -1;
  for (const size of sizes) {
    const n = numbers[size];
    if (n === undefined) continue;
    if (n < highest) return size;
    highest = n;
  }
  return null;
}

/** Whether a stored value is a mapping: sizes only, each a number the field rule takes. */
export function isSizeNumbers(v: unknown): v is SizeNumbers {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.entries(v).every(
    ([size, n]) =>
      // Number.isFinite refuses what is not a number ('5' included) without converting it.
      SIZES.includes(size) && Number.isFinite(n) && isEstimateDigits(String(n)),
  );
}

/** Why a card is not written: the field's reasons, or a size the team has not mapped. */
export type WrittenRefusal = EstimateRefusal | 'sizeNotMapped';

export type WrittenEstimate =
  { ok: true; value: number } | { ok: false; reason: WrittenRefusal; card: string };

/**
 * The number written for `card`, or why not: the one step from a card to the tracker's
 * field that the write-back, the panel's states and Send all share. A mapped size is
 * its number, then held to the field's rule like any card (a 2.5 to whole numbers is
 * refused, naming the size).
 */
export function writtenEstimate(
  card: string,
  decimals: boolean,
  sizes: SizeNumbers,
  scale?: readonly number[],
): WrittenEstimate {
  const mapped = Object.hasOwn(sizes, card) ? sizes[card] : undefined;
  if (mapped === undefined && SIZES.includes(card))
    return { ok: false, reason: 'sizeNotMapped', card };
  const number: EstimateNumber = estimateNumber(
    mapped === undefined ? card : String(mapped),
    decimals,
    scale,
  );
  return number.ok ? number : { ...number, card };
}
