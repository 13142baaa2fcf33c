/**
 * The batch-file path (代发工资, issue 37), beside baselines in the same run. In Node: a 10,000-line
 * payroll CSV decoded, parsed and checked against the contract's columns (parseBatchFile), beside
 * Papa.parse alone on the same text, and its SM3 digest (fileDigest). In Chromium, on the test build
 * served by `vite preview` with the mock behind /api, as a3sp on 工资代发: the longest main-thread task
 * from choosing the 10,000-line file to its upload (the file is read in a worker; the preview renders on
 * the main thread), beside the same for a 10-line file; and the frame time while the preview is scrolled
 * from top to bottom, beside the frames of the same page left idle.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { launchScriptChromium } from '../tools/chromium.ts';
import { logInOnOverlay, startTestPortal, type TestPortal } from '../tools/test-portal.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import { parseBatchFile } from '@/protocol/batch/parse.ts';
import { median, ratio, record, table } from './util.ts';

const ROWS = 10_000;
const SMALL_ROWS = 10;
const PAYER = '6230910000012345678';
const LOGIN = 'a3sp';
/** Every mock persona's password (mock-server/personas.ts) and the mock's image code. */
/** The frames of one scroll from the preview's top to its bottom, and of the idle baseline. */
const FRAMES = 120;

/** A UTF-8 payroll of `n` employees under the template's header, one line per employee, CRLF as Excel saves. */
function payroll(n: number): Buffer {
  const names = ['张伟', '王敏', '李伟', '赵敏'];
  const lines = ['员工姓名,工资卡号,金额,备注'];
  for (let i = 0; i < n; i++) {
    lines.push(`${names[i % 4] ?? ''},62309100${String(50_000_000_000 + i)},${String(1000 + (i % 7))},11月工资`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Milliseconds of each run of each function, the functions in turn within a run (so that the machine's
 * drift falls on all alike), after untimed warm-ups (lazy code, the optimising compiler).
 */
function timedInTurn(runs: number, runners: Array<() => unknown>, warmups = 5): number[][] {
  for (let i = 0; i < warmups; i++) for (const run of runners) run();
  const times = runners.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    runners.forEach((run, j) => {
      const start = performance.now();
      run();
      times[j]?.push(performance.now() - start);
    });
  }
  return times;
}

/** Parse, baseline and digest in this process. */
function nodeFigures(runs: number): void {
  const columns = batchFileOf('payrollTransferSub')?.columns;
  if (!columns) throw new Error('payrollTransferSub has no batch file in the contract');
  const bytes = new Uint8Array(payroll(ROWS));
  const text = new TextDecoder().decode(bytes);
  const check = parseBatchFile(bytes, columns);
  if (check.count !== ROWS || check.problems.length > 0) {
    throw new Error(`the ${String(ROWS)}-line file read as ${String(check.count)} rows with ${String(check.problems.length)} problems`);
  }
  const [papa, parse, digest] = timedInTurn(runs, [
    () => Papa.parse(text, { delimiter: ',' }),
    () => parseBatchFile(bytes, columns),
    () => fileDigest(bytes),
  ]).map(median) as [number, number, number];
  const perRow = (ms: number) => `${((ms * 1000) / ROWS).toFixed(2)} µs`;
  record('batch.parse.10k.ms', parse);
  record('batch.parse.10k.perRow.us', (parse * 1000) / ROWS);
  record('batch.parse.10k.baseline.ms', papa);
  record('batch.parse.10k.ratio', parse / papa);
  record('batch.digest.10k.ms', digest);
  const title = `${String(ROWS)}-line payroll CSV, ${(bytes.length / 1024).toFixed(0)} KB (Node)`;
  console.log(table([title, 'median', 'per row', 'ratio'], [
    ['Papa.parse alone (baseline)', `${papa.toFixed(2)} ms`, perRow(papa), '1.00x'],
    ['parseBatchFile: decode + parse + check', `${parse.toFixed(2)} ms`, perRow(parse), ratio(parse, papa)],
    ['fileDigest (SM3 of the bytes)', `${digest.toFixed(2)} ms`, perRow(digest), ratio(digest, papa)],
  ]));
  console.log(`\nmedian of ${String(runs)} runs each (BENCH_RUNS, at least 15), in turn, after 5 warm-ups, in this process\n`);
}

/** An init script (it runs in the page, so it uses nothing from outside): keeps every long task. */
function watchLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  Object.assign(window, { eisLongTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The durations (ms) of the long tasks the page has reported since `start` (its performance.now()). */
function longTasksSince(page: Page, start: number): Promise<number[]> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as { eisLongTasks: Array<{ start: number; duration: number }> }).eisLongTasks;
    return tasks.filter((t) => t.start >= from).map((t) => t.duration);
  }, start);
}

