// What the shell's browser tests share (tests/e2e/shell-*.test.ts, split by what they test: issue 51 item 5).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots for review (git-ignored). */
export const ARTIFACTS = resolve(import.meta.dirname, '../../artifacts');
/** The app's chunk (src/app/main.tsx), which the entry asks for once the splash has painted. */
export const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;
/** The test build's chunks, which the tests' server serves. */
export const DIST_ASSETS = resolve(import.meta.dirname, '../../../dist/assets');

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: false });
}

export const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();

/**
 * Resolves once a timer of `ms` set in the page now has run, and the frame after it: a timer the
 * page set earlier with the same delay has run by then, and what it rendered is committed.
 */
export const afterPageTimer = (page: Page, ms: number) =>
  page.evaluate((delay) => new Promise<void>((done) => {
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), delay);
  }), ms);
export const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits for the notice saying `text` and closes it with its close button. A notice sits over the top of
 * the page and stays while the pointer rests on it, so a control under it takes a click only once it
 * is closed.
 */
export async function closeToast(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  await toast.getByTestId('toast-close').click();
  await toast.waitFor({ state: 'hidden' });
}
