/**
 * After a render error the page reloads by itself, after a delay that doubles
 * with each error in a row and starts over once a reloaded page ran a minute.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRST_RELOAD_DELAY_MS,
  HEALTHY_AFTER_MS,
  MAX_RELOAD_DELAY_MS,
  reloadDelay,
  RenderRecovery,
} from '../../../../renderer/stores/common/render-recovery';
import { FakeClock } from '../../../support/fake-clock';
import { memoryStorage } from '../../../support/test-deps';
import type { KeyValueStorage } from '../../../../renderer/stores/common/deps';
import { RECOVERY_KEY } from '../../../../renderer/domain/storage-keys';

/** One page load: a fresh RenderRecovery on the same tab storage and clock. */
function pageLoad(clock: FakeClock, storage: ReturnType<typeof memoryStorage>) {
  const reloads: number[] = [];
  const recovery = new RenderRecovery({
    clock,
    sessionStorage: storage,
    reload: () => reloads.push(clock.now()),
  });
  return { recovery, reloads };
}

describe('reloadDelay', () => {
  it('starts at a few seconds, doubles, and stops at five minutes', () => {
    expect(FIRST_RELOAD_DELAY_MS).toBe(5_000);
    expect([0, 1, 2, 3].map(reloadDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(reloadDelay(6)).toBe(MAX_RELOAD_DELAY_MS);
    expect(reloadDelay(1_000)).toBe(MAX_RELOAD_DELAY_MS);
  });
});

describe('RenderRecovery', () => {
  it('reloads once, after the first delay, however often the error repeats', () => {
    const clock = new FakeClock();
    const { recovery, reloads } = pageLoad(clock, memoryStorage());
    expect(recovery.failed()).toBe(5_000);
    expect(recovery.failed()).toBe(5_000);
    clock.advance(4_999);
    expect(reloads).toHaveLength(0);
    clock.advance(1);
    expect(reloads).toHaveLength(1);
  });

  it('waits longer after each error in a row, across reloads', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { recovery } = pageLoad(clock, storage);
      clock.advance(2_000); // the reloaded page fails again soon
      const delay = recovery.failed();
      delays.push(delay);
      clock.advance(delay);
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('starts over once a reloaded page has run a minute without an error', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    const first = pageLoad(clock, storage);
    clock.advance(first.recovery.failed());
    const second = pageLoad(clock, storage);
    clock.advance(1_000);
    clock.advance(second.recovery.failed()); // 10 s: a second error in a row
    const third = pageLoad(clock, storage);
    clock.advance(HEALTHY_AFTER_MS + 1);
    expect(third.recovery.failed()).toBe(FIRST_RELOAD_DELAY_MS);
  });

  it('survives unreadable or blocked storage', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEY, '{"attempts":"many"');
    const { recovery, reloads } = pageLoad(clock, storage);
    expect(recovery.failed()).toBe(FIRST_RELOAD_DELAY_MS);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const other = new RenderRecovery({
      clock,
      sessionStorage: blocked as never,
      reload: () => reloads.push(0),
    });
    expect(other.failed()).toBe(FIRST_RELOAD_DELAY_MS);
    clock.advance(FIRST_RELOAD_DELAY_MS);
    expect(reloads).toHaveLength(2);
  });
});

describe('render recovery at its edges', () => {
  function page(clock: FakeClock, storage: KeyValueStorage) {
    const reloads: number[] = [];
    const recovery = new RenderRecovery({
      clock,
      sessionStorage: storage,
      reload: () => reloads.push(clock.now()),
    });
    return { recovery, reloads };
  }

  it('a negative error count left in storage starts over at the first delay', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEY, JSON.stringify({ attempts: -3, reloadAt: clock.now() }));
    expect(page(clock, storage).recovery.failed()).toBe(5_000);
  });

  it('an error exactly a minute after the reload still counts as in a row', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    expect(page(clock, storage).recovery.failed()).toBe(5_000);
    clock.advance(5_000 + HEALTHY_AFTER_MS);
    expect(page(clock, storage).recovery.failed()).toBe(10_000);
  });

  it('after the longest wait, a page failing right after its reload keeps the longest wait', () => {
    const clock = new FakeClock();
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEY, JSON.stringify({ attempts: 10, reloadAt: clock.now() }));
    const first = page(clock, storage);
    expect(first.recovery.failed()).toBe(MAX_RELOAD_DELAY_MS);
    clock.advance(MAX_RELOAD_DELAY_MS);
    expect(first.reloads).toHaveLength(1);
    clock.advance(2_000);
    expect(page(clock, storage).recovery.failed()).toBe(MAX_RELOAD_DELAY_MS);
  });
});
