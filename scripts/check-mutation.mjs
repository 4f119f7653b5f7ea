// Checks the mutation report of `npm run mutate` (Stryker's JSON report) against the
// thresholds in stryker.config.mjs: the overall `thresholds.break` and, per file, the
// `fileThresholds` (100 % on the round rules), which Stryker itself cannot express.
// Every mutant excluded with a `// Stryker disable` comment must say why, after a colon.
// Prints one summary line (and the surviving mutants of every file below its threshold),
// records the score in mutation/score.json, and exits 1 when a threshold is missed.
//
// With --baseline=results.json (the committed mutation/stryker-incremental.json as it was
// before the run), it also fails on every surviving mutant the recorded run did not have:
// a change that weakens protection, even while the overall score stays above 90 %.
//
// Usage: node scripts/check-mutation.mjs [report.json] [--no-record] [--duration=seconds]
//        [--baseline=results.json] [--scope=what the report covers]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const record = !args.includes('--no-record');
const durationArg = args.find((a) => a.startsWith('--duration='));
const durationSeconds = durationArg ? Number(durationArg.slice('--duration='.length)) : null;
// What the report covers, for the summary line: the round rules alone or the whole scope.
const scopeArg = args.find((a) => a.startsWith('--scope='));
const scope = scopeArg ? scopeArg.slice('--scope='.length) : 'whole scope';
const baselineArg = args.find((a) => a.startsWith('--baseline='));
const baselineFile = baselineArg
  ? path.resolve(root, baselineArg.slice('--baseline='.length))
  : null;
const reportFile = path.resolve(
  root,
  args.find((a) => !a.startsWith('--')) ?? 'artifacts/mutation/mutation.json',
);
const scoreFile = path.join(root, 'mutation', 'score.json');

const config = await import(pathToFileURL(path.join(root, 'stryker.config.mjs')).href);
const overallBreak = config.default.thresholds.break;
/** @type {{ name: string, files: string[], min: number }[]} */
const fileThresholds = config.fileThresholds ?? [];

