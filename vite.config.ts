import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portFromEnv } from './scripts/ports.ts';

/** The portal is served under this base path (spec 000 §2). */
export const BASE_PATH = '/eis-demo/';

const port = portFromEnv('PORT', 5173);
const mockPort = portFromEnv('MOCK_PORT', 4010);

export default defineConfig({
  base: BASE_PATH,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: {
      // The mock gateway (mock-server/) answers every /api call in development.
      '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: { outDir: 'dist', sourcemap: false, reportCompressedSize: false },
});
