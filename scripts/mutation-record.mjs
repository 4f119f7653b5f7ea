// The recorded mutation results (mutation/record.json) and what they are read from:
// Stryker's JSON report. Pure functions, shared by scripts/check-mutation.mjs,
// scripts/mutate.mjs and scripts/mutation-cache.mjs, and tested in
// tests/unit/scripts/mutation-record.test.ts.
//
// The record is what a person reviews: the commit the pass ran on, the score of each
// file, its surviving mutants (what no test notices), its exclusions with their reasons,
// and the test files that catch its mutants (so a change to those tests re-tests the
// file). Stryker's full results (megabytes) stay a local cache.

/** Statuses that count as caught, and as not caught, as Stryker scores them. */
export const DETECTED = new Set(['Killed', 'Timeout']);
export const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Offset of a 1-based line and column in a source text. */
function offsetOf(source, { line, column }) {
  let offset = 0;
  for (let l = 1; l < line; l += 1) offset = source.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * What identifies a mutant across passes: its mutator, its replacement and the code it
 * replaces (with the file it is in). Not its line, which moves whenever code above it
 * changes. The line is kept for the reader only.
 */
export function mutantIdentity(source, mutant) {
  return {
    line: mutant.location.start.line,
    mutator: mutant.mutatorName,
    replacement: withoutLeadingComments(mutant.replacement ?? ''),
    code: source.slice(
      offsetOf(source, mutant.location.start),
      offsetOf(source, mutant.location.end),
    ),
  };
}

/**
 * Stryker prints a replacement with the comments above the node it replaces (a `Stryker
 * disable` among them), which are not part of the change and go when the comment goes.
 */
const withoutLeadingComments = (replacement) =>
  replacement.replace(/^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))+\s*/, '');

/** The key that matches a mutant of one pass with the same mutant of another. */
export const identityKey = ({ mutator, replacement, code }) =>
  [mutator, withoutLeadingComments(replacement), code].join('\u0000');

/**
 * Mutants that stand for an equivalent change (mutation/equivalent.json: no test can
 * notice it, and the entry says why), by file and {@link identityKey}.
 */
export function equivalentIndex(entries) {
  const index = new Map();
  for (const e of entries) {
    const keys = index.get(e.file) ?? new Map();
    keys.set(identityKey(e), e);
    index.set(e.file, keys);
  }
  return index;
}

/** An exclusion or an equivalent mutant needs a reason of a few words, not a tool's label. */
export const hasReason = (text) => (text ?? '').trim().split(/\s+/).length >= 3;

/**
 * One file of Stryker's report as the record keeps it. `testFileOf` maps a test id to its
 * test file; `equivalents` are this file's entries of mutation/equivalent.json by key.
 * Returns the entry and the equivalent entries it matched no surviving mutant for.
 */
export function summarizeFile(reportFile, testFileOf, equivalents = new Map()) {
  const counts = {
    caught: 0,
    survived: 0,
    excluded: 0,
    equivalent: 0,
    staticNotRun: 0,
    invalid: 0,
  };
  const survivors = [];
  const exclusions = new Map();
  const catching = new Set();
  const matched = new Set();
  for (const m of reportFile.mutants) {
    if (DETECTED.has(m.status)) {
      counts.caught += 1;
      // A timeout is caught by whichever covering test ran into it.
      const tests = m.killedBy?.length ? m.killedBy : m.status === 'Timeout' ? m.coveredBy : [];
      for (const id of tests ?? []) if (testFileOf.has(id)) catching.add(testFileOf.get(id));
    } else if (UNDETECTED.has(m.status)) {
      const identity = mutantIdentity(reportFile.source, m);
      const key = identityKey(identity);
      if (equivalents.has(key)) {
        counts.equivalent += 1;
        matched.add(key);
      } else {
        counts.survived += 1;
        survivors.push(identity);
      }
    } else if (m.status === 'Ignored' && /static/i.test(m.statusReason ?? '')) {
      counts.staticNotRun += 1;
    } else if (m.status === 'Ignored') {
      counts.excluded += 1;
      const reason = (m.statusReason ?? '').trim();
      const group = exclusions.get(reason) ?? {
        line: m.location.start.line,
        reason,
        mutators: '',
        mutants: 0,
      };
      const mutators = group.mutators.split(', ').filter(Boolean);
      if (!mutators.includes(m.mutatorName))
        group.mutators = [...mutators, m.mutatorName].join(', ');
      group.mutants += 1;
      exclusions.set(reason, group);
    } else {
      counts.invalid += 1; // CompileError, RuntimeError: the type checker refused the change
    }
  }
  const unmatched = [...equivalents.entries()]
    .filter(([key]) => !matched.has(key))
    .map(([, e]) => e);
  return {
    entry: {
      score: score(counts),
      ...counts,
      survivors: survivors.sort((a, b) => a.line - b.line),
      exclusions: [...exclusions.values()].sort((a, b) => a.line - b.line),
      caughtBy: [...catching].sort(),
    },
    unmatched,
  };
}

