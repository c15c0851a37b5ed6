// Vitest config for mutation testing (`npm run mutate`, see stryker.config.mjs).
// Only fast, in-process unit tests that exercise src/score and src/corpus: nothing that
// spawns the CLI bundle (dist/cli/index.js), an MCP server or a fake `claude` process,
// since Stryker reruns the covering tests once per mutant.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '__tests__/score/**/*.test.ts',
      '__tests__/corpus/**/*.test.ts',
      '__tests__/formats/**/*.test.ts',
      '__tests__/usage/**/*.test.ts',
    ],
    exclude: [
      '**/node_modules/**',
      // Runs the CLI bundle in a child process.
      '__tests__/formats/cli.test.ts',
    ],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
