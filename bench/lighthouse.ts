/**
 * Lighthouse performance of the home page served by nginx (deploy/nginx.conf.template), beside a
 * baseline in the same run: a minimal Vite + React + Chakra page under the same nginx. The portal is
 * its test build (the mock's keys, so the home page's calls answer as a visitor's would) with the mock
 * behind /api. Desktop preset and the mobile default (Lighthouse's throttled Moto G Power), the median
 * of three runs each (LIGHTHOUSE_RUNS). Debian's Chromium; nginx as the browser tests install it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startMock } from '../mock-server/server.ts';
import { CHROMIUM_PATH, featuresOffSwitch } from '../tools/chromium.ts';
import { longFrames, slowCpu, watchLongFrames } from './long-frames.ts';
import { ensureNginx, onlineServiceStandInLocation, startNginx } from '../tools/nginx.ts';
import { freePort } from '../mock-server/ports.ts';
import { median, ratio, record, table } from './util.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** chrome-launcher's own flags with its feature switch merged with ours (tools/chromium.ts), then FLAGS. */
function chromeFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const theirs = defaults.find((flag) => flag.startsWith('--disable-features=')) ?? '';
  return [...defaults.filter((flag) => flag !== theirs), featuresOffSwitch(theirs), ...FLAGS];
}

interface Scores {
  performance: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's measure of the machine's CPU speed at the time of the run (its BenchmarkIndex). */
  benchmarkIndex: number;
}

/** One Lighthouse run of `url` in a Chrome of its own. */
async function auditOnce(url: string, form: 'desktop' | 'mobile'): Promise<Scores> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeFlags(), ignoreDefaultFlags: true });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

interface Audit extends Omit<Scores, 'benchmarkIndex'> {
  /** Each run's performance score, in the order run. */
  runs: number[];
  /** Each run's benchmark index (the bench reports their median over all the runs of both forms). */
  benchmarkIndices: number[];
}

const medianOf = (results: Scores[]): Audit => ({
  performance: median(results.map((r) => r.performance)),
  lcp: median(results.map((r) => r.lcp)),
  tbt: median(results.map((r) => r.tbt)),
  runs: results.map((r) => r.performance),
  benchmarkIndices: results.map((r) => r.benchmarkIndex),
});

/**
 * `runs` Lighthouse runs of the page and of the baseline, in alternation (page first, then baseline
 * first, and so on), so that the machine's drift over the minutes of a run (a busy moment of its host)
 * falls on both alike; one page after the other let the two differ by several points.
 */
async function auditPair(page: string, baseline: string, form: 'desktop' | 'mobile', runs: number): Promise<[Audit, Audit]> {
  const urls = [page, baseline] as const;
  const results: [Scores[], Scores[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const which of i % 2 === 0 ? [0, 1] as const : [1, 0] as const) {
      results[which].push(await auditOnce(urls[which], form));
    }
  }
  return [medianOf(results[0]), medianOf(results[1])];
}

interface Frames {
  /** Long Animation Frames' blocking time, summed: what of their long tasks went past 50 ms. */
  blocking: number;
  longest: number;
  /** Style and layout that scripts forced by reading geometry mid-change. */
  forced: number;
}

/** The window of start-up each load is watched for: the home page's last widget comes about 2 s after its render. */
const STARTUP_WINDOW_MS = 8000;

/**
 * Start-up's main-thread work as the browser itself reports it (Long Animation Frames), on a phone-
 * sized window with the CPU 4x slower: less noisy than Lighthouse's score, and it names what blocked.
 * Median of `runs` loads, each in a fresh context of the same Chrome Lighthouse uses.
 */
