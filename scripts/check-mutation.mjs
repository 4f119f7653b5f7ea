// Checks a mutation report (Stryker's JSON report, from scripts/mutate.mjs) against the
// recorded results in mutation/record.json and the thresholds in stryker.config.mjs: the
// overall minimum and, per file, the `fileThresholds` (100 % on the round rules).
//
// The report's files replace their entries in the record; the files it did not mutate
// keep their recorded results, so the score is the whole scope's either way. It fails on:
// - a surviving mutant the record does not list for its file (a change that weakens
//   protection), unless --accept-survivors records it for review;
// - a score below its threshold, a round-rules file missing;
// - a `Stryker disable` without a reason, an entry of mutation/equivalent.json without a
//   reason.
// It lists the entries of mutation/equivalent.json that match no surviving mutant of a
// file this report mutated. With --write (a recording pass over the whole scope, on a
// clean commit) and no problem, it writes the record for --revision and removes those
// entries.
//
// Usage: node scripts/check-mutation.mjs [report.json] [--files=a.ts,b.ts] [--write]
//        [--revision=sha] [--accept-survivors] [--alone] [--duration=seconds]
//        [--scope=what the report covers]
//   --files  the files this pass mutated (default: every file of the report)
//   --alone  judge the report by itself, without the record (the round rules' run)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  equivalentIndex,
  formatRecord,
  hasReason,
  mergeFiles,
  newSurvivors,
  parseMoves,
  scopeMatcher,
  summarizeFile,
  testFilesById,
  totals,
} from './mutation-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const write = args.includes('--write');
const alone = args.includes('--alone');
const acceptSurvivors = args.includes('--accept-survivors');
const durationSeconds = option('duration') === undefined ? null : Number(option('duration'));
const scope = option('scope') ?? 'whole scope';
const reportFile = path.resolve(
  root,
  args.find((a) => !a.startsWith('--')) ?? 'artifacts/mutation/mutation.json',
);
const mutationDir = path.join(root, 'mutation');
const recordFile = path.join(mutationDir, 'record.json');
const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;

const config = await import(pathToFileURL(path.join(root, 'stryker.config.mjs')).href);
const overallMin = config.overallThreshold;
/** @type {{ name: string, files: string[], min: number }[]} */
const fileThresholds = config.fileThresholds ?? [];
const inScope = (file) =>
  scopeMatcher(config.default.mutate)(file) && existsSync(path.join(root, file));

