// Mutation testing of the scoring, matching and corpus code: `npm run mutate` (minutes; not
// part of CI). Uses the fast unit tests only (vitest.mutate.config.ts); prints the mutation
// score and writes reports/mutation/mutation.json. Incremental: a rerun tests only the mutants
// whose code or covering tests changed (reports/stryker-incremental.json).
// One folder or file: `npx stryker run --mutate 'src/score/checks/*.ts'`.
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutate.config.ts',
    pool: 'threads',
  },
  mutate: ['src/score/**/*.ts', 'src/match/**/*.ts', 'src/corpus/**/*.ts'],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
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
    'tools/node24/node_modules',
    '.tmp',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
