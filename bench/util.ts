/** Small helpers for `npm run bench`: timed child processes, medians, tables. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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