if (!existsSync(reportFile)) {
  console.log(`Mutation: no report at ${path.relative(root, reportFile)} (did Stryker run?)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
/** A report's file name, relative to the repository, with forward slashes. */
const fileName = (name) => path.relative(root, path.resolve(root, name)).split(path.sep).join('/');
const reportFiles = new Map(Object.entries(report.files).map(([name, f]) => [fileName(name), f]));
const record = alone ? null : readJson(recordFile, null);
const moves = parseMoves(
  existsSync(path.join(mutationDir, 'moves.txt'))
    ? readFileSync(path.join(mutationDir, 'moves.txt'), 'utf8')
    : '',
);
/** @type {{ file: string, mutator: string, replacement: string, code: string, reason: string }[]} */
const equivalentEntries = readJson(path.join(mutationDir, 'equivalent.json'), []);
const equivalents = equivalentIndex(equivalentEntries);

const problems = [];
const fmt = (n) => `${n.toFixed(2)} %`;

for (const e of equivalentEntries) {
  if (!hasReason(e.reason)) {
    problems.push(`mutation/equivalent.json: ${e.file} ${e.mutator} "${e.code}" gives no reason`);
  }
  if (write && !inScope(e.file)) {
    problems.push(`mutation/equivalent.json: ${e.file} is not in the mutation scope`);
  }
}

// The files this pass judged, with their new results.
const judged = option('files')?.split(',').filter(Boolean) ?? [...reportFiles.keys()];
const testFileOf = testFilesById(report, fileName);
const results = {};
/** Entries of mutation/equivalent.json that match no surviving mutant of their file now. */
const stale = [];
for (const name of judged) {
  // Stryker leaves out a file it found nothing to mutate in (types only).
  const file = reportFiles.get(name) ?? { source: '', mutants: [] };
  const { entry, unmatched } = summarizeFile(file, testFileOf, equivalents.get(name));
  results[name] = entry;
  stale.push(...unmatched);
  // An exclusion at a line is a comment that says why: `// Stryker disable next-line
  // Mutator: reason`. A bare disable would be a silent ignore.
  for (const match of file.source.matchAll(/Stryker\s+disable\b([^\n]*)/g)) {
    const reason = match[1]
      .split(':')
      .slice(1)
      .join(':')
      .replace(/\*\/\s*$/, '');
    if (!hasReason(reason)) {
      const line = file.source.slice(0, match.index).split('\n').length;
      problems.push(`${name}:${line}: "Stryker disable" without a reason ("…: why")`);
    }
  }
}

// Survivors the record does not have: code added or changed without the tests that would
// notice a mistake in it, or tests weakened.
const recorded = mergeFiles({ record, moves, inScope, results: {} });
const fresh = Object.entries(results).flatMap(([name, entry]) =>
  newSurvivors(entry, recorded[name]).map((s) => ({ name, ...s })),
);
const describe = (s) =>
  `${s.mutator} at line ${s.line}: ${s.code.replace(/\s+/g, ' ').slice(0, 60)} -> ` +
  s.replacement.replace(/\s+/g, ' ').slice(0, 60);
if (fresh.length > 0) {
  console.log(
    `\nSurviving mutants the record (mutation/record.json) does not list${acceptSurvivors ? ', recorded for review' : ''}:`,
  );
  for (const s of fresh) console.log(`  ${s.name}: ${describe(s)}`);
  if (!acceptSurvivors) {
    problems.push(
      `${fresh.length} surviving mutant(s) that the record does not list: add the tests that ` +
        'catch them (or, for an equivalent mutant, its entry in mutation/equivalent.json with ' +
        'the reason), then record a pass (docs/mutation-testing.md)',
    );
  }
}

const files = alone ? results : mergeFiles({ record, moves, inScope, results });
const overall = totals(files);
if (!alone && overall.score < overallMin) {
  problems.push(`overall score ${fmt(overall.score)} is below ${overallMin} %`);
}
const groups = fileThresholds.map((t) => {
  const members = t.files.filter((name) => files[name]);
  for (const name of t.files.filter((n) => !files[n])) {
    problems.push(`${name} (${t.name}) was not mutated`);
  }
  const below = members.filter((name) => files[name].score < t.min);
  for (const name of below) {
    problems.push(`${name} (${t.name}) scores ${fmt(files[name].score)}, needs ${t.min} %`);
    for (const s of files[name].survivors) console.log(`  ${name}: ${describe(s)}`);
  }
  return { ...t, ...totals(Object.fromEntries(members.map((name) => [name, files[name]]))) };
});

// An entry a test catches now, or whose code changed, counts nothing; the recording pass
// removes it (the diff shows it), as dropping it can only make the check stricter.
if (stale.length > 0) {
  console.log(
    `\nEntries of mutation/equivalent.json that match no surviving mutant (a test catches ` +
      `it now, or its code changed)${write && problems.length === 0 ? ', removed' : ''}:`,
  );
  for (const e of stale) {
    console.log(`  ${e.file}: ${describe(e).replace(/ at line \S+:/, ':')}`);
  }
}

const groupText = groups.map((g) => `${g.name} ${fmt(g.score)} (needs ${g.min} %)`).join(', ');
const counts =
  `${overall.caught} of ${overall.caught + overall.survived} mutants caught, ` +
  `${overall.excluded} excluded in the code, ${overall.equivalent} equivalent ` +
  `(mutation/equivalent.json), ${overall.staticNotRun} static not run`;
const summaryLines = [
  `Mutation score (${scope}): ${fmt(overall.score)}${alone ? '' : ` (needs ${overallMin} %)`}, ` +
    `${groupText}; ${counts}` +
    (problems.length === 0 ? '' : `; ${problems.length} problem(s)`),
  ...problems.map((p) => `  - ${p}`),
];
console.log(`\n${summaryLines.join('\n')}`);
// For the end of `npm test`, which repeats it beside the test totals.
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(path.join(path.dirname(reportFile), 'summary.txt'), `${summaryLines.join('\n')}\n`);

if (write && problems.length === 0) {
  const { score, ...mutants } = overall;
  const next = {
    revision: option('revision') ?? null,
    date: new Date().toISOString(),
    /** Wall-clock seconds of the pass (with Stryker's local cache, much less than in full). */
    durationSeconds,
    thresholds: {
      overall: overallMin,
      files: Object.fromEntries(fileThresholds.map((t) => [t.name, t.min])),
    },
    score,
    mutants,
    groups: Object.fromEntries(groups.map((g) => [g.name, g.score])),
    files,
  };
  writeFileSync(recordFile, `${formatRecord(next)}\n`);
  console.log(`Recorded in mutation/record.json (revision ${next.revision}).`);
  if (stale.length > 0) {
    const kept = equivalentEntries.filter((e) => !stale.includes(e));
    writeFileSync(path.join(mutationDir, 'equivalent.json'), `${JSON.stringify(kept, null, 2)}\n`);
  }
}

process.exit(problems.length === 0 ? 0 : 1);