/** Caught out of caught and survived, in percent with two decimals (100 with none). */
export function score({ caught, survived }) {
  const valid = caught + survived;
  return valid === 0 ? 100 : Math.round((10_000 * caught) / valid) / 100;
}

/** Totals over the record's files, scored as one. */
export function totals(files) {
  const sum = { caught: 0, survived: 0, excluded: 0, equivalent: 0, staticNotRun: 0, invalid: 0 };
  for (const f of Object.values(files)) for (const k of Object.keys(sum)) sum[k] += f[k] ?? 0;
  return { score: score(sum), ...sum };
}

/** Map from test id to test file, from a report's `testFiles`. */
export function testFilesById(report, fileName = (name) => name) {
  const byId = new Map();
  for (const [name, file] of Object.entries(report.testFiles ?? {})) {
    for (const t of file.tests) byId.set(t.id, fileName(name));
  }
  return byId;
}

/**
 * Surviving mutants of `entry` that `recorded` (the same file's entry in the record) does
 * not list: a change that weakens protection. Matched as a multiset by identity.
 */
export function newSurvivors(entry, recorded) {
  const left = new Map();
  for (const s of recorded?.survivors ?? []) {
    left.set(identityKey(s), (left.get(identityKey(s)) ?? 0) + 1);
  }
  return entry.survivors.filter((s) => {
    const n = left.get(identityKey(s)) ?? 0;
    if (n > 0) left.set(identityKey(s), n - 1);
    return n === 0;
  });
}

/** mutation/moves.txt: lines `old/path.ts -> new/path.ts`; `#` starts a comment. */
export function parseMoves(text) {
  const moves = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') continue;
    const [from, to, ...rest] = line.split('->').map((s) => s.trim());
    if (!from || !to || rest.length > 0)
      throw new Error(`mutation/moves.txt: not "old -> new": ${raw}`);
    moves.set(from, to);
  }
  // A file moved twice ends where its last move puts it.
  for (const [from, to] of moves) {
    let end = to;
    for (let hops = 0; moves.has(end) && hops < moves.size; hops += 1) end = moves.get(end);
    moves.set(from, end);
  }
  return moves;
}

/** The path a file recorded as `name` has now, after the moves. */
export const movedName = (moves, name) => moves.get(name) ?? name;

/**
 * A matcher for Stryker's `mutate` globs (`dir/**\/*.ts`, exact paths, a class of
 * characters as in `server/db/[a-m]*.ts`, `!` to leave out).
 */
