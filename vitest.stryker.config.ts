import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { viteAliases } from './build/aliases.ts';

/**
 * The vitest configuration of `npm run test:mutation` (stryker.config.js): only the unit and
 * node tests of the pure modules it mutates, without the browser project, the summary reporter or
 * the node project's contract bundling, so each mutant runs in seconds.
 */
export default defineConfig({
  resolve: { alias: viteAliases },
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/routing/*.test.ts',
            'tests/unit/session/login-flow*.test.ts',
            'tests/unit/protocol/**/*.test.ts',
            'tests/unit/app/trusted-types.test.ts',
            'tests/unit/app/test-environment.test.ts',
            'tests/unit/kit/actions/*.test.ts',
            'tests/unit/kit/query/*.test.ts',
            'tests/unit/kit/upload-rules.test.ts',
            'tests/unit/api/status.test.ts',
            'tests/unit/api/clock.test.ts',
            'tests/unit/kit/form/values.test.ts',
            'tests/unit/ui/*.test.{ts,tsx}',
            'tests/unit/shell/header-rules.test.ts',
            'tests/unit/shell/menu-nav.test.ts',
            'tests/unit/shell/rules/*.test.ts',
            'tests/unit/home/*.test.ts',
            'tests/unit/signing/*.test.ts',
            'tests/unit/kit/instruction.test.ts',
            'tests/unit/kit/record.test.ts',
            'tests/unit/mock/*.test.ts',
            'tests/unit/generators/*.test.ts',
            'tests/unit/tools/conformance/*.test.ts',
          ],
          exclude: ['tests/unit/routing/bindings.test.ts', 'tests/unit/routing/manifest.test.ts', 'tests/unit/shell/permission.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'tests/build/test-keys-search.test.ts',
            'tests/contract/policy.test.ts', 'tests/build/dev-proxy.test.ts',
            'tests/build/pure-anatomies.test.ts', 'tests/build/treeshake.test.ts', 'tests/build/startup-chunks.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
