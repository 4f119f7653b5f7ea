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

/** A node or value built with this many children or more is made a dictionary first. */
export const DICTIONARY_FROM = 8;
const SCRATCH_A = Symbol('scratch a');
const SCRATCH_B = Symbol('scratch b');

/**
 * Makes an object V8 keeps as a dictionary of its members before it is given them.
 * An object given members one by one otherwise gets a hidden class for each member
 * in turn, shared with objects given the same keys in the same order. Children's keys
 * are the rooms' and participants' own (push ids), and a copy puts the written one last,
 * so nearly every copy of a room made about twenty new classes (V8 turns an object into
 * a dictionary by itself at about twenty members): a third of a vote's copying, by a
 * microbenchmark of 200 rooms of 21 records, 12-20 µs a copy against 4-6 as a dictionary.
 * Deleting a member other than the last one added is what turns an object into one.
 */
export function asDictionary<T extends object>(object: T): T {
  const o = object as Record<symbol, unknown>;
  o[SCRATCH_A] = 0;
  o[SCRATCH_B] = 0;
  delete o[SCRATCH_A];
  delete o[SCRATCH_B];
  return object;
}

/**
 * A new node of targaryen's class with no children yet: its slots set, not frozen;
 * a dictionary when it will get {@link DICTIONARY_FROM} children or more.
 */
export function blankNode(priority: unknown, children = 0): Record<string | symbol, unknown> {
  const node = Object.create(proto) as Record<string | symbol, unknown>;
  node[PRIORITY] = priority;
  return children >= DICTIONARY_FROM ? asDictionary(node) : node;
}
