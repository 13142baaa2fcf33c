/**
 * Generation cost (issue: generators): the whole `generate` pipeline against plain
 * openapi-typescript on the same contract, each a fresh process, medians of the same run.
 * Aim: the pipeline within 3x of openapi-typescript alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { kb, median, ratio, record, sizes, table, timeCommand } from './util.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export function generationBench(): void {
  const scratch = mkdtempSync(join(tmpdir(), 'eis-bench-gen-'));
  try {
    const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);
    // one warm-up each, so neither pays for a cold disk cache
    timeCommand(bin('openapi-typescript'), ['openapi/portal.yaml', '-o', join(scratch, 'ots.d.ts'), '--silent'], 1, ROOT);
    timeCommand(bin('tsx'), ['generators/generate.ts', '--quiet', '--out', join(scratch, 'gen')], 1, ROOT);
    const baseline = median(
      timeCommand(bin('openapi-typescript'), ['openapi/portal.yaml', '-o', join(scratch, 'ots.d.ts'), '--silent'], RUNS, ROOT),
    );
    const pipeline = median(timeCommand(bin('tsx'), ['generators/generate.ts', '--quiet', '--out', join(scratch, 'gen')], RUNS, ROOT));
    // `npm run generate` over an unchanged contract (generators/run.js: the inputs' hash), beside a bare node process
    const bare = median(timeCommand(process.execPath, ['-e', '0'], RUNS, ROOT));
    const noop = median(timeCommand(process.execPath, ['generators/run.js', '--quiet', '--out', join(scratch, 'gen')], RUNS, ROOT));
    console.log(
      table(
        ['what (median of ' + String(RUNS) + ' fresh processes)', 'wall time', 'ratio'],
        [
          ['openapi-typescript alone (baseline)', `${Math.round(baseline)} ms`, '1.00x'],
          ['the pipeline (bundle, check, hey-api, openapi-typescript, tables)', `${Math.round(pipeline)} ms`, ratio(pipeline, baseline)],
          ['a bare node process (baseline of the next row)', `${Math.round(bare)} ms`, '1.00x'],
          ['npm run generate, contract and generators unchanged (inputs hash)', `${Math.round(noop)} ms`, ratio(noop, bare)],
        ],
      ),
    );
    console.log(`aim: the pipeline within 3x: ${pipeline / baseline <= 3 ? 'met' : 'NOT met'}; unchanged under 300 ms: ${noop < 300 ? 'met' : 'NOT met'}`);
    console.log('(the no-op is the generate process itself; `npm run` adds its own start-up)\n');
    record('generate.baseline.ms', baseline);
    record('generate.ms', pipeline);
    record('generate.ratio', pipeline / baseline);
    record('generate.noop.baseline.ms', bare);
    record('generate.noop.ms', noop);
    const files = sizes(join(scratch, 'gen'));
    const total = files.reduce((n, f) => n + f.bytes, 0);
    console.log(
      table(
        ['generated file', 'size', 'gzip'],
        [...files.map((f) => [f.file, kb(f.bytes), kb(f.gzip)]), ['all', kb(total), kb(files.reduce((n, f) => n + f.gzip, 0))]],
      ),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
