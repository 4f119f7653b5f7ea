/**
 * The data tree as the data file's parts read it (json-parts.ts): a node whose children
 * hold values of their own (a participant's record) is its value, whole; any other node
 * its children, each a {@link Later} read when its part is encoded. The nodes never
 * change once built, so the file holds the data of the moment the save began, whatever
 * is written between its parts, and the values are built a part at a time, not all in
 * the save's first turn.
 */
import { valueOf, type Node } from './data-node';
import { Later } from './json-parts';
import { childKeys, childOf } from './wide-node';

/** Whether `node` is a value or holds values only (a participant's record): encoded whole. */
function isWhole(node: Node): boolean {
  if (valueOf(node) !== undefined) return true;
  return childKeys(node).every((key) => valueOf(childOf(node, key) as Node) !== undefined);
}

/** `node`'s value, the children that hold more than values read when their parts come. */
export function savedValue(node: Node): unknown {
  return isWhole(node) ? node.$value() : childrenOf(node);
}

/** The children of a node that is not whole: each whole one's value, a {@link Later} for the others. */
function childrenOf(node: Node): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of childKeys(node)) {
    const child = childOf(node, key) as Node;
    out[key] = isWhole(child) ? child.$value() : new Later(() => childrenOf(child));
  }
  return out;
}