interface Read {
  /** The longest main-thread task (ms; 0 when none reached 50 ms). */
  task: number;
  /** The longest rAF delta (ms). */
  frame: number;
}

/**
 * Chooses the file and waits until it is uploaded (a new batch number): the longest task and frame from
 * the moment before it was chosen until then.
 */
async function whileRead(page: Page, file: string, rows: number): Promise<Read> {
  const previous = await page.evaluate(() => document.querySelector('[data-testid="batch-uploaded"]')?.textContent ?? '');
  // frames watched until told to stop, by an unnamed loop (see frameDeltas)
  const since = await page.evaluate(() => {
    const watch = { stop: false, longest: 0 };
    Object.assign(window, { eisReadFrames: watch });
    void (async () => {
      let last = await new Promise<number>((done) => requestAnimationFrame(done));
      while (!watch.stop) {
        const now = await new Promise<number>((done) => requestAnimationFrame(done));
        watch.longest = Math.max(watch.longest, now - last);
        last = now;
      }
    })();
    return performance.now();
  });
  await page.getByLabel('批量文件', { exact: true }).setInputFiles(file);
  await page.waitForFunction((before) => {
    const uploaded = document.querySelector('[data-testid="batch-uploaded"]')?.textContent;
    return uploaded !== undefined && uploaded !== before;
  }, previous, { timeout: 120_000 });
  const totals = await page.getByTestId('batch-totals').textContent();
  if (!totals?.includes(`共 ${String(rows)} 笔`)) throw new Error(`the preview shows ${String(totals)}, not ${String(rows)} lines`);
  // the observer's entries come in a task of their own, after the task they measure
  await page.waitForTimeout(300);
  const frame = await page.evaluate(() => {
    const watch = (window as unknown as { eisReadFrames: { stop: boolean; longest: number } }).eisReadFrames;
    watch.stop = true;
    return watch.longest;
  });
  return { task: Math.max(0, ...(await longTasksSince(page, since))), frame };
}

/**
 * The rAF deltas (ms) of `frames` frames; with `scroll`, the preview's scroller moved by a fixed step each
 * frame from its top to its bottom.
 */
function frameDeltas(page: Page, frames: number, scroll: boolean): Promise<number[]> {
  // no named functions inside: tsx's transform would wrap them in a helper the page has not got
  return page.evaluate(async ({ frames, scroll }) => {
    const scroller = document.querySelector<HTMLElement>('[data-testid="batch-scroller"]');
    if (!scroller) throw new Error('no batch-scroller');
    scroller.scrollTop = 0;
    for (let i = 0; i < 2; i++) await new Promise<number>((done) => requestAnimationFrame(done));
    const step = (scroller.scrollHeight - scroller.clientHeight) / frames;
    const deltas: number[] = [];
    let last = await new Promise<number>((done) => requestAnimationFrame(done));
    for (let i = 1; i <= frames; i++) {
      if (scroll) scroller.scrollTop = Math.round(step * i);
      const now = await new Promise<number>((done) => requestAnimationFrame(done));
      deltas.push(now - last);
      last = now;
    }
    return deltas;
  }, { frames, scroll });
}

interface Frames {
  median: number;
  longest: number;
}

interface Scroll extends Frames {
  /** Frames longer than 1.5 times the idle page's median (a frame dropped or more). */
  slow: number;
  /** The longest task while scrolling (0: none reached 50 ms). */
  task: number;
}

