/**
 * The one lifecycle of a store or root (docs/architecture.md, Stores): `start()` begins
 * listening, a second `start()` does nothing, `dispose()` ends every listener and timer,
 * and a `start()` after `dispose()` begins again (React's StrictMode runs a page's
 * effects twice). A store holds one {@link Lifecycle} instead of flags of its own.
 */

/** Ends one listener, timer or reaction. */
export type Stop = () => void;

/**
 * What a root starts and disposes: a store, or a root of its own (the session). A store
 * whose only timer an action sets (Pause's resume) listens to nothing: it has no start.
 */
export type LifecyclePart =
  { start(): void; dispose(): void } | { start?: undefined; dispose(): void };

/** Whether a store is started, and what its start set up, ended by its dispose. */
export class Lifecycle {
  #stops: Stop[] | null = null;
  #disposed = false;

  /** Between start() and dispose(). */
  get started(): boolean {
    return this.#stops !== null;
  }

  /** Disposed and not started again: late callbacks (a write, a read) do nothing. */
  get disposed(): boolean {
    return this.#disposed;
  }

  /**
   * Runs `begin` unless already started; what it returns is ended by {@link dispose}, in
   * reverse order.
   */
  start(begin: () => readonly Stop[] | void): void {
    if (this.#stops) return;
    this.#stops = [];
    this.#disposed = false;
    const stops = begin();
    if (stops) this.#stops.push(...stops);
  }

  /** Ends what start set up, last first; nothing when not started. */
  dispose(): void {
    const stops = this.#stops;
    if (!stops) return;
    this.#stops = null;
    this.#disposed = true;
    for (const stop of stops.reverse()) stop();
  }
}

/**
 * A root's start: its parts started in the order listed, to be disposed in reverse order
 * ({@link Lifecycle.dispose}). Each root lists its parts once.
 */
export function startInOrder(parts: readonly LifecyclePart[]): Stop[] {
  return parts.map((part) => {
    part.start?.();
    return () => part.dispose();
  });
}
