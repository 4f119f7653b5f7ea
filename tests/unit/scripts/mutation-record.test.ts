/**
 * The mutation record (docs/mutation-testing.md): what a pass keeps of Stryker's report,
 * how CI picks the files to mutate again, and how moved files keep their cached results.
 */
import { describe, expect, it } from 'vitest';
import { applyMoves, excludedByComment } from '../../../scripts/mutation-cache.mjs';
import {
  filesToMutate,
  formatRecord,
  mergeFiles,
  newSurvivors,
  parseMoves,
  sameButForMoves,
  scopeMatcher,
  summarizeFile,
} from '../../../scripts/mutation-record.mjs';

const source = 'export const big = (n) => n > 3;\nexport const name = "x";\n';
/** A report mutant at line 1 (or `line`) from column `from` to `to`. */
const mutant = (
  status: string,
  mutatorName: string,
  replacement: string,
  [from, to]: [number, number],
  extra: Record<string, unknown> = {},
) => ({
  status,
  mutatorName,
  replacement,
  location: { start: { line: 1, column: from }, end: { line: 1, column: to } },
  ...extra,
});
const testFileOf = new Map([
  ['t1', 'tests/unit/big.test.ts'],
  ['t2', 'tests/unit/other.test.ts'],
]);

describe('a file of the record', () => {
  const file = {
    source,
    mutants: [
      mutant('Killed', 'EqualityOperator', 'n >= 3', [27, 32], { killedBy: ['t1'] }),
      mutant('Timeout', 'ConditionalExpression', 'true', [27, 32], { coveredBy: ['t2'] }),
      mutant('Survived', 'EqualityOperator', 'n <= 3', [27, 32]),
      mutant('NoCoverage', 'ConditionalExpression', 'false', [27, 32]),
      mutant('Ignored', 'StringLiteral', '""', [21, 24], { statusReason: 'a label only' }),
      mutant('Ignored', 'BooleanLiteral', 'false', [21, 24], { statusReason: 'a label only' }),
      mutant('Ignored', 'StringLiteral', '""', [21, 24], {
        statusReason: 'Static mutant (and "ignoreStatic" was enabled)',
      }),
      mutant('CompileError', 'ArrowFunction', '() => undefined', [20, 32]),
    ],
  };

  it('counts the mutants and keeps the survivors by the code they change', () => {
    const { entry } = summarizeFile(file, testFileOf);
    expect(entry).toMatchObject({
      score: 50,
      caught: 2,
      survived: 2,
      excluded: 2,
      equivalent: 0,
      staticNotRun: 1,
      invalid: 1,
    });
    expect(entry.survivors).toEqual([
      { line: 1, mutator: 'EqualityOperator', replacement: 'n <= 3', code: 'n > 3' },
      { line: 1, mutator: 'ConditionalExpression', replacement: 'false', code: 'n > 3' },
    ]);
  });

  it('groups the exclusions by their reason and names the test files that catch', () => {
    const { entry } = summarizeFile(file, testFileOf);
    expect(entry.exclusions).toEqual([
      { line: 1, reason: 'a label only', mutators: 'StringLiteral, BooleanLiteral', mutants: 2 },
    ]);
    expect(entry.caughtBy).toEqual(['tests/unit/big.test.ts', 'tests/unit/other.test.ts']);
  });

  it('counts a survivor listed as equivalent apart, and returns the entries that match none', () => {
    const listed = { mutator: 'EqualityOperator', replacement: 'n <= 3', code: 'n > 3' };
    const stale = { mutator: 'EqualityOperator', replacement: 'n >= 3', code: 'n > 3' };
    const key = (e: typeof listed) => [e.mutator, e.replacement, e.code].join('\u0000');
    const { entry, unmatched } = summarizeFile(
      file,
      testFileOf,
      new Map([
        [key(listed), listed],
        [key(stale), stale],
      ]),
    );
    expect(entry).toMatchObject({ survived: 1, equivalent: 1, score: 66.67 });
    expect(unmatched).toEqual([stale]);
  });
});

describe("an exclusion's reason moved beside the record", () => {
  it('is an equivalent entry for each mutant its comment excluded, static ones left out', () => {
    const file = {
      source,
      mutants: [
        mutant('Ignored', 'EqualityOperator', 'n >= 3', [27, 32], {
          statusReason: ' 3 and 4 alike ',
        }),
        mutant('Ignored', 'StringLiteral', '""', [21, 24], { statusReason: 'Static mutant' }),
        mutant('Survived', 'EqualityOperator', 'n <= 3', [27, 32]),
      ],
    };
    expect(excludedByComment('renderer/domain/big.ts', file)).toEqual([
      {
        file: 'renderer/domain/big.ts',
        mutator: 'EqualityOperator',
        replacement: 'n >= 3',
        code: 'n > 3',
        reason: '3 and 4 alike',
      },
    ]);
  });
});

