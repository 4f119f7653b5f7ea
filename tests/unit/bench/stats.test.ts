import { describe, expect, it } from 'vitest';
import { distribution, percentile } from '../../../bench/stats';

describe('bench statistics', () => {
  it('summarises as many values as the rooms bench collects (250,000 at 50 rooms)', () => {
    // 1..500,000 shuffled: the figures are known exactly.
    const values = Array.from({ length: 500_000 }, (_, i) => i + 1);
    for (let i = values.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [values[i], values[j]] = [values[j]!, values[i]!];
    }
    expect(distribution(values)).toEqual({
      count: 500_000,
      p50: 250_000,
      p95: 475_000,
      p99: 495_000,
      min: 1,
      max: 500_000,
    });
  });

  it('takes nearest ranks and rounds to 0.1 ms', () => {
    const d = distribution([3.14159, 1.04, 2.26, 10.01]);
    expect(d).toEqual({ count: 4, p50: 2.3, p95: 10, p99: 10, min: 1, max: 10 });
    expect(percentile([5, 1, 3], 50)).toBe(3);
  });

  it('says n/a (NaN) when nothing was measured', () => {
    const d = distribution([]);
    expect(d.count).toBe(0);
    expect([d.p50, d.p95, d.p99, d.min, d.max].every(Number.isNaN)).toBe(true);
    expect(percentile([], 95)).toBeNaN();
  });
});
