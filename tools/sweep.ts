/**
 * `npm run sweep` (issue 38 item 9): every route of the route manifest in Debian's Chromium, once as
 * a3sp and once as a visitor, on a fresh test build served by `vite preview` with /api proxied to the
 * mock gateway (as tests/e2e/support/global-setup.ts serves dist/). On each route: the error page where
 * the screen should be, console errors, axe's serious and critical violations, unlabelled controls and
 * horizontal scroll at 1280x800. Prints a summary; exit code 0 when every count is 0, 1 otherwise, 2
 * for a bad argument. The counting rules are in tools/sweep/; docs/testing.md "The sweep".
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchScriptChromium } from './chromium.ts';
import { logInOnOverlay, startTestPortal, type TestPortal } from './test-portal.ts';
import { parseArgs, type Persona, USAGE } from '@tools/sweep/args.ts';
import { type AxeFinding, checkKey, type ControlFacts, isUnlabelled, type RouteResult } from '@tools/sweep/findings.ts';
import { renderSummary } from '@tools/sweep/report.ts';
import { concretePath, expectedDenial, needsLogin, selectRoutes } from '@tools/sweep/routes.ts';
import { exitCode, type PersonaSummary, summarize } from '@tools/sweep/summary.ts';
import { MANIFEST, type ManifestRoute } from '@/routing/manifest/index.ts';

const BASE = '/eis-demo';
/** Every mock persona's password (mock-server/personas.ts) and the mock's image code. */
/** How long a route may take to show its screen, the error page or the login overlay. */
const SETTLE_MS = 10_000;
/** How long the page checks wait for running animations and transitions to end (then they check anyway). */
const ANIMATIONS_MS = 2_000;
/** A full page load every so many routes (the others are pushed through the router, as a link does). */
const RELOAD_EVERY = 50;
/** As tests/e2e/support/browser.ts starts Chromium. */

// The functions below run in the page. tsx names every function it sees (esbuild's keepNames) with a
// helper the page has not got: inside them, no named function, arrow or not.

interface Shown {
  kind: 'screen' | 'error' | 'login';
  path: string;
  title: string;
}

/**
 * What the page shows once the router is at the address (the shell's data-path is the location's path),
 * the address is no redirect still to be followed and no busy spinner shows: the login overlay, the
 * error page or a main with its h1; false until then.
 */
export function shownNow(arg: { base: string; sources: string[] }): Shown | false {
  const here = window.location.pathname.slice(arg.base.length) || '/';
  if (document.querySelector('[data-path]')?.getAttribute('data-path') !== here) return false;
  const overlay = document.querySelector('[data-testid="login-overlay"]');
  if (overlay instanceof HTMLElement && overlay.checkVisibility()) return { kind: 'login', path: here, title: '' };
  if (arg.sources.includes(here)) return false;
  const busy = [...document.querySelectorAll('[aria-busy="true"]')];
  if (busy.some((el) => el instanceof HTMLElement && el.checkVisibility({ visibilityProperty: true }))) return false;
  const error = document.querySelector('[data-testid="error-title"]');
  if (error instanceof HTMLElement && error.checkVisibility()) {
    return { kind: 'error', path: here, title: error.textContent };
  }
  const main = [...document.querySelectorAll('main')].find((el) => el.checkVisibility());
  const heading = main?.querySelector('h1')?.textContent ?? '';
  return main && heading !== '' ? { kind: 'screen', path: here, title: heading } : false;
}

/**
 * Whether every finite animation and CSS transition has finished: a control just enabled still fades in
 * from its disabled opacity (the login button once the password crypto has loaded), and axe would
 * measure the contrast of a colour half-way.
 */
export function animationsDone(): boolean {
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
}

/** Where the page is stuck, for the report of a route that did not settle. */
function stuckState(): string {
  const busy = [...document.querySelectorAll('[aria-busy="true"]')]
    .filter((el) => el instanceof HTMLElement && el.checkVisibility());
  return JSON.stringify({
    at: window.location.pathname,
    path: document.querySelector('[data-path]')?.getAttribute('data-path'),
    busy: busy.length,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent).slice(0, 3),
  });
}

