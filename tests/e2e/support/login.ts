import type { Locator, Page } from 'playwright-core';
import { appStarted, type chromiumPerFile, mockFetch, type OpenedPage, portalUrl, workspaceHeaders, workspaceTraffic } from './browser.ts';
import { logInFromNode } from './session-login.ts';

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
  await arrivesOrSays(overlay, 'detached', { page, errors: [], dialogs: [] }, `${login}'s login dialog did not close`);
}

/** How a test gets its logged-in page: see {@link openAs}. */
export interface OpenAsOptions {
  /** Through the login dialog, as a visitor logs in: for a test whose story starts with the login. */
  dialog?: boolean;
  /** The ORG_NO a persona of several enterprises chooses (the dialog's enterprise step); not with `dialog`. */
  enterprise?: string;
}

type PerFile = ReturnType<typeof chromiumPerFile>;

/**
 * A page logged in as the persona at `path`, as a user has it who logged in in another tab and opens
 * the path in a new one (issue 51 item 6): the persona logs in from Node through the portal's request
 * layer in the file's mock workspace (./session-login.ts), the session cookie the gateway set goes
 * into the page's browser context, and the page opens the path, where the portal's start-up reads the
 * session with userInfoThree (src/session/load.ts): no measurable time over a visitor's page, where
 * the dialog takes 1.4 s (docs/testing.md). A password login: a key login keeps its certificate in
 * the tab that made it, so a test that needs one logs in with the key through the dialog. A test
 * about the login (the dialog, its keyboard, focus and accessibility, a failed login, where the flow
 * lands), or whose story starts with it, passes `{ dialog: true }` or drives the dialog with
 * {@link logInThroughOverlay}.
 */
export async function openAs(
  browser: PerFile,
  login: string,
  path: string,
  options: OpenAsOptions = {},
): Promise<OpenedPage> {
  const opened = options.dialog
    ? await throughDialog(browser, login, path)
    : await withSession(browser, login, path, options.enterprise);
  const how = options.dialog ? 'after the login dialog closed' : 'on a page opened with the session\'s cookie';
  await arrivesOrSays(opened.page.getByTestId('top-user'), 'visible', opened, `${login} is not shown as logged in ${how}`);
  await opened.page.waitForURL((url) => url.pathname === new URL(portalUrl(path)).pathname);
  return opened;
}

/**
 * The home page through its login button; any other path (one that needs a login) opened straight,
 * where the guard starts the login flow and the login lands on it (spec 000 §4).
 */
async function throughDialog(browser: PerFile, login: string, path: string): Promise<OpenedPage> {
  const opened = await browser.open(path);
  if (path === '/home/index') await opened.page.getByTestId('user-card-login').click();
  await logInThroughOverlay(opened.page, login);
  return opened;
}

/**
 * A new tab of the persona's session, logged in from Node: a refused login says what the
 * gateway answered.
 */
async function withSession(browser: PerFile, login: string, path: string, enterprise?: string): Promise<OpenedPage> {
  const origin = new URL(portalUrl()).origin;
  const asked = { origin, headers: workspaceHeaders(), login, ...(enterprise ? { enterprise } : {}) };
  // the login's calls from Node while Chromium makes the tab's context and page
  const [cookies, opened] = await Promise.all([
    logInFromNode(asked).catch(async (error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${why}; the workspace's last calls: ${JSON.stringify(await lastCalls())}`, { cause: error });
    }),
    browser.newPage(),
  ]);
  // for the portal's host and the path the gateway set: the page's own /api calls carry it
  await opened.context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname })));
  await opened.page.goto(portalUrl(path));
  await appStarted(opened.page);
  return opened;
}

/**
 * Waits up to 20 s (under a test's 30 s) for `locator` to reach `state`; else fails with `failure` and
 * what the page shows, so that a step that did not arrive says which it was and what was there instead.
 */
export async function arrivesOrSays(
  locator: Locator,
  state: 'visible' | 'detached',
  opened: Pick<OpenedPage, 'page' | 'errors' | 'dialogs'>,
  failure: string,
): Promise<void> {
  await locator.waitFor({ state, timeout: 20_000 }).catch(async (error: unknown) => {
    throw new Error(`${failure}: ${await whatShows(opened)}`, { cause: error });
  });
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
    return (await workspaceTraffic(12)).map(({ time, persona, operation, status, message, latencyMs, fault }) =>
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
