import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { viteAliases } from './build/aliases.ts';
import { mobileBankQr } from './build/vite/mobile-bank-qr.ts';

/**
 * Three projects, one run (so `npm test` prints one summary):
 * - unit: pure functions and React components in happy-dom;
 * - node: in Node, tests/contract (the contract with Prism, the generators), tests/integration (the
 *   client, the mock gateway and signing against real servers) and tests/build (builds, engines, audit);
 * - browser: the built app in Debian's Chromium, driven by playwright-core.
 *
 * The unit and node files run one per core (Vitest's default is one fewer: one at a time on two
 * cores), then the browser files one per core too. Measured on a two-core machine (2026-11-30), one file
 * at a time against two: the unit and node files 312 s against 216 s, both cores 95 % busy with two;
 * the browser files 586 s against 407 to 464 s in five whole runs (a browser file alone keeps the
 * cores about half busy: a page's work is a chain of its renderer, the network and the mock). The
 * first of those runs failed a lost-session test, which now reads another screen's check
 * (tests/e2e/session.test.ts); the four after it passed. docs/testing.md has the earlier failures
 * two at a time and their causes.
 */
export default defineConfig({
  resolve: { alias: viteAliases },
  plugins: [react(), mobileBankQr()],
  test: {
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/setup-unit.ts'],
          // one environment and module cache for all unit files: a fresh process and happy-dom per file
          // cost 89 s for 5 s of tests; the setup file cleans the DOM and storage after every test
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{contract,integration,build}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/node-setup.ts'],
          setupFiles: ['tests/support/setup-node.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          // two at a time (one per core), after the unit and node files (order 0)
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 1 },
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // a page's answers arrive after its load event (the app's code loads once the splash has
          // painted: src/app/boot.ts): polls wait on the condition up to this long, not vitest's 1 s
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