/** The facts of every input, select and textarea of the document (the rule is isUnlabelled). */
export function controlFacts(): ControlFacts[] {
  return [...document.querySelectorAll('input, select, textarea')].map((el) => {
    const rect = el.getBoundingClientRect();
    const labelledby = el.getAttribute('aria-labelledby') ?? '';
    const testId = el.getAttribute('data-testid');
    const name = el.getAttribute('name');
    const placeholder = el.getAttribute('placeholder');
    const type = el.getAttribute('type') ?? '';
    const who = testId ? `[data-testid=${testId}]`
      : name ? `[name=${name}]`
        : el.id ? `#${el.id}`
          : placeholder ? `[placeholder=${placeholder}]` : '';
    return {
      tag: el.tagName,
      type,
      rendered: el.checkVisibility({ visibilityProperty: true }),
      tiny: rect.width <= 1 || rect.height <= 1,
      labels: (el as HTMLInputElement).labels?.length ?? 0,
      ariaLabel: el.getAttribute('aria-label') ?? '',
      ariaLabelledby: labelledby,
      labelledbyFound: labelledby.split(/\s+/).filter((id) => id !== '' && document.getElementById(id) !== null).length,
      describe: `${el.tagName.toLowerCase()}${type ? `[type=${type}]` : ''}${who}`,
    };
  });
}

/**
 * scrollWidth > clientWidth of the document element, with the outermost elements past its right edge
 * that no ancestor clips (the first three); null when it does not scroll sideways.
 */
export function horizontalOverflow(): { scrollWidth: number; clientWidth: number; overflowing: string[] } | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const limit = root.clientWidth + 0.5;
  const overflowing: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (overflowing.length >= 3) break;
    if (el.getBoundingClientRect().right <= limit) continue;
    const parent = el.parentElement;
    if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit) continue;
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
    }
    if (clipped) continue;
    const testId = el.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    const who = testId ? `[data-testid=${testId}]` : el.id ? `#${el.id}` : cls ? `.${cls}` : '';
    overflowing.push(`${el.tagName.toLowerCase()}${who} to ${String(Math.round(el.getBoundingClientRect().right))} px`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing };
}

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

async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      html: v.nodes[0]?.html.slice(0, 120) ?? '',
      why: v.nodes[0]?.failureSummary ?? '',
      nodes: v.nodes.length,
    }));
}

interface PersonaRun {
  results: RouteResult[];
  startErrors: string[];
  seconds: number;
}

/** The paths the manifest redirects from: an address the router has still to leave. */
const REDIRECT_SOURCES = MANIFEST.filter((r) => r.redirect !== undefined).map((r) => r.path);

