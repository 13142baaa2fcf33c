import type { Page } from 'playwright-core';
import { type chromiumPerFile, type OpenedPage, portalUrl } from './browser.ts';

/** Every mock persona's password (mock-server/personas.ts). */
export const PASSWORD = 'Eis@2026';

/** Completes the password step of the login overlay, once it is open. */
export async function logInThroughOverlay(page: Page, login: string): Promise<void> {
  const overlay = page.getByTestId('login-overlay');
  await overlay.waitFor();
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-image-code').fill('K7P2');
  await page.getByTestId('login-submit').click();
  await overlay.waitFor({ state: 'detached' });
}

/**
 * A page logged in as the persona at `path`: the home page through its login button; any other path
 * (one that needs a login) opened straight, where the guard starts the login flow and the login lands
 * on it (spec 000 §4), one page load instead of the home page's and then the path's.
 */
export async function openAs(
  browser: ReturnType<typeof chromiumPerFile>,
  login: string,
  path: string,
): Promise<OpenedPage> {
  const home = path === '/home/index';
  const opened = await browser.open(path);
  if (home) await opened.page.getByTestId('user-card-login').click();
  await logInThroughOverlay(opened.page, login);
  await opened.page.getByTestId('top-user').waitFor();
  await opened.page.waitForURL((url) => url.pathname === new URL(portalUrl(path)).pathname);
  return opened;
}
