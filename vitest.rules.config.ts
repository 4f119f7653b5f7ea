import { defineConfig } from 'vitest/config';

/**
 * The domain unit tests, for mutation testing of the round rules (stryker.rules.config.mjs):
 * the rules are pure, so their own table-driven tests must catch every change.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/domain/**/*.test.ts'],
    environment: 'node',
  },
});
