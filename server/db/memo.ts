/**
 * Work done once and shared: the store reads a changed node once and evaluates each
 * query on it once, however many listens share them.
 */

/** `compute`, run on the first call only; every call returns its result. */
export function lazy<T>(compute: () => T): () => T {
  let computed: { value: T } | null = null;
  return () => (computed ??= { value: compute() }).value;
}

/** A Map or a WeakMap: what {@link getOrAdd} keeps its results in. */
interface Memory<K, V> {
  has(key: K): boolean;
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** What `map` holds for `key`, computed (and kept there) the first time it is asked for. */
export function getOrAdd<K, V>(map: Memory<K, V>, key: K, compute: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = compute();
  map.set(key, value);
  return value;
}
