/**
 * The hash the firebase SDK sends with a transaction's write (`h`): the server
 * compares it with the hash of what it holds and answers `datastale` when they
 * differ, so both sides must compute it the same way. As the SDK does (its
 * LeafNode and ChildrenNode `hash()`): a leaf hashes `<type>:<value>` (a number
 * as its IEEE 754 bytes in hex), an object `:<key>:<child hash>` for each child
 * in key order, each as the base64 SHA-1 of that text; null hashes to ''.
 * Priorities are not kept by this database, so they never enter the hash.
 */
import { createHash } from 'node:crypto';
import { compareKeys } from '../../shared/key-order';
import { getOrAdd } from './memo';
import { isRecord } from './wire';

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

function leafText(value: unknown): string {
  if (typeof value !== 'number') return `${typeof value}:${String(value)}`;
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return `number:${bytes.toString('hex')}`;
}

/**
 * The hash of each object node hashed so far. The store's values are frozen and shared
 * while their node is unchanged (data-tree.ts), so a location's hash (a transaction's
 * check, a REST ETag) hashes again only what changed since.
 */
const hashes = new WeakMap<object, string>();

/** The SDK's hash of a JSON value (as stored: objects for arrays, no empty objects). */
export function valueHash(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (!isRecord(value) && !Array.isArray(value)) return sha1(leafText(value));
  if (!Object.isFrozen(value)) return objectHash(value);
  return getOrAdd(hashes, value, () => objectHash(value));
}

function objectHash(value: object): string {
  let text = '';
  const entries = Object.entries(value as Record<string, unknown>);
  entries.sort(([a], [b]) => compareKeys(a, b));
  for (const [key, child] of entries) {
    const childHash = valueHash(child);
    if (childHash !== '') text += `:${key}:${childHash}`;
  }
  return text === '' ? '' : sha1(text);
}
