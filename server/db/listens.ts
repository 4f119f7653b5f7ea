/**
 * The listens one connection has open, by the key the SDK names them by: its
 * tag for a query, its path for a plain listen. Knows how many different
 * queries the connection listens to on one path, which its limit bounds.
 */
import type { Unsubscribe } from './store';

/** One open listen: its path, its query as text (as the store compares them) and how to stop it. */
interface Listen {
  path: string;
  queryKey: string;
  stop: Unsubscribe;
}

/** Tags are unique per query within a connection; untagged listens are one per path. */
function keyOf(path: string, tag: number | undefined): string {
  return typeof tag === 'number' ? `t:${tag}` : `p:${path}`;
}

/** The listens of one connection. */
export class ConnectionListens {
  private readonly listens = new Map<string, Listen>();

  /** Number of listens open. */
  get size(): number {
    return this.listens.size;
  }

  /** How many different queries there would be on `path` with `queryKey` added. */
  queriesOn(path: string, queryKey: string): number {
    const keys = new Set([queryKey]);
    for (const listen of this.listens.values()) if (listen.path === path) keys.add(listen.queryKey);
    return keys.size;
  }

  add(path: string, tag: number | undefined, queryKey: string, stop: Unsubscribe): void {
    this.listens.set(keyOf(path, tag), { path, queryKey, stop });
  }

  /** Stops the listen of that path and tag, if there is one. */
  remove(path: string, tag: number | undefined): void {
    const key = keyOf(path, tag);
    this.listens.get(key)?.stop();
    this.listens.delete(key);
  }

  /** Stops every listen. */
  clear(): void {
    for (const listen of this.listens.values()) listen.stop();
    this.listens.clear();
  }
}
