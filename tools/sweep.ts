/**
 * `npm run sweep` (issue 38 item 9): every route of the route manifest in Debian's Chromium, once as
 * a3sp and once as a visitor, on a fresh test build served by `vite preview` with /api proxied to the
 * mock gateway (as tests/e2e/support/global-setup.ts serves dist/). On each route: the error page where
 * the screen should be, console errors, axe's serious and critical violations, unlabelled controls and
 * horizontal scroll at 1280x800. Prints a summary; exit code 0 when every count is 0, 1 otherwise, 2
 * for a bad argument. This file is the command: its arguments, the servers, the browser and the report;
 * the rest is in tools/sweep/ (args, routes, findings, summary and report are pure; in-page, visit and
 * persona drive the browser). docs/testing.md "The sweep".
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchScriptChromium } from '@tools/chromium.ts';
import { startTestPortal, type TestPortal } from '@tools/test-portal.ts';
import { parseArgs, type Persona, USAGE } from '@tools/sweep/args.ts';
import { type PersonaRun, sweepPersona } from '@tools/sweep/persona.ts';
import { renderSummary } from '@tools/sweep/report.ts';
import { selectRoutes } from '@tools/sweep/routes.ts';
import { exitCode, type PersonaSummary, summarize } from '@tools/sweep/summary.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';

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