describe('survivors the record does not list', () => {
  const survivor = { line: 4, mutator: 'StringLiteral', replacement: '""', code: "'/'" };

  it('are not those that only moved to another line', () => {
    expect(
      newSurvivors({ survivors: [{ ...survivor, line: 9 }] }, { survivors: [survivor] }),
    ).toEqual([]);
  });

  it('are not those whose replacement Stryker printed with the comment above it', () => {
    const printed = { ...survivor, replacement: '// Stryker disable next-line all: why\n""' };
    expect(newSurvivors({ survivors: [survivor] }, { survivors: [printed] })).toEqual([]);
  });

  it('are a second copy of a recorded one, or any in a file the record lacks', () => {
    const two = { survivors: [survivor, { ...survivor, line: 8 }] };
    expect(newSurvivors(two, { survivors: [survivor] })).toEqual([{ ...survivor, line: 8 }]);
    expect(newSurvivors(two, undefined)).toHaveLength(2);
  });
});

describe('mutation/moves.txt', () => {
  it('reads one move a line, comments left out, a file moved twice to its last place', () => {
    const moves = parseMoves('# moved\na.ts -> b.ts\n\nb.ts -> c.ts  # again\nd.ts->e.ts\n');
    expect([...moves]).toEqual([
      ['a.ts', 'c.ts'],
      ['b.ts', 'c.ts'],
      ['d.ts', 'e.ts'],
    ]);
  });

  it('refuses a line that is not a move, quoting it', () => {
    expect(() => parseMoves('a.ts b.ts')).toThrow('not "old -> new": a.ts b.ts');
  });
});

describe("the mutation scope's globs", () => {
  const inScope = scopeMatcher([
    'renderer/domain/**/*.ts',
    'shared/route.ts',
    '!renderer/domain/index.ts',
  ]);

  it.each([
    ['renderer/domain/round.ts', true],
    ['renderer/domain/wall/rules.ts', true],
    ['renderer/domain/index.ts', false],
    ['renderer/domain/round.tsx', false],
    ['shared/route.ts', true],
    ['shared/routes.ts', false],
    ['renderer/stores/round.ts', false],
  ])('%s is in scope: %s', (file, expected) => {
    expect(inScope(file)).toBe(expected);
  });

  // A pass in parts names a part by the first letters of its files (docs/mutation-testing.md).
  const firstHalf = scopeMatcher(['server/db/[a-m]*.ts']);
  const secondHalf = scopeMatcher(['server/db/[!a-m]*.ts']);

  it.each([
    ['server/db/hash.ts', true, false],
    ['server/db/memo.ts', true, false],
    ['server/db/rest.ts', false, true],
    ['server/db/a/b.ts', false, false],
    ['server/db/[a-m]x.ts', false, true],
  ])('%s is in the part [a-m]: %s, in [!a-m]: %s', (file, first, second) => {
    expect(firstHalf(file)).toBe(first);
    expect(secondHalf(file)).toBe(second);
  });
});

/** A recorded file's entry with these test files catching its mutants. */
const entry = (caughtBy: string[] = [], survived = 0) => ({
  score: 100,
  caught: 3,
  survived,
  excluded: 0,
  equivalent: 0,
  staticNotRun: 0,
  invalid: 0,
  survivors: [],
  exclusions: [],
  caughtBy,
});

describe('the files CI mutates again', () => {
  const record = {
    files: {
      'renderer/domain/a.ts': entry(['tests/unit/a.test.ts']),
      'renderer/domain/b.ts': entry(['tests/unit/old/b.test.ts']),
      'renderer/domain/c.ts': entry(['tests/unit/c.test.ts']),
    },
  };

  it('are the changed ones, the new ones, and those whose catching tests changed', () => {
    const why = filesToMutate({
      record,
      moves: parseMoves('tests/unit/old/b.test.ts -> tests/unit/b.test.ts'),
      changed: ['renderer/domain/a.ts', 'docs/x.md'],
      scopeFiles: [
        'renderer/domain/a.ts',
        'renderer/domain/b.ts',
        'renderer/domain/c.ts',
        'renderer/domain/d.ts',
      ],
      changedTests: new Set(['tests/unit/b.test.ts']),
    });
    expect([...why]).toEqual([
      ['renderer/domain/a.ts', 'changed'],
      ['renderer/domain/b.ts', 'its test tests/unit/old/b.test.ts changed'],
      ['renderer/domain/d.ts', 'not in the record'],
    ]);
  });

  it('are none when nothing in scope or its tests changed', () => {
    const why = filesToMutate({
      record,
      moves: new Map(),
      changed: ['README.md', 'tests/unit/unrelated.test.ts'],
      scopeFiles: Object.keys(record.files),
      changedTests: new Set(['tests/unit/unrelated.test.ts']),
    });
    expect(why.size).toBe(0);
  });
});

