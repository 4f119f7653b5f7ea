import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The Vitest suite as mutation testing runs it: everything but the test that drives a
 * real Chromium (it checks the browser gateway's reconnect, not the mutated rules, and
 * starting a browser for every mutant would cost minutes).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: { exclude: ['tests/integration/conformance-browser.test.ts', 'node_modules/**'] },
  }),
);
