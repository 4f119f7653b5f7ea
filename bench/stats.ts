/** Small statistics helpers for the benchmark figures. */

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** p50/p95/p99, min, max and count, rounded to 0.1 ms. */
export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;

export function distribution(values: readonly number[]): Distribution {
  return {
    count: values.length,
    p50: round1(percentile(values, 50)),
    p95: round1(percentile(values, 95)),
    p99: round1(percentile(values, 99)),
    min: round1(values.length ? Math.min(...values) : NaN),
    max: round1(values.length ? Math.max(...values) : NaN),
  };
}

/** Uniform random integer in [0, n). */
export const randomInt = (n: number): number => Math.floor(Math.random() * n);
