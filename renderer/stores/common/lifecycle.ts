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
 * that listens to nothing has only one of the two: one that reads once at start (the
 * themes, the kiosk's setting) no dispose, one whose only timer an action sets (Pause's
 * resume) no start.
 */
export type LifecyclePart =
  | { start(): void; dispose(): void }
  | { start(): void; dispose?: undefined }
  | { start?: undefined; dispose(): void };

/** Whether a store is started, and what its start set up, ended by its dispose. */
export class Lifecycle {
  /** What start set up while started; null once disposed; undefined before the first start. */
  #stops: Stop[] | null | undefined;

  /** Between start() and dispose(): outside it, late callbacks (a read, a write) do nothing. */
  get started(): boolean {
    return !!this.#stops;
  }

  /** Disposed and not started again (a store that answers before its start too). */
  get disposed(): boolean {
    return this.#stops === null;
  }

  /**
   * Runs `begin` unless already started; what it returns is ended by {@link dispose}, in
   * reverse order.
   */
  start(begin: () => readonly Stop[] | void): void {
    if (this.#stops) return;
    const stops: Stop[] = (this.#stops = []);
    stops.push(...(begin() ?? []));
  }

  /** Ends what start set up, last first; nothing when not started. */
  dispose(): void {
    const stops = this.#stops;
    if (!stops) return;
    this.#stops = null;
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
    return () => part.dispose?.();
  });
}
