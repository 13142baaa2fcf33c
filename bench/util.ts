/** Small helpers for `npm run bench`: timed child processes, medians, tables. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Runs a command `runs` times and returns the wall times in ms; throws on a failed run. */
export function timeCommand(command: string, args: string[], runs: number, cwd: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
    times.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return times;
}

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number, baseline: number): string => `${(value / baseline).toFixed(2)}x`;

/** Every file under a folder with its raw and gzip size. */
export function sizes(dir: string): Array<{ file: string; bytes: number; gzip: number }> {
  const out: Array<{ file: string; bytes: number; gzip: number }> = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const content = readFileSync(full);
        out.push({ file: relative(dir, full), bytes: content.length, gzip: gzipSync(content).length });
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * bench/results.json: one flat object of named figures (`menu.10k.ms`, `crypto.sm4.64k.ms`, ...),
 * each measured beside its baseline in the same run. A section calls `record(name, value)` for each
 * figure; `writeResults()` (bench/index.ts, after the sections) merges them into the file, so a run
 * of one section keeps the figures of the others.
 */
export const RESULTS_FILE = resolve(import.meta.dirname, 'results.json');

const recorded = new Map<string, number>();

/** Records one figure for results.json; names are dotted, lower camel case, the unit last (`.ms`, `.kb`). */
export function record(name: string, value: number): void {
  if (!/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(name)) throw new Error(`bench: figure name ${name} is not dotted`);
  if (!Number.isFinite(value)) throw new Error(`bench: figure ${name} is not a finite number (${String(value)})`);
  recorded.set(name, Number(value.toPrecision(6)));
}

/** The figures recorded so far in this run. */
export const recordedFigures = (): Record<string, number> => Object.fromEntries(recorded);

/** Merges this run's figures into results.json (keys sorted); returns what the file now holds. */
export function writeResults(file: string = RESULTS_FILE): Record<string, number> {
  let existing: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      existing = {}; // an unreadable file is replaced
    }
  }
  const merged: Record<string, number> = {};
  for (const [k, v] of Object.entries(existing)) if (typeof v === 'number') merged[k] = v;
  for (const [k, v] of recorded) merged[k] = v;
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

/**
 * Milliseconds per call of `run`: warm-up calls first (lazy imports, the optimising compiler), then the
 * median of five batches that each run for a fifth of `minMs`.
 */
export async function perCall(run: () => unknown, minMs = 300, warmups = 3): Promise<number> {
  for (let i = 0; i < warmups; i++) await run();
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < minMs / 5) {
      await run();
      n++;
    }
    batches.push((performance.now() - start) / n);
  }
  return median(batches);
}
