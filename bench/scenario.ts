/** What each benchmark returns: raw figures for the JSON file, rows for the table. */
import type { BenchEnv } from './env';

/** One line of the printed table. */
export interface Row {
  metric: string;
  value: string;
  target?: string;
}

/** The outcome of one benchmark. */
export interface ScenarioResult {
  /** Figures kept in the JSON summary (numbers in ms, bytes or fractions). */
  figures: Record<string, unknown>;
  rows: Row[];
  /** What was measured and how, printed above the table. */
  notes?: string[];
}

/** A benchmark: `scale` multiplies its durations and counts (BENCH_SCALE). */
export interface Scenario {
  name: string;
  run(env: BenchEnv, scale: number): Promise<ScenarioResult>;
}

/** Every card value the benchmarks pick from (numeric, so the average moves). */
export const VOTE_VALUES = ['0', '1', '2', '3', '5', '8', '13', '20', '40', '100'];

export const fmtMs = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
export const fmtKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const fmtPct = (fraction: number): string =>
  Number.isFinite(fraction) ? `${(fraction * 100).toFixed(2)} %` : 'n/a';
