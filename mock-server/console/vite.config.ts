/**
 * The testers' console's build (./build.ts runs it in the mock's process): a page under /__mock/, its
 * files under /__mock/console/, no inline script (the gateway serves it with a strict policy: ./serve.ts).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/__mock/console/',
  publicDir: false,
  envDir: false,
  plugins: [react()],
  build: {
    // ./build.ts sets it: node_modules/.cache/mock-console
    outDir: '../../node_modules/.cache/mock-console',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // no polyfill script in the page: the policy allows no inline script
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
  },
});
