import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { type RunningMock, startMock } from '@mock/server.ts';
import { freePort } from '@mock/ports.ts';
import { playwrightFeaturesSwitch } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built portal's URL, ending in /eis-demo/. */
    portalUrl: string;
    /** The mock gateway's URL (its /__mock control endpoint). */
    mockUrl: string;
    /** Playwright's `--disable-features=` switch for Chromium ('' for none): ./browser.ts merges ours in. */
    playwrightFeaturesSwitch: string;
  }
}

/**
 * Whether dist/ is the test build: only a test (or development) build signs with the TEST-ONLY
 * software signer, whose key the production build must not carry (vite.config.ts).
 */
function isTestBuild(root: string): boolean {
  const key = readFileSync(resolve(root, 'test-keys/ukey-sm2-private.hex'), 'utf8').trim();
  const assets = resolve(root, 'dist/assets');
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(resolve(assets, file), 'utf8').includes(key));
}

/**
 * Starts the mock (Prism + gateway) on a free port and serves the real test build (`dist/`, from
 * `npm run build:test`) with `vite preview` on another, proxying /api and the customer-service
 * stand-in to the mock as `npm start` does; stops both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: the browser tests run against the built app; run `npm run build:test` first');
  }
  if (!isTestBuild(root)) {
    throw new Error('dist/ is a production build, which cannot sign transactions in the tests; run `npm run build:test` first');
  }
  project.provide('playwrightFeaturesSwitch', await playwrightFeaturesSwitch());
  const port = await freePort();
  const portal = `http://127.0.0.1:${String(port)}/eis-demo/`;
  // the console's links open the portal in a workspace (issue 52 item 1)
  const mock: RunningMock = await startMock({ port: 0, portalUrl: portal });
  // the configuration's proxy (build/vite/dev-proxy.ts: nginx's path and method rules) reads the mock's port
  process.env.MOCK_PORT = String(mock.port);
  const server: PreviewServer = await preview({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  project.provide('portalUrl', portal);
  project.provide('mockUrl', mock.url);
  return async () => {
    await server.close();
    await mock.close();
  };
}