interface BrowserFigures {
  /** Each read of the 10,000-line file, and of the 10-line one. */
  large: Read[];
  small: Read[];
  /** Each run's scroll of the 10,000 rows, and the idle frames just before it. */
  scroll: Scroll[];
  idle: Frames[];
  /** The long tasks the observer saw while the page started and the user logged in. */
  startup: number[];
  /** The page's CSS rules before each scroll and after it (the design system inserts a rule per new style). */
  rules: Array<[number, number]>;
}

/** How many CSS rules the page's style sheets hold. */
const cssRules = (page: Page): Promise<number> =>
  page.evaluate(() => Array.from(document.styleSheets).reduce((sum, sheet) => sum + sheet.cssRules.length, 0));

const framesOf = (deltas: number[]): Frames => ({ median: median(deltas), longest: Math.max(...deltas) });

/** Logs in as a3sp on 工资代发, chooses the payer, and measures `runs` reads of each file and scrolls. */
async function browserFigures(
  browser: Browser,
  portal: string,
  files: { large: string; small: string },
  runs: number,
): Promise<BrowserFigures> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(watchLongTasks);
    // opened logged out, the screen starts the login; the login lands on it
    await page.goto(`${portal}payTransfer/payroll/expense`);
    await page.locator('.eis-boot').waitFor({ state: 'detached', timeout: 60_000 });
    await logInOnOverlay(page, LOGIN, 60_000);
    await page.getByLabel('付款账号').selectOption(PAYER);
    const startup = await longTasksSince(page, 0);
    const figures: BrowserFigures = { large: [], small: [], scroll: [], idle: [], startup, rules: [] };
    // warm-up: the worker's chunk, the preview's code, the upload
    await whileRead(page, files.small, SMALL_ROWS);
    for (let i = 0; i < runs; i++) {
      // in alternation, so that a busy moment of the machine falls on both alike
      for (const which of i % 2 === 0 ? ['small', 'large'] as const : ['large', 'small'] as const) {
        const rows = which === 'large' ? ROWS : SMALL_ROWS;
        figures[which].push(await whileRead(page, files[which], rows));
        if (which !== 'large') continue;
        await page.waitForTimeout(500);
        const idle = framesOf(await frameDeltas(page, FRAMES, false));
        const rulesBefore = await cssRules(page);
        const since = await page.evaluate(() => performance.now());
        const deltas = await frameDeltas(page, FRAMES, true);
        await page.locator(`[data-testid="batch-row"][data-line="${String(ROWS + 1)}"]`).waitFor({ timeout: 5_000 });
        await page.waitForTimeout(300);
        figures.rules.push([rulesBefore, await cssRules(page)]);
        figures.idle.push(idle);
        figures.scroll.push({
          ...framesOf(deltas),
          slow: deltas.filter((d) => d > 1.5 * idle.median).length,
          task: Math.max(0, ...(await longTasksSince(page, since))),
        });
      }
    }
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    return figures;
  } finally {
    await context.close();
  }
}

