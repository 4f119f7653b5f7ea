/** Small statistics helpers for the benchmark figures. */

/** Nearest-rank percentile (p in 0..100) of values sorted in ascending order. */
function rankOf(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  return rankOf(
    [...values].sort((a, b) => a - b),
    p,
  );
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

/**
 * p50/p95/p99, min and max of any number of values (a bench collects hundreds of
 * thousands): one sort, and no spreading into Math.min/max, whose arguments live on
 * the stack and overflow it past about 120,000 values.
 */
export function distribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round1(rankOf(sorted, 50)),
    p95: round1(rankOf(sorted, 95)),
    p99: round1(rankOf(sorted, 99)),
    min: round1(sorted.length ? (sorted[0] as number) : NaN),
    max: round1(sorted.length ? (sorted[sorted.length - 1] as number) : NaN),
  };
}

/** Uniform random integer in [0, n). */
export const randomInt = (n: number): number => Math.floor(Math.random() * n);
