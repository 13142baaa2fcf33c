import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built portal's URL, ending in /eis-demo/. */
    portalUrl: string;
  }
}

/**
 * Serves the real built app (`dist/`, from `npm run build`) with `vite preview` on a free
 * loopback port for the browser tests, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error(
      'dist/ is missing: the browser tests run against the built app; run `npm run build` first',
    );
  }
  const port = await freePort();
  const server: PreviewServer = await preview({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  project.provide('portalUrl', `http://127.0.0.1:${port}/eis-demo/`);
  return async () => {
    await server.close();
  };
}
