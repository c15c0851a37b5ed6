// Mutation testing for the scoring and corpus code: `npm run mutate`.
// Uses the fast unit tests only (vitest.mutate.config.ts); prints the mutation score
// (clear-text reporter) and writes reports/mutation/mutation.json.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutate.config.ts',
    pool: 'threads',
  },
  mutate: ['src/score/**/*.ts', 'src/corpus/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, reportScoreTable: true, reportMutants: false },
  inPlace: false,
  // The sandbox needs src/, __tests__/ (with its fixtures), corpus/ and the configs;
  // node_modules is symlinked into it rather than copied.
  ignorePatterns: [
    'dist',
    'reports',
    'coverage',
    'mcp-eval-report',
    'docs',
    'bench',
    'examples/server/dist',
    'tools/node24/node_modules',
    '.tmp',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
