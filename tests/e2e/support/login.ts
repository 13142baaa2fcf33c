import type { Page } from 'playwright-core';

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