describe('the record after a pass', () => {
  it('keeps the files not mutated (renamed by their moves), drops those gone, takes the new results', () => {
    const record = {
      files: {
        'renderer/stores/a.ts': entry(['tests/unit/stores/a.test.ts']),
        'renderer/stores/gone.ts': entry(),
        'renderer/stores/c.ts': entry(),
      },
    };
    const files = mergeFiles({
      record,
      moves: parseMoves(
        'renderer/stores/a.ts -> renderer/stores/wall/a.ts\ntests/unit/stores/a.test.ts -> tests/unit/stores/wall/a.test.ts',
      ),
      inScope: (file: string) => file !== 'renderer/stores/gone.ts',
      results: { 'renderer/stores/c.ts': entry([], 1) },
    });
    expect(Object.keys(files)).toEqual(['renderer/stores/c.ts', 'renderer/stores/wall/a.ts']);
    expect(files['renderer/stores/wall/a.ts']?.caughtBy).toEqual([
      'tests/unit/stores/wall/a.test.ts',
    ]);
    expect(files['renderer/stores/c.ts']?.survived).toBe(1);
  });

  it('reads back as it was written, one survivor a line', () => {
    const record = {
      revision: 'abc',
      files: {
        'a.ts': {
          ...entry(['t.test.ts']),
          survivors: [
            { line: 1, mutator: 'StringLiteral', replacement: '""', code: "'x'" },
            { line: 2, mutator: 'BlockStatement', replacement: '{}', code: '{\n  go();\n}' },
          ],
        },
      },
    };
    const text = formatRecord(record);
    expect(JSON.parse(text)).toEqual(record);
    expect(text).toContain(
      '\n        { "line": 1, "mutator": "StringLiteral", "replacement": "\\"\\"", "code": "\'x\'" },\n',
    );
  });
});

describe('a moved test file keeps its cached results', () => {
  const moves = parseMoves(
    [
      'renderer/stores/roster.ts -> renderer/stores/wall/roster.ts',
      'tests/unit/stores/roster.test.ts -> tests/unit/stores/wall/roster.test.ts',
    ].join('\n'),
  );
  const before = [
    "import { describe, it } from 'vitest';",
    "import { Roster } from '../../../renderer/stores/roster';",
    "import { fakeClock } from '../../support/fake-clock';",
    "it('lists', () => new Roster().list());",
  ].join('\n');
  const after = [
    "import { describe, it } from 'vitest';",
    "import { Roster } from '../../../../renderer/stores/wall/roster';",
    "import { fakeClock } from '../../../support/fake-clock';",
    "it('lists', () => new Roster().list());",
  ].join('\n');
  const compare = (newSource: string) =>
    sameButForMoves({
      oldPath: 'tests/unit/stores/roster.test.ts',
      oldSource: before,
      newPath: 'tests/unit/stores/wall/roster.test.ts',
      newSource,
      moves,
    });

  it('when only the specifiers of moved modules changed, or the layout of those imports', () => {
    expect(compare(after)).toBe(true);
    expect(
      compare(
        after.replace(
          "import { describe, it } from 'vitest';",
          "import {\n  describe,\n  it,\n} from 'vitest';",
        ),
      ),
    ).toBe(true);
  });

  it('not when a test changed, or a specifier names another module', () => {
    expect(compare(after.replace('.list()', '.list(2)'))).toBe(false);
    expect(compare(after.replace('wall/roster', 'phone/roster'))).toBe(false);
  });

  it('in the cache: files renamed, and the test text refreshed only when it matches', () => {
    const results = {
      files: { 'renderer/stores/roster.ts': { source: 'x', mutants: [] } },
      testFiles: {
        'tests/unit/stores/roster.test.ts': { source: before, tests: [{ id: '1', name: 'lists' }] },
        'tests/unit/stores/other.test.ts': { source: 'old', tests: [] },
      },
    };
    const current: Record<string, string> = {
      'tests/unit/stores/wall/roster.test.ts': after,
      'tests/unit/stores/other.test.ts': 'changed',
    };
    expect(applyMoves(results, moves, (name: string) => current[name] ?? null)).toEqual({
      renamed: 2,
      refreshed: 1,
    });
    expect(Object.keys(results.files)).toEqual(['renderer/stores/wall/roster.ts']);
    expect(results.testFiles).toEqual({
      'tests/unit/stores/wall/roster.test.ts': {
        source: after,
        tests: [{ id: '1', name: 'lists' }],
      },
      'tests/unit/stores/other.test.ts': { source: 'old', tests: [] },
    });
  });
});
