import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { portFromEnv } from './scripts/ports.ts';

/** The portal is served under this base path (spec 000 §2). */
export const BASE_PATH = '/eis-demo/';

const port = portFromEnv('PORT', 5173);
const mockPort = portFromEnv('MOCK_PORT', 4010);

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

export default defineConfig({
  base: BASE_PATH,
  plugins: [react(), mockFiles()],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: {
      // The mock gateway (mock-server/) answers every /api call in development.
      '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false },
      // the mock's stand-in for the customer-service window (VITE_ONLINE_SERVICE_URL in .env)
      '/__mock/online-service': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false },
    },
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
