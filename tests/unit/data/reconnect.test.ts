import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReconnecting, type ReconnectTarget } from '../../../renderer/data/reconnect';
import {
  DEFAULT_RECONNECT_DELAYS_MS,
  parseReconnectSchedule,
} from '../../../shared/reconnect-schedule';

/** A connection whose state the test sets; counts restarts. */
function fakeTarget() {
  let cb: (connected: boolean) => void = () => undefined;
  const target: ReconnectTarget & { restarts: number; set(c: boolean): void; listening: boolean } =
    {
      restarts: 0,
      listening: false,
      onConnected(f) {
        cb = f;
        target.listening = true;
        return () => {
          target.listening = false;
        };
      },
      restart() {
        target.restarts += 1;
      },
      set: (c) => cb(c),
    };
  return target;
}

/** Fake window and document that dispatch the events the module listens to. */
function fakeBrowser() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  return {
    env: {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
      window: win as unknown as Window,
      document: doc as unknown as Document,
    },
    win,
    doc,
  };
}

describe('keepReconnecting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restarts the connection on the schedule while disconnected, the last delay repeating', () => {
    const t = fakeTarget();
    const { env } = fakeBrowser();
    keepReconnecting(t, [1_000, 3_000], env);
    t.set(true);
    t.set(false);
    vi.advanceTimersByTime(999);
    expect(t.restarts).toBe(0);
    vi.advanceTimersByTime(1);
    expect(t.restarts).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(t.restarts).toBe(2);
    vi.advanceTimersByTime(9_000);
    expect(t.restarts).toBe(5);
  });

  it('does nothing while connected, and starts the schedule over after the next loss', () => {
    const t = fakeTarget();
    const { env } = fakeBrowser();
    keepReconnecting(t, [1_000, 3_000], env);
    t.set(false);
    vi.advanceTimersByTime(4_000);
    expect(t.restarts).toBe(2);
    t.set(true);
    vi.advanceTimersByTime(60_000);
    expect(t.restarts).toBe(2);
    t.set(false);
    vi.advanceTimersByTime(1_000);
    expect(t.restarts).toBe(3);
  });

  it('restarts at once when the browser goes online or the page becomes visible', () => {
    const t = fakeTarget();
    const { env, win, doc } = fakeBrowser();
    keepReconnecting(t, [10_000], env);
    t.set(false);
    win.dispatchEvent(new Event('online'));
    expect(t.restarts).toBe(1);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(t.restarts).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(t.restarts).toBe(2);
    // ...and the schedule counts from there.
    vi.advanceTimersByTime(9_999);
    expect(t.restarts).toBe(2);
    vi.advanceTimersByTime(1);
    expect(t.restarts).toBe(3);
    t.set(true);
    win.dispatchEvent(new Event('online'));
    expect(t.restarts).toBe(3);
  });

  it('stops listening and restarting when stopped', () => {
    const t = fakeTarget();
    const { env, win } = fakeBrowser();
    const stop = keepReconnecting(t, [1_000], env);
    t.set(false);
    stop();
    expect(t.listening).toBe(false);
    vi.advanceTimersByTime(10_000);
    win.dispatchEvent(new Event('online'));
    expect(t.restarts).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the default schedule when given none', () => {
    const t = fakeTarget();
    keepReconnecting(t, [], fakeBrowser().env);
    t.set(false);
    vi.advanceTimersByTime(DEFAULT_RECONNECT_DELAYS_MS[0]!);
    expect(t.restarts).toBe(1);
  });
});

describe('parseReconnectSchedule', () => {
  it.each([
    ['absent', undefined, {}],
    ['a schedule', { delaysMs: [500, 2000] }, { delaysMs: [500, 2000] }],
  ])('%s', (_name, raw, expected) => {
    expect(parseReconnectSchedule(raw)).toEqual(expected);
  });

  it.each([
    ['not an object', 'fast'],
    ['no delays', {}],
    ['an empty list', { delaysMs: [] }],
    ['too fast', { delaysMs: [10] }],
    ['too slow', { delaysMs: [600_000] }],
    ['not whole numbers', { delaysMs: [1500.5] }],
    ['text', { delaysMs: ['1000'] }],
    ['too many', { delaysMs: Array.from({ length: 11 }, () => 1000) }],
  ])('refuses %s with a message', (_name, raw) => {
    const r = parseReconnectSchedule(raw);
    expect(r.delaysMs).toBeUndefined();
    expect(r.problem).toMatch(/"reconnect" needs "delaysMs"/);
  });
});
