// `npm run mutate`: a recording pass. Stryker over the whole scope (stryker.config.mjs:
// the domain rules, the stores, the local database, the shared route rules), then the
// check (scripts/check-mutation.mjs), which writes mutation/record.json for this commit.
// The working tree must be clean: the record names the commit the pass ran on. Stryker's
// full results stay in a local cache (.cache/mutation/, scripts/mutation-cache.mjs), so a
// pass re-runs only the mutants in changed code or covered by changed tests; without the
// cache it runs everything (about two hours on two cores). A surviving mutant the record
// does not list fails the pass, unless `--accept-survivors` records it for review.
// `npm run mutate -- --force` ignores the cache. Other arguments go to `stryker run`.
//
// `npm run mutate -- --mutate a.ts,b.ts`: those files only, with the cache, judged
// against the record like CI; nothing is recorded, but the results join the cache (Stryker
// keeps the other files' there), so a long pass can be run in parts and then recorded.
// (docs/mutation-testing.md)
//
// `--rules` (npm run mutate:rules): the round rules alone (stryker.rules.config.mjs), in
// full, against their unit tests; nothing is recorded.
//
// `--ci` (npm run mutate:ci, the last step of `npm test`): mutates afresh only the files
// of the scope changed since the recorded commit (or caught by test files changed since),
// judged against the record. Fails, saying to record a pass, when the recorded commit is
// not an ancestor of HEAD. When the changed files are more than CI's time allows
// (MUTATE_TIME_LIMIT_MINUTES, 30 by default), it tests the round rules in full and reports
// the rest as not measured (behindRecord).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config, { cacheFile } from '../stryker.config.mjs';
import { moveCache, readMoves } from './mutation-cache.mjs';
import {
  filesToMutate,
  importedPaths,
  scopeMatcher,
  withoutExtension,
} from './mutation-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

const ownFlags = ['--rules', '--ci', '--accept-survivors'];
const rulesOnly = process.argv.includes('--rules');
const ci = process.argv.includes('--ci');
const acceptSurvivors = process.argv.includes('--accept-survivors');
const strykerArgs = process.argv.slice(2).filter((a) => !ownFlags.includes(a));
const limitMinutes = Number(process.env.MUTATE_TIME_LIMIT_MINUTES ?? (ci ? 30 : 0));
// About what one mutant costs on a quiet 2-core machine (type check, then its related
// tests, two processes at most): a full pass runs the tests of some 4,600 mutants in about
// two hours. For CI's estimate before it starts; the time limit still bounds the run.
const SECONDS_PER_MUTANT = 2;
// Mutants per line of a file the record does not know yet, the scope's average.
const MUTANTS_PER_LINE = 0.4;

const report = rulesOnly
  ? 'artifacts/mutation-rules/mutation.json'
  : 'artifacts/mutation/mutation.json';
// A report left by an earlier run must not pass for this one.
rmSync(path.join(root, report), { force: true });

/** The files of the mutation scope now: tracked or new, matched by stryker.config.mjs. */
function scopeFiles() {
  const inScope = scopeMatcher(config.mutate);
  return lines(git('ls-files', '--cached', '--others', '--exclude-standard'))
    .filter((f) => inScope(f) && existsSync(path.join(root, f)))
    .sort();
}

function fail(message) {
  mkdirSync(path.join(root, 'artifacts', 'mutation'), { recursive: true });
  writeFileSync(path.join(root, 'artifacts', 'mutation', 'summary.txt'), `${message}\n`);
  console.log(message);
  process.exit(1);
}

