/**
 * An import's text made only of issue references (`acme/pay#12, acme/pay#13`), as GitHub's
 * and GitLab's import boxes take them: words between spaces or commas, each a reference
 * by the tracker's own reading.
 */

/** The references of a text made only of them, each read by `parse`; else null. */
export function referencesOf<R>(text: string, parse: (word: string) => R | null): R[] | null {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return null;
  const references = words.map(parse);
  return references.every((r) => r !== null) ? (references as R[]) : null;
}

/**
 * The references an import asks for: each once (by `textOf`), in the order written, up
 * to `limit`; `truncated` when more were written than asked.
 */
export function referencesAsked<R>(
  references: readonly R[],
  textOf: (reference: R) => string,
  limit: number,
): { asked: R[]; truncated: boolean } {
  const unique = [...new Map(references.map((r) => [textOf(r), r])).values()];
  return { asked: unique.slice(0, limit), truncated: unique.length > limit };
}
