// Two projects: `fast` (pure and in-process tests; `npm run test:fast`, minutes on 2 cores) and
// `slow` (built bundles, Chromium, spawned processes, real third-party servers, the fault and
// labeled suites); `npm test` runs both. Which is which goes by path, measured on a CI run:
// a new file lands in fast unless its name or folder says otherwise.
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const SLOW = [
  // The built bundles and the packed package, run as processes.
  '__tests__/e2e/**/*.test.ts',
  // Chromium.
  '__tests__/**/*-browser.test.ts',
  // Real third-party MCP servers (npx, stdio and HTTP).
  '__tests__/integration/**/*.test.ts',
  // Cancellation, signals and spawned CLIs; the tally of every fault tried.
  '__tests__/faults/**/*.test.ts',
  // Hundreds of behaviours on three wires through the whole engine.
  '__tests__/labeled/**/*.test.ts',
  // The getting-started page run as a user runs it (npm, the bundle).
  '__tests__/docs/getting-started*.test.ts',
  // The CLI's subcommands, the action and the MCP client features end to end: the engine over
  // spawned MCP servers, a test file taking 10–40 s.
  '__tests__/commands/**/*.test.ts',
  '__tests__/action/**/*.test.ts',
  '__tests__/client/**/*.test.ts',
  // Elsewhere, a file that spawns processes or runs the engine many times over says so in its
  // name (measured: 15 s and more on a loaded 2-core machine).
  '__tests__/**/*.slow.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker per core: more only queue for the same CPUs (the tests spawn servers too).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['__tests__/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          // Sums the fault suite's figures into one line at the end (__tests__/faults/tally.ts).
          globalSetup: ['__tests__/faults/tally.ts'],
        },
      },
    ],
  },
});
