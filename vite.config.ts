import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { viteAliases } from './build/aliases.ts';
import { MOCK_MODES, mockPublicKeys, productionEnvMessage, productionEnvProblems } from './build/env.ts';
import { testKeys, testOnlyIn, testOnlyMessage } from './build/test-keys.ts';
import { mobileBankQr } from './build/mobile-bank-qr.ts';
import { mockProxy } from './build/dev-proxy.ts';
import { portFromEnv } from './mock-server/ports.ts';
import { zhCN } from './src/i18n/zh-CN.ts';

/** The portal is served under this base path (spec 000 §2). */
export const BASE_PATH = '/eis-demo/';

const port = portFromEnv('PORT', 5173);

/**
 * Test mode (a developer toggle, spec 000 §7) answers /api calls from static files: each call's
 * success example, written by `npm run generate` to src/api/generated/mock/. Served by the dev
 * server only; production builds carry no mock data.
 */
function mockFiles(): Plugin {
  const root = resolve(import.meta.dirname, 'src/api/generated/mock');
  return {
    name: 'eis-mock-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`${BASE_PATH}mock/api/`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0] ?? '';
        if (!/^\/[A-Za-z]+\/[A-Za-z0-9]+\.json$/.test(name)) {
          next();
          return;
        }
        readFile(resolve(root, 'api', `.${name}`), 'utf8').then(
          (body) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(body);
          },
          () => {
            next();
          },
        );
      });
    },
  };
}

/** Build modes that may carry the TEST-ONLY software signer and keys (.env.development, .env.test). */
export const TEST_SIGNER_MODES: ReadonlySet<string> = MOCK_MODES;

/**
 * The software signer signs with the TEST-ONLY U-key of test-keys/ (src/signing/software-signer.ts);
 * the mock gateway's other keys are TEST-ONLY too. They belong to development and test builds; a build
 * in any other mode (a production build above all) that carries the signer or any key of test-keys/,
 * in any of the spellings build/test-keys.ts searches for, fails here, naming the files.
 *
 * Such a build also fails before it starts when its VITE_ settings are the mock's: a gateway key
 * missing or a TEST-ONLY key of test-keys/, a URL at the mock, a loopback host in any spelling or a
 * reserved example domain, a customer-service URL that is not https (build/env.ts; issue 15 finding 6).
 */
function noTestSigner(): Plugin {
  let mode = 'production';
  return {
    name: 'eis-no-test-signer',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      if (MOCK_MODES.has(mode)) return;
      const env = config.env as Record<string, string | undefined>;
      const problems = productionEnvProblems(env, mockPublicKeys(import.meta.dirname));
      if (problems.length > 0) throw new Error(productionEnvMessage(mode, problems));
    },
    generateBundle(_options, bundle) {
      if (TEST_SIGNER_MODES.has(mode)) return;
      const found = testOnlyIn(bundle, testKeys(import.meta.dirname));
      if (found.length > 0) this.error(testOnlyMessage(mode, found));
    },
  };
}

/**
 * A build in any mode but production is a test environment and says so (issue 39 item 4): its
 * index.html's title starts with the zh-CN prefix ([测试环境]) from the first byte, before the app runs;
 * the app then shows the banner and keeps the prefix in the page's language (src/app/TestEnvironment.tsx).
 */
function testEnvironmentTitle(): Plugin {
  let mode = 'production';
  return {
    name: 'eis-test-environment-title',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml(html) {
      return mode === 'production' ? html : html.replace('<title>', `<title>${zhCN.app.testEnvironmentTitle} `);
    },
  };
}

/**
 * `virtual:chakra-global.css`: the design system's global styles (the layers' order, the reset, the
 * global CSS, every token's CSS variable), compiled at build time from src/app/theme.ts instead of by
 * ChakraProvider on the page's main thread at start-up (build/chakra-global-css.ts; issue 16).
 * main.tsx imports it with `pageSystem`, the system without them. The theme is bundled with this
 * configuration, so the dev server restarts when it changes.
 */
function chakraGlobalStyles(): Plugin {
  const id = 'virtual:chakra-global.css';
  const resolved = `\0${id}`;
  return {
    name: 'eis-chakra-global-css',
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    async load(loading) {
      if (loading !== resolved) return undefined;
      const [{ system }, { globalStylesheet }] = await Promise.all([
        import('./src/app/theme.ts'),
        import('./build/chakra-global-css.ts'),
      ]);
      return globalStylesheet(system);
    },
  };
}

export default defineConfig({
  base: BASE_PATH,
  resolve: { alias: viteAliases },
  plugins: [
    react(),
    mockFiles(),
    // /api and the customer-service stand-in to the mock gateway (MOCK_PORT, read when the server
    // starts), with nginx's path and method rules (build/dev-proxy.ts; issue 50 item 5)
    mockProxy(() => `http://127.0.0.1:${String(portFromEnv('MOCK_PORT', 4010))}`),
    noTestSigner(),
    testEnvironmentTitle(),
    chakraGlobalStyles(),
    mobileBankQr(),
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
      // Chakra's theme module builds its full default config at load time; these helpers only
      // return their argument, so marking them pure lets the unused recipes drop out of the
      // bundle (src/app/theme.ts imports the ones the portal uses).
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
    },
  },
});
