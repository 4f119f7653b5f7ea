import { defineConfig } from 'vitest/config';

/** Unit and integration tests; integration tests start their own local database. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // What a passing test logs stays out of the output (printed when it fails).
    setupFiles: ['tests/support/quiet-console.ts'],
  },
});
