// Stryker's configuration for `npm run mutation` (bench/mutation.ts passes the file to mutate, and the report's
// path in MUTATION_REPORT).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'bench/mutation.vitest.config.ts', related: false },
  checkers: [],
  plugins: ['@stryker-mutator/*', './bench/mutation-ignorer.mjs'],
  ignorers: ['machine-defaults'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: globalThis.process.env.MUTATION_REPORT ?? 'coverage/mutation.json' },
  concurrency: 2,
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 80, low: 60, break: null },
}
