// @ts-check
/**
 * StrykerJS (npm run test:mutation; README "Mutation testing"). Each run works in its own sandbox
 * folder under .stryker-tmp/ (named by its process id), so two runs on one checkout, e.g. two
 * modules at once with --mutate, do not remove each other's sandboxes.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.stryker.config.ts',
    related: true,
  },
  plugins: [
    '@stryker-mutator/vitest-runner',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 5000,
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: [
    'html',
    'clear-text',
    'progress',
    'json',
  ],
  htmlReporter: {
    fileName: 'reports/mutation/index.html',
  },
  jsonReporter: {
    fileName: 'reports/mutation/mutation.json',
  },
  tempDirName: `.stryker-tmp/run-${process.pid}`,
  cleanTempDir: 'always',
  thresholds: {
    high: 95,
    low: 90,
    break: null,
  },
  mutate: [
    'src/routing/*.ts',
    'src/session/login-flow.ts',
    'src/api/wire.ts',
    'src/api/crypto/encoding.ts',
    'src/api/crypto/envelope.ts',
    'src/api/crypto/sm.ts',
    'src/api/crypto/suite.ts',
    'src/api/crypto/webcrypto.ts',
    'src/ui/format.ts',
    'src/ui/input.ts',
    'src/ui/characters.ts',
    'src/shell/rules/*.ts',
    'src/home/rules.ts',
    'src/signing/catalogue.ts',
    'src/signing/plan.ts',
    'src/signing/rules.ts',
    'src/signing/text.ts',
    'src/signing/login.ts',
    'src/signing/sign-log.ts',
    'src/signing/signer.ts',
  ],
  ignorePatterns: [
    '/.stryker-tmp',
    '/reports',
    '/dist',
    '/tests/artifacts',
  ],
};
