/**
 * `npm run bench`: measures the production build in headless Chromium against
 * the local database and prints a table; writes the figures to
 * bench/results/latest.json and a timestamped copy, so versions can be compared.
 * It reports figures; it never fails on a target.
 *
 * Environment:
 * - BENCH_SCALE (default 1): multiplies durations and counts (0.1 for a quick look).
 * - BENCH_ONLY: comma-separated benchmark names (start, phone-start, locales, render-work,
 *   vote-to-screen, long-run, idle, ...).
 * - BENCH_RECOVERY_OUTAGES: outage lengths in seconds for `recovery` (default 10,120,600
 *   times BENCH_SCALE).
 * - BENCH_REBUILD=1: rebuild dist/web first even if it exists.
 * - BENCH_WEB_ROOT: measure another build folder instead of dist/web.
 * - CHROMIUM_PATH: browser binary (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchEnv } from './env';
import type { Row, Scenario, ScenarioResult } from './scenario';
import { hostile } from './scenarios/hostile';
import { idle } from './scenarios/idle';
import { locales } from './scenarios/locales';
import { longRun } from './scenarios/long-run';
import { phoneStart } from './scenarios/phone-start';
import { recovery } from './scenarios/recovery';
import { rooms } from './scenarios/rooms';
import { soak } from './scenarios/soak';
import { renderWork } from './scenarios/render-work';
import { start } from './scenarios/start';
import { voteToScreen } from './scenarios/vote-to-screen';

const ALL: Scenario[] = [
  start,
  phoneStart,
  locales,
  renderWork,
  voteToScreen,
  longRun,
  idle,
  rooms,
  soak,
  recovery,
  hostile,
];

function gitRevision(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function printTable(rows: (Row & { bench: string })[]): void {
  const head = { bench: 'bench', metric: 'metric', value: 'value', target: 'target' };
  const all = [head, ...rows.map((r) => ({ ...r, target: r.target ?? '' }))];
  const w = (k: keyof typeof head) => Math.max(...all.map((r) => r[k].length));
  const line = (r: typeof head) =>
    `${r.bench.padEnd(w('bench'))}  ${r.metric.padEnd(w('metric'))}  ${r.value.padEnd(w('value'))}  ${r.target}`;
  console.log(line(head));
  console.log('-'.repeat(w('bench') + w('metric') + w('value') + w('target') + 6));
  for (const r of all.slice(1)) console.log(line(r));
}

async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0))
    throw new Error(`BENCH_SCALE must be a positive number, got ${process.env.BENCH_SCALE}`);
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const chosen = only ? ALL.filter((s) => only.includes(s.name)) : ALL;
  if (chosen.length === 0)
    throw new Error(`BENCH_ONLY names no benchmark (${ALL.map((s) => s.name).join(', ')})`);

  console.log(`Story Point bench: ${chosen.map((s) => s.name).join(', ')} at scale ${scale}`);
  const env = await startBenchEnv();
  const results: Record<string, ScenarioResult | { error: string }> = {};
  const rows: (Row & { bench: string })[] = [];
  const notes: string[] = [];
  const startedAt = new Date();
  try {
    for (const scenario of chosen) {
      const t0 = Date.now();
      process.stdout.write(`- ${scenario.name}... `);
      try {
        const r = await scenario.run(env, scale);
        results[scenario.name] = r;
        rows.push(...r.rows.map((row) => ({ ...row, bench: scenario.name })));
        notes.push(...(r.notes ?? []));
        console.log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      } catch (e) {
        // One broken benchmark (say, a selector the UI no longer has) must not hide the others.
        const message = e instanceof Error ? (e.message.split('\n')[0] ?? String(e)) : String(e);
        results[scenario.name] = { error: message };
        rows.push({ bench: scenario.name, metric: 'error', value: message.slice(0, 100) });
        console.log(`failed: ${message}`);
      }
    }
  } finally {
    await env.close();
  }

  const summary = {
    revision: gitRevision(),
    date: startedAt.toISOString(),
    scale,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: env.browser.version(),
    },
    results: Object.fromEntries(
      Object.entries(results).map(([k, v]) => [k, 'figures' in v ? v.figures : v]),
    ),
  };
  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(summary, null, 2)}\n`;
  writeFileSync(path.join(dir, 'latest.json'), json);
  const stamped = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(stamped, json);

  console.log();
  for (const n of notes) console.log(`* ${n}`);
  console.log();
  printTable(rows);
  console.log(
    `\nFigures written to bench/results/latest.json and ${path.relative(process.cwd(), stamped)}`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
