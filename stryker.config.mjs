// @ts-check
/**
 * Per-file thresholds, checked by scripts/check-mutation.mjs beside the overall one: the
 * round rules decide what the whole room sees (which cards, the reveal, the average, the
 * decoded votes), so every change to them must be caught.
 * Paths are relative to the repository root.
 */
export const fileThresholds = [
  {
    name: 'round rules',
    min: 100,
    files: [
      'renderer/domain/average.ts',
      'renderer/domain/reveal.ts',
      'renderer/domain/round.ts',
      'renderer/domain/participants.ts',
      'renderer/domain/codec.ts',
    ],
  },
];

/** At least this share of the mutants caught overall, in percent (scripts/check-mutation.mjs). */
export const overallThreshold = 90;

/** Where `npm run mutate` keeps Stryker's full results between passes (not committed). */
export const cacheFile = '.cache/mutation/stryker-incremental.json';

/**
 * Mutation testing (`npm run mutate`): StrykerJS changes the rules one small step at a
 * time (a `>` into `>=`, a constant, a dropped call) and runs the Vitest tests that
 * cover each change. A change no test notices is a gap a user could see with the suite
 * still green. The thresholds (90 % overall, 100 % on the round rules) are checked
 * afterwards by scripts/check-mutation.mjs over the whole scope, the recorded results of
 * the files a pass did not mutate included, so Stryker's own `break` is off.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'renderer/domain/**/*.ts',
    'renderer/stores/**/*.ts',
    'server/db/**/*.ts',
    // The rules the processes share that were always mutated (route, screen code, join
    // site, Firebase's key order); the rest of shared/ is contracts and constants.
    'shared/route.ts',
    'shared/screen-code.ts',
    'shared/join-site.ts',
    'shared/key-order.ts',
    // Type declarations only: nothing to mutate.
    '!renderer/domain/types.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants change a module-level initialiser (a label, a lookup table), which
  // runs once at import, so Stryker cannot tell which tests cover them and runs every
  // related test file for each: about a minute apiece here, over 400 of them. They are
  // reported as not run (never as caught); the values docs/product.md fixes are pinned by
  // behaviour tests.
  ignoreStatic: true,
  // A shared 2-core machine (and CI): two test processes at most.
  concurrency: 2,
  // Tests that start a local database are slow under load; a mutant that makes them
  // hang is still reported (as a timeout, which counts as detected).
  timeoutMS: 10_000,
  timeoutFactor: 2,
  // The recording pass turns it on with the local cache (scripts/mutate.mjs); CI runs
  // the changed files afresh.
  incremental: false,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'artifacts/mutation/index.html' },
  jsonReporter: { fileName: 'artifacts/mutation/mutation.json' },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportMutants: false,
    reportScoreTable: true,
  },
  thresholds: { high: 95, low: overallThreshold, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
