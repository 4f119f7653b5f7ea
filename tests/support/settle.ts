/**
 * Waiting for what the fake gateway settles at once: its writes resolve immediately,
 * and the stores' `.then`/`.catch` chains behind them run a few microtasks later.
 */

/** Lets promise chains several links long run (no timers involved). */
export async function settleMicrotasks(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** Lets one turn of the event loop pass: chains that wait on a 0 ms timer run too. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