if (!existsSync(reportFile)) {
  console.log(`Mutation: no report at ${path.relative(root, reportFile)} (did Stryker run?)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Score of a list of mutants: detected / (detected + undetected), as Stryker counts it. */
function tally(mutants) {
  let detected = 0;
  let undetected = 0;
  let ignored = 0;
  let notRun = 0;
  let invalid = 0;
  for (const m of mutants) {
    if (DETECTED.has(m.status)) detected += 1;
    else if (UNDETECTED.has(m.status)) undetected += 1;
    // Ignored: excluded by a comment at the line, or a static mutant (ignoreStatic).
    else if (m.status === 'Ignored' && /static/i.test(m.statusReason ?? '')) notRun += 1;
    else if (m.status === 'Ignored') ignored += 1;
    else invalid += 1; // CompileError, RuntimeError: the type checker refused the change
  }
  const valid = detected + undetected;
  return {
    detected,
    undetected,
    ignored,
    notRun,
    invalid,
    score: valid === 0 ? 100 : (100 * detected) / valid,
  };
}

/** A report's file name, relative to the repository, with forward slashes. */
const fileName = (name) => path.relative(root, path.resolve(root, name)).split(path.sep).join('/');

const files = Object.entries(report.files).map(([name, file]) => ({
  name: fileName(name),
  source: file.source,
  mutants: file.mutants,
  ...tally(file.mutants),
}));
files.sort((a, b) => a.name.localeCompare(b.name));
const overall = tally(files.flatMap((f) => f.mutants));

const problems = [];
const fmt = (n) => `${n.toFixed(2)} %`;

if (overall.score < overallBreak) {
  problems.push(`overall score ${fmt(overall.score)} is below ${overallBreak} %`);
}

const groups = fileThresholds.map((t) => {
  const members = files.filter((f) => t.files.includes(f.name));
  const missing = t.files.filter((name) => !files.some((f) => f.name === name));
  for (const name of missing) problems.push(`${name} (${t.name}) was not mutated`);
  const below = members.filter((f) => f.score < t.min);
  for (const f of below) {
    problems.push(`${f.name} (${t.name}) scores ${fmt(f.score)}, needs ${t.min} %`);
  }
  return { ...t, members, below, ...tally(members.flatMap((f) => f.mutants)) };
});

// An exclusion is a comment at the line that says why: `// Stryker disable next-line
// Mutator: reason`. A bare disable would be a silent ignore.
const DISABLE = /Stryker\s+(disable|restore)\b([^\n]*)/g;
for (const f of files) {
  for (const match of f.source.matchAll(DISABLE)) {
    if (match[1] !== 'disable') continue;
    const reason = match[2]
      .split(':')
      .slice(1)
      .join(':')
      .replace(/\*\/\s*$/, '')
      .trim();
    if (reason.split(/\s+/).length < 3) {
      const line = f.source.slice(0, match.index).split('\n').length;
      problems.push(`${f.name}:${line}: "Stryker disable" without a reason ("…: why")`);
    }
  }
}

/** Offset of a 1-based line and column in a source text. */
function offsetOf(source, { line, column }) {
  let offset = 0;
  for (let l = 1; l < line; l += 1) offset = source.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * What identifies a mutant across runs: its file, mutator, replacement and the code it
 * replaces. Not its line, which moves whenever code above it changes.
 */
function mutantKey(file, source, mutant) {
  const original = source.slice(
    offsetOf(source, mutant.location.start),
    offsetOf(source, mutant.location.end),
  );
  return [file, mutant.mutatorName, mutant.replacement ?? '', original].join('\u0000');
}

/** Undetected mutants of a report, counted by {@link mutantKey}. */
function survivorKeys(reportFiles) {
  const keys = new Map();
  for (const [name, file] of Object.entries(reportFiles)) {
    for (const m of file.mutants.filter((mutant) => UNDETECTED.has(mutant.status))) {
      const key = mutantKey(fileName(name), file.source, m);
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
  }
  return keys;
}

// Survivors the recorded run did not have: code added or changed without the tests that
// would notice a mistake in it, or tests weakened.
const newSurvivors = [];
if (baselineFile !== null && existsSync(baselineFile)) {
  const before = survivorKeys(JSON.parse(readFileSync(baselineFile, 'utf8')).files ?? {});
  for (const f of files) {
    for (const m of f.mutants.filter((mutant) => UNDETECTED.has(mutant.status))) {
      const key = mutantKey(f.name, f.source, m);
      const left = before.get(key) ?? 0;
      if (left > 0) before.set(key, left - 1);
      else newSurvivors.push({ file: f.name, mutant: m });
    }
  }
  if (newSurvivors.length > 0) {
    problems.push(
      `${newSurvivors.length} surviving mutant(s) that the recorded run (mutation/) did not ` +
        'have: add the tests that catch them (or, for an equivalent mutant, a documented ' +
        'exclusion), then run `npm run mutate` and commit mutation/',
    );
  }
}

/** One line per undetected mutant, where it is and what it changed. */
const describe = (m) => {
  const { line, column } = m.location.start;
  const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
  return `${m.status} ${m.mutatorName} at ${line}:${column}: ${replacement}`;
};
if (newSurvivors.length > 0) {
  console.log('\nNew surviving mutants (not in the recorded run):');
  for (const { file, mutant } of newSurvivors) console.log(`  ${file}: ${describe(mutant)}`);
}

// The surviving mutants of every file that misses its threshold, so the fix is at hand.
const failing = new Set(groups.flatMap((g) => g.below.map((f) => f.name)));
if (overall.score < overallBreak) for (const f of files) if (f.undetected > 0) failing.add(f.name);
for (const f of files.filter((file) => failing.has(file.name))) {
  console.log(`\n${f.name}: ${fmt(f.score)}`);
  for (const m of f.mutants.filter((mutant) => UNDETECTED.has(mutant.status))) {
    console.log(`  ${describe(m)}`);
  }
}

const groupText = groups.map((g) => `${g.name} ${fmt(g.score)} (needs ${g.min} %)`).join(', ');
const counts =
  `${overall.detected} of ${overall.detected + overall.undetected} mutants caught, ` +
  `${overall.ignored} documented exclusions, ${overall.notRun} static not run`;
const summaryLines = [
  `Mutation score (${scope}): ${fmt(overall.score)} (needs ${overallBreak} %), ${groupText}; ${counts}` +
    (problems.length === 0 ? '' : `; ${problems.length} problem(s)`),
  ...problems.map((p) => `  - ${p}`),
];
console.log(`\n${summaryLines.join('\n')}`);
// For the end of `npm test`, which repeats it beside the test totals.
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(path.join(path.dirname(reportFile), 'summary.txt'), `${summaryLines.join('\n')}\n`);

if (record) {
  let revision = null;
  try {
    revision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    // not a git checkout: the score is still worth recording
  }
  const round = (n) => Math.round(n * 100) / 100;
  const summary = {
    revision,
    date: new Date().toISOString(),
    /** The report this was read from: the whole scope, or the round rules alone. */
    report: path.relative(root, reportFile).split(path.sep).join('/'),
    /** Wall-clock seconds of the Stryker pass (incremental passes are much shorter). */
    durationSeconds,
    thresholds: {
      overall: overallBreak,
      files: Object.fromEntries(fileThresholds.map((t) => [t.name, t.min])),
    },
    score: round(overall.score),
    mutants: {
      caught: overall.detected,
      survived: overall.undetected,
      excluded: overall.ignored,
      staticNotRun: overall.notRun,
      invalid: overall.invalid,
    },
    groups: Object.fromEntries(groups.map((g) => [g.name, round(g.score)])),
    files: Object.fromEntries(
      files.map((f) => [
        f.name,
        { score: round(f.score), caught: f.detected, survived: f.undetected, excluded: f.ignored },
      ]),
    ),
  };
  writeFileSync(scoreFile, `${JSON.stringify(summary, null, 2)}\n`);
}

process.exit(problems.length === 0 ? 0 : 1);