async function sweepPersona(
  browser: Browser,
  portal: string,
  persona: Persona,
  routes: readonly ManifestRoute[],
): Promise<PersonaRun> {
  const started = performance.now();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const at = message.location().url;
      errors.push(`${message.text()}${at ? ` [${at.replace(new URL(portal).origin, '')}]` : ''}`);
    });
    page.on('pageerror', (e) => errors.push(`uncaught ${e.name}: ${e.message}`));
    page.on('dialog', (d) => {
      errors.push(`dialog ${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(`${portal}home/index`);
    await appStarted(page);
    if (persona === 'a3sp') {
      await page.getByTestId('user-card-login').click();
      await logInOnOverlay(page, 'a3sp');
    }
    const startErrors = errors;
    const results: RouteResult[] = [];
    /** Which visit ran the page checks of each checkKey. */
    const checkedBy = new Map<string, string>();
    let reload = false;
    for (const [index, route] of routes.entries()) {
      errors = [];
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
      result.consoleErrors = errors;
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

/** One route: where it lands, what shows, and (on its landing's first visit) the page checks. */
async function visit(
  page: Page,
  portal: string,
  persona: Persona,
  route: ManifestRoute,
  visited: string,
  checkedBy: Map<string, string>,
): Promise<RouteResult> {
  const base: RouteResult = {
    path: route.path, visited, landed: visited, outcome: 'unsettled',
    consoleErrors: [], checks: 'not run', axe: [], unlabelled: [],
  };
  let shown: Shown;
  try {
    const arg = { base: BASE, sources: REDIRECT_SOURCES };
    const handle = await page.waitForFunction(shownNow, arg, { timeout: SETTLE_MS });
    shown = (await handle.jsonValue()) as Shown;
  } catch {
    const url = page.url();
    if (!url.startsWith(portal)) return { ...base, outcome: 'departed', detail: url };
    const state = await page.evaluate(stuckState).catch((e: unknown) => String(e));
    return { ...base, detail: `nothing settled in ${String(SETTLE_MS / 1000)} s: ${state}` };
  }
  const result: RouteResult = { ...base, landed: shown.path, outcome: shown.kind };
  if (shown.kind === 'error') {
    result.detail = `error page ${shown.title}`;
    if (expectedDenial(persona, route.path) && shown.title.includes('401')) result.outcome = 'denied';
  }
  if (persona === 'visitor') {
    if (shown.kind === 'login' && !needsLogin(route)) result.wrongAccess = 'a public route asked a visitor to log in';
    if (shown.kind === 'screen' && needsLogin(route)) {
      result.wrongAccess = `a login-only route showed ${shown.title} to a visitor`;
    }
  } else {
    if (shown.kind === 'login') result.wrongAccess = `${persona} was asked to log in`;
    if (shown.kind === 'screen' && expectedDenial(persona, route.path)) {
      result.wrongAccess = `enterprise management showed ${shown.title} to ${persona}`;
    }
  }
  const key = checkKey(result.outcome, result.landed);
  const by = checkedBy.get(key);
  if (by !== undefined) return { ...result, checks: `same as ${by}` };
  checkedBy.set(key, visited);
  result.checks = 'run';
  await page.waitForFunction(animationsDone, undefined, { timeout: ANIMATIONS_MS }).catch(() => undefined);
  result.axe = await seriousViolations(page);
  result.unlabelled = (await page.evaluate(controlFacts)).filter(isUnlabelled).map((c) => c.describe);
  const overflow = await page.evaluate(horizontalOverflow);
  if (overflow) result.horizontalScroll = overflow;
  return result;
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'bad') {
    console.error(`sweep: ${parsed.message}\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  const routes = selectRoutes(MANIFEST, options.only);
  if (routes.length === 0) {
    console.error(`sweep: --only ${options.only ?? ''} matches no route of the manifest\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  let served: TestPortal | undefined;
  let browser: Browser | undefined;
  try {
    served = await startTestPortal('sweep');
    const built = served.buildSeconds;
    browser = await launchScriptChromium();
    const portal = served.url;
    const only = options.only ? ` under ${options.only}` : '';
    const who = options.personas.join(', ');
    console.log(`sweep: ${String(routes.length)} routes${only} as ${who}; test build in ${built.toFixed(0)} s`);
    const summaries: PersonaSummary[] = [];
    const runs: Partial<Record<Persona, PersonaRun>> = {};
    for (const persona of options.personas) {
      const run = await sweepPersona(browser, portal, persona, routes);
      runs[persona] = run;
      summaries.push(summarize(persona, run.results, run.seconds, run.startErrors));
    }
    const seconds = (performance.now() - started) / 1000;
    const results = Object.fromEntries(Object.entries(runs).map(([p, run]) => [p, run.results]));
    console.log(`\n${renderSummary(summaries, results, seconds)}`);
    if (options.json) {
      const details = {
        date: new Date().toISOString(), seconds, buildSeconds: built, only: options.only ?? null, summaries, runs,
      };
      writeFileSync(options.json, `${JSON.stringify(details, null, 2)}\n`);
      console.log(`sweep: details written to ${options.json}`);
    }
    return exitCode(summaries);
  } finally {
    await browser?.close();
    await served?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
