// @ts-check
/**
 * The round rules alone (`npm run mutate:rules`):
 * every mutant of average, reveal, round, participants and codec, against the domain
 * unit tests, in a few minutes and with no stored results. They must all be caught.
 * The whole scope is `npm run mutate` (stryker.config.mjs).
 */
import base, { fileThresholds } from './stryker.config.mjs';

const rules = fileThresholds.find((t) => t.name === 'round rules');
if (!rules) throw new Error('stryker.config.mjs names no "round rules" threshold');

export { fileThresholds };

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.rules.config.ts', related: true },
  mutate: rules.files,
  incremental: false,
  thresholds: { high: 100, low: 100, break: null },
  htmlReporter: { fileName: 'artifacts/mutation-rules/index.html' },
  jsonReporter: { fileName: 'artifacts/mutation-rules/mutation.json' },
  tempDirName: '.stryker-tmp-rules',
};
