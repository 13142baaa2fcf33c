/**
 * One persona's run of the sweep (tools/sweep.ts, issue 38 item 9): a fresh browser context at
 * 1280x800, the first page load and (for a3sp) the login, then every route in turn, pushed through the
 * router as a link does or loaded afresh, with the console errors each one logs.
 */
import type { Browser, Page } from 'playwright-core';
import { logInOnOverlay } from '@tools/test-portal.ts';
import type { Persona } from '@tools/sweep/args.ts';
import type { RouteResult } from '@tools/sweep/findings.ts';
import { concretePath } from '@tools/sweep/routes.ts';
import { BASE, visit } from '@tools/sweep/visit.ts';
import type { ManifestRoute } from '@/routing/manifest/index.ts';

/** A full page load every so many routes (the others are pushed through the router, as a link does). */
const RELOAD_EVERY = 50;

/** Waits until the app has replaced index.html's splash (tests/e2e/support/browser.ts appStarted). */
async function appStarted(page: Page): Promise<void> {
  await page.locator('.eis-boot').waitFor({ state: 'detached', timeout: 30_000 });
}

/** A client-side navigation, as a link inside the portal makes it (tests/e2e/routes.test.ts). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${BASE}${path}`);
}

/** Closes the login overlay (its 关闭 button cancels the flow); false when it would not close. */
async function closeLogin(page: Page): Promise<boolean> {
  const overlay = page.getByTestId('login-overlay');
  try {
    await overlay.getByRole('button', { name: '关闭' }).click({ timeout: 5_000 });
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

export interface PersonaRun {
  results: RouteResult[];
  startErrors: string[];
  seconds: number;
}

/** The console errors the page logs, into `list`: a new list for each route, the one before them for the start. */
interface ErrorLog {
  list: string[];
}

/** Listens to the page's console errors, uncaught errors and dialogs (each dismissed). */
function collectErrors(page: Page, portal: string): ErrorLog {
  const errors: ErrorLog = { list: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    errors.list.push(`${message.text()}${at ? ` [${at.replace(new URL(portal).origin, '')}]` : ''}`);
  });
  page.on('pageerror', (e) => errors.list.push(`uncaught ${e.name}: ${e.message}`));
  page.on('dialog', (d) => {
    errors.list.push(`dialog ${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

/** Every route of `routes` as the persona, in order. */
export async function sweepPersona(
  browser: Browser,
  portal: string,
  persona: Persona,
  routes: readonly ManifestRoute[],
): Promise<PersonaRun> {
  const started = performance.now();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = collectErrors(page, portal);
    await page.goto(`${portal}home/index`);
    await appStarted(page);
    if (persona === 'a3sp') {
      await page.getByTestId('user-card-login').click();
      await logInOnOverlay(page, 'a3sp');
    }
    const startErrors = errors.list;
    const results: RouteResult[] = [];
    /** Which visit ran the page checks of each checkKey. */
    const checkedBy = new Map<string, string>();
    let reload = false;
    for (const [index, route] of routes.entries()) {
      errors.list = [];
      const visited = concretePath(route.path);
      if (reload || (index > 0 && index % RELOAD_EVERY === 0)) {
        await page.goto(`${portal}${visited.slice(1)}`);
        await appStarted(page);
        reload = false;
      } else {
        await navigate(page, visited);
      }
      const result = await visit(page, portal, persona, route, visited, checkedBy);
      if (result.outcome === 'unsettled' || result.outcome === 'departed') reload = true;
      else if (await page.getByTestId('login-overlay').isVisible()) {
        // a login asked after the screen showed (one of its calls needs a session) is the route's too
        if (result.outcome !== 'login') {
          result.wrongAccess ??= persona === 'visitor'
            ? 'a public route asked a visitor to log in after its screen showed'
            : `${persona} was asked to log in after the screen showed`;
        }
        // closed, so that the next login-only route starts a flow of its own (one flow at a time)
        if (!(await closeLogin(page))) reload = true;
      }
      result.consoleErrors = errors.list;
      results.push(result);
      if ((index + 1) % 50 === 0 || index + 1 === routes.length) {
        const s = ((performance.now() - started) / 1000).toFixed(0);
        process.stderr.write(`sweep: ${persona} ${String(index + 1)}/${String(routes.length)} routes, ${s} s\n`);
      }
    }
    return { results, startErrors, seconds: (performance.now() - started) / 1000 };
  } finally {
    await context.close();
  }
}
