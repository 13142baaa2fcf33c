/**
 * The portal as the browser tests see it, for a script (bench/batch.ts, tools/sweep.ts): the test
 * build (the TEST-ONLY signer and the mock's keys) made afresh in a scratch folder, never a dist/ of
 * some earlier build, served by `vite preview` with the mock gateway behind /api, as
 * tests/e2e/support/global-setup.ts serves dist/. `close` stops both and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { type RunningMock, startMock } from '../mock-server/server.ts';
import { freePort } from '../mock-server/ports.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface TestPortal {
  /** The portal's URL, ending in /eis-demo/. */
  url: string;
  mock: RunningMock;
  /** Seconds the build took. */
  buildSeconds: number;
  close(): Promise<void>;
}

export async function startTestPortal(name: string): Promise<TestPortal> {
  const scratch = mkdtempSync(join(tmpdir(), `eis-${name}-`));
  const dist = join(scratch, 'dist');
  const mock = await startMock({ port: 0 });
  let server: PreviewServer | undefined;
  const close = async () => {
    await server?.close();
    await mock.close();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    await build({ root: ROOT, mode: 'test', logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
    const buildSeconds = (performance.now() - started) / 1000;
    const port = await freePort();
    server = await preview({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dist },
      preview: {
        host: '127.0.0.1', port, strictPort: true, open: false,
        proxy: { '/api': mock.url, '/__mock/online-service': mock.url },
      },
    });
    return { url: `http://127.0.0.1:${String(port)}/eis-demo/`, mock, buildSeconds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The login overlay's password step, once it is open, as tests/e2e/support/login.ts fills it (every
 * persona's password and the mock's image code); done when the header shows the user.
 */
export async function logInOnOverlay(page: Page, login: string, timeout = 30_000): Promise<void> {
  const overlay = page.getByTestId('login-overlay');
  await overlay.waitFor({ timeout });
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill('Eis@2026');
  await page.getByTestId('login-image-code').fill('K7P2');
  await page.getByTestId('login-submit').click();
  await overlay.waitFor({ state: 'detached', timeout });
  await page.getByTestId('top-user').waitFor({ timeout });
}
