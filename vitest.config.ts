import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Sums the fault suite's figures into one line at the end (__tests__/faults/tally.ts).
    globalSetup: ['__tests__/faults/tally.ts'],
  },
});
