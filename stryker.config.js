// @ts-check
/**
 * StrykerJS (npm run test:mutation; docs/mutation-testing.md). Each run works in its own sandbox
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
    'src/protocol/wire-format.ts',
    'src/api/middleware/status.ts',
    'src/protocol/crypto/encoding.ts',
    'src/protocol/crypto/envelope.ts',
    'src/protocol/crypto/sm.ts',
    'src/protocol/crypto/suite.ts',
    'src/protocol/crypto/webcrypto.ts',
    'src/ui/format.ts',
    'src/protocol/capital-amount.ts',
    'src/protocol/amount-words.ts',
    'src/app/trusted-types.ts',
    'src/app/test-environment.ts',
    'build/test-keys.ts',
    'src/protocol/batch/*.ts',
    'src/ui/input.ts',
    'src/protocol/characters.ts',
    'src/protocol/file-name.ts',
    'src/protocol/upload-limits.ts',
    'src/shell/rules/*.ts',
    'src/home/rules.ts',
    'src/protocol/signing/catalogue.ts',
    'src/protocol/signing/plan.ts',
    'src/protocol/signing/rules.ts',
    'src/protocol/signing/text.ts',
    'src/protocol/signing/agent.ts',
    'src/signing/failures.ts',
    'src/signing/login.ts',
    'src/signing/sign-log.ts',
    'src/signing/signer.ts',
    'src/kit/instruction.ts',
    'src/kit/record.ts',
    'src/kit/actions/rules.ts',
    'src/kit/upload/rules.ts',
    'src/kit/query/columns.ts',
    'mock-server/bank.ts',
    'generators/areas.ts',
  ],
  ignorePatterns: [
    '/.stryker-tmp',
    '/reports',
    '/dist',
    '/tests/artifacts',
  ],
};
