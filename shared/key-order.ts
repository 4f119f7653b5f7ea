/**
 * Firebase's order of keys, as the SDK's `nameCompare` applies it to every view: keys
 * that are 32-bit integers first, numerically (equal numbers: the shorter key first, so
 * "1" before "01"), then the other keys as strings. One rule for the local database's
 * queries and hashes (server/db) and for the wall's first look, which hands children
 * over in the order the SDK does (renderer/data/first-look.ts).
 */

/** The SDK's integer keys: optional minus, any leading zeros, up to ten more digits. */
const INTEGER_KEY = /^-?(0*)\d{1,10}$/;

function integerKey(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const n = Number(key);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}

/** Orders two keys as Firebase does. */
export function compareKeys(a: string, b: string): number {
  const ai = integerKey(a);
  const bi = integerKey(b);
  if (ai !== null && bi !== null) return ai - bi || a.length - b.length;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
