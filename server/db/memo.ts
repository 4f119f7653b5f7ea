/**
 * Work done once and shared: the store reads a changed node once and evaluates each
 * query on it once, however many listens share them.
 */

/** `compute`, run on the first call only; every call returns its result. */
export function lazy<T>(compute: () => T): () => T {
  let computed: { value: T } | null = null;
  return () => (computed ??= { value: compute() }).value;
}

/** What `map` holds for `key`, computed (and kept there) the first time it is asked for. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, compute: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = compute();
  map.set(key, value);
  return value;
}
