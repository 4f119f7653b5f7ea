/**
 * Comes back quickly after an outage. While the database is unreachable the Firebase
 * SDK retries with a growing, randomised backoff (x1.3 per failed attempt, up to five
 * minutes): after two minutes away a wall could stay stale for another minute or
 * more once the database was back. While disconnected, this restarts the SDK's
 * connection attempts on a short fixed schedule, and at once when the browser reports
 * it is online again or the page becomes visible. Connected, it does nothing.
 *
 * "Restart" is `goOnline()`, which resets the SDK's backoff and, unless an attempt is
 * already under way, makes one now (see {@link sdkTarget}). Load on a real Firebase
 * project: at most one connection attempt per client per delay while it is cut off
 * (about what the SDK's own first retries do), none while connected.
 */
import { goOnline, onValue, ref, type Database } from 'firebase/database';
import { DEFAULT_RECONNECT_DELAYS_MS } from '../../shared/reconnect-schedule';

/** Timers and the browser events this module listens to; injected by tests. */
export interface ReconnectEnvironment {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** `window` in a browser (for `online`), absent in Node. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** `document` in a browser (for `visibilitychange`), absent in Node. */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

const browserEnvironment = (): ReconnectEnvironment => ({
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  window: typeof window === 'undefined' ? undefined : window,
  document: typeof document === 'undefined' ? undefined : document,
});

/** What {@link keepReconnecting} needs of the SDK (the real one by default). */
export interface ReconnectTarget {
  /** Live `.info/connected`; returns the unsubscribe. */
  onConnected(cb: (connected: boolean) => void): () => void;
  /** Tries to connect at once unless an attempt is under way (backoff reset). */
  restart(): void;
}

/** The SDK's database as a {@link ReconnectTarget}. */
export function sdkTarget(database: Database): ReconnectTarget {
  return {
    onConnected: (cb) => onValue(ref(database, '.info/connected'), (s) => cb(s.val() === true)),
    // goOnline() on a connection that was never taken offline resets the SDK's backoff
    // and, when it is only waiting for its next attempt, starts one now. An attempt
    // under way is left alone: dropping it (goOffline) would never let a connection
    // that takes longer than the schedule's delay open (Chromium slows new websocket
    // attempts to a host after failed ones).
    restart: () => goOnline(database),
  };
}

/**
 * Keeps the connection coming back: while `.info/connected` is false, restarts it
 * after `delaysMs[0]`, then `delaysMs[1]`, ... (the last one repeating). Returns the
 * stop function.
 */
export function keepReconnecting(
  target: ReconnectTarget,
  delaysMs: readonly number[] = DEFAULT_RECONNECT_DELAYS_MS,
  env: ReconnectEnvironment = browserEnvironment(),
): () => void {
  const delays = delaysMs.length > 0 ? delaysMs : DEFAULT_RECONNECT_DELAYS_MS;
  let connected = false;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;

  const clear = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (connected || stopped) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] as number;
    timer = env.setTimeout(() => {
      timer = null;
      if (connected || stopped) return;
      attempt += 1;
      target.restart();
      schedule();
    }, delay);
  };
  /** Something says the network may be back: try now, then on the schedule from its start. */
  const now = () => {
    if (connected || stopped) return;
    attempt = 0;
    target.restart();
    schedule();
  };
  const onVisible = () => {
    if (env.document?.visibilityState === 'visible') now();
  };

  const stopConnected = target.onConnected((c) => {
    connected = c;
    attempt = 0;
    if (c) clear();
    else schedule();
  });
  env.window?.addEventListener('online', now);
  env.document?.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clear();
    stopConnected();
    env.window?.removeEventListener('online', now);
    env.document?.removeEventListener('visibilitychange', onVisible);
  };
}
