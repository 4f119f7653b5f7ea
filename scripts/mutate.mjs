// `npm run mutate`: Stryker over the domain rules, the stores and the local database
// (stryker.config.mjs), then the per-file thresholds (scripts/check-mutation.mjs), which
// also records the score and how long the pass took in mutation/score.json.
//
// Incremental: only mutants in changed code, or covered by changed tests, run again; the
// rest come from mutation/stryker-incremental.json. `npm run mutate -- --force` runs
// everything. A survivor those recorded results did not have fails the check (a change
// that weakens protection). Other arguments go to `stryker run`.
//
// `--rules` (npm run mutate:rules): the round rules alone (stryker.rules.config.mjs), in
// full, against their unit tests; nothing is recorded.
//
// `--ci` (npm run mutate:ci, the last step of `npm test`): the same incremental pass over
// the whole scope with the same checks, bounded in time (30 minutes unless
// MUTATE_TIME_LIMIT_MINUTES says otherwise), recording nothing. With mutation/ committed
// after each change to the mutated code, it re-tests only what changed: a few minutes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// A bound for CI (MUTATE_TIME_LIMIT_MINUTES): past it the pass stops and fails, which
// means the committed results are too old for an incremental pass to be quick.
const ci = process.argv.includes('--ci');
const limitMinutes = Number(process.env.MUTATE_TIME_LIMIT_MINUTES ?? (ci ? 30 : 0));

const rulesOnly = process.argv.includes('--rules');
const strykerArgs = process.argv.slice(2).filter((a) => a !== '--rules' && a !== '--ci');
if (rulesOnly) strykerArgs.unshift('stryker.rules.config.mjs');
const report = rulesOnly
  ? 'artifacts/mutation-rules/mutation.json'
  : 'artifacts/mutation/mutation.json';
// A report left by an earlier run must not pass for this one.
rmSync(path.join(root, report), { force: true });

// The recorded results as they were before this run (Stryker rewrites them): the check
// fails on any survivor they did not have.
const recorded = path.join(root, 'mutation', 'stryker-incremental.json');
const baseline = path.join(root, 'artifacts', 'mutation', 'baseline.json');
rmSync(baseline, { force: true });
if (!rulesOnly && existsSync(recorded)) {
  mkdirSync(path.dirname(baseline), { recursive: true });
  copyFileSync(recorded, baseline);
}

const started = Date.now();
const stryker = spawnSync(bin('stryker'), ['run', ...strykerArgs], {
  cwd: root,
  stdio: 'inherit',
  killSignal: 'SIGINT',
  ...(limitMinutes > 0 ? { timeout: limitMinutes * 60_000 } : {}),
});
const seconds = Math.round((Date.now() - started) / 1000);
if (stryker.signal !== null) {
  console.log(
    `\nMutation score: not measured: Stryker stopped after ${limitMinutes} min ` +
      '(MUTATE_TIME_LIMIT_MINUTES). The committed mutation/ results are too old for a quick ' +
      'incremental pass: run `npm run mutate` and commit mutation/.',
  );
  process.exit(1);
}
console.log(`\nStryker finished in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);

const check = spawnSync(
  process.execPath,
  [
    path.join(root, 'scripts', 'check-mutation.mjs'),
    report,
    `--duration=${seconds}`,
    ...(rulesOnly ? ['--no-record', '--scope=round rules only'] : []),
    ...(ci ? ['--no-record', '--scope=whole scope, incremental'] : []),
    ...(existsSync(baseline) ? [`--baseline=${baseline}`] : []),
  ],
  { cwd: root, stdio: 'inherit' },
);
// Stryker exits 1 below its own `break` threshold; the check explains why either way.
process.exit(stryker.status === 0 && check.status === 0 ? 0 : 1);
