/**
 * Keeps the wall showing the app: a crashed renderer is reloaded, a hung one
 * is crashed (and so reloaded), a failed load is retried instead of leaving
 * Chromium's error page up. Retries back off (1 s, 2 s, 4 s … 30 s) so a
 * renderer that crashes at once does not spin a core; the delay resets once
 * a page has stayed up for a minute.
 */
import type { WebContents } from 'electron';
import { appUrl, isAppUrl } from './app-protocol';

/** Timer functions, injected so tests drive time by hand. */
export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real timers: what recovery runs on unless a test injects its own. */
export const realScheduler: Scheduler = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Tuning of {@link setupRecovery}. */
export interface RecoveryOptions {
  scheduler?: Scheduler;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a renderer may stay unresponsive before it is crashed and reloaded. */
  hangGraceMs?: number;
  /** How long a page must stay up before the backoff starts over. */
  stableMs?: number;
  log?: (message: string) => void;
}

/** Chromium's ERR_ABORTED: a load replaced by another one, not a failure. */
const ERR_ABORTED = -3;

/** The web contents API recovery needs. */
export type RecoverableContents = Pick<
  WebContents,
  'on' | 'reload' | 'loadURL' | 'isDestroyed' | 'forcefullyCrashRenderer'
>;

/** Delay before retry number `attempt` (0-based). */
export function backoffDelay(attempt: number, baseDelayMs = 1000, maxDelayMs = 30_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt));
}

/** Watches one web contents; returns a disposer that cancels pending retries. */
export function setupRecovery(
  contents: RecoverableContents,
  options: RecoveryOptions = {},
): () => void {
  const scheduler = options.scheduler ?? realScheduler;
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const hangGrace = options.hangGraceMs ?? 10_000;
  const stable = options.stableMs ?? 60_000;
  const log = options.log ?? (() => undefined);

  let attempts = 0;
  let retryTimer: unknown = null;
  let hangTimer: unknown = null;
  let stableTimer: unknown = null;

  const cancel = (timer: unknown) => {
    if (timer !== null) scheduler.clearTimeout(timer);
    return null;
  };

  const retry = (why: string, action: () => void) => {
    stableTimer = cancel(stableTimer);
    if (retryTimer !== null || contents.isDestroyed()) return;
    const delay = backoffDelay(attempts, base, max);
    attempts += 1;
    log(`${why}; reloading in ${delay} ms`);
    retryTimer = scheduler.setTimeout(() => {
      retryTimer = null;
      if (!contents.isDestroyed()) action();
    }, delay);
  };

  contents.on('render-process-gone', (_event, details) => {
    hangTimer = cancel(hangTimer);
    retry(`Renderer gone (${details.reason})`, () => contents.reload());
  });

  contents.on('unresponsive', () => {
    if (hangTimer !== null) return;
    hangTimer = scheduler.setTimeout(() => {
      hangTimer = null;
      if (contents.isDestroyed()) return;
      log('Renderer hung; restarting it');
      // The crash fires render-process-gone, which reloads the page.
      contents.forcefullyCrashRenderer();
    }, hangGrace);
  });

  contents.on('responsive', () => {
    hangTimer = cancel(hangTimer);
  });

  contents.on('did-fail-load', (_event, errorCode, description, url, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED) return;
    // Only ever reload our own pages; anything else goes back to the start page.
    const target = isAppUrl(url) ? url : appUrl('/');
    retry(`Load failed (${errorCode} ${description})`, () => void contents.loadURL(target));
  });

  contents.on('did-finish-load', () => {
    stableTimer = cancel(stableTimer);
    stableTimer = scheduler.setTimeout(() => {
      stableTimer = null;
      attempts = 0;
    }, stable);
  });

  return () => {
    retryTimer = cancel(retryTimer);
    hangTimer = cancel(hangTimer);
    stableTimer = cancel(stableTimer);
  };
}
