/**
 * A manual clock for store tests: timers fire only when the test advances time,
 * in due order, so timing rules are checked without real waiting.
 */
import type { Clock } from '../../renderer/stores/common/deps';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  every: number | null;
}

/** A {@link Clock} the test drives with {@link FakeClock.advance}. */
export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, null);
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  setInterval(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Timers still scheduled (a disposed store must leave none). */
  get pending(): number {
    return this.timers.size;
  }

  /** Delays of the scheduled timers from now, soonest first. */
  get dueIn(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: Timer | undefined;
      for (const t of this.timers.values()) {
        if (t.at <= end && (!next || t.at < next.at || (t.at === next.at && t.id < next.id))) {
          next = t;
        }
      }
      if (!next) break;
      this.time = next.at;
      if (next.every === null) this.timers.delete(next.id);
      else next.at += next.every;
      next.fn();
    }
    this.time = end;
  }

  private add(fn: () => void, ms: number, every: number | null): number {
    const id = this.nextId++;
    this.timers.set(id, { id, at: this.time + Math.max(0, ms), fn, every });
    return id;
  }
}