/** Runs Stryker; returns its wall-clock seconds, or fails past the time limit. */
function stryker(args) {
  const started = Date.now();
  const run = spawnSync(bin('stryker'), ['run', ...args], {
    cwd: root,
    stdio: 'inherit',
    killSignal: 'SIGINT',
    ...(limitMinutes > 0 ? { timeout: limitMinutes * 60_000 } : {}),
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.signal !== null) {
    fail(
      `Mutation score: not measured: Stryker stopped after ${limitMinutes} min ` +
        '(MUTATE_TIME_LIMIT_MINUTES). Record a pass (docs/mutation-testing.md).',
    );
  }
  if (run.status !== 0) fail('Mutation score: not measured: Stryker failed (see above).');
  console.log(`\nStryker finished in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
  return seconds;
}

/** Runs the check with these arguments and exits with its status. */
function check(args) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'check-mutation.mjs'), report, ...args],
    { cwd: root, stdio: 'inherit' },
  );
  return run.status ?? 1;
}

/**
 * Test files changed since `revision`, with those whose helpers (the other modules under
 * tests/, followed through their imports) changed: their tests may catch less now.
 */
function changedTests(changed) {
  const tests = lines(git('ls-files', '--cached', '--others', '--exclude-standard', 'tests'));
  const isTest = (f) => /\.test\.tsx?$/.test(f);
  const importers = new Map();
  for (const file of tests.filter((f) => /\.[cm]?[jt]sx?$/.test(f))) {
    if (!existsSync(path.join(root, file))) continue;
    for (const target of importedPaths(file, readFileSync(path.join(root, file), 'utf8'))) {
      importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const result = new Set(changed.filter((f) => f.startsWith('tests/') && isTest(f)));
  const seen = new Set();
  const queue = changed.filter((f) => f.startsWith('tests/') && !isTest(f));
  while (queue.length > 0) {
    const helper = withoutExtension(queue.pop());
    if (seen.has(helper)) continue;
    seen.add(helper);
    for (const file of importers.get(helper) ?? []) {
      if (isTest(file)) result.add(file);
      else queue.push(file);
    }
  }
  return result;
}

/**
 * CI with a record too old to re-test all that changed in its time: the round rules, which
 * must stay at 100 %, are still tested in full against their unit tests and decide the
 * step; the rest of the scope is reported as not measured until a pass is recorded. The
 * summary line says so, so the gap shows in every CI log instead of passing for a score.
 */
function behindRecord(short, minutes) {
  console.log(
    `Mutation: about ${minutes} min of mutants changed since ${short}, more than CI's ` +
      `${limitMinutes} min. The round rules are tested in full; the rest of the scope is not ` +
      'measured until a pass is recorded (docs/mutation-testing.md).',
  );
  const rules = spawnSync(process.execPath, [path.join(root, 'scripts', 'mutate.mjs'), '--rules'], {
    cwd: root,
    stdio: 'inherit',
  });
  const verdict = rules.status === 0 ? 'at 100 %' : 'BELOW 100 % (see above)';
  const summary =
    `Mutation score: not measured: the record (${short}) is about ${minutes} min of mutants ` +
    `behind, more than CI's ${limitMinutes} min; record a pass. Round rules, tested in full: ${verdict}.`;
  mkdirSync(path.join(root, 'artifacts', 'mutation'), { recursive: true });
  writeFileSync(path.join(root, 'artifacts', 'mutation', 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(rules.status ?? 1);
}

function runCi() {
  const recordFile = path.join(root, 'mutation', 'record.json');
  if (!existsSync(recordFile)) fail('Mutation: no mutation/record.json. Record a pass.');
  const record = JSON.parse(readFileSync(recordFile, 'utf8'));
  const revision = record.revision;
  try {
    git('merge-base', '--is-ancestor', revision, 'HEAD');
  } catch {
    fail(
      `Mutation: the recorded commit ${revision} is not an ancestor of HEAD (or not in this ` +
        'clone). Record a pass on this branch (docs/mutation-testing.md).',
    );
  }
  const changed = [
    ...lines(git('diff', '--name-only', '--no-renames', revision)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ];
  const moves = readMoves();
  const why = filesToMutate({
    record,
    moves,
    changed,
    scopeFiles: scopeFiles(),
    changedTests: changedTests(changed),
  });
  const short = revision.slice(0, 7);
  const scope = `whole scope, ${why.size} file(s) mutated again since ${short}`;
  if (why.size === 0) {
    console.log(`Mutation: nothing in the mutation scope changed since ${short}.`);
    // The record still decides the score and the thresholds (a file may have gone).
    mkdirSync(path.dirname(path.join(root, report)), { recursive: true });
    writeFileSync(path.join(root, report), JSON.stringify({ files: {}, testFiles: {} }));
    process.exit(check(['--files=', `--scope=${scope}`]));
  }
  const recorded = new Map(Object.entries(record.files).map(([n, f]) => [moves.get(n) ?? n, f]));
  const estimate = (file) => {
    const entry = recorded.get(file);
    if (entry) return entry.caught + entry.survived + entry.equivalent;
    return MUTANTS_PER_LINE * readFileSync(path.join(root, file), 'utf8').split('\n').length;
  };
  const mutants = Math.round([...why.keys()].reduce((sum, f) => sum + estimate(f), 0));
  const minutes = Math.ceil((mutants * SECONDS_PER_MUTANT) / 60);
  console.log(`Mutation: ${why.size} file(s) to mutate since ${short}, about ${mutants} mutants:`);
  for (const [file, reason] of why) console.log(`  ${file} (${reason})`);
  if (limitMinutes > 0 && minutes > limitMinutes) behindRecord(short, minutes);
  const files = [...why.keys()];
  stryker(['--mutate', files.join(','), ...strykerArgs]);
  // Stryker writes no report when the files hold nothing to mutate (types only).
  if (!existsSync(path.join(root, report))) {
    writeFileSync(path.join(root, report), JSON.stringify({ files: {}, testFiles: {} }));
  }
  process.exit(check([`--files=${files.join(',')}`, `--scope=${scope}`]));
}

function runRecording() {
  const partial = strykerArgs.some((a) => a === '--mutate' || a === '-m');
  let revision = null;
  if (!partial) {
    const dirty = git('status', '--porcelain');
    if (dirty) {
      fail(
        'Mutation: a recording pass runs on a clean commit (the record names it); commit ' +
          `or stash first:\n${dirty}`,
      );
    }
    revision = git('rev-parse', 'HEAD');
  }
  moveCache();
  const seconds = stryker(['--incremental', '--incrementalFile', cacheFile, ...strykerArgs]);
  if (partial) {
    const index = strykerArgs.findIndex((a) => a === '--mutate' || a === '-m');
    const named = strykerArgs[index + 1].split(',').map((f) => f.replace(/:[\d:-]+$/, ''));
    const files = scopeFiles().filter((f) => named.some((n) => scopeMatcher([n])(f)));
    process.exit(
      check([
        `--files=${files.join(',')}`,
        `--scope=whole scope, ${files.length} named file(s) mutated again`,
      ]),
    );
  }
  const status = check([
    `--files=${scopeFiles().join(',')}`,
    '--write',
    `--revision=${revision}`,
    `--duration=${seconds}`,
    ...(acceptSurvivors ? ['--accept-survivors'] : []),
  ]);
  const movesFile = path.join(root, 'mutation', 'moves.txt');
  if (status === 0 && existsSync(movesFile)) {
    // The record and the cache name the files where they are now: only the comments stay.
    const comments = lines(readFileSync(movesFile, 'utf8')).filter((l) => l.startsWith('#'));
    writeFileSync(movesFile, comments.map((l) => `${l}\n`).join(''));
  }
  if (status === 0) console.log('Commit mutation/ (the record of this pass).');
  process.exit(status);
}

if (rulesOnly) {
  stryker(['stryker.rules.config.mjs', ...strykerArgs]);
  process.exit(check(['--alone', '--scope=round rules only']));
} else if (ci) {
  runCi();
} else {
  runRecording();
}