async function startupFrames(url: string, runs: number): Promise<Frames> {
  const results: Frames[] = [];
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeFlags(), ignoreDefaultFlags: true });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript(watchLongFrames);
      await slowCpu(context, page);
      await page.goto(url);
      await page.waitForTimeout(STARTUP_WINDOW_MS);
      const frames = await longFrames(page);
      results.push({
        blocking: frames.reduce((sum, f) => sum + f.blocking, 0),
        longest: Math.max(0, ...frames.map((f) => f.duration)),
        forced: frames.flatMap((f) => f.scripts).reduce((sum, s) => sum + s.forced, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    chrome.kill();
  }
  return {
    blocking: median(results.map((r) => r.blocking)),
    longest: median(results.map((r) => r.longest)),
    forced: median(results.map((r) => r.forced)),
  };
}

/** The baseline page: Vite + React + Chakra, a heading and a button, built like the portal. */
async function buildBaseline(outDir: string): Promise<void> {
  const dir = join(ROOT, 'node_modules', '.cache', 'eis-bench-lighthouse-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>baseline</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(dir, 'main.tsx'), [
    'import { Button, ChakraProvider, defaultSystem, Heading, Stack } from \'@chakra-ui/react\';',
    'import { createRoot } from \'react-dom/client\';',
    'createRoot(document.getElementById(\'root\')!).render(<ChakraProvider value={defaultSystem}><Stack p=\'8\'><Heading>企业网上银行</Heading><Button>登录</Button></Stack></ChakraProvider>);',
  ].join('\n'));
  try {
    await build({ root: dir, configFile: false, base: '/eis-demo/', plugins: [react()], logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function lighthouseBench(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const machine = ensureNginx((line) => console.log(line));
  const scratch = mkdtempSync(join(tmpdir(), 'eis-bench-lighthouse-'));
  const portalDist = join(scratch, 'portal');
  const baselineDist = join(scratch, 'baseline');
  const mock = await startMock({ port: 0 });
  const servers: Array<{ close: () => Promise<void> }> = [];
  try {
    await build({ root: ROOT, mode: 'test', logLevel: 'silent', build: { outDir: portalDist, emptyOutDir: true } });
    await buildBaseline(baselineDist);
    const standIn = onlineServiceStandInLocation(mock.url);
    const site = { dist: portalDist, apiUpstream: mock.url, testLocations: standIn };
    const portal = await startNginx({ ...site, port: await freePort() }, machine);
    servers.push(portal);
    const baseline = await startNginx({ port: await freePort(), dist: baselineDist, apiUpstream: mock.url }, machine);
    servers.push(baseline);
    const ms = (v: number) => `${String(Math.round(v))} ms`;
    const rows: Array<Array<string | number>> = [];
    const indices: number[] = [];
    for (const form of ['desktop', 'mobile'] as const) {
      const [page, base] = await auditPair(`${portal.url}home/index`, baseline.url, form, runs);
      record(`lighthouse.${form}.performance`, page.performance);
      record(`lighthouse.${form}.lcp.ms`, Math.round(page.lcp));
      record(`lighthouse.${form}.tbt.ms`, Math.round(page.tbt));
      record(`lighthouse.${form}.baseline.performance`, base.performance);
      indices.push(...page.benchmarkIndices, ...base.benchmarkIndices);
      rows.push([form, `${String(page.performance)} (${page.runs.join(', ')})`, `${String(base.performance)} (${base.runs.join(', ')})`, ms(page.lcp), ms(base.lcp), ms(page.tbt), ms(base.tbt)]);
    }
    console.log(table(['home page by nginx', 'performance (runs)', 'baseline (runs)', 'LCP', 'baseline LCP', 'TBT', 'baseline TBT'], rows));
    console.log(`\nmedian of ${String(runs)} runs each, the page's and the baseline's in alternation; baseline: a minimal Vite + React + Chakra page under the same nginx; targets: desktop >= 98, mobile >= 90`);
    // the machine's CPU speed as Lighthouse measured it in these runs: figures of two machines compare only with it
    const index = Math.round(median(indices));
    record('lighthouse.benchmarkIndex', index);
    const spread = `${String(Math.round(Math.min(...indices)))}-${String(Math.round(Math.max(...indices)))}`;
    console.log(`Lighthouse's benchmark index of this machine over these runs: median ${String(index)} (${spread})`);

    const frameRuns = Number(process.env.STARTUP_RUNS ?? 5);
    const page = await startupFrames(`${portal.url}home/index`, frameRuns);
    const base = await startupFrames(baseline.url, frameRuns);
    record('startup.cpu4x.blocking.ms', Math.round(page.blocking));
    record('startup.cpu4x.baseline.blocking.ms', Math.round(base.blocking));
    record('startup.cpu4x.blocking.ratio', page.blocking / base.blocking);
    record('startup.cpu4x.longestFrame.ms', Math.round(page.longest));
    record('startup.cpu4x.forcedLayout.ms', Math.round(page.forced));
    console.log(`\n${table(['start-up, 412 px, CPU 4x slower', 'home page', 'baseline', 'ratio'], [
      ['blocking time of long animation frames', ms(page.blocking), ms(base.blocking), ratio(page.blocking, base.blocking)],
      ['longest frame', ms(page.longest), ms(base.longest), ratio(page.longest, base.longest)],
      ['layout forced by scripts', ms(page.forced), ms(base.forced), ''],
    ])}`);
    console.log(`\nmedian of ${String(frameRuns)} loads each (STARTUP_RUNS), the first ${String(STARTUP_WINDOW_MS / 1000)} s of each`);
  } finally {
    for (const s of servers) await s.close();
    await mock.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
