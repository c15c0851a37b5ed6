// Vitest config for mutation testing (`npm run mutate`, see stryker.config.mjs).
// Only the fast, in-process unit tests of src/score, src/match and src/corpus: nothing that
// spawns the CLI bundle (dist/cli/index.js), an MCP server or a fake `claude` process
// (__tests__/commands, e2e, integration, run, providers/evaluate), since Stryker reruns the
// covering tests once per mutant. __tests__/score/judge.test.ts talks to an in-process
// loopback HTTP fake, which is fast.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '__tests__/score/**/*.test.ts',
      '__tests__/match/**/*.test.ts',
      '__tests__/corpus/**/*.test.ts',
    ],
    // One worker, files share it: about twice as fast under Stryker, same results (the
    // runner still reloads the modules for every mutant run).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
