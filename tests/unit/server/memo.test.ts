import { describe, expect, it, vi } from 'vitest';
import { getOrAdd, lazy } from '../../../server/db/memo';

describe('lazy', () => {
  it('computes nothing until asked, then once, and returns that value every time', () => {
    const compute = vi.fn(() => ({ n: 1 }));
    const value = lazy(compute);
    expect(compute).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(first).toEqual({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps a computed undefined too', () => {
    const compute = vi.fn(() => undefined);
    const value = lazy(compute);
    value();
    value();
    expect(compute).toHaveBeenCalledTimes(1);
  });
});

describe('getOrAdd', () => {
  it('computes a key once and keeps it in the map; other keys apart', () => {
    const map = new Map<string, number>();
    const compute = vi.fn(() => map.size + 10);
    expect(getOrAdd(map, 'a', compute)).toBe(10);
    expect(getOrAdd(map, 'a', compute)).toBe(10);
    expect(getOrAdd(map, 'b', compute)).toBe(11);
    expect(compute).toHaveBeenCalledTimes(2);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 11],
    ]);
  });

  it('a key holding undefined counts as computed', () => {
    const map = new Map<string, undefined>();
    const compute = vi.fn(() => undefined);
    getOrAdd(map, 'a', compute);
    getOrAdd(map, 'a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
