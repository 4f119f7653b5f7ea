// Stryker's full results, kept between local passes so that `npm run mutate` re-runs only
// what changed (.cache/mutation/stryker-incremental.json, not committed: megabytes).
//
//   node scripts/mutation-cache.mjs seed [revision]
//     Fills the cache from the results git kept while they were committed
//     (mutation/stryker-incremental.json at `revision`, by default the last commit that
//     had it), then applies the moves.
//   node scripts/mutation-cache.mjs moves
//     Applies mutation/moves.txt to the cache (`npm run mutate` does it before each pass).
//   node scripts/mutation-cache.mjs equivalents file.ts [file.ts …]
//     Adds to mutation/equivalent.json the mutants the cache has as excluded by a
//     `Stryker disable` comment in those files, each with the comment's reason: for when
//     the comment leaves the code and its reason stays beside the record.
//
// Stryker reuses a mutant's result when its file's text around it and the tests that
// caught it are unchanged; it knows files by path, and a test by its file's path and name.
// A file moved with `git mv` keeps its results once the cache knows its new path. A test
// file's results hold only while its whole text is the same (Vitest reports no test
// locations), so a test file whose only difference is the specifiers of modules that
// moved (and the layout of those import lines) gets its current text in the cache.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFile } from '../stryker.config.mjs';
import {
  identityKey,
  movedName,
  mutantIdentity,
  parseMoves,
  sameButForMoves,
} from './mutation-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, cacheFile);
const committedResults = 'mutation/stryker-incremental.json';
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** The moves of mutation/moves.txt, none if it is absent. */
export function readMoves() {
  const file = path.join(root, 'mutation', 'moves.txt');
  return parseMoves(existsSync(file) ? readFileSync(file, 'utf8') : '');
}

/**
 * Renames the cache's files after the moves and refreshes the text of the test files that
 * differ only by moved specifiers. Returns what it changed, for the log.
 */
export function applyMoves(results, moves, readCurrent) {
  let renamed = 0;
  let refreshed = 0;
  for (const section of ['files', 'testFiles']) {
    const entries = Object.entries(results[section] ?? {});
    const next = {};
    for (const [name, entry] of entries) {
      const now = movedName(moves, name);
      if (now !== name) renamed += 1;
      next[now] = entry;
      if (section !== 'testFiles' || entry.source === undefined) continue;
      const current = readCurrent(now);
      if (
        current !== null &&
        current !== entry.source &&
        sameButForMoves({
          oldPath: name,
          oldSource: entry.source,
          newPath: now,
          newSource: current,
          moves,
        })
      ) {
        next[now] = { ...entry, source: current };
        refreshed += 1;
      }
    }
    if (results[section]) results[section] = next;
  }
  return { renamed, refreshed };
}

/** Applies mutation/moves.txt to the cache, if there is one. */
export function moveCache() {
  if (!existsSync(cache)) return;
  const results = JSON.parse(readFileSync(cache, 'utf8'));
  const readCurrent = (name) => {
    const file = path.join(root, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const { renamed, refreshed } = applyMoves(results, readMoves(), readCurrent);
  if (renamed + refreshed === 0) return;
  writeFileSync(cache, JSON.stringify(results));
  console.log(
    `Mutation cache: ${renamed} moved file(s) renamed, ${refreshed} test file(s) that differ ` +
      'only by moved imports refreshed (mutation/moves.txt).',
  );
}

function seed(revision) {
  let at = revision;
  if (!at) {
    const last = git('rev-list', '-1', 'HEAD', '--', committedResults).trim();
    if (!last) throw new Error(`git history has no ${committedResults} to seed the cache from`);
    // The commit that last touched it removed it, or is where it still is.
    at = git('ls-tree', '--name-only', last, '--', committedResults).trim() ? last : `${last}^`;
  }
  const text = git('show', `${at}:${committedResults}`);
  mkdirSync(path.dirname(cache), { recursive: true });
  writeFileSync(cache, text);
  console.log(`Mutation cache: ${cacheFile} seeded from ${committedResults} at ${at}.`);
  moveCache();
}

/**
 * The mutants of `file` (a cached report file) that a `Stryker disable` comment excluded,
 * as entries of mutation/equivalent.json with the comment's reason.
 */
export function excludedByComment(name, file) {
  return file.mutants
    .filter((m) => m.status === 'Ignored' && !/static/i.test(m.statusReason ?? ''))
    .map((m) => {
      const { mutator, replacement, code } = mutantIdentity(file.source, m);
      return { file: name, mutator, replacement, code, reason: (m.statusReason ?? '').trim() };
    });
}

function addEquivalents(files) {
  if (!existsSync(cache)) throw new Error(`no ${cacheFile}: run \`seed\` first`);
  moveCache();
  const results = JSON.parse(readFileSync(cache, 'utf8'));
  const listFile = path.join(root, 'mutation', 'equivalent.json');
  const list = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const known = new Set(list.map((e) => `${e.file}\u0000${identityKey(e)}`));
  for (const name of files) {
    const file = results.files[name];
    if (!file) throw new Error(`the cache has no results for ${name}`);
    const added = excludedByComment(name, file).filter(
      (e) => !known.has(`${e.file}\u0000${identityKey(e)}`),
    );
    list.push(...added);
    console.log(`${name}: ${added.length} excluded mutant(s) added to mutation/equivalent.json`);
  }
  writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'seed') seed(rest[0]);
  else if (command === 'moves') moveCache();
  else if (command === 'equivalents') addEquivalents(rest);
  else {
    console.log(
      'Usage: node scripts/mutation-cache.mjs seed [revision] | moves | equivalents file.ts …',
    );
    process.exit(1);
  }
}