/** Prints and records the browser's figures. */
function reportBrowser(f: BrowserFigures, runs: number): void {
  const at = <T>(list: T[], pick: (item: T) => number) => median(list.map(pick));
  const large = { task: at(f.large, (r) => r.task), frame: at(f.large, (r) => r.frame) };
  const small = { task: at(f.small, (r) => r.task), frame: at(f.small, (r) => r.frame) };
  const scroll = {
    median: at(f.scroll, (s) => s.median), longest: at(f.scroll, (s) => s.longest),
    slow: at(f.scroll, (s) => s.slow), task: at(f.scroll, (s) => s.task),
  };
  const idle = { median: at(f.idle, (s) => s.median), longest: at(f.idle, (s) => s.longest) };
  record('batch.read.10k.longestTask.ms', large.task);
  record('batch.read.10.longestTask.ms', small.task);
  record('batch.read.longestTask.diff.ms', large.task - small.task);
  record('batch.read.10k.longestFrame.ms', large.frame);
  record('batch.read.10.longestFrame.ms', small.frame);
  record('batch.scroll.10k.medianFrame.ms', scroll.median);
  record('batch.scroll.10k.longestFrame.ms', scroll.longest);
  record('batch.scroll.idle.medianFrame.ms', idle.median);
  record('batch.scroll.10k.ratio', scroll.median / idle.median);
  record('batch.scroll.10k.slowFrames.count', scroll.slow);
  record('batch.scroll.10k.longestTask.ms', scroll.task);
  // the first scroll of a page apart: there the design system inserts a CSS rule per new row offset
  const [first] = f.scroll;
  const [firstRules] = f.rules;
  if (first && firstRules) {
    record('batch.scroll.10k.first.slowFrames.count', first.slow);
    record('batch.scroll.10k.first.cssRulesAdded.count', firstRules[1] - firstRules[0]);
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const signed = (v: number) => `${v >= 0 ? '+' : ''}${ms(v)}`;
  const each = (values: number[]) => `(${values.map((v) => v.toFixed(0)).join(', ')})`;
  const lines = `${String(ROWS)} vs ${String(SMALL_ROWS)} lines`;
  const rowsOf = `${String(ROWS)} rows`;
  console.log(table(['工资代发 in Chromium (a3sp, test build, mock)', 'figure (runs)', 'baseline (runs)', 'difference / ratio'], [
    [
      `longest task (longtask), choose → uploaded: ${lines}`,
      `${ms(large.task)} ${each(f.large.map((r) => r.task))}`, `${ms(small.task)} ${each(f.small.map((r) => r.task))}`,
      signed(large.task - small.task),
    ],
    [
      `longest frame (rAF), choose → uploaded: ${lines}`,
      `${ms(large.frame)} ${each(f.large.map((r) => r.frame))}`, `${ms(small.frame)} ${each(f.small.map((r) => r.frame))}`,
      signed(large.frame - small.frame),
    ],
    [`frame scrolling ${rowsOf} top → bottom: median`, ms(scroll.median), `${ms(idle.median)} idle`, ratio(scroll.median, idle.median)],
    [
      `frame scrolling ${rowsOf} top → bottom: longest`,
      `${ms(scroll.longest)} ${each(f.scroll.map((s) => s.longest))}`, `${ms(idle.longest)} idle ${each(f.idle.map((s) => s.longest))}`,
      ratio(scroll.longest, idle.longest),
    ],
    [`frames over 1.5x the idle median, of ${String(FRAMES)}`, `${String(scroll.slow)} ${each(f.scroll.map((s) => s.slow))}`, '', ''],
    [`longest task (longtask) while scrolling`, `${ms(scroll.task)} ${each(f.scroll.map((s) => s.task))}`, '', ''],
  ]));
  console.log(`\nmedian of ${String(runs)} runs (BENCH_RUNS) after a warm-up read, the two files in alternation; ` +
    `a task is long from 50 ms (0: none); ${String(FRAMES)} frames per scroll, the idle frames of the same page just before`);
  console.log(`the long-task observer saw ${String(f.startup.length)} long task(s) while the page started and ${LOGIN} logged in ` +
    `(longest ${ms(Math.max(0, ...f.startup))}); the page's CSS rules before → after each scroll: ` +
    `${f.rules.map(([before, after]) => `${String(before)} → ${String(after)}`).join(', ')}\n`);
}

export async function batchBench(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS: a whole number of runs, at least 1');
  nodeFigures(Math.max(runs, 15));

  const scratch = mkdtempSync(join(tmpdir(), 'eis-bench-batch-files-'));
  const files = { large: join(scratch, '工资-10000.csv'), small: join(scratch, '工资-10.csv') };
  writeFileSync(files.large, payroll(ROWS));
  writeFileSync(files.small, payroll(SMALL_ROWS));
  let portal: TestPortal | undefined;
  let browser: Browser | undefined;
  try {
    portal = await startTestPortal('bench-batch');
    browser = await launchScriptChromium();
    const f = await browserFigures(browser, portal.url, files, runs);

    reportBrowser(f, runs);
  } finally {
    await browser?.close();
    await portal?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
