/**
 * One route of the sweep (tools/sweep.ts, issue 38 item 9) once the page is at its address: where it
 * lands, what shows, whether the persona should see it, and on a landing's first visit the page checks
 * (axe's serious and critical violations, unlabelled controls, sideways scroll).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Persona } from '@tools/sweep/args.ts';
import { type AxeFinding, checkKey, isUnlabelled, type RouteResult } from '@tools/sweep/findings.ts';
import { animationsDone, controlFacts, horizontalOverflow, type Shown, shownNow, stuckState } from '@tools/sweep/in-page.ts';
import { expectedDenial, needsLogin } from '@tools/sweep/routes.ts';
import { MANIFEST, type ManifestRoute } from '@/routing/manifest/index.ts';

/** The portal's base path (the test build is served under it). */
export const BASE = '/eis-demo';
/** How long a route may take to show its screen, the error page or the login overlay. */
const SETTLE_MS = 10_000;
/** How long the page checks wait for running animations and transitions to end (then they check anyway). */
const ANIMATIONS_MS = 2_000;

/** The paths the manifest redirects from: an address the router has still to leave. */
const REDIRECT_SOURCES = MANIFEST.filter((r) => r.redirect !== undefined).map((r) => r.path);

/** axe's violations of impact serious or critical on the page, each with its first nodes. */
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

/** One route: where it lands, what shows, and (on its landing's first visit) the page checks. */
export async function visit(
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
