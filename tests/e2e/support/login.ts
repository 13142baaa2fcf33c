import type { Page } from 'playwright-core';
import { type chromiumPerFile, mockFetch, type OpenedPage, portalUrl } from './browser.ts';

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
  // under vitest's 30 s for a test, so that a login that does not finish says why
  await overlay.waitFor({ state: 'detached', timeout: 20_000 }).catch(async (error: unknown) => {
    throw new Error(`${login}'s login dialog did not close: ${await whatShows({ page, errors: [], dialogs: [] })}`, { cause: error });
  });
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
  await opened.page.getByTestId('top-user').waitFor().catch(async (error: unknown) => {
    throw new Error(`${login} is not shown as logged in after the login dialog closed: ${await whatShows(opened)}`, { cause: error });
  });
  await opened.page.waitForURL((url) => url.pathname === new URL(portalUrl(path)).pathname);
  return opened;
}

/** What the page shows when a step did not arrive: its address, alerts, page errors and the start of its text. */
async function whatShows({ page, errors, dialogs }: Pick<OpenedPage, 'page' | 'errors' | 'dialogs'>): Promise<string> {
  const shown = await page.evaluate(() => ({
    url: window.location.pathname + window.location.search,
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((el) => el.textContent.trim()).filter(Boolean),
    text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 400),
    // the login form, if open: whether it could be sent (its button, the browser's own checks) and
    // which fields are empty (names only, never a value)
    loginForm: ((form) => form && {
      valid: form.checkValidity(),
      empty: [...form.querySelectorAll('input')].filter((i) => i.value === '').map((i) => i.name),
      submit: ((b) => b && { disabled: b.disabled, busy: b.getAttribute('data-loading') !== null || b.getAttribute('aria-busy') === 'true' })(
        form.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')),
    })(document.querySelector<HTMLFormElement>('[data-testid="login-overlay"] form')),
  })).catch((error: unknown) => ({ url: '?', alerts: [], text: `(page unreadable: ${String(error)})` }));
  const mock = { lastCalls: await lastCalls(), loggedIn: await loggedIn() };
  return JSON.stringify({ ...shown, pageErrors: errors, dialogs, ...mock });
}

/** The last calls of the file's mock workspace, as its traffic log sums them up: what the gateway answered the page. */
async function lastCalls(): Promise<unknown> {
  try {
    const answer = await mockFetch('traffic?limit=12');
    const { entries } = (await answer.json()) as { entries: Record<string, unknown>[] };
    return entries.map(({ time, persona, operation, status, message, latencyMs, fault }) =>
      ({ time, persona, operation, status, message, latencyMs, fault }));
  } catch (error) {
    return `(traffic unreadable: ${String(error)})`;
  }
}

/** Who the file's mock workspace holds as logged in, and how long each was idle: a login it ended shows here. */
async function loggedIn(): Promise<unknown> {
  try {
    return ((await (await mockFetch('sessions')).json()) as { sessions: unknown[] }).sessions;
  } catch (error) {
    return `(sessions unreadable: ${String(error)})`;
  }
}
