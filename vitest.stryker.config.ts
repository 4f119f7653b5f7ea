import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The Vitest suite as mutation testing runs it: everything but the test that drives a
 * real Chromium (it checks the browser gateway's reconnect, not the mutated rules, and
 * starting a browser for every mutant would cost minutes) and the abuse suite that times
 * a separate `npm run db` process (no mutant runs in that process, and its time bounds
 * mean nothing while the mutants' tests share the machine).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'tests/integration/conformance-browser.test.ts',
        'tests/integration/local-db-abuse-stall.test.ts',
        'node_modules/**',
      ],
    },
  }),
);
