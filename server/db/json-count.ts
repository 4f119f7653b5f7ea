/**
 * Whether a JSON text holds more values than a write may, told before it is parsed.
 * Parsing is the costliest step of a large write that is refused: a 2.5 MB body of
 * empty objects, under the 4 MiB limit of a message, takes JSON.parse about half a
 * second, and the write budget (validate.ts) only counts once it is parsed.
 *
 * The text is scanned once, strings skipped whole, and every value but the outermost
 * leaves a mark outside them: a member's value follows a `:`, each value after the
 * first of an object or array follows a `,`, and an object or array opens with `{` or
 * `[`. Each count is thus at most the number of values, so a text is refused here only
 * when the exact count would refuse it too (the scan stops there); a text that passes
 * is parsed and counted exactly.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const BRACE = 0x7b;
const BRACKET = 0x5b;

/** The index of the quote that closes the string opened at `open` (the text's length if none). */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    // An even number of backslashes escape one another, not the quote.
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/** Whether `text` surely holds more than `max` values below its outermost one. */
export function holdsMoreValues(text: string, max: number): boolean {
  let colons = 0;
  let commas = 0;
  // The outermost object or array opens one too.
  let opens = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = closingQuote(text, i);
    else if (c === COLON) colons += 1;
    else if (c === COMMA) commas += 1;
    else if (c === BRACE || c === BRACKET) opens += 1;
    else continue;
    if (colons > max || commas > max || opens > max) return true;
  }
  return false;
}