export function scopeMatcher(patterns) {
  const toRegExp = (glob) =>
    new RegExp(
      `^${glob
        .split(/(\*\*\/|\*|\[!?[^\]/]+\])/)
        .map((part) =>
          part === '**/'
            ? '(?:[^/]+/)*'
            : part === '*'
              ? '[^/]*'
              : /^\[.+\]$/.test(part)
                ? `[${part.slice(1, -1).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`
                : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
  const include = patterns.filter((p) => !p.startsWith('!')).map(toRegExp);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1)));
  return (file) => include.some((r) => r.test(file)) && !exclude.some((r) => r.test(file));
}

/**
 * The files of the mutation scope that must be mutated again since the record: changed
 * (or new) in scope, not in the record, or caught by a test file that changed.
 * `changed` are the paths git reports changed since the recorded commit (old and new names
 * of a move alike); `scopeFiles` the files in scope now; `changedTests` the test files
 * changed, their helpers' changes included. Returns the files, each with why.
 */
export function filesToMutate({ record, moves, changed, scopeFiles, changedTests }) {
  const recorded = new Map(
    Object.entries(record.files).map(([name, f]) => [movedName(moves, name), f]),
  );
  const changedSet = new Set(changed);
  const why = new Map();
  for (const file of scopeFiles) {
    const entry = recorded.get(file);
    if (changedSet.has(file)) why.set(file, 'changed');
    else if (!entry) why.set(file, 'not in the record');
    else {
      const test = entry.caughtBy.find(
        (t) => changedTests.has(t) || changedTests.has(movedName(moves, t)),
      );
      if (test) why.set(file, `its test ${test} changed`);
    }
  }
  return why;
}

/**
 * The record's files after this pass: the recorded ones under their current names, those
 * out of scope now (deleted, or no longer mutated) left out, and those this pass mutated
 * replaced by their new results.
 */
export function mergeFiles({ record, moves, inScope, results }) {
  const files = {};
  for (const [name, entry] of Object.entries(record?.files ?? {})) {
    const now = movedName(moves, name);
    if (inScope(now))
      files[now] = { ...entry, caughtBy: entry.caughtBy.map((t) => movedName(moves, t)) };
  }
  for (const [name, entry] of Object.entries(results)) files[name] = entry;
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

// Module specifiers: `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `require('…')`.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*|\brequire\(\s*)(['"])([^'"\n]+)\2/g;

/** The modules a source imports by a relative path, each as a repository path. */
export function importedPaths(file, source) {
  return [...source.matchAll(SPECIFIER)]
    .map((m) => m[3])
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolveSpecifier(file, spec));
}

/** A relative specifier as the repository path it names, without extension or `/index`. */
export function resolveSpecifier(file, spec) {
  const dir = file.split('/').slice(0, -1).join('/');
  const parts = [];
  for (const part of `${dir}/${spec}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return withoutExtension(parts.join('/'));
}

/** A path without its script extension or a trailing `/index`: what a specifier names. */
export const withoutExtension = (file) =>
  file.replace(/\.(?:d\.)?[cm]?[jt]sx?$/, '').replace(/\/index$/, '');

/**
 * Whether a test file recorded as `oldSource` at `oldPath` reads as `newSource` at
 * `newPath` once the moves are applied: the same text, but for the relative specifiers
 * that name the same module at its new place (and the layout of its import lines).
 * Then its tests are the same tests, and their recorded results still hold.
 */
export function sameButForMoves({ oldPath, oldSource, newPath, newSource, moves }) {
  const moved = new Map(
    [...moves].map(([from, to]) => [withoutExtension(from), withoutExtension(to)]),
  );
  const canonical = (file, source, translate) =>
    source
      .replace(SPECIFIER, (whole, before, quote, spec) =>
        spec.startsWith('.')
          ? `${before}${quote}/${translate(resolveSpecifier(file, spec))}${quote}`
          : whole,
      )
      // Prettier wraps an import whose line grows past its width.
      .replace(/^import\b[^;]*?\bfrom\s*(['"])[^'"\n]+\1;?/gm, (statement) =>
        statement.replace(/\s+/g, '').replace(/,\}/g, '}'),
      );
  return (
    canonical(oldPath, oldSource, (target) => moved.get(target) ?? target) ===
    canonical(newPath, newSource, (target) => target)
  );
}

/**
 * The record as text for review: an object of plain values (a survivor, an exclusion, the
 * counts) on one line, so that a diff shows one line per mutant.
 */
export function formatRecord(value, indent = '') {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + formatRecord(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.every(([, v]) => v === null || typeof v !== 'object')) {
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  }
  return `{\n${entries
    .map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatRecord(v, inner)}`)
    .join(',\n')}\n${indent}}`;
}
