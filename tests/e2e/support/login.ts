import type { Page } from 'playwright-core';
import { appStarted, type chromiumPerFile, type OpenedPage, portalUrl } from './browser.ts';

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

/** A page logged in as the persona through the home page's login button, then at `path`. */
export async function openAs(
  browser: ReturnType<typeof chromiumPerFile>,
  login: string,
  path: string,
): Promise<OpenedPage> {
  const opened = await browser.open('/home/index');
  await opened.page.getByTestId('user-card-login').click();
  await logInThroughOverlay(opened.page, login);
  await opened.page.getByTestId('top-user').waitFor();
  if (path !== '/home/index') {
    await opened.page.goto(portalUrl(path));
    await appStarted(opened.page);
  }
  return opened;
}
