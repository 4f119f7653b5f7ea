/**
 * targaryen's data node as the faster tree (data-tree.ts, wide-node.ts) builds it: the
 * class's prototype and the private slots of its value and priority, which targaryen
 * keeps under symbols of its own and which are found here by their names.
 */
import targaryen from 'targaryen';

export interface DataNodeMethods {
  $set(path: string, value: unknown, priority: unknown, now?: number): Node;
  $merge(path: string, patch: Record<string, unknown>, now?: number): Node;
  $value(): unknown;
  $priority(): unknown;
  $isNull(): boolean;
  $child(path: string): Node;
}

/** A targaryen data node: its children are its own enumerable string keys. */
export type Node = DataNodeMethods & { readonly [key: string]: Node | undefined };

export const nullNode = (targaryen.database({ rules: {} }, null) as { root: Node }).root;
export const proto = Object.getPrototypeOf(nullNode) as DataNodeMethods;

const slot = (name: string): symbol =>
  Object.getOwnPropertySymbols(nullNode).find((s) => s.description === name) as symbol;
/** The primitive value (null for an empty node); undefined on a node with children. */
export const VALUE = slot('.value');
export const PRIORITY = slot('.priority');

export function valueOf(node: Node): unknown {
  return (node as unknown as Record<symbol, unknown>)[VALUE];
}

/** A new node of targaryen's class with no children yet: its slots set, not frozen. */
export function blankNode(priority: unknown): Record<string | symbol, unknown> {
  const node = Object.create(proto) as Record<string | symbol, unknown>;
  node[PRIORITY] = priority;
  return node;
}
