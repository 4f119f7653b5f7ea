/**
 * The session timer (docs/product.md, Timer). The database holds when it
 * started (server time, written with `serverTimestamp()`) and how long it runs; every
 * device computes what is left from its own estimate of the server's clock, so a wall, a
 * phone that joins late and a phone that wakes up all show the same time.
 */
import { isPlainObject } from './records';

/** The durations a timer can be started with, in ms: 30 s, 1, 2, 3 and 5 minutes. */
export const TIMER_PRESETS_MS: readonly number[] = [30_000, 60_000, 120_000, 180_000, 300_000];

/** A preset kept in browser storage (its decimal text), or null for anything else. */
export function parseStoredPreset(raw: string | null): number | null {
  // Number('') is 0 and Number(' 60000') is 60000: only the exact text of a preset counts.
  const preset = TIMER_PRESETS_MS.find((ms) => String(ms) === raw);
  return preset ?? null;
}

/** `sessions/{code}/timer` once validated. */
export interface SessionTimer {
  /** Server time (ms) at which the timer started. */
  startedAt: number;
  /** Length of the timer in ms, one of {@link TIMER_PRESETS_MS}. */
  duration: number;
}

/** What a device shows of a timer at a given moment. */
export interface TimerView {
  /** ms left, never below 0 and never above the duration. */
  remainingMs: number;
  /** Whole seconds shown: rounded up, so "0:01" lasts until the very end. */
  remainingSeconds: number;
  /** The timer reached zero. */
  finished: boolean;
}

/** The label of a preset button: "30 s", "1 min" … "5 min". */
export function presetLabel(ms: number): string {
  return ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}

/** Validates what another client wrote at `sessions/{code}/timer`; null when absent or invalid. */
export function parseTimer(raw: unknown): SessionTimer | null {
  if (!isPlainObject(raw)) return null;
  const { startedAt, duration } = raw;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt) || startedAt < 0) return null;
  if (typeof duration !== 'number' || !TIMER_PRESETS_MS.includes(duration)) return null;
  return { startedAt, duration };
}

/**
 * What is left of `timer` at server time `serverNow`. A start time slightly in the
 * future (this device's estimate of the server clock lags a little) shows the full
 * duration rather than more than it.
 */
export function timerView(timer: SessionTimer, serverNow: number): TimerView {
  const elapsed = Math.max(0, serverNow - timer.startedAt);
  const remainingMs = Math.max(0, timer.duration - elapsed);
  return {
    remainingMs,
    remainingSeconds: Math.ceil(remainingMs / 1000),
    finished: remainingMs === 0,
  };
}

/**
 * ms until the shown seconds change next (plus a small margin so the tick lands after
 * the boundary, not just before it), or null when the timer is over. Ticking on
 * these boundaries instead of a fixed interval makes every device change its display
 * at the same server moment.
 */
export function msUntilNextTick(view: TimerView, marginMs = 5): number | null {
  if (view.finished) return null;
  const intoSecond = view.remainingMs % 1000;
  return (intoSecond === 0 ? 1000 : intoSecond) + marginMs;
}

/** The session timer's time left as "m:ss", from whole seconds (5:00, 0:30, 0:00). */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
