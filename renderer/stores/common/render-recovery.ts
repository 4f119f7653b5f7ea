/**
 * What the app does after a render error: a wall hangs on a meeting-room wall
 * with nobody at a keyboard, so a blank page must come back by itself. The
 * page reloads after a delay that doubles with each error in a row (5 s, 10 s,
 * 20 s … at most 5 minutes), so a page that keeps failing does not reload in a
 * tight loop. The count survives the reload in session storage and starts
 * over once a reloaded page has run for a minute without an error.
 */
import { RECOVERY_KEY } from '../../domain/storage-keys';
import type { Clock, KeyValueStorage } from './deps';

/** Delay before the first reload. */
export const FIRST_RELOAD_DELAY_MS = 5_000;
/** Longest delay between reloads. */
export const MAX_RELOAD_DELAY_MS = 300_000;
/** A page that ran this long after its reload starts the count over. */
export const HEALTHY_AFTER_MS = 60_000;

/** The delay before reload number `attempt` (0 for the first). */
export function reloadDelay(attempt: number): number {
  return Math.min(FIRST_RELOAD_DELAY_MS * 2 ** Math.min(attempt, 30), MAX_RELOAD_DELAY_MS);
}

interface Saved {
  attempts: number;
  /** When the last reload was due. */
  reloadAt: number;
}

function read(storage: KeyValueStorage): Saved {
  try {
    const v = JSON.parse(storage.getItem(RECOVERY_KEY) ?? 'null') as Partial<Saved> | null;
    if (
      v &&
      Number.isSafeInteger(v.attempts) &&
      (v.attempts as number) >= 0 &&
      Number.isFinite(v.reloadAt)
    ) {
      return { attempts: v.attempts as number, reloadAt: v.reloadAt as number };
    }
  } catch {
    // Unreadable: start over.
  }
  return { attempts: 0, reloadAt: 0 };
}

/** What the recovery needs from the browser. */
export interface RecoveryDeps {
  clock: Clock;
  sessionStorage: KeyValueStorage;
  reload: () => void;
}

/**
 * Schedules the reload after a render error and returns its delay in ms.
 * Calling it again while a reload is pending changes nothing.
 */
export class RenderRecovery {
  #pending: { delay: number } | null = null;

  constructor(private readonly deps: RecoveryDeps) {}

  /** Notes a render error and schedules the reload; returns the delay. */
  failed(): number {
    if (this.#pending) return this.#pending.delay;
    const { clock, sessionStorage } = this.deps;
    const now = clock.now();
    const saved = read(sessionStorage);
    const attempts = now - saved.reloadAt > HEALTHY_AFTER_MS ? 0 : saved.attempts;
    const delay = reloadDelay(attempts);
    try {
      sessionStorage.setItem(
        RECOVERY_KEY,
        JSON.stringify({ attempts: attempts + 1, reloadAt: now + delay }),
      );
    } catch {
      // Storage full or blocked: the reload still happens, only the backoff starts over.
    }
    this.#pending = { delay };
    clock.setTimeout(() => this.deps.reload(), delay);
    return delay;
  }
}
