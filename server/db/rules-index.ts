/**
 * The `.indexOn` declarations of a rules file. The Realtime Database's REST API
 * answers a query ordered by a child or by value only where the rules declare
 * that index (the SDK's listens need none: they are filtered on the client).
 */
import { isRecord } from './wire';

/** The rules node that governs `segments`: a literal key wins over a `$wildcard`. */
function nodeAt(rules: Record<string, unknown>, segments: readonly string[]): unknown {
  let node: unknown = rules;
  for (const segment of segments) {
    if (!isRecord(node)) return undefined;
    const wildcard = Object.keys(node).find((k) => k.startsWith('$'));
    node = Object.hasOwn(node, segment)
      ? node[segment]
      : wildcard === undefined
        ? undefined
        : node[wildcard];
  }
  return node;
}

/**
 * Whether the rules (a rules file's `rules` object) declare an index on `index`
 * (a child path, or `.value`) for the children of `segments`.
 */
export function hasIndex(
  rules: Record<string, unknown>,
  segments: readonly string[],
  index: string,
): boolean {
  const node = nodeAt(rules, segments);
  const declared = isRecord(node) ? node['.indexOn'] : undefined;
  const list = Array.isArray(declared) ? declared : [declared];
  return list.includes(index);
}
