/**
 * `npm run bench`: the project's performance figures, each measured against a baseline in the
 * same run and printed as a table with ratios. Benchmarks live here, never in timed tests.
 * `npm run bench -- generation` runs one section; BENCH_RUNS sets the repetitions (default 3).
 * The figures go to bench/results.json as well (`record` in util.ts), merged with those already
 * there, so a run of one section keeps the others'. `scale` (1x, 4x, 16x) and `mock-team` run only
 * when named; `--name value` arguments after the section names go to the sections
 * (`npm run bench -- mock-team --workspaces 30 --seconds 180`).
 */
import { availableParallelism, loadavg } from 'node:os';
import { batchBench } from './batch.ts';
import { bundleBench } from './bundle.ts';
import { cryptoBench } from './crypto.ts';
import { dualControlBench } from './dual-control.ts';
import { generationBench } from './generation.ts';
import { lighthouseBench } from './lighthouse.ts';
import { mockBench } from './mock.ts';
import { storeBench } from './mock-store.ts';
import { mockTeamBench } from './mock-team.ts';
import { routingBench } from './routing.ts';
import { scaleBench } from './scale.ts';
import { signingBench } from './signing.ts';
import { RESULTS_FILE, recordedFigures, writeResults } from './util.ts';

const sections: Record<string, () => Promise<void> | void> = {
  'generation': generationBench,
  'crypto': cryptoBench,
  'signing': signingBench,
  'dualControl': dualControlBench,
  'mock': mockBench,
  'mockStore': storeBench,
  'routing': routingBench,
  'bundle': bundleBench,
  'lighthouse': lighthouseBench,
  'batch': batchBench,
  'scale': scaleBench,
  'mock-team': () => mockTeamBench(options),
};
/** Long sections that run only when asked for by name. */
const onRequest = new Set(['scale', 'mock-team']);

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`bench: unknown section ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
// figures are noisy on a busy machine: say how busy it was
const load = loadavg().map((l) => l.toFixed(2)).join(', ');
console.log(`machine: ${String(availableParallelism())} cores, Node ${process.versions.node}, load average ${load} (1, 5, 15 min)`);
// the default run is held within 10 minutes (issue 51 item 6): each section's wall time is printed
const started = performance.now();
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length > 0 ? !wanted.includes(name) : onRequest.has(name)) continue;
  console.log(`\n## ${name}\n`);
  const sectionStart = performance.now();
  await run();
  console.log(`\n(${name}: ${((performance.now() - sectionStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nbench: ${((performance.now() - started) / 60_000).toFixed(1)} minutes in all`);
const written = Object.keys(recordedFigures()).length;
writeResults();
console.log(`\n${String(written)} figures written to ${RESULTS_FILE.replace(`${process.cwd()}/`, '')}`);
