/**
 * Screen codes (docs/product.md, Screen codes): the path segment that names a screen.
 *
 * Every run of characters that are not ASCII letters or digits becomes one
 * hyphen; nothing else changes (case is kept, leading and trailing hyphens are
 * kept), so the same text always lands on the same screen.
 */

/** Longest code kept; the product sets no bound, but a database key must stay small. */
export const SCREEN_CODE_MAX_LENGTH = 128;

/** Prefix of generated codes; any code containing it is treated as random. */
export const RANDOM_CODE_PREFIX = 'screen-';

/** Length of the random part of a generated code. */
export const RANDOM_CODE_LENGTH = 8;

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Normalises a screen code: each run of non-alphanumerics becomes a single '-',
 * then the result is cut to {@link SCREEN_CODE_MAX_LENGTH} characters.
 *
 * @example normalizeScreenCode('Team A!!') === 'Team-A-'
 */
export function normalizeScreenCode(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]+/g, '-').slice(0, SCREEN_CODE_MAX_LENGTH);
}

/** True when `raw` is already in normalised form (the page need not move). */
export function isNormalizedScreenCode(raw: string): boolean {
  return raw.length > 0 && normalizeScreenCode(raw) === raw;
}

/**
 * A fresh code for a newcomer: `screen-` followed by 8 lowercase letters or digits.
 *
 * @param random - uniform source in [0, 1), e.g. `Math.random`; injected so tests are exact.
 */
export function randomScreenCode(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < RANDOM_CODE_LENGTH; i += 1) {
    suffix += RANDOM_ALPHABET[pickIndex(random(), RANDOM_ALPHABET.length)];
  }
  return RANDOM_CODE_PREFIX + suffix;
}

/** True for a generated code, i.e. one containing 'screen-'; its code is editable. */
export function isRandomScreenCode(code: string): boolean {
  return code.includes(RANDOM_CODE_PREFIX);
}

/** Maps a random number to an index in [0, length), safe against 1, NaN or negatives. */
function pickIndex(r: number, length: number): number {
  if (!Number.isFinite(r)) return 0;
  return Math.min(length - 1, Math.max(0, Math.floor(r * length)));
}
