import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteAliases } from './build/aliases.ts';
import { bootSequence, startupChunks } from './build/vite/startup-chunks.ts';
import { chakraGlobalStyles } from './build/vite/chakra-global-styles.ts';
import { lateRecipesGroup } from './build/vite/late-recipes.ts';
import { mockProxy } from './build/vite/dev-proxy.ts';
import { mobileBankQr } from './build/vite/mobile-bank-qr.ts';
import { mockFiles } from './build/vite/mock-files.ts';
import { noTestSigner } from './build/vite/no-test-signer.ts';
import { testEnvironmentTitle } from './build/vite/test-environment-title.ts';
import { portalTreeshake } from './build/vite/treeshake.ts';
import { portFromEnv } from './mock-server/ports.ts';
import { zhCN } from './src/i18n/zh-CN.ts';

/** The portal is served under this base path (spec 000 §2). */
export const BASE_PATH = '/eis-demo/';

const port = portFromEnv('PORT', 5173);

/** The start-up's chunks follow the boot sequence (build/vite/startup-chunks.ts). */
const startup = startupChunks(bootSequence(import.meta.dirname));

export default defineConfig({
  base: BASE_PATH,
  resolve: { alias: viteAliases },
  plugins: [
    react(),
    // test mode's static answers (spec 000 §7), from the generated examples
    mockFiles(BASE_PATH, resolve(import.meta.dirname, 'src/api/generated/mock')),
    // /api and the customer-service stand-in to the mock gateway (MOCK_PORT, read when the server
    // starts), with nginx's path and method rules (build/vite/dev-proxy.ts; issue 50 item 5)
    mockProxy(() => `http://127.0.0.1:${String(portFromEnv('MOCK_PORT', 4010))}`),
    noTestSigner(import.meta.dirname),
    testEnvironmentTitle(zhCN.app.testEnvironmentTitle),
    chakraGlobalStyles(),
    mobileBankQr(),
    startup.plugin,
  ],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // what the bundler may leave out of the dependencies' code: Chakra's define* helpers and anatomy
      // builders are pure, two CommonJS packages have no side effects (build/vite/treeshake.ts)
      treeshake: portalTreeshake(import.meta.dirname),
      // the start-up's steps, and ahead of them the recipes only lazy screens and dialogs use
      // (build/vite/late-recipes.ts)
      output: { codeSplitting: { groups: [lateRecipesGroup(startup.groups.length + 1), ...startup.groups] } },
    },
  },
});
