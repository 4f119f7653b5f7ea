/**
 * A size for a card value by its length in characters: `sizes[0]` for one character,
 * `sizes[1]` for two, and the last entry for that many or more. Values go up to 8
 * characters in a team's own deck, so every face that shows one shrinks it in steps.
 */
export function byLength<T>(value: string, sizes: readonly [T, ...T[]]): T {
  const length = Math.max(1, [...value].length);
  return sizes[Math.min(length, sizes.length) - 1] as T;
}
